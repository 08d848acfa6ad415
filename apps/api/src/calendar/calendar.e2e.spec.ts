import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { polishPublicHolidays } from '@parcel/domain';
import {
  caller,
  readEverything,
  registerConfirmed,
  SEEDED,
  shiftableClock,
  startTestApi,
  type Caller,
  type TestApi,
} from '../testing/index.js';

const CALENDAR = '/api/app/v1/calendar';

/** The calendar end to end (spec/02 §7 "Calendar"), with who may call what. */
describe('calendar (non-working days)', () => {
  const clock = shiftableClock();
  let api: TestApi;
  let admin: Caller;
  let worker: Caller;
  let client: Caller;
  let anonymous: Caller;

  beforeAll(async () => {
    api = await startTestApi({ clock });
    admin = caller(api, (await api.login(SEEDED.admin.email, SEEDED.admin.password)).token);
    worker = caller(api, (await api.login(SEEDED.worker.email, SEEDED.worker.password)).token);
    const email = `calendar-client-${randomUUID().slice(0, 8)}@example.com`;
    await registerConfirmed(api, email, 'client-password');
    client = caller(api, (await api.login(email, 'client-password')).token);
    anonymous = caller(api, undefined);
  });

  afterAll(async () => {
    await api?.close();
  });

  const add = async (date: string, name = 'Inwentaryzacja'): Promise<number> => {
    const added = await admin.post(`${CALENDAR}/day`, { date, name });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    return added.body.id;
  };

  it('given a fresh start, then the years list holds the current year only, with today in Warsaw', async () => {
    const years = await admin.get(`${CALENDAR}/years`);
    expect(years.status).toBe(200);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(clock.now());
    expect(years.body).toEqual({ list: [Number(today.slice(0, 4))], current: Number(today.slice(0, 4)), today });
  });

  it('given a day added, then it answers its year and id, the year lists it and the years list has the year; one event on calendar-<year>', async () => {
    const added = await admin.post(`${CALENDAR}/day`, { date: '2031-12-31', name: '  Inwentaryzacja roczna ' });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ year: 2031, id: expect.any(Number), message: 'day_added' });
    expect((await admin.get(`${CALENDAR}/year/2031/days`)).body).toEqual([
      { id: added.body.id, date: '2031-12-31', name: 'Inwentaryzacja roczna' },
    ]);
    expect((await admin.get(`${CALENDAR}/years`)).body.list).toContain(2031);
    const events = (await readEverything(api.infra.store)).filter((e) => e.streamId === 'calendar-2031');
    expect(events.map((e) => [e.type, e.data])).toEqual([
      ['NonWorkingDayAdded', { dayId: added.body.id, date: '2031-12-31', name: 'Inwentaryzacja roczna' }],
    ]);
  });

  it('given a date that is a non-working day already, then 422 on the field date with calendar_day_exists', async () => {
    await add('2032-01-02');
    const again = await admin.post(`${CALENDAR}/day`, { date: '2032-01-02', name: 'Inna nazwa' });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ date: ['calendar_day_exists'] });
    expect((await admin.get(`${CALENDAR}/year/2032/days`)).body).toHaveLength(1);
  });

  it('given missing or wrong fields, then 422 with a field map', async () => {
    const empty = await admin.post(`${CALENDAR}/day`, {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ date: ['required'], name: ['required'] });
    for (const date of ['2026-02-30', '31.12.2026', '1999-12-31', '2101-01-01']) {
      const wrong = await admin.post(`${CALENDAR}/day`, { date, name: 'X' });
      expect(wrong.status, date).toBe(422);
      expect(wrong.body.errors).toEqual({ date: ['invalid_value'] });
    }
    expect((await admin.post(`${CALENDAR}/day`, { date: '2026-05-05', name: 'x'.repeat(101) })).body.errors).toEqual({
      name: ['too_long'],
    });
    expect((await admin.get(`${CALENDAR}/year/1999/days`)).status).toBe(422);
  });

  it('given two admins adding days at once, then each gets its own id', async () => {
    const ids = await Promise.all(['2033-03-01', '2033-03-02', '2034-03-03'].map((date) => add(date)));
    expect(new Set(ids).size).toBe(3);
  });

  it('given a day removed, then 200 with its year, the year no longer lists it; removing it again or an unknown id is 404', async () => {
    const id = await add('2035-06-01', 'Dzień dziecka');
    const keep = await add('2035-06-02', 'Zostaje');
    const removed = await admin.del(`${CALENDAR}/day`, { id });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ year: 2035, message: 'day_removed' });
    expect((await admin.get(`${CALENDAR}/year/2035/days`)).body.map((d: { id: number }) => d.id)).toEqual([keep]);
    expect(await admin.del(`${CALENDAR}/day`, { id })).toMatchObject({ status: 404, body: { code: 'calendar_day_not_found' } });
    expect(await admin.del(`${CALENDAR}/day`, { id: 2_000_000_000 })).toMatchObject({ status: 404 });
    expect((await admin.del(`${CALENDAR}/day`, { id: 'x' })).status).toBe(422);
    // A removed date may be added again.
    await add('2035-06-01', 'Znowu');
  });

  it('given the public holidays of a year added, then the missing ones are added once, keeping a date that was there', async () => {
    await add('2036-01-01', 'Nowy Rok (ręcznie)');
    const first = await admin.post(`${CALENDAR}/holidays/2036`);
    expect(first.status).toBe(200);
    const all = polishPublicHolidays(2036);
    expect(first.body).toEqual({ year: 2036, added: all.length - 1, message: 'holidays_added' });
    const days = (await admin.get(`${CALENDAR}/year/2036/days`)).body as { date: string; name: string }[];
    expect(days.map((d) => d.date)).toEqual(all.map((h) => h.date));
    expect(days[0]!.name).toBe('Nowy Rok (ręcznie)');
    expect(days.find((d) => d.date === '2036-04-14')?.name).toBe('Poniedziałek Wielkanocny');
    expect((await admin.post(`${CALENDAR}/holidays/2036`)).body).toEqual({ year: 2036, added: 0, message: 'holidays_added' });
  });

  describe('the next working day', () => {
    it('given a Friday before Easter Monday (a non-working day), then the Tuesday; days counts working days', async () => {
      await add('2026-04-06', 'Poniedziałek Wielkanocny');
      expect((await worker.get(`${CALENDAR}/next_working_day?date=2026-04-03`)).body).toEqual({
        date: '2026-04-07',
        from: '2026-04-03',
        days: 1,
      });
      expect((await client.get(`${CALENDAR}/next_working_day?date=2026-04-03&days=3`)).body).toEqual({
        date: '2026-04-09',
        from: '2026-04-03',
        days: 3,
      });
      expect((await admin.get(`${CALENDAR}/next_working_day?date=2026-04-04&days=0`)).body.date).toBe('2026-04-07');
    });

    it('given no date, then from today in Warsaw (late evening UTC is already the next day there)', async () => {
      // 2026-04-02 22:30 UTC is Friday 2026-04-03 00:30 in Warsaw (the clock goes back: sessions stay valid).
      clock.shiftMs = Date.parse('2026-04-02T22:30:00Z') - Date.now();
      try {
        expect((await worker.get(`${CALENDAR}/next_working_day`)).body).toEqual({ date: '2026-04-07', from: '2026-04-03', days: 1 });
      } finally {
        clock.shiftMs = 0;
      }
    });

    it('given a wrong date or days, then 422', async () => {
      expect((await admin.get(`${CALENDAR}/next_working_day?date=2026-13-01`)).body.errors).toEqual({ date: ['invalid_value'] });
      expect((await admin.get(`${CALENDAR}/next_working_day?days=-1`)).body.errors).toEqual({ days: ['too_small'] });
      expect((await admin.get(`${CALENDAR}/next_working_day?days=366`)).body.errors).toEqual({ days: ['too_big'] });
    });
  });

  describe('roles', () => {
    const adminOnly: [string, string, unknown?][] = [
      ['GET', `${CALENDAR}/years`],
      ['GET', `${CALENDAR}/year/2031/days`],
      ['POST', `${CALENDAR}/day`, { date: '2038-01-04', name: 'X' }],
      ['DELETE', `${CALENDAR}/day`, { id: 1 }],
      ['POST', `${CALENDAR}/holidays/2038`],
    ];

    it('given a warehouse worker or a client, then the admin calls are 403; anonymous 401; nothing is recorded', async () => {
      for (const [method, path, body] of adminOnly) {
        for (const [who, as, status] of [
          ['worker', worker, 403],
          ['client', client, 403],
          ['anonymous', anonymous, 401],
        ] as const) {
          const call = method === 'GET' ? as.get(path) : method === 'POST' ? as.post(path, body) : as.del(path, body);
          expect((await call).status, `${who} ${method} ${path}`).toBe(status);
        }
      }
      expect((await admin.get(`${CALENDAR}/year/2038/days`)).body).toEqual([]);
    });

    it('given anyone logged in, then the next working day; anonymous 401', async () => {
      for (const as of [admin, worker, client]) expect((await as.get(`${CALENDAR}/next_working_day?date=2026-04-06`)).status).toBe(200);
      expect((await anonymous.get(`${CALENDAR}/next_working_day`)).status).toBe(401);
    });
  });
});
