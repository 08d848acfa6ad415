import { Inject, Injectable } from '@nestjs/common';
import { DomainError, PARAMETER_TYPES, parameterTypeById, parameterValueLabel, type ParameterType } from '@parcel/domain';
import type { ParameterTypeView, ParameterView, PriceView } from '@parcel/contracts';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import { assertClient } from '../../http/read-models.js';
import { INFRA } from '../../shared/tokens.js';

function optionsOf(type: ParameterType): { options: string[]; option_keys: string[] } {
  const keys = type.kind === 'boolean' ? ['true', 'false'] : [...(type.options ?? [])];
  return { options: keys.map(parameterValueLabel), option_keys: keys };
}

export function parameterTypeView(type: ParameterType): ParameterTypeView {
  return {
    id: type.id,
    code: type.code,
    name: type.name,
    kind: type.kind,
    ...optionsOf(type),
    default_value: type.defaultValue,
    min: type.min ?? null,
    editable: type.editable,
    contact_courier_id: type.contactCourierId ?? null,
  };
}

interface ParameterRecord {
  id: string;
  client_id: number;
  type_id: number;
  code: string;
  value: string;
  hidden_value: string | null;
}

/**
 * A parameter as the form needs it: extra_parameters are the fields of its
 * value, which depend on the type (one 'value' field of the type's kind; the
 * contact kind adds the hidden contact id).
 */
function parameterView(row: ParameterRecord): ParameterView {
  const type = parameterTypeById(row.type_id);
  const kind = type?.kind ?? 'text';
  const extra: ParameterView['extra_parameters'] = [
    { name: 'value', type: kind, ...(type ? optionsOf(type) : { options: [], option_keys: [] }), value: row.value },
  ];
  if (kind === 'contact') extra.push({ name: 'hidden_value', type: 'hidden', options: [], option_keys: [], value: row.hidden_value });
  return {
    id: row.id,
    name: type?.name ?? row.code,
    code: row.code,
    value: row.value,
    hidden_value: row.hidden_value,
    type_id: row.type_id,
    client_id: row.client_id,
    extra_parameters: extra,
  };
}

const priceView = (row: {
  id: string;
  client_id: number;
  net_price: number;
  vat_percentage: number;
  min_weight_value: number;
  max_weight_value: number;
  service_id: string;
}): PriceView => ({
  id: row.id,
  id_client: row.client_id,
  net_price: row.net_price,
  vat_percentage: row.vat_percentage,
  min_weight_value: row.min_weight_value,
  max_weight_value: row.max_weight_value,
  service_id: row.service_id as '2505',
});

/** Reads of a client's price bands and additional parameters, and of the parameter-type catalogue. */
@Injectable()
export class ClientSettingsQueries {
  private readonly db: ReadModelDb;
  constructor(@Inject(INFRA) infra: Infrastructure) {
    this.db = infra.database.db as ReadModelDb;
  }

  /** GET client/prices/{id}: the client's bands by weight. */
  async prices(clientId: number): Promise<PriceView[]> {
    await assertClient(this.db, clientId);
    const rows = await this.db
      .selectFrom('client_prices')
      .selectAll()
      .where('client_id', '=', clientId)
      .orderBy('min_weight_value')
      .orderBy('max_weight_value')
      .execute();
    return rows.map(priceView);
  }

  /** GET price/{id}. */
  async price(priceId: string): Promise<PriceView> {
    const row = await this.db.selectFrom('client_prices').selectAll().where('id', '=', priceId).executeTakeFirst();
    if (!row) throw new DomainError('price_band_not_found');
    return priceView(row);
  }

  /** GET app/v1/client/{id}/additional: the client's parameters in catalogue order. */
  async parameters(clientId: number): Promise<ParameterView[]> {
    await assertClient(this.db, clientId);
    const rows = await this.db.selectFrom('client_parameters').selectAll().where('client_id', '=', clientId).orderBy('type_id').execute();
    return rows.map(parameterView);
  }

  /** GET app/v1/client/{id}/additional/{parameterId}. */
  async parameter(clientId: number, parameterId: string): Promise<ParameterView> {
    const row = await this.db
      .selectFrom('client_parameters')
      .selectAll()
      .where('client_id', '=', clientId)
      .where('id', '=', parameterId)
      .executeTakeFirst();
    if (!row) throw new DomainError('parameter_not_found');
    return parameterView(row);
  }

  /** GET app/v1/client/additional_property_types. */
  parameterTypes(): ParameterTypeView[] {
    return PARAMETER_TYPES.map(parameterTypeView);
  }

  /** GET app/v1/client/additional_property_types/{id}. */
  parameterType(typeId: number): ParameterTypeView {
    const type = parameterTypeById(typeId);
    if (!type) throw new DomainError('not_found');
    return parameterTypeView(type);
  }
}
