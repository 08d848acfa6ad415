import { messageResponse } from '@parcel/contracts';
import { call } from '@/shared/api/http';

export const changePassword = (password: string, password_confirmation: string, current_password: string) =>
  call('PUT', 'user/password', { body: { current_password, password, password_confirmation }, schema: messageResponse });
