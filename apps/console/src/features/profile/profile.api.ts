import { messageResponse } from '@parcel/contracts';
import { call } from '@/shared/api/http';

export const changePassword = (password: string, password_confirmation: string) =>
  call('PUT', 'user/password', { body: { password, password_confirmation }, schema: messageResponse });
