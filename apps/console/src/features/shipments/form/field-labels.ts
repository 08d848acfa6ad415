import { useCallback } from 'react';
import { useTranslation } from '@/shared/i18n/i18n';
import type { shipments } from '../shipments.pl';
import { isReturnService } from './shipment-form-values';

type FieldKey = keyof typeof shipments.fields;

/** A field's Polish label by its name on the form (SubmitButton names what is missing); the country's label follows the service. */
export function useShipmentFieldLabel(service: string): (field: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (field: string) => {
      if (field === 'country_id')
        return isReturnService(service) ? t('shipments.fields.senderCountry') : t('shipments.fields.recipientCountry');
      return t(`shipments.fields.${field as FieldKey}`, { defaultValue: field });
    },
    [t, service],
  );
}
