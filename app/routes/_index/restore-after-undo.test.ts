// @vitest-environment jsdom
/**
 * A backup made between "Encerrar" and "Desfazer" holds the fast as ended at the mistaken end. Restored
 * while the fast ran on (or after it ended later here), the fast she did is the one counted: the record,
 * the clock and the log take the later end, so the gap, the rest and the way out follow it.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANA,
  checkAnswers as answers,
  eveCheckThenJejumI,
  freshStorageAt,
  iso,
  local,
  post,
  seed,
  stored,
} from '@test-utils';
import { clientAction as perfilAction } from '../perfil/route';
import { clientAction } from './route';

beforeAll(() => import('./today-screen'), 60_000);

const photos = await vi.hoisted(async () => (await import('@test-utils')).memoryPhotoStore());
vi.mock('~/storage/photos', () => photos);

const { createBackup, restoreBackup } = await import('~/storage/backup');
const { loadTodayScreen } = await import('./loader');
const { loadProfile } = await import('~/storage/profile');

const clockAt = (d: Date) => vi.setSystemTime(d);
const hoje = () => loadTodayScreen(loadProfile(), new Date()).today;
const restore = async (text: string) => (await restoreBackup(text, { now: new Date(), decodes: async () => true })).ok;

freshStorageAt();
beforeEach(() => photos.reset());

/** Jejum I from 22/11 20:00; "Encerrar" by mistake at 08:00 on 23/11 (12 h); a backup; "Desfazer"; the goal reached. */
async function mistakenEndBackedUpThenUndone(): Promise<string> {
  await eveCheckThenJejumI(clientAction); // start date 20/11: Jejum I 22/11 (eve) – 25/11
  clockAt(local(23, 8));
  expect(await post(clientAction, { intent: 'fast-end' })).toMatchObject({ ok: true });
  clockAt(local(23, 8, 3));
  const { text } = await createBackup({ now: new Date(), appVersion: '1.0.0' });
  clockAt(local(23, 8, 5));
  expect(await post(clientAction, { intent: 'fast-undo' })).toMatchObject({ ok: true });
  expect(stored('m15-fasting')).toMatchObject({ endedAt: '' });
  return text;
}

describe('a backup made between "Encerrar" and "Desfazer", restored later', () => {
  it('an hour before the 72 h goal: the fast ends at the restore, 71 h, and day 7 has its way out', async () => {
    const text = await mistakenEndBackedUpThenUndone();
    // She fasted on; at 19:00 on 25/11 (71 h, still running) she restores that backup.
    clockAt(local(25, 19));
    expect(await restore(text)).toBe(true);
    // The record, the clock and the log hold the fast as ended at the restore, not at 08:00 on 23/11.
    expect(stored('m15-fast-record')).toEqual([
      expect.objectContaining({ startedAt: iso(local(22, 20)), endedAt: iso(local(25, 19)) }),
    ]);
    expect(stored('m15-fasting')).toMatchObject({ endedAt: iso(local(25, 19)) });
    expect(stored('m15-fast-log')).toEqual([
      expect.objectContaining({ startedAt: iso(local(22, 20)), endedAt: iso(local(25, 19)), outcome: 'early' }),
    ]);
    // Day 7, 14 h after a 71 h fast: the way out of it on Hoje.
    clockAt(local(26, 9));
    expect(hoje().refeed).toMatchObject({ block: 'jejum-1' });
  });

  it('then the start date moved to the Final: a start an hour after Jejum I really ended is refused', async () => {
    const text = await mistakenEndBackedUpThenUndone();
    clockAt(local(25, 19)); // 71 h into Jejum I, still running
    expect(await restore(text)).toBe(true);
    clockAt(local(26, 9)); // day 7, 14 h after she last fasted
    // Perfil: start date 17/11, so today (26/11) is day 10 of the Jejum Final; its eve was 25/11.
    expect(await post(perfilAction, { intent: 'save', ...ANA, startDate: '2026-11-17' })).toMatchObject({ ok: true });
    clockAt(local(26, 9, 5));
    await post(clientAction, { intent: 'pre-fast-check', ...answers() });
    expect(hoje().fasting).not.toMatchObject({ kind: 'ready' });
    expect(await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-25T20:00' })).toMatchObject({
      ok: false,
    });
    expect(stored('m15-fasting')).toMatchObject({ startedAt: iso(local(22, 20)), endedAt: iso(local(25, 19)) });
  });

  it('the Final: mistaken end at 20 h, backup, "Desfazer", restored at 130 h: day 16 has the way out, and no new fast starts', async () => {
    // Start date 14/11: the Final's eve is 22/11 (day 9), its days 23/11–28/11; day 16 is 29/11.
    clockAt(local(22, 18));
    seed({ 'm15-profile': { ...ANA, startDate: '2026-11-14' } });
    expect(await post(clientAction, { intent: 'pre-fast-check', ...answers() })).toMatchObject({ ok: true });
    clockAt(local(22, 20, 5));
    expect(await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-22T20:00' })).toMatchObject({
      ok: true,
    });
    clockAt(local(23, 16)); // 20 h: "Encerrar" by mistake
    expect(await post(clientAction, { intent: 'fast-end' })).toMatchObject({ ok: true });
    clockAt(local(23, 16, 3));
    const { text } = await createBackup({ now: new Date(), appVersion: '1.0.0' });
    clockAt(local(23, 16, 5));
    expect(await post(clientAction, { intent: 'fast-undo' })).toMatchObject({ ok: true });
    // Day 15, 06:00: 130 h into the Final, still running; she restores that backup.
    clockAt(local(28, 6));
    expect(await restore(text)).toBe(true);
    // The record says a 130 h fast, ended at the restore.
    expect(stored('m15-fast-record')).toEqual([
      expect.objectContaining({ startedAt: iso(local(22, 20)), endedAt: iso(local(28, 6)) }),
    ]);
    // Day 16, 27 h after 130 h without food: the way out of the Final on Hoje.
    clockAt(local(29, 9));
    expect(hoje().refeed).toMatchObject({ block: 'jejum-final' });
    // The start date moved so today is day 4: Jejum I does not start (the rest after a long fast holds).
    expect(await post(perfilAction, { intent: 'save', ...ANA, startDate: '2026-11-26' })).toMatchObject({ ok: true });
    await post(clientAction, { intent: 'pre-fast-check', ...answers() });
    expect(await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-29T09:00' })).toMatchObject({
      ok: false,
    });
    expect(stored('m15-fasting')).toMatchObject({ startedAt: iso(local(22, 20)), endedAt: iso(local(28, 6)) });
  });

  it('ended again later (60 h) before the restore: the record, the clock and the log all say 60 h, and day 7 has its way out', async () => {
    const text = await mistakenEndBackedUpThenUndone();
    clockAt(local(25, 8)); // 60 h: she ends Jejum I early, for real
    expect(await post(clientAction, { intent: 'fast-end' })).toMatchObject({ ok: true });
    clockAt(local(25, 9));
    expect(await restore(text)).toBe(true);
    expect(stored('m15-fast-record')).toEqual([expect.objectContaining({ endedAt: iso(local(25, 8)) })]);
    expect(stored('m15-fasting')).toMatchObject({ endedAt: iso(local(25, 8)) });
    expect(stored('m15-fast-log')).toEqual([expect.objectContaining({ endedAt: iso(local(25, 8)) })]);
    clockAt(local(26, 9)); // day 7, a day after a 60 h fast
    expect(hoje().refeed).toMatchObject({ block: 'jejum-1' });
  });
});

