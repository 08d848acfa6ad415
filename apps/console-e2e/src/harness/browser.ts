import { chromium, type Browser, type Page } from 'playwright-core';

export interface Viewport {
  readonly width: number;
  readonly height: number;
}

export const DESKTOP: Viewport = { width: 1280, height: 800 };
export const PHONE: Viewport = { width: 390, height: 844 };

/** Narrower than this is a phone: the context gets isMobile and hasTouch. */
const PHONE_MAX_WIDTH = 768;

export interface NewPageOptions {
  /** 'pl-PL' unless told: the console is Polish only. */
  readonly locale?: string;
}

const errorsByPage = new WeakMap<Page, string[]>();

/** Debian's Chromium, headless (CHROMIUM_PATH overrides /usr/bin/chromium). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-dev-shm-usage',
    ],
  });
}

/**
 * A page in a fresh context (own cookies and storage) whose relative URLs go to
 * `baseUrl`. Uncaught page errors and console errors are collected: see pageErrors().
 * Closing the page's context (page.context().close()) or the browser ends it.
 */
export async function newPage(
  browser: Browser,
  baseUrl: string,
  viewport: Viewport = DESKTOP,
  options: NewPageOptions = {},
): Promise<Page> {
  const phone = viewport.width < PHONE_MAX_WIDTH;
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: viewport.width, height: viewport.height },
    locale: options.locale ?? 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    isMobile: phone,
    hasTouch: phone,
  });
  // Fail a step within 10 s with its own message, well before the test's time-out.
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  const errors: string[] = [];
  errorsByPage.set(page, errors);
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  return page;
}

/** The uncaught errors and console errors of a page made by newPage(), oldest first. */
export function pageErrors(page: Page): readonly string[] {
  const errors = errorsByPage.get(page);
  if (!errors) throw new Error('pageErrors() needs a page made by newPage()');
  return [...errors];
}

/**
 * Waits (at most 2 s) until no transition or animation runs, so a screenshot or
 * a colour check sees the screen as it ends up; a spinner that never stops only
 * costs the 2 s.
 */
export async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), undefined, { timeout: 2_000 })
    .catch(() => undefined);
}
