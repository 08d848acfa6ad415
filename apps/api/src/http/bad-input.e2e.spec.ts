import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes, routeKey, SEEDED, startTestApi, type TestApi } from '../testing/index.js';
import { RULES } from '../testing/route-rules/index.js';

/**
 * Issue 9: no input may answer 5xx. Every registered route, as an admin and
 * anonymously, gets odd path parameters, query strings and bodies: wrong types,
 * a 1 MB string, NUL, lone surrogates (raw JSON "\ud800"), numbers out of any
 * column's range, odd sort columns and directions.
 */

/** Field names the contracts read (bodies and queries). */
const FIELDS = [
  'id',
  'email',
  'password',
  'password_confirmation',
  'current_password',
  'token',
  'code',
  'role',
  'roles',
  'name',
  'term',
  'status',
  'draw',
  'start',
  'length',
  'columns',
  'order',
  'search',
  'deleted',
  'last_month',
  'volume_growing',
  'missing_price_list',
  'missing_courier_credentials',
  'unconfirmed',
  'date_type',
  'client_alias_or_emag_name',
  'shipment_count_volume',
  'criteria',
  'country',
  'city',
  'post_code',
  'street',
  'address',
  'phone_number_prefix',
  'phone_number',
  'nip',
  'contact_name',
  'cod_enabled',
  'download_ext',
  'ext_number',
  'allowed_countries',
  'shipment_note',
  're_returning_address',
  're_broadcasting_facility_address',
  'id_client',
  'id_courier',
  'id_type',
  'assign',
  'username',
  'service',
  'check_token',
  'type',
  'type_id',
  'value',
  'hidden_value',
  'net_price',
  'vat_percentage',
  'min_weight_value',
  'max_weight_value',
  'client_id',
  'iai_password',
  'main',
  'ip',
  'searchText',
  'query',
  'country_id',
  'postal_code',
  'displayed_name',
  'displayed_name_ro',
  'internal',
  'group_id',
  'delivery_service',
  'sender',
  'recipient',
  'content',
  'additional_data',
  'parcels',
  'waybill',
  'numbers',
  'size',
  'format',
  'parcel_id',
  'status_type_id',
  'when',
  'where',
  'as_of',
  'id_parcel',
  'id_client',
  'is_emag_parcel',
  'return',
  'barcode',
  'emag',
  'workstation_type_id',
  'warehouse_id',
  'workstation_id',
  'user_id',
  'date',
  'days',
  'label',
  'problematic_sector_id',
  'scan_id',
  'scanned_at',
  // scanning (issue 11)
  'id_status_type',
  'id_problematic_sector',
  'create_duplicated_parcel_row',
  'scan_id',
  'scanned_at',
  'weight',
  'height',
  'width',
  'non_conveyable',
  'fields',
  'problematic_sector_id',
  'number',
  'resolution',
  'note',
  'sector_id',
  'state',
  // Intake, aliases, external inbound (issue 11)
  'external_inbound_id',
  'client_alias',
  'comment',
  'inbound_courier_id',
  'date_from',
  'date_to',
  'is_emag',
  'resolved_type',
  // Reports (issue 12 §2)
  'end',
  're_account',
  'reviewed',
  'used_for_invoice',
  // Listing (issue 12 §1)
  'criteria',
  'ids',
  // Courier prices (issue 13 §1)
  'max_insurance_value',
  'this_side_up',
  'liquid',
  'not_expose_to_frost',
  'cash_on_delivery',
  'caution',
  // Price lists, exchange rates, invoices (issue 13).
  'special_association',
  'begin_date',
  'currency',
  'specific_factors_currency',
  'id_country',
  'weight_thresholds',
  'cod_account_factor',
  'overweight_account_factor',
  'pln_per_unit',
  'valid_from',
  'trigger_date',
  'accountable_period_id',
  'accounting_period_id',
  // Resignations (issue 14 §1).
  'resend_at',
  // Client shop integrations (issue 14 §2).
  'platform',
  'base_url',
  'encrypted_api_key',
  'external_shop_courier_id',
];

const NUL = 'a\u0000b';
const LONE_HIGH = 'x\ud800';
const LONE_LOW = '\udc00y';

/** Values every field gets in turn (all fields at once, one value per request). */
const ODD_VALUES: unknown[] = [
  {},
  [],
  true,
  null,
  1e308,
  -1,
  2 ** 31,
  2 ** 53,
  -(2 ** 53),
  0.5,
  'NaN',
  '1e308',
  'Infinity',
  '-1',
  '2147483648',
  NUL,
  LONE_HIGH,
  LONE_LOW,
  '\u0000',
  ' ',
  'x'.repeat(10_000),
  [NUL],
  { [NUL]: 1 },
  { __proto__: { x: 1 }, constructor: 'x' },
];

/** Whole raw bodies (sent as they are, with content-type JSON). */
const RAW_BODIES = [
  '"\\ud800"',
  '"\\u0000"',
  '[]',
  'null',
  '1e999',
  '{"id": 1e999}',
  '{"email": "a\\u0000@b.pl", "password": "\\udfff\\ud800"}',
  '{"__proto__": {"admin": true}, "constructor": {"prototype": {}}}',
  '{',
  'not json',
  '{"order": [{"column": 1e999, "dir": "desc"}]}',
];

const ORDERS: unknown[] = [
  [{ column: 99, dir: 'asc' }],
  [{ column: 2 ** 53, dir: 'asc' }],
  [{ column: -1 }],
  [{ column: 'no_such_column', dir: 'desc' }],
  [{ column: 0, dir: 'sideways' }],
  [{ column: NUL }],
  [{ column: 0, dir: LONE_HIGH }],
  'x',
  [{}],
  Array.from({ length: 6 }, () => ({ column: 0 })),
];

