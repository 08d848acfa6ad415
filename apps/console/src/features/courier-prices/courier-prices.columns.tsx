import type { CourierPriceView } from '@parcel/contracts';
import { t } from '@/shared/i18n/i18n';
import type { Column } from '@/shared/table/ColumnsTable';
import { formatDecimal, formatMoney } from '@/shared/ui/format';
import { FLAG_FIELDS } from './courier-prices.api';

const yesNo = (value: boolean) => t(value ? 'courierPrices.yes' : 'courierPrices.no');
const weight = (value: number) => t('courierPrices.weight', { value: formatDecimal(value) });

/** Columns of /prices (spec/03 §3): net price, VAT, max insurance, min and max weight, then the flags as Tak/Nie. */
export const courierPricesColumns = (): readonly Column<CourierPriceView>[] => [
  { id: 'net_price', header: t('courierPrices.columns.net_price'), cell: (row) => formatMoney(row.net_price) },
  {
    id: 'vat_percentage',
    header: t('courierPrices.columns.vat_percentage'),
    cell: (row) => t('courierPrices.percent', { value: formatDecimal(row.vat_percentage) }),
  },
  {
    id: 'max_insurance_value',
    header: t('courierPrices.columns.max_insurance_value'),
    cell: (row) => formatDecimal(row.max_insurance_value),
  },
  { id: 'min_weight_value', header: t('courierPrices.columns.min_weight_value'), cell: (row) => weight(row.min_weight_value) },
  { id: 'max_weight_value', header: t('courierPrices.columns.max_weight_value'), cell: (row) => weight(row.max_weight_value) },
  ...FLAG_FIELDS.map((flag) => ({
    id: flag,
    header: t(`courierPrices.columns.${flag}`),
    cell: (row: CourierPriceView) => yesNo(row[flag]),
  })),
];
