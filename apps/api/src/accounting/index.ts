import type { ApiArea } from '../platform/area.js';
import { ACCOUNTING_ERRORS } from './accounting.errors.js';
import { AccountingLiveRules } from './accounting.live.js';
import { AccountingModule } from './accounting.module.js';
import { AccountingProcessManager } from './accounting.process-manager.js';

export { ShipmentAccountant } from './shipment-accountant.js';

export const accountingArea: ApiArea = {
  name: 'accounting',
  module: AccountingModule,
  errors: ACCOUNTING_ERRORS,
  live: AccountingLiveRules,
  processManagers: [AccountingProcessManager],
};
