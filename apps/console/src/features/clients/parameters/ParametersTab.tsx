import { useMemo } from 'react';
import { Button } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ParameterTypeView, ParameterView } from '@parcel/contracts';
import { errorText } from '../../../shared/api/error-text';
import { t as translate, useTranslation } from '../../../shared/i18n/i18n';
import { confirmAction } from '../../../shared/notify/confirm';
import { toast } from '../../../shared/notify/toasts';
import type { Column } from '../../../shared/table/DataTable';
import { ListTable } from '../../../shared/table/ListTable';
import { ButtonLink } from '../../../shared/ui/links';
import { refreshClients, toastAnswer } from '../settings-shared/answers';
import { TabHeader } from '../settings-shared/SettingsPage';
import { displayValue } from './parameter-labels';
import { clientParametersQuery, parameterTypesQuery, removeParameter } from './parameters.api';

/** The card's parameters tab: name and value of each parameter (yes/no for flags), delete after a confirmation; a row opens its form. */
export function ParametersTab({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const parameters = useQuery(clientParametersQuery(clientId));
  const types = useQuery(parameterTypesQuery());
  const remove = useMutation({
    mutationFn: (parameter: ParameterView) => removeParameter(clientId, parameter.id),
    onSuccess: async (answer) => {
      toastAnswer(answer.message);
      await refreshClients(queryClient);
    },
    onError: (error) => toast.error(errorText(error)),
  });
  const typesById = useMemo(() => new Map((types.data ?? []).map((type) => [type.id, type])), [types.data]);
  const columns = useMemo(
    () =>
      parametersColumns(typesById, async (parameter) => {
        if (await confirmAction()) remove.mutate(parameter);
      }),
    [typesById, remove.mutate],
  );

  return (
    <section aria-labelledby="parameters-tab-title">
      <TabHeader
        id="parameters-tab-title"
        title={t('clientSettings.parameters.tabTitle')}
        action={
          <ButtonLink to="/client/$id/parameter" params={{ id: String(clientId) }}>
            {t('clientSettings.parameters.add')}
          </ButtonLink>
        }
      />
      <ListTable
        label={t('clientSettings.parameters.tableLabel')}
        columns={columns}
        result={parameters}
        rowKey={(row) => row.id}
        emptyMessage={t('clientSettings.parameters.empty')}
        onRowClick={(row) => void navigate({ to: '/client/$id/parameter/$parameterId', params: { id: String(clientId), parameterId: row.id } })}
      />
    </section>
  );
}

/** Columns of the parameters tab (spec/01 §2): name, value, and a delete button. */
function parametersColumns(types: ReadonlyMap<number, ParameterTypeView>, onDelete: (parameter: ParameterView) => void): readonly Column<ParameterView>[] {
  return [
    { id: 'name', header: translate('clientSettings.parameters.name'), cell: (row) => row.name },
    { id: 'value', header: translate('clientSettings.parameters.value'), cell: (row) => displayValue(types.get(row.type_id), row.value) },
    {
      id: 'actions',
      header: translate('clientSettings.actions'),
      cell: (row) => (
        <Button
          size="compact-sm"
          color="red"
          variant="subtle"
          aria-label={translate('clientSettings.deleteRow', { name: row.name })}
          onClick={(event) => {
            event.stopPropagation();
            onDelete(row);
          }}
          onKeyDown={(event) => event.stopPropagation()}
        >
          {translate('clientSettings.delete')}
        </Button>
      ),
    },
  ];
}
