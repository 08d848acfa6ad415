import { Table, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from '@/shared/i18n/i18n';
import { AnchorLink } from '@/shared/ui/links';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/states';
import { aliasesQuery } from './intake.api';

/** /unknown-client-aliases: the aliases no admin resolved yet (running number, alias); a row opens the alias. */
export function AliasesListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const aliases = useQuery(aliasesQuery());
  return (
    <>
      <Title order={1} size="h2" mb="md">
        {t('warehouseIntake.aliases.title')}
      </Title>
      {aliases.isPending ? (
        <LoadingState />
      ) : aliases.isError ? (
        <ErrorState error={aliases.error} onRetry={() => void aliases.refetch()} />
      ) : aliases.data.length === 0 ? (
        <EmptyState message={t('warehouseIntake.aliases.empty')} />
      ) : (
        <Table striped highlightOnHover aria-label={t('warehouseIntake.aliases.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={80}>{t('warehouseIntake.aliases.lp')}</Table.Th>
              <Table.Th>{t('warehouseIntake.aliases.alias')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {aliases.data.map((row) => (
              <Table.Tr
                key={row.id}
                style={{ cursor: 'pointer' }}
                onClick={() => void navigate({ to: '/unknown-client-aliases/$id', params: { id: String(row.id) } })}
              >
                <Table.Td>{row.lp}</Table.Td>
                <Table.Td>
                  <AnchorLink to="/unknown-client-aliases/$id" params={{ id: String(row.id) }}>
                    {row.alias}
                  </AnchorLink>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
