import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, mailLink, newPage, pageErrors, productAndBrowser, screenshot } from './harness/index.js';

/** The harness itself: the built product in its own process, Chromium, screenshots and axe. */
describe('console e2e harness', () => {
  const suite = productAndBrowser();

  it('serves the built console in Polish with a login e-mail field, and the API next to it', async () => {
    const page = await newPage(suite.browser, suite.product.baseUrl, DESKTOP);
    await page.goto('/');
    expect(await page.content()).toContain('<html lang="pl"');
    await expect.poll(() => page.locator('input[type=email], input[name=email]').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const path = await screenshot(page, 'harness-login');
    expect(existsSync(path)).toBe(true);

    const health = await suite.product.api('GET', '/api/health');
    expect(health.status).toBe(200);
    await page.context().close();
  });

  it('collects uncaught errors and console errors of a page', async () => {
    const page = await newPage(suite.browser, suite.product.baseUrl);
    await page.setContent('<html lang="pl"><body><script>console.error("boom"); setTimeout(() => { throw new Error("bang"); });</script></body></html>');
    await expect.poll(() => pageErrors(page).length).toBe(2);
    expect(pageErrors(page)).toEqual(['console.error: boom', 'pageerror: bang']);
    await page.context().close();
  });

  it('expectAccessible fails on serious violations, naming the rule, and passes a clean page', async () => {
    const page = await newPage(suite.browser, suite.product.baseUrl);
    await page.setContent('<html lang="pl"><body><img src="x.png"></body></html>');
    await expect(expectAccessible(page, 'harness-image-without-alt')).rejects.toThrow(/image-alt/);

    await page.setContent('<html lang="pl"><head><title>t</title></head><body><main><h1>Tytuł</h1></main></body></html>');
    const results = await expectAccessible(page, 'harness-clean');
    expect(results.passes.length).toBeGreaterThan(0);
    await page.context().close();
  });

  it('mailLink finds the first link containing a path and moves it to the product origin', () => {
    const mail = {
      to: ['a@example.com'],
      from: 'no-reply@localhost',
      subject: 'Ustaw hasło',
      text: 'Start: http://localhost:3000/\nUstaw hasło: http://localhost:3000/password-reset/abc_DEF-1\nDziękujemy.',
      receivedAt: new Date(),
    };
    expect(mailLink(mail, '/password-reset/')).toBe('http://localhost:3000/password-reset/abc_DEF-1');
    expect(mailLink(mail, '/password-reset/', suite.product.baseUrl)).toBe(`${suite.product.baseUrl}/password-reset/abc_DEF-1`);
    expect(() => mailLink(mail, '/invitation/')).toThrow(/\/invitation\//);
  });
});
