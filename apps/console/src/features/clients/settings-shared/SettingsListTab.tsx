import type { ReactNode } from 'react';
import { Button, Stack } from '@mantine/core';
import { t as translate, useTranslation } from '@/shared/i18n/i18n';
import type { Column } from '@/shared/table/ColumnsTable';
import { ListTable, type ListTableProps } from '@/shared/table/ListTable';
import { ButtonLink } from '@/shared/ui/links';
import { TabHeader } from './SettingsPage';

/** Where a tab's add button leads: the new-entry form of the client. */
type NewEntryRoute = '/client/$id/credentail' | '/client/$id/price' | '/client/$id/parameter' | '/client/$id/external_api_credentials';

/** The tab's texts in `clients.settings.<texts>`: tabTitle, add, tableLabel and empty. */
type TabTexts = 'credentials' | 'prices' | 'parameters' | 'externalApi';

interface Props<Row extends { readonly id: string }> extends Omit<ListTableProps<Row>, 'rowKey' | 'label' | 'emptyMessage'> {
  readonly clientId: number;
  readonly texts: TabTexts;
  readonly addTo: NewEntryRoute;
  /** Shown above the table (the external API tab's server addresses). */
  readonly above?: ReactNode;
}

/** A settings tab of the card: its title and add button, and the client's entries (a row opens its form). */
export function SettingsListTab<Row extends { readonly id: string }>({ clientId, texts, addTo, above, ...table }: Props<Row>) {
  const { t } = useTranslation();
  const headingId = `${texts}-tab-title`;
  const list = (
    <ListTable<Row>
      label={t(`clients.settings.${texts}.tableLabel`)}
      emptyMessage={t(`clients.settings.${texts}.empty`)}
      rowKey={(row) => row.id}
      {...table}
    />
  );
  return (
    <section aria-labelledby={headingId}>
      <TabHeader
        id={headingId}
        title={t(`clients.settings.${texts}.tabTitle`)}
        action={
          <ButtonLink to={addTo} params={{ id: String(clientId) }}>
            {t(`clients.settings.${texts}.add`)}
          </ButtonLink>
        }
      />
      {above ? (
        <Stack gap="md">
          {above}
          {list}
        </Stack>
      ) : (
        list
      )}
    </section>
  );
}

/** A tab's last column: a row's red "Usuń", named after the row for screen readers (its click does not open the row; keys on it are the button's). */
export function deleteColumn<Row>(nameOf: (row: Row) => string, onDelete: (row: Row) => void): Column<Row> {
  return {
    id: 'actions',
    header: translate('clients.settings.actions'),
    cell: (row) => (
      <Button
        size="compact-sm"
        color="red"
        variant="subtle"
        aria-label={translate('clients.settings.deleteRow', { name: nameOf(row) })}
        onClick={(event) => {
          event.stopPropagation();
          onDelete(row);
        }}
      >
        {translate('clients.settings.delete')}
      </Button>
    ),
  };
}
