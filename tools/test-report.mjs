// Reads the vitest JSON reports of a run, prints one closing line
// ("N passed, N failed, N skipped") and fails on any skipped test that is not
// an allowed skip (the KurrentDB contract suite without EVENTSTORE_URL).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? 'test-artifacts/vitest';
const ALLOWED_SKIP = /\(skipped: EVENTSTORE_URL is not set\)/;
let passed = 0;
let failed = 0;
let skipped = 0;
const unexpected = [];
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  for (const suite of report.testResults ?? []) {
    for (const test of suite.assertionResults ?? []) {
      const name = [...(test.ancestorTitles ?? []), test.title].join(' > ');
      if (test.status === 'passed') passed++;
      else if (test.status === 'failed') failed++;
      else {
        skipped++;
        if (!ALLOWED_SKIP.test(name)) unexpected.push(`${file}: ${name}`);
      }
    }
    if (suite.status === 'failed' && (suite.assertionResults ?? []).length === 0) failed++;
  }
}
if (unexpected.length) {
  console.error(`Unexpected skipped tests (a service missing?):\n  ${unexpected.join('\n  ')}`);
}
console.log(`${passed} passed, ${failed + unexpected.length} failed, ${skipped} skipped`);
process.exit(failed + unexpected.length > 0 || passed === 0 ? 1 : 0);