const PATH_VALUES = [
  '2147483648',
  '9007199254740992',
  '-1',
  '1e308',
  'NaN',
  '0',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%F0',
  'x'.repeat(3000),
  '..%2F..%2Fetc',
];

const QUERIES = [
  ...['2147483648', '-1', '1e308', 'NaN', '%00', '%ED%A0%80', 'x'.repeat(3000)].map((v) =>
    FIELDS.slice(0, 20)
      .map((f) => `${f}=${v}`)
      .join('&'),
  ),
  'order[0][column]=99&order[0][dir]=up',
  'deleted[]=1&deleted[]=0',
  'a[b][c][d][e][f]=1',
  'search[value]=%00',
];

describe('bad input on every route (issue 9)', () => {
  let api: TestApi;
  let adminToken: string;
  const fiveHundreds: string[] = [];

  beforeAll(async () => {
    // Odd current passwords count as failed logins: no lock may get in the way of the probes.
    api = await startTestApi({ env: { LOGIN_MAX_FAILURES: '1000000', MAIL_LIMIT_PER_EMAIL: '1000000' } });
    adminToken = (await api.login(SEEDED.admin.email, SEEDED.admin.password)).token;
  });

  afterAll(async () => {
    await api?.close();
  });

  const send = async (label: string, method: string, path: string, token: string | undefined, body?: string) => {
    const headers: Record<string, string> = {};
    if (token) headers['authorization'] = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${api.baseUrl}${path}`, { method, headers, body });
    const text = await response.text();
    if (response.status >= 500)
      fiveHundreds.push(
        `${label}: ${method} ${path.slice(0, 120)} ${body?.slice(0, 120) ?? ''} -> ${response.status} ${text.slice(0, 200)}`,
      );
    return response.status;
  };

  it('knows every route it probes', () => {
    const registered = registeredRoutes(api.app).map(routeKey);
    expect(registered.filter((key) => !(key in RULES))).toEqual([]);
  });

  for (const [key, rule] of Object.entries(RULES)) {
    it(`${key}: no 5xx for odd paths, queries and bodies`, async () => {
      fiveHundreds.length = 0;
      const [method, routePath] = key.split(' ') as [string, string];
      const basePath = rule.path ?? routePath.replace(/:(\w+)/g, '1');
      const callers: (string | undefined)[] = [undefined, adminToken];
      const token = async (caller: string | undefined) =>
        caller && rule.consumesSession ? (await api.login(SEEDED.admin.email, SEEDED.admin.password)).token : caller;
      const bodies = [
        ...ODD_VALUES.map((value) => JSON.stringify(Object.fromEntries(FIELDS.map((field) => [field, value])))),
        ...ORDERS.map((order) => JSON.stringify({ order, columns: [{ data: 'id' }], start: 2 ** 53, length: 1e308, draw: -1 })),
        ...RAW_BODIES,
        JSON.stringify({ [FIELDS[0]!]: 'x'.repeat(1_000_000 - 20) }),
      ];
      for (const caller of callers) {
        const who = caller ? 'admin' : 'anonymous';
        for (const value of PATH_VALUES) {
          if (!routePath.includes(':')) break;
          await send(who, method, routePath.replace(/:(\w+)/g, value), await token(caller), method === 'GET' ? undefined : '{}');
        }
        for (const query of QUERIES)
          await send(who, method, `${basePath}?${query}`, await token(caller), method === 'GET' ? undefined : '{}');
        if (method !== 'GET') for (const body of bodies) await send(who, method, basePath, await token(caller), body);
      }
      expect(fiveHundreds).toEqual([]);
    });
  }

  it('answers 422 with stable codes: invalid_characters for NUL and lone surrogates, invalid_value for ids beyond int4 and sort columns beyond the columns', async () => {
    const nul = await api.request('POST', '/api/user/login', { body: { email: 'a\u0000@b.pl', password: 'secret-password' } });
    expect(nul.status).toBe(422);
    expect(nul.body).toEqual({ code: 'validation_failed', errors: { email: ['invalid_characters'] } });
    const lone = await send('admin', 'POST', '/api/user/recover', undefined, '{"email": "\\ud800@b.pl"}');
    expect(lone).toBe(422);
    const search = await api.request('GET', '/api/client/search/abc%00', { token: adminToken });
    expect(search.body).toEqual({ code: 'validation_failed', errors: { term: ['invalid_characters'] } });
    const big = await api.request('GET', `/api/client/data/${2 ** 31}`, { token: adminToken });
    expect(big.status).toBe(422);
    expect(big.body.errors).toEqual({ id: ['invalid_value'] });
    const order = await api.request('POST', '/api/users/data', { token: adminToken, body: { order: [{ column: 99, dir: 'asc' }] } });
    expect(order.status).toBe(422);
    expect(order.body.errors).toEqual({ 'order.0.column': ['invalid_value'] });
    expect((await api.request('POST', '/api/users/data', { token: adminToken, body: { order: [{ column: 1, dir: 'asc' }] } })).status).toBe(
      200,
    );
  });

  it('takes 0/1, "0"/"1" and true/false alike for yes/no fields (deleted: 1 answered 422)', async () => {
    for (const deleted of [1, '1', true, 'true', 0, '0', false, 'false']) {
      const list = await api.request('POST', '/api/app/v1/client/list', { token: adminToken, body: { deleted } });
      expect(list.status, JSON.stringify(deleted)).toBe(200);
    }
    expect((await api.request('POST', '/api/app/v1/client/list', { token: adminToken, body: { deleted: 2 } })).body.errors).toEqual({
      deleted: ['invalid_value'],
    });
  });

  it('the admin is still served after all the probes', async () => {
    expect((await api.request('GET', '/api/whoami', { token: adminToken })).status).toBe(200);
  });
});
