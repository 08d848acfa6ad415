import type { ExternalCredentialRow } from '@parcel/contracts';
import { t } from '@/shared/i18n/i18n';
import type { Column } from '@/shared/table/ColumnsTable';
import { formatDateTime } from '@/shared/ui/format';
import { deleteColumn } from '../settings-shared/SettingsListTab';

/** An external API type's name in Polish. */
export const externalTypeLabel = (type: string): string =>
  t(`clients.settings.externalApi.types.${type}` as 'clients.settings.externalApi.types.another', { defaultValue: type });

/** Columns of the external API tab: type, login, IP, created; and a delete button. */
export const externalColumns = (onDelete: (row: ExternalCredentialRow) => void): readonly Column<ExternalCredentialRow>[] => [
  { id: 'type', header: t('clients.settings.externalApi.columns.type'), cell: (row) => externalTypeLabel(row.type) },
  { id: 'username', header: t('clients.settings.externalApi.columns.username'), cell: (row) => row.username ?? '' },
  { id: 'ip', header: t('clients.settings.externalApi.columns.ip'), cell: (row) => row.ip ?? '' },
  { id: 'created_at', header: t('clients.settings.externalApi.columns.created_at'), cell: (row) => formatDateTime(row.created_at) },
  deleteColumn((row) => `${externalTypeLabel(row.type)} ${row.username ?? ''}`.trim(), onDelete),
];
