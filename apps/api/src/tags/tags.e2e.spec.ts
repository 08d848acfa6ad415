import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText, rasterise, readCode128, requirePdfTools } from '../shipments/labels/testing/pdf-tools.js';
import { registerConfirmed, SEEDED, startTestApi, type TestApi } from '../testing/index.js';

/** POST app/v1/tag end to end: the PDF read back with poppler (text) and zbar (barcode). */
describe('tags (PDF)', () => {
  let api: TestApi;
  let dir: string;
  const tokens: Record<'admin' | 'worker' | 'client', string> = { admin: '', worker: '', client: '' };

  beforeAll(async () => {
    await requirePdfTools();
    dir = await mkdtemp(join(tmpdir(), 'tags-'));
    api = await startTestApi();
    tokens.admin = (await api.login(SEEDED.admin.email, SEEDED.admin.password)).token;
    tokens.worker = (await api.login(SEEDED.worker.email, SEEDED.worker.password)).token;
    const email = `tags-client-${randomUUID().slice(0, 8)}@example.com`;
    await registerConfirmed(api, email, 'client-password');
    tokens.client = (await api.login(email, 'client-password')).token;
  });

  afterAll(async () => {
    await api?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const post = (token: string | undefined, body: unknown) =>
    fetch(`${api.baseUrl}/api/app/v1/tag`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  let runs = 0;
  /** Asks for a tag, then reads the PDF's text and the barcodes of its one page. */
  async function tagOf(body: unknown, token = tokens.admin) {
    const response = await post(token, body);
    expect(response.status).toBe(200);
    const runDir = await mkdtemp(join(dir, `run${(runs += 1)}-`));
    const pdf = join(runDir, 'tag.pdf');
    await writeFile(pdf, Buffer.from(await response.arrayBuffer()));
    const pages = await rasterise(pdf, runDir);
    // The label wraps over lines in big letters: compared with its line breaks as spaces.
    return { response, pages, codes: await readCode128(pages[0]!), text: (await pdfText(pdf)).replace(/\s+/g, ' ') };
  }

  it('given a problematic sector, then a one-page PDF: Polish letters as text, the value read back from the barcode and written under it', async () => {
    const { response, pages, codes, text } = await tagOf({ type: 'problematic_sector', label: 'Sektor żółty – Łódź', value: 'SEKTOR-3' });
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="tag-problematic_sector-SEKTOR-3.pdf"');
    expect(pages).toHaveLength(1);
    expect(codes).toEqual(['SEKTOR-3']);
    for (const expected of ['SEKTOR PROBLEMATYCZNY', 'Sektor żółty – Łódź', 'SEKTOR-3']) expect(text).toContain(expected);
  });

  it('given a workstation by a warehouse worker, then its code reads back (what /set-workstation scans)', async () => {
    const { codes, text } = await tagOf({ type: 'workstation', label: 'Sortownia – stanowisko 12', value: 'TY-SORT-12' }, tokens.worker);
    expect(codes).toEqual(['TY-SORT-12']);
    expect(text).toContain('STANOWISKO');
  });

  it('given a client with a long name and the longest value, then the name wraps over lines in full and the value still reads', async () => {
    const label = 'Przedsiębiorstwo Handlowo-Usługowe „Źdźbło” Spółka z ograniczoną odpowiedzialnością';
    const value = 'KL-0000123456-ABCDEFGHIJKLMNOPQRSTUVWXYZ'.slice(0, 40);
    const { codes, text } = await tagOf({ type: 'client', label: label.slice(0, 80), value });
    expect(codes).toEqual([value]);
    for (const word of ['Przedsiębiorstwo', '„Źdźbło”', 'ograniczoną']) expect(text).toContain(word);
  });

  it('given missing or wrong fields, then 422 with a field map', async () => {
    const empty = await post(tokens.admin, {});
    expect(empty.status).toBe(422);
    expect(((await empty.json()) as any).errors).toEqual({ type: ['required'], label: ['required'], value: ['required'] });
    const wrong = await post(tokens.admin, { type: 'parcel', label: 'x'.repeat(81), value: 'Łódź' });
    expect(((await wrong.json()) as any).errors).toEqual({ type: ['invalid_value'], label: ['too_long'], value: ['invalid_characters'] });
    expect(((await (await post(tokens.admin, { type: 'client', label: 'a\nb', value: 'x'.repeat(41) })).json()) as any).errors).toEqual({
      label: ['invalid_characters'],
      value: ['too_long'],
    });
  });

  it('given a client, then 403; anonymous 401', async () => {
    const body = { type: 'client', label: 'Klient', value: '123' };
    expect((await post(tokens.client, body)).status).toBe(403);
    expect((await post(undefined, body)).status).toBe(401);
  });
});