describe('the same days without the restore', () => {
  it('Jejum I to its goal after "Desfazer": day 7 has the way out, and the Final is refused at 20:00 on 25/11', async () => {
    await mistakenEndBackedUpThenUndone();
    clockAt(local(26, 9));
    expect(hoje().refeed).toMatchObject({ block: 'jejum-1' });
    expect(await post(perfilAction, { intent: 'save', ...ANA, startDate: '2026-11-17' })).toMatchObject({ ok: true });
    expect(await post(clientAction, { intent: 'pre-fast-check', ...answers() })).toMatchObject({ ok: true });
    expect(await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-25T20:00' })).toMatchObject({
      ok: false,
    });
  });

  it('ended early at 60 h: day 7 has the way out', async () => {
    await mistakenEndBackedUpThenUndone();
    clockAt(local(25, 8));
    expect(await post(clientAction, { intent: 'fast-end' })).toMatchObject({ ok: true });
    clockAt(local(26, 9));
    expect(hoje().refeed).toMatchObject({ block: 'jejum-1' });
  });
});

/** The other storage of the same iPhone (Safari / the home-screen app): swap localStorage's contents. */
function switchStore(to: Record<string, string>): Record<string, string> {
  const left: Record<string, string> = {};
  for (let i = 0; i < localStorage.length; i++) {
    const k = localStorage.key(i)!;
    left[k] = localStorage.getItem(k)!;
  }
  localStorage.clear();
  for (const [k, v] of Object.entries(to)) localStorage.setItem(k, v);
  return left;
}

describe('a fast the file holds as running, restored where a tab ended it earlier', () => {
  it('Safari ends at 2 h what the home-screen app fasted to 50 h: restored in Safari, the fast counts 50 h', async () => {
    const backup = async () => (await createBackup({ now: new Date(), appVersion: '1.0.0' })).text;
    // Safari: the eve's check, Jejum I from 20:00 on 22/11, a backup at 20:30 to move to the home-screen app.
    await eveCheckThenJejumI(clientAction);
    clockAt(local(22, 20, 30));
    const toApp = await backup();
    // The home-screen app: that backup restored; the fast runs on there.
    clockAt(local(22, 20, 35));
    const safari = switchStore({});
    expect(await restore(toApp)).toBe(true);
    // Safari's tab, still open: "Encerrar" at 22:00 (2 h).
    const app = switchStore(safari);
    clockAt(local(22, 22));
    expect(await post(clientAction, { intent: 'fast-end' })).toMatchObject({ ok: true });
    // The app: the fast runs on to 50 h; a backup then, the fast still running in it.
    const safariAfter = switchStore(app);
    clockAt(local(24, 22));
    const fromApp = await backup();
    // Back in Safari, that backup restored: the fast ran to 24/11 22:00 at least.
    switchStore(safariAfter);
    clockAt(local(24, 22, 5));
    expect(await restore(fromApp)).toBe(true);
    const fiftyHours = iso(local(24, 22));
    expect(stored('m15-fast-record')[0]).toMatchObject({ endedAt: fiftyHours });
    expect(stored('m15-fasting')).toMatchObject({ endedAt: fiftyHours });
    expect(stored('m15-fast-log')[0]).toMatchObject({ endedAt: fiftyHours, outcome: 'early' });
    // Day 7: the way out of a 50 h fast.
    clockAt(local(26, 9));
    expect(hoje().refeed).toMatchObject({ block: 'jejum-1' });
    // The start date moved to the Final right after the restore: no start inside the gap.
    clockAt(local(24, 22, 10));
    expect(await post(perfilAction, { intent: 'save', ...ANA, startDate: '2026-11-15' })).toMatchObject({ ok: true });
    await post(clientAction, { intent: 'pre-fast-check', ...answers() });
    expect(await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-24T22:10' })).toMatchObject({
      ok: false,
    });
  });
});
