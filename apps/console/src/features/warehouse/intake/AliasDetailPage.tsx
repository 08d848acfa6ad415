import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { errorText } from '@/shared/api/error-text';
import { useTranslation } from '@/shared/i18n/i18n';
import { toast } from '@/shared/notify/toasts';
import { AnchorLink } from '@/shared/ui/links';
import { ErrorState, LoadingState } from '@/shared/ui/states';
import type { ClientOption } from '@/shared/api/client-search';
import { ClientPicker } from '@/shared/forms/ClientPicker';
import { aliasQuery, resolveAlias } from './intake.api';

/**
 * /unknown-client-aliases/{id}: resolve the alias to a client, the proposed one
 * in one click ('proposition') or any client picked by hand ('manual'), with
 * the eMAG flag; 'Alias został utworzony pomyślnie!' and back to the list.
 */
export function AliasDetailPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const alias = useQuery(aliasQuery(id));
  const [client, setClient] = useState<ClientOption | null>(null);
  const [isEmag, setIsEmag] = useState<boolean | null>(null);
  const resolve = useMutation({
    mutationFn: (body: { client_id: number; resolved_type: 'manual' | 'proposition' }) => resolveAlias({ id, is_emag: emag, ...body }),
    onSuccess: () => {
      toast.success(t('warehouseIntake.aliases.created'));
      void navigate({ to: '/unknown-client-aliases' });
    },
    onError: (error) => toast.error(errorText(error)),
  });
  if (alias.isPending) return <LoadingState />;
  if (alias.isError) return <ErrorState error={alias.error} onRetry={() => void alias.refetch()} />;
  const data = alias.data;
  const emag = isEmag ?? data.is_emag === 1;
  return (
    <Stack gap="md" maw={720}>
      <AnchorLink to="/unknown-client-aliases">{t('warehouseIntake.aliases.back')}</AnchorLink>
      <Title order={1} size="h2">
        {t('warehouseIntake.aliases.detail', { alias: data.alias })}
      </Title>
      {data.resolved && data.client_id !== null && (
        <Alert color="blue">{t('warehouseIntake.aliases.resolved', { id: data.client_id })}</Alert>
      )}
      <Switch label={t('warehouseIntake.aliases.isEmag')} checked={emag} onChange={(event) => setIsEmag(event.currentTarget.checked)} />
      <Paper withBorder p="md">
        {data.proposed_client_id !== null ? (
          <Group justify="space-between">
            <Text>{t('warehouseIntake.aliases.proposed', { name: data.client_name ?? `#${data.proposed_client_id}` })}</Text>
            <Button
              loading={resolve.isPending && resolve.variables?.resolved_type === 'proposition'}
              onClick={() => resolve.mutate({ client_id: data.proposed_client_id!, resolved_type: 'proposition' })}
            >
              {t('warehouseIntake.aliases.useProposal')}
            </Button>
          </Group>
        ) : (
          <Text>{t('warehouseIntake.aliases.noProposal')}</Text>
        )}
      </Paper>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (client) resolve.mutate({ client_id: client.id, resolved_type: 'manual' });
        }}
      >
        <Stack gap="xs">
          <ClientPicker label={t('warehouseIntake.aliases.client')} value={client} onPick={setClient} />
          <Button
            type="submit"
            disabled={!client}
            loading={resolve.isPending && resolve.variables?.resolved_type === 'manual'}
            w="fit-content"
          >
            {t('warehouseIntake.aliases.save')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
