/**
 * `npm run bench`: a measurement, not a test. Prints appends/s of the PostgreSQL
 * event store against a plain INSERT, catch-up subscription throughput,
 * append-to-socket latency of the running API, parcel-label rendering and
 * address search, each with its target, and writes the figures to
 * apps/api/src/bench/RESULTS.md. Always exits 0 unless it cannot run.
 */
import { writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { ensureEventStoreSchema } from '@parcel/event-store';
import { connectPostgres } from '@parcel/platform';
import {
  SCENARIOS,
  createPlainTable,
  createAppendVariants,
  measureInterleaved,
  plainTarget,
  storeTarget,
  type AppendTarget,
  type Interleaving,
} from './append-bench.js';
import { measureAddressSearch } from './address-search-bench.js';
import { openBenchDatabase, resetEventStore, withClient } from './bench-db.js';
import { fillStore, measureCatchUp } from './catch-up-bench.js';
import { measureFence } from './fence-bench.js';
import { measureBulkLabels, measureSingleLabel } from './labels-bench.js';
import { measureLiveLatency } from './latency-bench.js';
import { measureShipmentApi, measureShipmentsRebuild } from './shipment-bench.js';
import { FLOOR_MAKERS, measureFloor } from './floor-bench.js';
import { createTestDatabase } from '@parcel/platform/testing';
import { readFile } from 'node:fs/promises';
import { measureStatistics } from './statistics-bench.js';
import { measureReports } from './reports-bench.js';
import { measureAccounting } from './accounting-bench.js';
import { measureInvoicing } from './invoicing-bench.js';
import { measureListing } from './listing-bench.js';
import { measureDashboard } from './dashboard-bench.js';
import { TARGET_DATA_BYTES, sampleEvent } from './sample-event.js';
import { fmtInt, fmtMs, fmtRatio, markdownTable, table } from './stats.js';

// The API's logger and Nest read this at call time: keep the bench output clean.
process.env['LOG_LEVEL'] ??= 'silent';

const NATS_URL = process.env['NATS_URL'] ?? 'nats://127.0.0.1:4222';
const INTERLEAVING: Interleaving = { warmupMs: 150, sliceMs: 500, rounds: 8 };
const RATIO_TARGET = 0.7;
const CATCH_UP_EVENTS = 200_000;
const CATCH_UP_BATCH = 1000;
const CATCH_UP_TARGET = 20_000;
const LIVE_RATE = 200;
const LIVE_SECONDS = 15;
const LIVE_P99_TARGET_MS = 150;
const FENCE_RATE = 20;
const FENCE_SECONDS = 5;
const LABEL_WARMUP = 20;
const LABEL_RUNS = 200;
const LABEL_MEDIAN_TARGET_MS = 30;
const LABEL_SHIPMENTS = 1000;
const LABEL_BULK_TARGET_S = 20;
/** The bulk PDF streams: the RSS of its second half may not outgrow its first by more than this. */
const LABEL_FLAT_TARGET_MB = 32;
/** Extra rows that explain the store/plain ratio and the catch-up; BENCH_DIAGNOSTICS=0 skips them (about 65 s). */
const DIAGNOSTICS = process.env['BENCH_DIAGNOSTICS'] !== '0';

const ADDRESS_SEARCHES = 3000;
const ADDRESS_P95_TARGET_MS = 20;

const SHIPMENT_CREATE_RATE = 20;
const SHIPMENT_CREATE_SECONDS = 15;
const SHIPMENT_CREATE_P99_TARGET_MS = 100;
const TRACKING_RATE = 200;
const TRACKING_SECONDS = 10;
const TRACKING_P99_TARGET_MS = 30;
const REBUILD_EVENTS = Number(process.env['BENCH_REBUILD_EVENTS'] ?? 1_000_000);
const REBUILD_BATCH = 4000;
const REBUILD_TARGET = 20_000;

const FLOOR_PARCELS = Number(process.env['BENCH_FLOOR_PARCELS'] ?? 1_000_000);
const FLOOR_WORKSTATIONS = 20;
const FLOOR_RATE = 50;
const FLOOR_SECONDS = Number(process.env['BENCH_FLOOR_SECONDS'] ?? 60);
/** BENCH_FLOOR_PROJECTOR=process: the projector as its own process (the distributed deployment), else inside the API. */
const FLOOR_PROJECTOR_PROCESS = process.env['BENCH_FLOOR_PROJECTOR'] === 'process';
const FLOOR_ANSWER_P99_TARGET_MS = 50;
const FLOOR_LAG_P99_TARGET_MS = 1000;
const FLOOR_NOTICE_P99_TARGET_MS = 150;

const STATS_CLIENTS = 2000;
const STATS_DAYS = 365;
const STATS_PARCELS = 1_000_000;
const STATS_RUNS = 500;
const STATS_P95_TARGET_MS = 100;

/** A standard report of this many listing rows (BENCH_REPORT_ROWS: small to prove it works). */
const REPORT_ROWS = Number(process.env['BENCH_REPORT_ROWS'] ?? 100_000);
const REPORT_TARGET_S = 30;
const REPORT_RSS_TARGET_MB = 300;

const ACCOUNTING_SHIPMENTS = Number(process.env['BENCH_ACCOUNTING_SHIPMENTS'] ?? 500_000);
const ACCOUNTING_CLIENT_SHIPMENTS = Number(process.env['BENCH_ACCOUNTING_CLIENT_SHIPMENTS'] ?? 100_000);
const ACCOUNTING_TARGET_S = 30;
const STATEMENT_TARGET_S = 30;
const INVOICING_CLIENTS = Number(process.env['BENCH_INVOICING_CLIENTS'] ?? 1000);
const INVOICING_TARGET_S = 60;

const LISTING_PARCELS = Number(process.env['BENCH_LISTING_PARCELS'] ?? 1_000_000);
const LISTING_CLIENTS = Number(process.env['BENCH_LISTING_CLIENTS'] ?? 2000);
const LISTING_RUNS = Number(process.env['BENCH_LISTING_RUNS'] ?? 40);
const LISTING_P95_TARGET_MS = 150;
const LISTING_PAGE_5000_TARGET_MS = 1500;
const LISTING_REBUILD_TARGET = 20_000;

const DASHBOARD_PARCELS = Number(process.env['BENCH_DASHBOARD_PARCELS'] ?? 1_000_000);
const DASHBOARD_CLIENTS = Number(process.env['BENCH_DASHBOARD_CLIENTS'] ?? 2000);
const DASHBOARD_RUNS = Number(process.env['BENCH_DASHBOARD_RUNS'] ?? 40);
const DASHBOARD_P95_TARGET_MS = 150;

const ALL_PARTS = [
  'appends',
  'catchup',
  'live',
  'labels',
  'addresses',
  'shipments',
  'rebuild',
  'floor',
  'stats',
  'listing',
  'reports',
  'accounting',
  'invoicing',
  'dashboard',
] as const;
/** BENCH_ONLY=appends,catchup,live,labels,addresses,shipments,rebuild,floor,stats,listing,reports,accounting,invoicing,dashboard (any of them) runs only those parts, e.g. while investigating. */
const PARTS = new Set<string>(process.env['BENCH_ONLY']?.split(',').map((p) => p.trim()) ?? ALL_PARTS);
const RESULTS_FILE = fileURLToPath(new URL('../../src/bench/RESULTS.md', import.meta.url));

const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
const log = (line = '') => process.stdout.write(`${line}\n`);
const progress = (line: string) => process.stderr.write(`  .. ${line}\n`);

interface Check {
  readonly name: string;
  readonly value: string;
  readonly target: string;
  readonly pass: boolean;
}

async function main(): Promise<void> {
  const benchStarted = performance.now();
  const bench = await openBenchDatabase();
  const checks: Check[] = [];
  const sections: string[] = [];
  try {
    const server = await withClient(bench.url, async (c) => {
      const { rows } = await c.query<{ v: string; sc: string; fs: string }>(
        `SELECT current_setting('server_version') AS v, current_setting('synchronous_commit') AS sc, current_setting('fsync') AS fs`,
      );
      return rows[0]!;
    });
    const sample = sampleEvent(0);
    const machine = `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.versions.node}, PostgreSQL ${server.v} (fsync ${server.fs}, synchronous_commit ${server.sc}) on the same machine`;
    const header = [
      `Event store bench, ${new Date().toISOString()}`,
      `Machine: ${machine}`,
      `Database: ${bench.owned ? 'fresh database, dropped at the end' : 'BENCH_DATABASE_URL'}; NATS ${NATS_URL}`,
      `Load average at start: ${loadavg()[0]!.toFixed(1)} (1 min; above ${cpus().length} means other work competes for the CPUs and the figures are noisier)`,
      `Event: ${JSON.stringify(sample.data).length} B of JSON data (target ~${TARGET_DATA_BYTES}) + ${JSON.stringify(sample.metadata).length} B of metadata`,
    ];
    for (const line of header) log(line);
    log();

    const setup = connectPostgres(bench.url, { maxConnections: 1 });
    await ensureEventStoreSchema(setup.db);
    await setup.close();

    if (PARTS.has('appends')) {
      // 1. Appends: the store against a plain INSERT, in alternating slices. With diagnostics, also
      //    the store's append statement over a raw pg Pool, plain and prepared, to show what costs what.
      await createPlainTable(bench.url);
      const targets: AppendTarget[] = [storeTarget, plainTarget];
      let diagnosticsNote = '';
      if (DIAGNOSTICS) {
        try {
          targets.push(...(await createAppendVariants()));
        } catch (error) {
          diagnosticsNote = `append diagnostics skipped: ${error instanceof Error ? error.message : String(error)}`;
          log(`   (${diagnosticsNote})`);
        }
      }
      const appendRows: string[][] = [];
      const latencyRows: string[][] = [];
      const diagRows: string[][] = [];
      for (const scenario of SCENARIOS) {
        progress(`appends: ${scenario.label} (${scenario.batch === 1 ? targets.length : 2} targets x ${INTERLEAVING.rounds} slices)`);
        // The variants only for single-event appends (batches meet the target; keeps the run under 3 minutes).
        const measuredTargets = scenario.batch === 1 ? targets : targets.slice(0, 2);
        const [store, plain, ...variants] = await measureInterleaved(bench.url, measuredTargets, scenario, INTERLEAVING);
        const ratio = store!.appendsPerSecond / plain!.appendsPerSecond;
        const events = scenario.batch > 1 ? ` (${fmtInt(store!.eventsPerSecond)} vs ${fmtInt(plain!.eventsPerSecond)} events/s)` : '';
        appendRows.push([
          scenario.label,
          fmtInt(store!.appendsPerSecond),
          fmtInt(plain!.appendsPerSecond),
          fmtRatio(ratio),
          `>= ${RATIO_TARGET}`,
          verdict(ratio >= RATIO_TARGET),
        ]);
        latencyRows.push([scenario.label, fmtMs(store!.p50Ms), fmtMs(store!.p99Ms), fmtMs(plain!.p50Ms), fmtMs(plain!.p99Ms)]);
        checks.push({
          name: `append ratio, ${scenario.label}`,
          value: `${fmtRatio(ratio)}${events}`,
          target: `>= ${RATIO_TARGET}`,
          pass: ratio >= RATIO_TARGET,
        });
        if (variants.length) {
          diagRows.push([
            scenario.label,
            ...variants.map((m) => `${fmtInt(m.appendsPerSecond)} (${fmtRatio(m.appendsPerSecond / plain!.appendsPerSecond)})`),
          ]);
        }
      }
      const measured = `${INTERLEAVING.rounds} x ${INTERLEAVING.sliceMs} ms per target, slices alternating between targets, each after ${INTERLEAVING.warmupMs} ms warm-up`;
      const appendHeader = ['1. appends/s', 'store', 'plain INSERT', 'ratio', 'target', 'result'];
      log(table(appendHeader, appendRows));
      log(`   (${measured}; batches: appends of 100 events/s)`);
      log();
      const latencyHeader = ['   append latency', 'store p50', 'store p99', 'plain p50', 'plain p99'];
      log(table(latencyHeader, latencyRows));
      log();
      sections.push(
        `## 1. Appends per second, store vs plain INSERT\n\nEach writer appends to its own stream with the exact expected revision; pg Pool sized to the writer count; ${measured}. "plain INSERT" is a parameterised INSERT per event (one multi-row INSERT per batch), autocommit, into a table with the same columns, indexes and constraints as es_events. For the batch row the figures are appends (of 100 events) per second.\n\n${markdownTable(appendHeader, appendRows)}\n\n${markdownTable(latencyHeader, latencyRows)}`,
      );
      if (diagnosticsNote) sections.push(`(${diagnosticsNote})`);
      if (diagRows.length) {
        const diagHeader = ['   diagnostics: appends/s (ratio to plain)', ...targets.slice(2).map((t) => t.name)];
        log(table(diagHeader, diagRows));
        log();
        sections.push(
          `### Diagnostics: the append statement without the adapter\n\nMeasured in the same alternating slices as the rows above: the store's own append statement (one INSERT ... SELECT, the unique (stream_id, revision) key deciding races) sent over a raw pg Pool, without kysely and the adapter, plain and as a named prepared statement (parsed and planned once per connection). \"store\" vs \"append statement, raw pg\" is the cost of kysely and the adapter.\n\n${markdownTable(diagHeader, diagRows)}`,
        );
      }
    }

    if (PARTS.has('catchup')) {
      // 2. Catch-up subscription throughput.
      await resetEventStore(bench.url);
      progress(`catch-up: appending ${fmtInt(CATCH_UP_EVENTS)} events`);
      const fillRate = await fillStore(bench.url, CATCH_UP_EVENTS);
      progress('catch-up: subscribing from the start');
      const cold = await measureCatchUp(bench.url, CATCH_UP_EVENTS, CATCH_UP_BATCH, { vacuum: false });
      const catchUpRows = [
        [
          `subscribeToAll from start, batchSize ${CATCH_UP_BATCH}`,
          fmtInt(cold.eventsPerSecond),
          `${cold.seconds.toFixed(1)} s`,
          `>= ${fmtInt(CATCH_UP_TARGET)}/s`,
          verdict(cold.eventsPerSecond >= CATCH_UP_TARGET),
        ],
      ];
      checks.push({
        name: 'catch-up events/s',
        value: fmtInt(cold.eventsPerSecond),
        target: `>= ${fmtInt(CATCH_UP_TARGET)}`,
        pass: cold.eventsPerSecond >= CATCH_UP_TARGET,
      });
      if (DIAGNOSTICS) {
        progress('catch-up: again after VACUUM ANALYZE');
        const warm = await measureCatchUp(bench.url, CATCH_UP_EVENTS, CATCH_UP_BATCH, { vacuum: true });
        catchUpRows.push([
          `  (diagnostic) again after VACUUM ANALYZE`,
          fmtInt(warm.eventsPerSecond),
          `${warm.seconds.toFixed(1)} s`,
          '',
          '',
        ]);
      }
      const catchUpHeader = [`2. catch-up of ${fmtInt(CATCH_UP_EVENTS)} events`, 'events/s', 'time', 'target', 'result'];
      log(table(catchUpHeader, catchUpRows));
      log(`   (filled with 1000-event appends from 2 writers at ${fmtInt(fillRate)} events/s)`);
      log();
      sections.push(
        `## 2. Catch-up subscription\n\n${fmtInt(CATCH_UP_EVENTS)} events appended in 1000-event batches (${fmtInt(fillRate)} events/s), then a subscribeToAll from the start until all are delivered; the handler only counts.\n\n${markdownTable(catchUpHeader, catchUpRows)}`,
      );
    }

    if (PARTS.has('live')) {
      // 3. Append-to-socket latency through the running API.
      await resetEventStore(bench.url);
      progress(`live: starting the API, ${LIVE_RATE} appends/s for ${LIVE_SECONDS} s`);
      const live = await measureLiveLatency({
        databaseUrl: bench.url,
        natsUrl: NATS_URL,
        rate: LIVE_RATE,
        warmupMs: 1000,
        measureMs: LIVE_SECONDS * 1000,
        diagnostics: DIAGNOSTICS,
      });
      const liveRows = [
        [`p50 at ${LIVE_RATE} appends/s`, fmtMs(live.p50Ms), '', ''],
        [`p99 at ${LIVE_RATE} appends/s`, fmtMs(live.p99Ms), `<= ${LIVE_P99_TARGET_MS} ms`, verdict(live.p99Ms <= LIVE_P99_TARGET_MS)],
        ['max', fmtMs(live.maxMs), '', ''],
      ];
      checks.push({
        name: 'append-to-socket p99',
        value: fmtMs(live.p99Ms),
        target: `<= ${LIVE_P99_TARGET_MS} ms`,
        pass: live.p99Ms <= LIVE_P99_TARGET_MS,
      });
      const liveHeader = ['3. append-to-socket latency', 'value', 'target', 'result'];
      const liveNote = `${live.sent} appends measured (after 1 s warm-up) at ${live.achievedRate.toFixed(0)}/s, ${live.received} seen on the socket, ${live.failed} failed; ${live.notifications} notifications covered them; ${live.connectNote}`;
      log(table(liveHeader, liveRows));
      log(`   (${liveNote})`);
      const stageHeader = ['   from just before the append to ...', 'p50', 'p99', 'samples'];
      const stageRows = live.stages.map((s) => [s.stage, fmtMs(s.p50Ms), fmtMs(s.p99Ms), String(s.count)]);
      log(table(stageHeader, stageRows));
      const foreign = live.foreign
        ? `other databases on the server held a transaction id open for over 50 ms in ${live.foreign.fenced} of ${live.foreign.samples} samples (every 50 ms) during the run; longest ${fmtMs(live.foreign.longestMs)}: ${live.foreign.longestQuery || 'none'}`
        : '';
      if (foreign) log(`   (${foreign})`);
      log();
      sections.push(
        `## 3. Append-to-socket latency\n\nThe API in-process (PostgreSQL, NATS, projector inside, SMTP sink), the seeded admin's socket.io client; UserUpdated for the seeded worker appended through infra.store at a steady ${LIVE_RATE}/s (open loop) for ${LIVE_SECONDS} s; latency from just before the append until the socket receives the users notification whose position covers it.\n\n${markdownTable(liveHeader, liveRows)}\n\n${liveNote}.\n\n${markdownTable(stageHeader, stageRows)}${foreign ? `\n\nDiagnostic: ${foreign}.` : ''}`,
      );
    }

    if (PARTS.has('live') && DIAGNOSTICS) {
      // 3b. Why single appends can take a polling interval to arrive: the visibility fence.
      await resetEventStore(bench.url);
      progress(`fence: ${FENCE_RATE} appends/s for ${FENCE_SECONDS} s, alone and beside a busy writer`);
      const fence = await measureFence({ url: bench.url, rate: FENCE_RATE, seconds: FENCE_SECONDS });
      const fenceHeader = [
        `   (diagnostic) commit -> subscriber at ${FENCE_RATE}/s`,
        'poll',
        'p50',
        'p99',
        'max',
        '> 100 ms',
        'lost > 5 s',
      ];
      const fenceRows = fence.map((r) => [
        r.situation,
        `${r.pollMs} ms`,
        fmtMs(r.p50Ms),
        fmtMs(r.p99Ms),
        fmtMs(r.maxMs),
        `${r.slow}/${r.count}`,
        String(r.undelivered),
      ]);
      log(table(fenceHeader, fenceRows));
      log();
      sections.push(
        `### Diagnostic: the visibility fence at a low append rate\n\nTime from an append's commit to its delivery, single appends at ${FENCE_RATE}/s for ${FENCE_SECONDS} s, to a subscriber in another store (woken only by the cross-process cue, as the bus brings it), with no other writer of ours (other databases on the server may write) and while another connection runs short write transactions back to back (as a second projection would); polling fallback 500 ms (the API's) and 10 ms.\n\n${markdownTable(fenceHeader, fenceRows)}`,
      );
    }

    if (PARTS.has('labels')) {
      // 4. Parcel labels (no database): one label's PDF, then a bulk print streamed to a file.
      progress(`labels: a 1-parcel PDF ${LABEL_RUNS} times, then ${fmtInt(LABEL_SHIPMENTS)} shipments into one PDF file`);
      const single = await measureSingleLabel(LABEL_WARMUP, LABEL_RUNS);
      const bulk = await measureBulkLabels(LABEL_SHIPMENTS);
      const median: Check = {
        name: '1-parcel label PDF, median',
        value: fmtMs(single.medianMs),
        target: `<= ${LABEL_MEDIAN_TARGET_MS} ms`,
        pass: single.medianMs <= LABEL_MEDIAN_TARGET_MS,
      };
      const bulkTime: Check = {
        name: `${fmtInt(bulk.shipments)} shipments (${fmtInt(bulk.labels)} labels) into one PDF file`,
        value: `${bulk.seconds.toFixed(1)} s`,
        target: `<= ${LABEL_BULK_TARGET_S} s`,
        pass: bulk.seconds <= LABEL_BULK_TARGET_S,
      };
      const flat: Check = {
        name: '  RSS growth of the second half over the first',
        value: `${bulk.secondHalfRssGrowthMb.toFixed(1)} MB`,
        target: `<= ${LABEL_FLAT_TARGET_MB} MB`,
        pass: bulk.secondHalfRssGrowthMb <= LABEL_FLAT_TARGET_MB,
      };
      checks.push(median, bulkTime, { ...flat, name: 'bulk label PDF, RSS growth of its second half' });
      const row = (c: Check) => [c.name, c.value, c.target, verdict(c.pass)];
      const labelRows = [
        row(median),
        ['1-parcel label PDF, p95', fmtMs(single.p95Ms), '', ''],
        row(bulkTime),
        ['  peak RSS growth', `${bulk.peakRssGrowthMb.toFixed(1)} MB`, '', ''],
        row(flat),
      ];
      const labelHeader = ['4. parcel labels', 'value', 'target', 'result'];
      const labelNote = `100x150 mm; 1 parcel: ${LABEL_RUNS} renders after ${LABEL_WARMUP} warm-up, ${fmtInt(single.bytes)} B each, into a discarding stream; bulk: ${bulk.megabytes.toFixed(1)} MB written`;
      log(table(labelHeader, labelRows));
      log(`   (${labelNote})`);
      log();
      sections.push(
        `## 4. Parcel labels\n\nrenderLabelsPdf (apps/api/src/shipments/labels) in the bench process, no database. The bulk print reads its shipments (1, 2 or 3 parcels in turn) lazily and writes one PDF file; RSS sampled at every label, growth measured from just before the run.\n\n${markdownTable(labelHeader, labelRows)}\n\n${labelNote}.`,
      );
    }

    if (PARTS.has('addresses')) {
      // 5. Address search over the whole imported address database.
      progress(`addresses: importing, then ${fmtInt(ADDRESS_SEARCHES)} locality and ${fmtInt(ADDRESS_SEARCHES)} street searches`);
      const addresses = await measureAddressSearch(bench.url, { searches: ADDRESS_SEARCHES, warmup: 300 });
      const addressRows = [addresses.localities, addresses.streets].map((f) => [
        f.label,
        fmtMs(f.p50Ms),
        fmtMs(f.p95Ms),
        fmtMs(f.p99Ms),
        fmtMs(f.maxMs),
        f.meanResults.toFixed(1),
        f === addresses.localities ? `p95 <= ${ADDRESS_P95_TARGET_MS} ms` : '',
        f === addresses.localities ? verdict(f.p95Ms <= ADDRESS_P95_TARGET_MS) : '',
      ]);
      const p95 = addresses.localities.p95Ms;
      checks.push({
        name: 'locality search p95',
        value: fmtMs(p95),
        target: `<= ${ADDRESS_P95_TARGET_MS} ms`,
        pass: p95 <= ADDRESS_P95_TARGET_MS,
      });
      const addressHeader = ['5. address search', 'p50', 'p95', 'p99', 'max', 'results', 'target', 'result'];
      const importNote = `${fmtInt(addresses.imported.localities)} localities and ${fmtInt(addresses.imported.streets)} streets imported in ${fmtInt(addresses.imported.ms)} ms`;
      log(table(addressHeader, addressRows));
      log(`   (${importNote}; ${fmtInt(ADDRESS_SEARCHES)} searches each, one at a time, after 300 warm-up searches)`);
      log();
      sections.push(
        `## 5. Address search\n\nThe address database imported into the bench database (${importNote}), then searched one search at a time through the API's query class (AddressSearch) over a pg pool: locality searches drawn from the data (55 % the first 3-8 letters of a name, with or without diacritics; 25 % 3-5 letters from inside a name; the rest postal codes or their first digits, or a name with a code), in all five countries; street searches (the first 3-7 letters of a Romanian street in its locality).\n\n${markdownTable(addressHeader, addressRows)}`,
      );
    }

    if (PARTS.has('shipments')) {
      // 6. Creating shipments (read-your-writes) and public tracking through the running API.
      await resetEventStore(bench.url);
      progress(
        `shipments: ${SHIPMENT_CREATE_RATE} creates/s for ${SHIPMENT_CREATE_SECONDS} s, then tracking at ${TRACKING_RATE}/s for ${TRACKING_SECONDS} s`,
      );
      const api = await measureShipmentApi({
        databaseUrl: bench.url,
        natsUrl: NATS_URL,
        createRate: SHIPMENT_CREATE_RATE,
        createSeconds: SHIPMENT_CREATE_SECONDS,
        trackingRate: TRACKING_RATE,
        trackingSeconds: TRACKING_SECONDS,
      });
      const createCheck: Check = {
        name: `3-parcel shipment create p99 at ${SHIPMENT_CREATE_RATE}/s`,
        value: fmtMs(api.create.p99Ms),
        target: `<= ${SHIPMENT_CREATE_P99_TARGET_MS} ms`,
        pass: api.create.p99Ms <= SHIPMENT_CREATE_P99_TARGET_MS && api.create.failed === 0,
      };
      const trackingCheck: Check = {
        name: `public tracking p99 at ${TRACKING_RATE}/s`,
        value: fmtMs(api.tracking.p99Ms),
        target: `<= ${TRACKING_P99_TARGET_MS} ms`,
        pass: api.tracking.p99Ms <= TRACKING_P99_TARGET_MS && api.tracking.failed === 0,
      };
      checks.push(createCheck, trackingCheck);
      const shipmentHeader = ['6. shipments API', 'p50', 'p99', 'max', 'answers (failed)', 'target', 'result'];
      const figures = (name: string, f: typeof api.create, check: Check) => [
        name,
        fmtMs(f.p50Ms),
        fmtMs(f.p99Ms),
        fmtMs(f.maxMs),
        `${f.count} (${f.failed})`,
        check.target,
        verdict(check.pass),
      ];
      const shipmentRows = [
        figures(`create, 3 parcels, ${SHIPMENT_CREATE_RATE}/s, read-your-writes`, api.create, createCheck),
        figures(`public tracking, ${TRACKING_RATE}/s`, api.tracking, trackingCheck),
      ];
      log(table(shipmentHeader, shipmentRows));
      log();
      sections.push(
        `## 6. Shipments: create and public tracking\n\nThe API in-process (PostgreSQL, NATS, projector and the courier-registration process manager inside, the address database imported, THE SANDBOX couriers). An admin creates 3-parcel home deliveries for a client at a steady ${SHIPMENT_CREATE_RATE}/s (open loop) for ${SHIPMENT_CREATE_SECONDS} s after 10 warm-up creates; each answer waits until the shipments read model holds the shipment (read-your-writes). Then the public tracking of those shipments at ${TRACKING_RATE}/s for ${TRACKING_SECONDS} s (rate limit raised for the bench).\n\n${markdownTable(shipmentHeader, shipmentRows)}`,
      );
    }

    if (PARTS.has('rebuild')) {
      // 7. The shipments read model rebuilt from a million events.
      await resetEventStore(bench.url);
      progress(`rebuild: ${fmtInt(REBUILD_EVENTS)} shipment events, then the shipments read model from the first`);
      const rebuilt = await measureShipmentsRebuild(bench.url, REBUILD_EVENTS, REBUILD_BATCH);
      const rebuildCheck: Check = {
        name: `shipments read model rebuild (${fmtInt(rebuilt.events)} events)`,
        value: `${fmtInt(rebuilt.eventsPerSecond)} events/s`,
        target: `>= ${fmtInt(REBUILD_TARGET)} events/s`,
        pass: rebuilt.eventsPerSecond >= REBUILD_TARGET,
      };
      checks.push(rebuildCheck);
      const rebuildHeader = ['7. shipments rebuild', 'events', 'time', 'events/s', 'target', 'result'];
      const rebuildRows = [
        [
          'rebuild from the first event',
          fmtInt(rebuilt.events),
          `${rebuilt.seconds.toFixed(1)} s`,
          fmtInt(rebuilt.eventsPerSecond),
          rebuildCheck.target,
          verdict(rebuildCheck.pass),
        ],
      ];
      log(table(rebuildHeader, rebuildRows));
      log(`   (filled in ${rebuilt.fillSeconds.toFixed(1)} s; batches of ${REBUILD_BATCH})`);
      log();
      sections.push(
        `## 7. Shipments read model rebuild\n\n${fmtInt(rebuilt.events)} events (per shipment: created with 3 parcels, registered with the courier, each parcel received: 5 events) appended in 1000-event batches (${rebuilt.fillSeconds.toFixed(1)} s), then \`rebuildProjection\` of the shipments read model from the first event into fresh tables, ${REBUILD_BATCH} events a batch (the projection folds a batch in memory and writes it in a few multi-row statements).\n\n${markdownTable(rebuildHeader, rebuildRows)}`,
      );
    }

    if (PARTS.has('floor')) {
      // 8. The live floor under load: a million parcels, 20 workstations scanning together (its own fresh database).
      const floorDb = await createTestDatabase('bench_floor');
      try {
        const floor = await measureFloor({
          databaseUrl: floorDb.url,
          natsUrl: NATS_URL,
          parcels: FLOOR_PARCELS,
          workstations: FLOOR_WORKSTATIONS,
          rate: FLOOR_RATE,
          seconds: FLOOR_SECONDS,
          makers: FLOOR_MAKERS,
          projectorProcess: FLOOR_PROJECTOR_PROCESS,
          progress,
        });
        const floorChecks: Check[] = [
          ...floor.answers.map((a) => ({
            name: `${a.name} p99 at ${FLOOR_RATE} scans/s`,
            value: fmtMs(a.p99Ms),
            target: `<= ${FLOOR_ANSWER_P99_TARGET_MS} ms`,
            pass: a.p99Ms <= FLOOR_ANSWER_P99_TARGET_MS && a.failed === 0,
          })),
          ...floor.lag.map((l) => ({
            name: `projector lag p99, ${l.readModel} read model`,
            value: fmtMs(l.p99Ms),
            target: `<= ${FLOOR_LAG_P99_TARGET_MS} ms`,
            pass: l.p99Ms <= FLOOR_LAG_P99_TARGET_MS && l.failed === 0,
          })),
          {
            name: 'floor notice on the admin socket after a scan, p99',
            value: fmtMs(floor.notification.p99Ms),
            target: `<= ${FLOOR_NOTICE_P99_TARGET_MS} ms`,
            pass: floor.notification.p99Ms <= FLOOR_NOTICE_P99_TARGET_MS && floor.notification.failed === 0,
          },
        ];
        checks.push(...floorChecks);
        const floorHeader = ['8. live floor', 'p50', 'p99', 'max', 'samples (failed/missing)', 'target', 'result'];
        const row = (name: string, f: { p50Ms: number; p99Ms: number; maxMs: number; count: number; failed: number }, check?: Check) => [
          name,
          fmtMs(f.p50Ms),
          fmtMs(f.p99Ms),
          fmtMs(f.maxMs),
          `${f.count} (${f.failed})`,
          check?.target ?? '',
          check ? verdict(check.pass) : '',
        ];
        const floorRows = [
          ...floor.answers.map((a, i) => row(`answer: ${a.name}`, a, floorChecks[i])),
          ...floor.lag.map((l, i) =>
            row(`projector lag: ${l.readModel} (recorded -> committed)`, l, floorChecks[floor.answers.length + i]),
          ),
          row('floor notice on the admin socket, from the scan sent', floor.notification, floorChecks[floorChecks.length - 1]),
          row('  (diagnostic) the same, from the scan answered', floor.notificationAfterAnswer),
          row('  (diagnostic) GET warehouse/floor right after the load', floor.floorAnswer),
        ];
        const floorNote = `${fmtInt(floor.parcels)} parcels in the read models (${fmtInt(floor.seedEvents)} events appended through the event store by 6 writers in ${floor.fillSeconds.toFixed(1)} s, the projector caught up in ${floor.catchUpSeconds.toFixed(1)} s); ${floor.workstations} workers each at their own workstation, ${floor.rate} scans/s together (achieved ${floor.achievedRate.toFixed(1)}/s) for ${floor.seconds} s; load average ${floor.loadAverage.start.toFixed(1)} at the start of the load, ${floor.loadAverage.end.toFixed(1)} at its end (1 min, ${cpus().length} cores)`;
        log(table(floorHeader, floorRows));
        log(`   (${floorNote})`);
        for (const failure of floor.failures) log(`   failure: ${failure}`);
        log();
        sections.push(
          `## 8. Live floor under load\n\n${FLOOR_PROJECTOR_PROCESS ? 'The API and the projector as two processes (apps/projector, BENCH_FLOOR_PROJECTOR=process; PostgreSQL, NATS)' : 'The API in-process (PostgreSQL, NATS, projector inside)'} on its own fresh database. Seeded: shipments of 3 parcels each, created and registered with the courier (one append per shipment stream), every ${50}th parcel sorted into a zone and every ${200}th put in a problem sector (one append per parcel stream); the process managers' checkpoints moved past the seeded history (it is registered already); then the API started and its projector caught up. ${FLOOR_WORKSTATIONS} workers (made through the API, passwords through the mailed link) each claimed their own workstation; each scan goes to the next workstation and a parcel of its own, through the next request maker in turn (open loop, X-Correlation-Id per scan). Projector lag: from the scan's events' recordedAt to the projection's commit notice reaching the API over NATS (the first notice whose position covers the scan's last event). Floor notice: from the scan request leaving to the admin's socket.io client receiving the 'floor' read-model notice covering it.\n\n${markdownTable(floorHeader, floorRows)}\n\n${floorNote}.${floor.failures.length ? `\n\nFirst failures: ${floor.failures.join('; ')}` : ''}`,
        );
      } catch (error) {
        // Said before the database goes (its drop ends any connection the failed part left open).
        log(`   floor part failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        throw error;
      } finally {
        await floorDb.drop();
      }
    }
    if (PARTS.has('stats')) {
      // 9. The statistics table over a year of 2,000 clients.
      await resetEventStore(bench.url);
      progress(
        `stats: seeding ${fmtInt(STATS_CLIENTS)} clients x ${STATS_DAYS} days (~${fmtInt(STATS_PARCELS)} parcels), then ${STATS_RUNS} calls each`,
      );
      const stats = await measureStatistics(bench.url, NATS_URL, {
        clients: STATS_CLIENTS,
        days: STATS_DAYS,
        parcels: STATS_PARCELS,
        runs: STATS_RUNS,
      });
      const ratio = stats.api.p95Ms / stats.handSql.p95Ms;
      const statsCheck: Check = {
        name: `statistics table (${fmtInt(STATS_CLIENTS)} clients, 12 months) p95`,
        value: `${fmtMs(stats.api.p95Ms)} (${fmtRatio(ratio)} of hand-written SQL)`,
        target: `<= ${STATS_P95_TARGET_MS} ms`,
        pass: stats.api.p95Ms <= STATS_P95_TARGET_MS,
      };
      checks.push(statsCheck);
      const statsHeader = ['9. statistics', 'p50', 'p95', 'max', 'calls', 'ratio (p95)', 'target', 'result'];
      const statsRows = [
        [
          stats.api.label,
          fmtMs(stats.api.p50Ms),
          fmtMs(stats.api.p95Ms),
          fmtMs(stats.api.maxMs),
          String(stats.api.count),
          fmtRatio(ratio),
          statsCheck.target,
          verdict(statsCheck.pass),
        ],
        [
          stats.handSql.label,
          fmtMs(stats.handSql.p50Ms),
          fmtMs(stats.handSql.p95Ms),
          fmtMs(stats.handSql.maxMs),
          String(stats.handSql.count),
          '1.00',
          '',
          '',
        ],
        [
          stats.chart.label,
          fmtMs(stats.chart.p50Ms),
          fmtMs(stats.chart.p95Ms),
          fmtMs(stats.chart.maxMs),
          String(stats.chart.count),
          '',
          '',
          '',
        ],
      ];
      const statsNote = `${fmtInt(stats.clients)} clients, ${stats.days} days, ${fmtInt(stats.parcels)} client shipments counted (and ~6 % as many returns) in ${fmtInt(stats.dailyRows)} client_daily_counts rows, seeded in ${(stats.seedMs / 1000).toFixed(1)} s`;
      log(table(statsHeader, statsRows));
      log(`   (${statsNote})`);
      log();
      sections.push(
        `## 9. Statistics\n\nThe API in-process; the statistics read model seeded with counts as the projection writes them (${statsNote}; client sizes falling off like 1/rank^0.9). Then, one call at a time after 30 warm-up calls each, GET app/v1/statistics/client-shipments?status=received_by_re through HTTP (the query class: the last 30 days summed per client from the (kind, day) index, the totals per client, sorted, the all-shipments row) in 5 blocks alternating with the same rows by one hand-written SQL statement over a raw pg client on the same tables; the ratio is API p95 / SQL p95. Then the chart's GET app/v1/statistics/daily (90 days).\n\n${markdownTable(statsHeader, statsRows)}`,
      );
    }

    if (PARTS.has('reports')) {
      // 10. A standard report of 100,000 listing rows: time and the process's memory.
      await resetEventStore(bench.url);
      const reportsDb = await createTestDatabase('bench_reports');
      try {
        progress(
          `reports: seeding ${fmtInt(REPORT_ROWS)} listing parcels, then one standard_from_filters report, RSS sampled every 100 ms`,
        );
        const report = await measureReports(reportsDb.url, NATS_URL, REPORT_ROWS);
        const timeCheck: Check = {
          name: `standard report of ${fmtInt(report.rows)} rows`,
          value: `${(report.reportMs / 1000).toFixed(1)} s (${fmtRatio(report.reportMs / report.handSqlMs)} of reading the rows by hand-written SQL)`,
          target: `<= ${REPORT_TARGET_S} s`,
          pass: report.reportMs <= REPORT_TARGET_S * 1000,
        };
        const memoryCheck: Check = {
          name: 'export worker process RSS during the report',
          value: `max ${report.rssMaxMb.toFixed(0)} MB (start ${report.rssStartMb.toFixed(0)} MB, second half grew ${report.rssSecondHalfGrowthMb.toFixed(0)} MB; the API's max ${report.apiRssMaxMb.toFixed(0)} MB)`,
          target: `<= ${REPORT_RSS_TARGET_MB} MB`,
          pass: report.rssMaxMb <= REPORT_RSS_TARGET_MB,
        };
        checks.push(timeCheck, memoryCheck);
        const reportHeader = ['10. reports', 'measured', 'target', 'result'];
        const reportRows = [
          [timeCheck.name, timeCheck.value, timeCheck.target, verdict(timeCheck.pass)],
          ['the same rows by hand-written SQL (one SELECT, no file)', fmtMs(report.handSqlMs), '', ''],
          [memoryCheck.name, memoryCheck.value, memoryCheck.target, verdict(memoryCheck.pass)],
        ];
        const reportNote = `${fmtInt(report.rows)} rows, ${(report.bytes / 1024 / 1024).toFixed(1)} MB xlsx, ${report.samples} RSS samples, ${report.progressNotices} distinct progress values seen by the 50 ms poll; seeded in ${(report.seedMs / 1000).toFixed(1)} s`;
        log(table(reportHeader, reportRows));
        log(`   (${reportNote})`);
        log();
        sections.push(
          `## 10. Reports\n\nThe API as its own process (dist/main.js) on its own fresh database; the listing read model seeded with the listing's generator (straight into its projection). An admin orders standard_from_filters over the seeded month through HTTP; the API's worker streams the listing's rows (keyset batches of EXPORT_BATCH_ROWS) into the xlsx (exceljs streaming writer) while the API process's RSS (/proc VmRSS) is sampled every 100 ms; the time runs from the order to the poll seeing it validated. Beside it, the same rows read by one hand-written SELECT over a raw pg client (ratio = report / SQL).\n\n${markdownTable(reportHeader, reportRows)}\n\n${reportNote}.`,
        );
      } finally {
        await reportsDb.drop();
      }
    }

    if (PARTS.has('listing')) {
      // 11. The listing at a million parcels.
      progress(
        `listing: ${fmtInt(LISTING_PARCELS)} parcels of ${fmtInt(LISTING_CLIENTS)} clients over 12 months into the event store, the read model rebuilt from them, then ${LISTING_RUNS} calls a case`,
      );
      const listingDb = await createTestDatabase('bench_listing');
      let listing: Awaited<ReturnType<typeof measureListing>>;
      try {
        listing = await measureListing(
          listingDb.url,
          NATS_URL,
          { parcels: LISTING_PARCELS, clients: LISTING_CLIENTS, months: 12, runs: LISTING_RUNS },
          progress,
        );
      } finally {
        await listingDb.drop();
      }
      const rate = listing.events / listing.rebuildSeconds;
      checks.push({
        name: `listing read model rebuilt from ${fmtInt(listing.events)} events (rebuildProjection)`,
        value: `${fmtInt(rate)} events/s`,
        target: `>= ${fmtInt(LISTING_REBUILD_TARGET)} events/s`,
        pass: rate >= LISTING_REBUILD_TARGET,
      });
      const listingHeader = ['11. listing', 'page', 'p50', 'p95', 'SQL p95', 'ratio (p95)', 'recordsFiltered', 'target', 'result'];
      const listingRows = listing.cases.map((c) => {
        const target = c.length > 25 ? LISTING_PAGE_5000_TARGET_MS : LISTING_P95_TARGET_MS;
        const pass = c.p95Ms <= target;
        checks.push({ name: `listing ${c.label} (page ${c.length})`, value: fmtMs(c.p95Ms), target: `p95 <= ${target} ms`, pass });
        return [
          c.label,
          String(c.length),
          fmtMs(c.p50Ms),
          fmtMs(c.p95Ms),
          fmtMs(c.handP95Ms),
          fmtRatio(c.p95Ms / c.handP95Ms),
          fmtInt(c.filtered),
          `<= ${target} ms`,
          verdict(pass),
        ];
      });
      const listingNote = `${fmtInt(listing.parcels)} parcels in ${fmtInt(listing.shipments)} shipments of ${fmtInt(LISTING_CLIENTS)} clients over 12 months; ${fmtInt(listing.events)} generated events in the event store, the read model rebuilt from them by \`npm run projector -- rebuild listing\` (its own process; replay into unlogged shadow tables with the unique and lookup indexes only, the other indexes built after, VACUUM ANALYZE, swap) in ${listing.rebuildSeconds.toFixed(1)} s (${fmtInt(rate)} events/s, target >= ${fmtInt(LISTING_REBUILD_TARGET)})`;
      log(table(listingHeader, listingRows));
      log(`   (${listingNote})`);
      log();
      sections.push(
        `## 11. Listing\n\n${listingNote}. Then each case through POST app/v1/parcel/list (admin, HTTP, the page and recordsFiltered), one call at a time after 3 warm-ups, alternating with the same page and count written by hand in SQL on the same table (listing_parcels or listing_shipments) over a raw pg client (the hand-written count is count(*) of the rows; the API sums listing_counts when the criteria use only its columns); the ratio is API p95 / SQL p95; page 5000 targets 1.5 s, page 25 150 ms.\n\n${markdownTable(listingHeader, listingRows)}`,
      );
    }

    if (PARTS.has('accounting')) {
      // 12. Accounting and the billing statement of one client's 100,000 shipments among 1,000,000 parcels.
      await resetEventStore(bench.url);
      const accountingDb = await createTestDatabase('bench_accounting');
      try {
        progress(
          `accounting: ${fmtInt(ACCOUNTING_SHIPMENTS)} shipments (2 parcels each), ${fmtInt(ACCOUNTING_CLIENT_SHIPMENTS)} of one client; its billing statement with re_account, then without`,
        );
        const a = await measureAccounting(accountingDb.url, NATS_URL, ACCOUNTING_SHIPMENTS, ACCOUNTING_CLIENT_SHIPMENTS);
        const accountingCheck: Check = {
          name: `accounting ${fmtInt(a.clientShipments)} shipments (the statement with re_account: priced, events appended, written)`,
          value: `${(a.reAccountMs / 1000).toFixed(1)} s`,
          target: `<= ${ACCOUNTING_TARGET_S} s`,
          pass: a.reAccountMs <= ACCOUNTING_TARGET_S * 1000,
        };
        const statementCheck: Check = {
          name: `billing statement of ${fmtInt(a.clientShipments)} shipments (recorded amounts)`,
          value: `${(a.statementMs / 1000).toFixed(1)} s`,
          target: `<= ${STATEMENT_TARGET_S} s`,
          pass: a.statementMs <= STATEMENT_TARGET_S * 1000,
        };
        const memoryCheck: Check = {
          name: 'export worker process RSS during both statements',
          value: `max ${a.rssMaxMb.toFixed(0)} MB (start ${a.rssStartMb.toFixed(0)} MB; the re-accounting's second half grew ${a.rssSecondHalfGrowthMb.toFixed(0)} MB)`,
          target: `<= ${REPORT_RSS_TARGET_MB} MB`,
          pass: a.rssMaxMb <= REPORT_RSS_TARGET_MB,
        };
        checks.push(accountingCheck, statementCheck, memoryCheck);
        const header12 = ['12. accounting', 'measured', 'target', 'result'];
        const rows12 = [accountingCheck, statementCheck, memoryCheck].map((c) => [c.name, c.value, c.target, verdict(c.pass)]);
        const note = `${fmtInt(a.shipments)} shipments / ${fmtInt(a.parcels)} parcels seeded into the shipments read model in ${(a.seedMs / 1000).toFixed(1)} s; ${fmtInt(a.accountingEvents)} sides accounted (income and cost of ${fmtInt(a.accountingEvents / 2)} shipments); the accounting read model caught up ${(a.projectionCatchUpMs / 1000).toFixed(1)} s after the statement ended; ${a.progressValues} distinct progress values seen by the 100 ms poll`;
        log(table(header12, rows12));
        log(`   (${note})`);
        log();
        sections.push(
          `## 12. Accounting and the billing statement\n\nThe API and the export worker as their own processes on a fresh database. The shipments read model seeded straight (every parcel received in the last month); a client, default income and cost lists and a RON rate made through HTTP. An admin orders the client's billing statement through HTTP with re_account (each batch of shipments priced again by the accountant, its ShipmentAccounted events appended, then written to the xlsx), then without (the accounting read model's amounts); the worker's RSS sampled every 100 ms.\n\n${markdownTable(header12, rows12)}\n\n${note}.`,
        );
      } finally {
        await accountingDb.drop();
      }
    }

    if (PARTS.has('invoicing')) {
      // 13. An invoice run for 1,000 clients against the Fakturownia sandbox.
      await resetEventStore(bench.url);
      const invoicingDb = await createTestDatabase('bench_invoicing');
      try {
        progress(`invoicing: ${fmtInt(INVOICING_CLIENTS)} clients with 5 accounted shipments each; one monthly run until every invoice is mailed`);
        const run = await measureInvoicing(invoicingDb.url, NATS_URL, INVOICING_CLIENTS, 5);
        const check: Check = {
          name: `invoice run for ${fmtInt(run.clients)} clients (statement, issue at the sandbox, mail)`,
          value: `${(run.runMs / 1000).toFixed(1)} s`,
          target: `<= ${INVOICING_TARGET_S} s`,
          pass: run.runMs <= INVOICING_TARGET_S * 1000,
        };
        checks.push(check);
        const header13 = ['13. invoicing', 'measured', 'target', 'result'];
        const rows13 = [[check.name, check.value, check.target, verdict(check.pass)]];
        const note = `the trigger answered in ${fmtMs(run.triggerMs)}; ${fmtInt(run.clients * run.shipmentsPerClient)} shipments seeded in ${(run.seedMs / 1000).toFixed(1)} s; statuses at the end ${JSON.stringify(run.statuses)}`;
        log(table(header13, rows13));
        log(`   (${note})`);
        log();
        sections.push(
          `## 13. Invoicing\n\nThe API and the export worker as their own processes on a fresh database; the clients (with FAKTUROWNIA_ID and INVOICING_EMAIL_ADDRESS), their shipments received last month and the shipments' income amounts seeded straight into the read models. An admin triggers the monthly run through HTTP; the time runs to every invoice mailed (per client: the billing statement by the export worker, the invoice at the Fakturownia sandbox with its oid, the mail).\n\n${markdownTable(header13, rows13)}\n\n${note}.`,
        );
      } finally {
        await invoicingDb.drop();
      }
    }

    if (PARTS.has('dashboard')) {
      // 14. The dashboard's figures at about 500,000 shipments (issue 14 part 3).
      progress(
        `dashboard: ${fmtInt(DASHBOARD_PARCELS)} parcels of ${fmtInt(DASHBOARD_CLIENTS)} clients into the event store, the read models rebuilt, then ${DASHBOARD_RUNS} calls a role`,
      );
      const dashboardDb = await createTestDatabase('bench_dashboard');
      let d: Awaited<ReturnType<typeof measureDashboard>>;
      try {
        d = await measureDashboard(
          dashboardDb.url,
          NATS_URL,
          { parcels: DASHBOARD_PARCELS, clients: DASHBOARD_CLIENTS, months: 12, runs: DASHBOARD_RUNS },
          progress,
        );
      } finally {
        await dashboardDb.drop();
      }
      const adminCheck: Check = {
        name: `admin dashboard (GET app/v1/dashboard), ${fmtInt(d.shipments)} shipments / ${fmtInt(d.parcels)} parcels, p95`,
        value: fmtMs(d.admin.p95Ms),
        target: `<= ${DASHBOARD_P95_TARGET_MS} ms`,
        pass: d.admin.p95Ms <= DASHBOARD_P95_TARGET_MS,
      };
      checks.push(adminCheck);
      const header14 = ['14. dashboard', 'p50', 'p95', 'max', 'calls', 'target', 'result'];
      const rows14 = [d.admin, d.worker, d.client].map((t) => [
        t.label,
        fmtMs(t.p50Ms),
        fmtMs(t.p95Ms),
        fmtMs(t.maxMs),
        String(t.count),
        t === d.admin ? adminCheck.target : '',
        t === d.admin ? verdict(adminCheck.pass) : '',
      ]);
      const planHeader = ['   figure query (EXPLAIN ANALYZE)', 'time', 'scans', 'without the index'];
      const planRows = d.plans.map((p) => [
        p.figure,
        fmtMs(p.ms),
        p.scans,
        p.withoutIndexMs === undefined ? '' : `${fmtMs(p.withoutIndexMs)} (${p.withoutIndexScans})`,
      ]);
      const note = `${fmtInt(d.parcels)} parcels in ${fmtInt(d.shipments)} shipments of ${fmtInt(DASHBOARD_CLIENTS)} clients over 12 months (the largest client ${fmtInt(d.largestClientParcels)} parcels), ${fmtInt(d.events)} events replayed by \`npm run projector -- rebuild\` into listing, shipments, problem_parcels and clients, 20,000 exports; seeded in ${d.seedSeconds.toFixed(0)} s; the admin's answer: ${JSON.stringify(d.answer)}`;
      log(table(header14, rows14));
      log();
      log(table(planHeader, planRows));
      log(`   (${note})`);
      log();
      sections.push(
        `## 14. Dashboard\n\n${note}. Each role's GET app/v1/dashboard one call at a time after 5 warm-ups (the client's through DashboardQueries in the process: the seeded clients have no login), then each figure's query under EXPLAIN ANALYZE, the two that needed an index of this issue also with it dropped.\n\n${markdownTable(header14, rows14)}\n\n${markdownTable(planHeader, planRows)}`,
      );
    }

    const failed = checks.filter((c) => !c.pass);
    const summary = `SUMMARY: ${checks.length - failed.length}/${checks.length} targets met${failed.length ? `; missed: ${failed.map((c) => `${c.name} ${c.value} (target ${c.target})`).join('; ')}` : ''}. Bench took ${((performance.now() - benchStarted) / 1000).toFixed(0)} s.`;
    log(summary);

    const md = [
      '# Bench results',
      '',
      'Written by `npm run bench` (apps/api/src/bench/main.ts); each run overwrites this file.',
      '',
      ...header.map((line) => `- ${line}`),
      '',
      sections.join('\n\n'),
      '',
      `## Summary\n\n${markdownTable(
        ['figure', 'measured', 'target', 'result'],
        checks.map((c) => [c.name, c.value, c.target, verdict(c.pass)]),
      )}\n\n${summary}`,
      '',
    ].join('\n');
    if (PARTS.size === ALL_PARTS.length) {
      await writeFile(RESULTS_FILE, md);
      log(`Results written to ${RESULTS_FILE}`);
    } else if (PARTS.size === 1 && PARTS.has('floor') && sections.length) {
      // The floor alone: its section replaces the previous one in RESULTS.md; the other parts' figures stay.
      const floorSection = `${sections[sections.length - 1]!}\n\n(Run alone with BENCH_ONLY=floor on ${new Date().toISOString()}; ${header[1]}; ${summary})`;
      const previous = await readFile(RESULTS_FILE, 'utf8');
      const start = previous.indexOf('## 8. Live floor');
      const end = previous.indexOf('## Summary');
      const next =
        start >= 0
          ? `${previous.slice(0, start)}${floorSection}\n\n${previous.slice(end >= 0 && end > start ? end : previous.length)}`
          : end >= 0
            ? `${previous.slice(0, end)}${floorSection}\n\n${previous.slice(end)}`
            : `${previous}\n${floorSection}\n`;
      await writeFile(RESULTS_FILE, next);
      log(`The floor's section written to ${RESULTS_FILE} (the other parts' figures left as they were)`);
    } else {
      log(`Only ${[...PARTS].join(', ')} ran (BENCH_ONLY): ${RESULTS_FILE} left as it was`);
    }
  } finally {
    await bench.drop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`Bench could not run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
