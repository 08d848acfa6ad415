import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS_DIR } from './paths.js';
import { settled } from './browser.js';

export const SCREENSHOTS_DIR = join(ARTIFACTS_DIR, 'screenshots');

/** A full-page PNG at test-artifacts/screenshots/<name>.png; returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const path = join(SCREENSHOTS_DIR, `${name}.png`);
  await mkdir(dirname(path), { recursive: true });
  await settled(page);
  await page.screenshot({ path, fullPage: true });
  return path;
}
