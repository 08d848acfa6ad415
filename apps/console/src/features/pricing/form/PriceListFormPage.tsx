import { useMemo, type ReactNode } from 'react';
import { Alert, Button, Group, Paper, Text, Title } from '@mantine/core';
import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { PriceListView } from '@parcel/contracts';
import type { PriceListType } from '@parcel/domain';
import { ApiError } from '@/shared/api/api-error';
import { leaveWithoutAsking } from '@/shared/forms/leave-guard';
import { useTranslation } from '@/shared/i18n/i18n';
import { confirmAction } from '@/shared/notify/confirm';
import { toast } from '@/shared/notify/toasts';
import { formatDateTime } from '@/shared/ui/format';
import { AnchorLink } from '@/shared/ui/links';
import { ErrorState, LoadingState } from '@/shared/ui/states';
import { priceListErrorText } from '../price-list-errors';
import { cloneOfDefault, newPriceListValues, valuesOfView, warsawToday } from '../price-list-form-values';
import { clientCardOf } from '../price-list-type';
import { DeactivateButton } from '../DeactivateButton';
import { deletePriceList, priceListCheckQuery, priceListOwnerQuery, priceListQuery } from '../pricing.api';
import { PriceListForm } from './PriceListForm';

interface Props {
  readonly type: PriceListType;
  /** A client's list (client_form); undefined: a default list. */
  readonly clientId?: number;
  /** The stored list; undefined: a new list. */
  readonly id?: number;
  /** A new client list cloned from this default list (spec/03 §4). */
  readonly cloneOf?: number;
}

const removalKey = (type: PriceListType, id: number | undefined) => ['price-list-removal', type, id ?? 0];

/**
 * `/operational-price-list/{type}/form[/{id}]` and
 * `/operational-price-list/{type}/client_form/{idClient}[/{id}]` (spec/03 §2):
 * a list of either kind, new, stored, or cloned from the default list in
 * effect. A list in use opens locked with the warning 'Cennik jest już
 * aktualnie w użyciu' (GET /{type}/check/{id}); back goes to the list, or to the
 * client card's tab.
 */
export function PriceListFormPage({ type, clientId, id, cloneOf }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const removing = useMutationState({ filters: { mutationKey: removalKey(type, id) }, select: (m) => m.state.status }).some(
    (status) => status === 'pending' || status === 'success',
  );
  const shownId = id ?? cloneOf;
  const list = useQuery({ ...priceListQuery(type, shownId ?? 0), enabled: shownId !== undefined && !removing });
  const check = useQuery({ ...priceListCheckQuery(type, id ?? 0), enabled: id !== undefined && !removing });
  const back = () =>
    leaveWithoutAsking(() =>
      clientId === undefined
        ? navigate({ to: '/operational-price-list/$type/list', params: { type } })
        : navigate({ to: '/client/$id/card/$card', params: { id: String(clientId), card: clientCardOf(type) } }),
    );
  const title = t(`pricing.formTitle.${type}.${id === undefined ? 'new' : 'edit'}`);
  const initial = useMemo(() => {
    if (shownId === undefined) return newPriceListValues(type, warsawToday());
    if (!list.data) return undefined;
    return cloneOf !== undefined ? cloneOfDefault(list.data, warsawToday()) : valuesOfView(list.data);
  }, [list.data, shownId, cloneOf, type]);

  const frame = (children: ReactNode, actions?: ReactNode) => (
    <FormFrame type={type} clientId={clientId} title={title} actions={actions}>
      {children}
    </FormFrame>
  );
  if (shownId !== undefined) {
    if (list.isError) return frame(<ErrorState error={list.error} onRetry={() => void list.refetch()} />);
    if (!list.data || (id !== undefined && check.isPending)) return frame(<LoadingState />);
    // A list opened under another owner's address (or a clone of a client's list): not this page's list.
    const owner = cloneOf !== undefined ? null : (clientId ?? null);
    if (list.data.id_client !== owner || list.data.type !== type)
      return frame(<ErrorState error={new ApiError(404, 'price_list_not_found')} />);
  }
  const stored = id !== undefined ? list.data : undefined;
  const locked = stored !== undefined && (check.data?.used === true || stored.used);
  return frame(
    <>
      {locked && (
        <Alert color="yellow" role="status" mb="md">
          <Text size="sm" fw={700}>
            {t('pricing.inUse')}
          </Text>
          <Text size="sm">{t('pricing.inUseDetail')}</Text>
        </Alert>
      )}
      {stored?.deactivated_at && (
        <Alert color="gray" mb="md">
          {t('pricing.deactivatedOn', { date: formatDateTime(stored.deactivated_at) })}
        </Alert>
      )}
      <PriceListForm
        key={`${type}-${shownId ?? 'new'}-${cloneOf !== undefined}`}
        type={type}
        clientId={clientId ?? null}
        listId={id}
        initial={initial!}
        editable={!locked}
        onSaved={back}
        waiting={removing}
      />
    </>,
    stored && (
      <Group gap="sm">
        {clientId !== undefined && stored.active && !stored.deactivated_at && <DeactivateButton type={type} list={stored} />}
        {!locked && <DeleteButton type={type} list={stored} onDeleted={back} />}
      </Group>
    ),
  );
}

/** The page's frame: back link, title (and whose list it is), actions, the form in a paper. */
function FormFrame({
  type,
  clientId,
  title,
  actions,
  children,
}: {
  type: PriceListType;
  clientId: number | undefined;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const client = useQuery({ ...priceListOwnerQuery(clientId ?? 0), enabled: clientId !== undefined });
  const owner =
    clientId === undefined
      ? t('pricing.defaultList')
      : client.data
        ? t('pricing.clientOf', { name: client.data.name, id: clientId })
        : t('pricing.clientNumber', { id: clientId });
  return (
    <>
      {clientId === undefined ? (
        <AnchorLink to="/operational-price-list/$type/list" params={{ type }} size="sm">
          {t('pricing.backToList')}
        </AnchorLink>
      ) : (
        <AnchorLink to="/client/$id/card/$card" params={{ id: String(clientId), card: clientCardOf(type) }} size="sm">
          {t('pricing.backToCard')}
        </AnchorLink>
      )}
      <Group justify="space-between" my="md" gap="sm" align="flex-start">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {owner}
          </Text>
        </div>
        {actions}
      </Group>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        {children}
      </Paper>
    </>
  );
}

/** Deletes the list after the question, says 'Usunięto pomyślnie!' and goes back; the list's queries rest from the click on. */
function DeleteButton({ type, list, onDeleted }: { type: PriceListType; list: PriceListView; onDeleted: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationKey: removalKey(type, list.id),
    mutationFn: () => deletePriceList(type, list.id),
    onSuccess: async () => {
      toast.success(t('pricing.messages.deleted'));
      await onDeleted();
      queryClient.removeQueries({ queryKey: priceListQuery(type, list.id).queryKey });
      void queryClient.invalidateQueries({ queryKey: ['operational_price_lists'] });
    },
    onError: (error) => toast.error(priceListErrorText(error)),
  });
  return (
    <Button
      color="red"
      variant="light"
      loading={remove.isPending}
      onClick={async () => {
        if (await confirmAction(t('pricing.deleteQuestion', { name: list.name }))) remove.mutate();
      }}
    >
      {t('pricing.delete')}
    </Button>
  );
}
