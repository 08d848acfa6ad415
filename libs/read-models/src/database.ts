import type { Kysely, Transaction } from 'kysely';
import type { AddressesTables } from './addresses/addresses.tables.js';
import type { CalendarTables } from './calendar/calendar.tables.js';
import type { CheckpointTable } from './checkpoints/checkpoint.table.js';
import type { ClientsTables } from './clients/clients.tables.js';
import type { LockersTables } from './lockers/lockers.tables.js';
import type { OperationsTables } from './operations/operations.tables.js';
import type { StatisticsTables } from './statistics/statistics.tables.js';
import type { StatusesTables } from './statuses/statuses.tables.js';
import type { IdentityTables } from './users/users.tables.js';
import type { ShipmentsTables } from './shipments/shipments.tables.js';
import type { WarehouseTables } from './warehouse/workstations.tables.js';
import type { FloorTables } from './warehouse/floor.tables.js';
import type { ProblemParcelsTables } from './warehouse/problem-parcels.tables.js';
import type { ScanningTables } from './warehouse/scanning.tables.js';
import type { SortingTables } from './warehouse/sorting.tables.js';
import type { IntakeTables } from './warehouse/intake.tables.js';
import type { ExportsTables } from './exports/exports.tables.js';
import type { ListingTables } from './listing/listing.tables.js';
import type { CourierPricesTables } from './courier-prices/courier-prices.tables.js';
import type { PricingTables } from './pricing/pricing.tables.js';
import type { AccountingTables } from './accounting/accounting.tables.js';
import type { InvoicingTables } from './invoicing/invoicing.tables.js';
import type { ResignationsTables } from './resignations/resignations.tables.js';
import type { ShopsTables } from './shops/shops.tables.js';

/** Every read-model table (each area's own, and the checkpoints), for typed kysely queries in the projector and the API. */
export interface ReadModelDatabase
  extends
    IdentityTables,
    ClientsTables,
    OperationsTables,
    StatusesTables,
    ShipmentsTables,
    LockersTables,
    AddressesTables,
    WarehouseTables,
    CalendarTables,
    SortingTables,
    ScanningTables,
    FloorTables,
    StatisticsTables,
    ProblemParcelsTables,
    IntakeTables,
    ExportsTables,
    CourierPricesTables,
    ListingTables,
    PricingTables,
    AccountingTables,
    InvoicingTables,
    ResignationsTables,
    ShopsTables {
  projection_checkpoints: CheckpointTable;
}

export type ReadModelDb = Kysely<ReadModelDatabase>;
export type ReadModelTransaction = Transaction<ReadModelDatabase>;
