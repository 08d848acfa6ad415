import { ApiError } from '@/shared/api/api-error';
import { t } from '@/shared/i18n/i18n';
import { toast } from '@/shared/notify/toasts';
import { hasCode, shipmentErrorText } from './shipment-texts';

/**
 * A failed create or save as the spec's messages (spec/03 §8): a locker with
 * more than one parcel, a country the client may not send to (451), a 422
 * ('Dane przesyłki są nieprawidłowe', the fields marked by the form), any
 * other refusal with its own text; a failed save of changes also says
 * 'Nie można zapisać zmian!'.
 */
export function toastSaveFailure(error: unknown, kind: 'create' | 'update'): void {
  if (kind === 'update') toast.error(t('shipments.toast.saveFailed'));
  if (hasCode(error, 'shipment_locker_multi_parcel')) toast.error(t('shipments.toast.lockerMultiParcel'));
  else if (error instanceof ApiError && (error.status === 451 || error.code === 'shipment_country_not_allowed')) {
    toast.error(t('shipments.toast.countryNotAllowed'));
  } else if (error instanceof ApiError && error.status === 422) toast.error(t('shipments.toast.invalid'));
  else toast.error(shipmentErrorText(error));
}
