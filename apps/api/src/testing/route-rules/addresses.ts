import type { RouteRule } from './index.js';

const ALL = ['admin', 'worker', 'client'] as const;

/** Address database routes (apps/api/src/addresses) and who may call them. */
export const ADDRESSES_RULES: Record<string, RouteRule> = {
  'GET /api/app/v2/address_database/locality/search': {
    roles: ALL,
    path: '/api/app/v2/address_database/locality/search?country_id=1&query=bra',
    passes: 200,
  },
  // No locality has this id (the matrix's database holds no address data).
  'GET /api/app/v2/address_database/locality/:localityId/street/search': {
    roles: ALL,
    path: '/api/app/v2/address_database/locality/999999/street/search?query=unirii',
    passes: 404,
  },
  'POST /api/app/v1/public/address/database/RO/town/autocomplete': { public: true, body: {}, passes: 422 },
};
