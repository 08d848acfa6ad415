import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { renderLabelsPdf } from '../shipments/labels/labels-pdf.js';
import { sampleLabel, sampleShipments } from '../shipments/labels/sample-labels.js';
import { percentile } from './stats.js';

export interface SingleLabelMeasurement {
  readonly runs: number;
  readonly medianMs: number;
  readonly p95Ms: number;
  readonly bytes: number;
}

export interface BulkLabelsMeasurement {
  readonly shipments: number;
  readonly labels: number;
  readonly seconds: number;
  readonly megabytes: number;
  /** Highest RSS during the run above the RSS just before it. */
  readonly peakRssGrowthMb: number;
  /** How much higher the RSS peaked in the second half of the labels than in the first: flat memory keeps this near 0. */
  readonly secondHalfRssGrowthMb: number;
}

const discard = (count: (bytes: number) => void) =>
  new Writable({ write: (chunk: Buffer, _encoding, done) => (count(chunk.length), done()) });

/** A one-parcel 100x150 PDF, rendered `runs` times after `warmup` unmeasured renders. */
export async function measureSingleLabel(warmup: number, runs: number): Promise<SingleLabelMeasurement> {
  const label = sampleLabel();
  const times: number[] = [];
  let bytes = 0;
  for (let index = 0; index < warmup + runs; index += 1) {
    let written = 0;
    const started = performance.now();
    await renderLabelsPdf(
      [label],
      '100150',
      discard((n) => (written += n)),
    );
    if (index >= warmup) times.push(performance.now() - started);
    bytes = written;
  }
  return { runs, medianMs: percentile(times, 50), p95Ms: percentile(times, 95), bytes };
}

/** `shipments` shipments of 1 to 3 parcels into one 100x150 PDF file, the RSS sampled as the labels are read. */
export async function measureBulkLabels(shipments: number): Promise<BulkLabelsMeasurement> {
  const dir = await mkdtemp(join(tmpdir(), 'labels-bench-'));
  const file = join(dir, 'bulk.pdf');
  const rssStart = process.memoryUsage().rss;
  const peaks = [rssStart, rssStart];
  let labels = 0;
  // The label count is known only at the end: the halves are of the shipments, read lazily.
  let shipmentsRead = 0;
  function* counted() {
    for (const label of sampleShipments(shipments)) {
      if (label.position === 1) shipmentsRead += 1;
      labels += 1;
      const half = shipmentsRead * 2 > shipments ? 1 : 0;
      peaks[half] = Math.max(peaks[half]!, process.memoryUsage().rss);
      yield label;
    }
  }
  try {
    const started = performance.now();
    await renderLabelsPdf(counted(), '100150', createWriteStream(file));
    const seconds = (performance.now() - started) / 1000;
    const { size } = await stat(file);
    const mb = (bytes: number) => bytes / 1024 / 1024;
    return {
      shipments,
      labels,
      seconds,
      megabytes: mb(size),
      peakRssGrowthMb: mb(Math.max(...peaks) - rssStart),
      secondHalfRssGrowthMb: mb(peaks[1]! - peaks[0]!),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
