import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ParameterTypeView, ParameterView } from '@parcel/contracts';
import { t as translate } from '@/shared/i18n/i18n';
import type { Column } from '@/shared/table/ColumnsTable';
import { useRowDelete } from '../settings-shared/settings-writes';
import { deleteColumn, SettingsListTab } from '../settings-shared/SettingsListTab';
import { displayValue } from './parameter-labels';
import { clientParametersQuery, parameterTypesQuery, removeParameter } from './parameters.api';

/**
 * The card's parameters tab: name and value of each parameter (yes/no for
 * flags: shown once the types are read), delete after a confirmation; a row
 * opens its form.
 */
export function ParametersTab({ clientId }: { clientId: number }) {
  const navigate = useNavigate();
  const parameters = useQuery(clientParametersQuery(clientId));
  const types = useQuery(parameterTypesQuery());
  // Deleting the dispatch block unblocks dispatch (its answer names the client).
  const remove = useRowDelete(
    clientId,
    (parameter: ParameterView) => removeParameter(clientId, parameter.id),
    (parameter) => translate('clients.settings.parameters.deleteQuestion', { name: parameter.name }),
  );
  const typesById = useMemo(() => new Map((types.data ?? []).map((type) => [type.id, type])), [types.data]);
  const columns = useMemo(() => parametersColumns(typesById, remove), [typesById, remove]);

  return (
    <SettingsListTab
      clientId={clientId}
      texts="parameters"
      addTo="/client/$id/parameter"
      columns={columns}
      result={parameters}
      needs={[types]}
      onRowClick={(row) => void navigate({ to: '/client/$id/parameter/$parameterId', params: { id: String(clientId), parameterId: row.id } })}
    />
  );
}

/** Columns of the parameters tab (spec/01 §2): name, value, and a delete button. */
function parametersColumns(types: ReadonlyMap<number, ParameterTypeView>, onDelete: (parameter: ParameterView) => void): readonly Column<ParameterView>[] {
  return [
    { id: 'name', header: translate('clients.settings.parameters.name'), cell: (row) => row.name },
    { id: 'value', header: translate('clients.settings.parameters.value'), cell: (row) => displayValue(types.get(row.type_id), row.value) },
    deleteColumn((row) => row.name, onDelete),
  ];
}
