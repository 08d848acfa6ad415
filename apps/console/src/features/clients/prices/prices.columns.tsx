import type { PriceView } from '@parcel/contracts';
import { t } from '@/shared/i18n/i18n';
import type { Column } from '@/shared/table/DataTable';
import { formatDecimal, formatMoney } from '@/shared/ui/format';

/** Columns of the pricing tab (spec/01 §2): net price, VAT percentage, min and max weight. */
export const pricesColumns = (): readonly Column<PriceView>[] => [
  { id: 'net_price', header: t('clients.settings.prices.columns.net_price'), cell: (row) => formatMoney(row.net_price) },
  {
    id: 'vat_percentage',
    header: t('clients.settings.prices.columns.vat_percentage'),
    cell: (row) => t('clients.settings.prices.percent', { value: formatDecimal(row.vat_percentage) }),
  },
  {
    id: 'min_weight_value',
    header: t('clients.settings.prices.columns.min_weight_value'),
    cell: (row) => t('clients.settings.prices.weight', { value: formatDecimal(row.min_weight_value) }),
  },
  {
    id: 'max_weight_value',
    header: t('clients.settings.prices.columns.max_weight_value'),
    cell: (row) => t('clients.settings.prices.weight', { value: formatDecimal(row.max_weight_value) }),
  },
];
