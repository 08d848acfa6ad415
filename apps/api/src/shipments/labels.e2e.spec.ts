import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseLabelBarcode } from '@parcel/domain';
import type { Caller } from '../testing/index.js';
import { parcel, recipient, shipmentBody, startShipmentsHarness, type ShipmentsHarness } from '../testing/shipments-harness.js';
import { pdfText, rasterise, readCode128, requirePdfTools } from './labels/testing/pdf-tools.js';

describe('labels (HTTP, PDF decoded with pdftoppm and zbarimg)', () => {
  let h: ShipmentsHarness;
  let alice: { id: number; as: Caller; email: string; token: string };
  let bob: { id: number; as: Caller; email: string; token: string };
  let dir: string;
  let number: string;
  let shipment: any;

  beforeAll(async () => {
    await requirePdfTools();
    h = await startShipmentsHarness();
    alice = await h.newClient();
    bob = await h.newClient();
    dir = await mkdtemp(join(tmpdir(), 'labels-e2e-'));
    const created = await alice.as.post(
      '/api/app/v2/shipment/',
      shipmentBody({
        parcels: [parcel(1.5), parcel(2), parcel(3)],
        content: { declared_content: 'Buty', declared_value: 80, cash_on_delivery_value: 120.5 },
      }),
    );
    number = created.body.internal_waybill;
    shipment = await h.settled(alice.as, number);
  }, 120_000);
  afterAll(async () => {
    await h?.api.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** GET a file with a bearer token or a public file token; answers status, headers and bytes. */
  const file = async (path: string, token?: string) => {
    const response = await fetch(`${h.api.baseUrl}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      disposition: response.headers.get('content-disposition'),
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  };
  const tokenOf = async (as: Caller) => (await as.get('/api/public_token')).body.token as string;
  const codesOf = async (pdf: Buffer, name: string) => {
    const path = join(dir, `${name}.pdf`);
    await writeFile(path, pdf);
    const pages = await rasterise(path, await mkdtemp(join(dir, `${name}-`)));
    return { pages: pages.length, codes: (await Promise.all(pages.map(readCode128))).flat(), text: await pdfText(path) };
  };

  it('a shipment label reads back: one 28-digit code per parcel naming that parcel, with x/n, COD and the courier number', async () => {
    const label = await file(`/api/app/v2/shipment/${number}/labels/100150?_public_token=${encodeURIComponent(await tokenOf(alice.as))}`);
    expect(label.status).toBe(200);
    expect(label.type).toBe('application/pdf');
    expect(label.disposition).toContain(`${number}.pdf`);
    const { pages, codes, text } = await codesOf(label.bytes, 'shipment');
    expect(pages).toBe(3);
    expect(codes).toHaveLength(3);
    const decoded = codes.map((code) => parseLabelBarcode(code)!);
    expect(decoded.map((d) => d.parcelId).sort()).toEqual(shipment.parcels.map((p: any) => p.id).sort());
    expect(decoded.every((d) => d.count === 3 && d.countryId === 1 && !d.restick)).toBe(true);
    for (const code of codes) expect(code).toMatch(/^1000\d{24}$/);
    expect(text).toContain('1/3');
    expect(text).toContain('120,50');
    expect(text).toContain(shipment.parcels[0].waybill.external_last_mile);
  });

  it('the dl sheet and ZPL; the client default format applies', async () => {
    const token = await tokenOf(alice.as);
    const dl = await file(`/api/app/v2/shipment/${number}/labels/dl?_public_token=${encodeURIComponent(token)}`);
    expect((await codesOf(dl.bytes, 'dl')).codes).toHaveLength(3);
    const zpl = await file(`/api/app/v2/shipment/${number}/labels/100150?format=zpl&_public_token=${encodeURIComponent(token)}`);
    expect(zpl.type).toContain('application/zpl');
    expect(zpl.bytes.toString().match(/\^XA/g)).toHaveLength(3);
    const set = await h.admin.post(`/api/app/v1/client/${alice.id}/additional`, { type_id: 7, value: 'zpl' });
    expect(set.status, JSON.stringify(set.body)).toBe(201);
    const byDefault = await file(`/api/app/v2/shipment/${number}/labels/100150?_public_token=${encodeURIComponent(token)}`);
    expect(byDefault.type).toContain('application/zpl');
  });

  it('a public file token opens only what its user may read, only file routes, only while valid', async () => {
    expect(
      (await file(`/api/app/v2/shipment/${number}/labels/100150?_public_token=${encodeURIComponent(await tokenOf(bob.as))}`)).status,
    ).toBe(404);
    expect((await file(`/api/app/v2/shipment/${number}/labels/100150?_public_token=forged.1.x`)).status).toBe(401);
    expect((await file(`/api/app/v2/shipment/${number}/labels/100150`)).status).toBe(401);
    expect((await file(`/api/app/v2/shipment/${number}?_public_token=${encodeURIComponent(await tokenOf(alice.as))}`)).status).toBe(401);
    const token = await tokenOf(alice.as);
    const [session, , signature] = token.split('.');
    expect(
      (await file(`/api/app/v2/shipment/${number}/labels/100150?_public_token=${session}.${Date.now() + 3_600_000}.${signature}`)).status,
    ).toBe(401);
  });

  it('bulk: many shipments in one file, foreign ones left out', async () => {
    const second = (await alice.as.post('/api/app/v2/shipment/', shipmentBody())).body.internal_waybill;
    await h.settled(alice.as, second);
    const foreign = (await bob.as.post('/api/app/v2/shipment/', shipmentBody())).body.internal_waybill;
    await h.settled(bob.as, foreign);
    const bulk = async (token: string) => {
      const response = await fetch(`${h.api.baseUrl}/api/app/v2/shipment/labels`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ numbers: [number, second, foreign], size: '100150', format: 'pdf' }),
      });
      expect(response.status).toBe(200);
      return codesOf(Buffer.from(await response.arrayBuffer()), `bulk-${token.slice(0, 6)}`);
    };
    expect((await bulk(alice.token)).codes).toHaveLength(4);
    expect((await bulk(h.adminToken)).codes).toHaveLength(5);
    expect((await alice.as.post('/api/app/v2/shipment/labels', { numbers: [] })).body.errors).toEqual({ numbers: ['required'] });
  });

  it('staff print a return sticker and a re-stick label (0000) of a parcel; clients may not', async () => {
    const parcelNumber = shipment.parcels[1].waybill.internal;
    const workerToken = await tokenOf(h.worker);
    const restick = await file(`/api/parcel/${parcelNumber}/label/re-paste?_public_token=${encodeURIComponent(workerToken)}`);
    expect(restick.status).toBe(200);
    const { codes } = await codesOf(restick.bytes, 'restick');
    expect(codes).toHaveLength(1);
    expect(codes[0]).toMatch(/^0000/);
    expect(parseLabelBarcode(codes[0]!)).toMatchObject({ parcelId: shipment.parcels[1].id, restick: true });
    const sticker = await file(
      `/api/app/v1/parcel/${parcelNumber}/generate-return-sticker?_public_token=${encodeURIComponent(workerToken)}`,
    );
    expect(sticker.status).toBe(200);
    expect((await codesOf(sticker.bytes, 'return')).text).toContain('ZWROT');
    expect(
      (await file(`/api/parcel/${parcelNumber}/label/re-paste?_public_token=${encodeURIComponent(await tokenOf(alice.as))}`)).status,
    ).toBe(403);
  });

  it('no label before the courier has the shipment', async () => {
    const failed = (await alice.as.post('/api/app/v2/shipment/', shipmentBody({ recipient: recipient({ name: 'SANDBOX-REJECT X' }) }))).body
      .internal_waybill;
    await h.settled(alice.as, failed);
    const label = await alice.as.get(`/api/app/v2/shipment/${failed}/labels/100150`);
    expect(label.status).toBe(409);
    expect(label.body.code).toBe('shipment_labels_not_ready');
  });
});
