import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { ARTIFACTS_DIR } from './paths.js';
import { settled } from './browser.js';

export const AXE_DIR = join(ARTIFACTS_DIR, 'axe');

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

let axeSource: string | undefined;
function axeScript(): string {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

function describe(violation: Result): string {
  const targets = violation.nodes
    .slice(0, 3)
    .map((node) => node.target.map(String).join(' '))
    .join(', ');
  const more = violation.nodes.length > 3 ? ` (+${violation.nodes.length - 3} more)` : '';
  return `  ${violation.id} [${violation.impact}]: ${violation.help} at ${targets}${more}`;
}

/**
 * Runs axe-core (its default rules: WCAG 2 A/AA and best practices) on the page
 * as it is now, saves the full result at test-artifacts/axe/<screenName>.json and
 * throws when there is any serious or critical violation.
 */
export async function expectAccessible(page: Page, screenName: string): Promise<AxeResults> {
  // Colours are judged as they end up, not halfway through an opening transition.
  await settled(page);
  const present = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  // Evaluated, not added as an inline <script>: the product's Content-Security-Policy (script-src 'self') stays in force.
  if (!present) await page.evaluate(axeScript());
  const results = (await page.evaluate(() =>
    (window as unknown as { axe: { run(context: Document): Promise<unknown> } }).axe.run(document),
  )) as AxeResults;

  const path = join(AXE_DIR, `${screenName}.json`);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, `${JSON.stringify(results, null, 2)}\n`);

  const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  if (blocking.length > 0) {
    throw new Error(
      `${blocking.length} serious or critical accessibility violation(s) on "${screenName}" (${results.url}; full result in ${path}):\n` +
        blocking.map(describe).join('\n'),
    );
  }
  return results;
}
