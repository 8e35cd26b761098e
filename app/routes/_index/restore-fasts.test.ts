// @vitest-environment jsdom
/**
 * A restore brings back the file's clock, but never a fast the phone would
 * not let run: a fast running in the file ends at the restore while a stop
 * holds (a "sim" answered in another storage, or kept through "Apagar tudo"),
 * a short early end still uses up its block, a fast of a version-2 file
 * keeps the plan the file's start date gave it, a fast this phone ended after
 * the file's began ends the file's too, and an end a restore wrote is not
 * undone by "Desfazer" (domain/fasting-day.ts `mayResume`).
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
  storeProfileStartingOn as profileFrom,
} from '@test-utils';
import { clientAction as dataAction } from '../dados/route';
import { clientAction as perfilAction } from '../perfil/route';
import { clientAction } from './route';

beforeAll(() => import('./today-screen'), 60_000);

const photos = await vi.hoisted(async () => (await import('@test-utils')).memoryPhotoStore());
vi.mock('~/storage/photos', () => photos);

const { createBackup, restoreBackup } = await import('~/storage/backup');
const { loadTodayScreen } = await import('./loader');
const { loadProfile } = await import('~/storage/profile');
const { fastGate } = await import('~/domain/fast-gate');

const HOUR = 3_600_000;
const START = '2026-11-20'; // Jejum I: eve 22/11, days 23–25/11
const clockAt = (d: Date) => vi.setSystemTime(d);
const hoje = () => loadTodayScreen(loadProfile(), new Date()).today;
const restore = async (text: string) => (await restoreBackup(text, { now: new Date(), decodes: async () => true })).ok;

freshStorageAt();
beforeEach(() => photos.reset());

/** A go on the eve and a fast from 20:00 of the eve, as Hoje offers them; the backup made at `backupAt`. */
async function fastRunningThenBackup(backupAt: Date): Promise<string> {
  await eveCheckThenJejumI(clientAction, local(22, 20, 30));
  clockAt(backupAt);
  return (await createBackup({ now: backupAt, appVersion: '1.0.0' })).text;
}

describe('a restore ends a running fast of the file while a stop holds', () => {
  it('another storage (Safari, then the home-screen app): an absolute "sim" in the app, then the Safari backup', async () => {
    const text = await fastRunningThenBackup(local(23, 8));
    // The home-screen app keeps its own storage: she sets it up and, on day 4, answers "sim" to pregnancy.
    localStorage.clear();
    clockAt(local(23, 9));
    profileFrom(START);
    expect(await post(clientAction, { intent: 'pre-fast-check', ...answers('pregnant') })).toMatchObject({
      ok: true,
      preFast: { stop: true },
    });
    clockAt(local(23, 10));
    expect(await restore(text)).toBe(true);
    // The stop is kept, and the fast of the file ends at the restore.
    expect(stored('m15-safety-checks')['jejum-1']).toMatchObject({ outcome: 'stop', absolute: true });
    expect(stored('m15-fasting')).toMatchObject({ startedAt: iso(local(22, 20)), endedAt: iso(local(23, 10)) });
    expect(stored('m15-fast-record')).toEqual([expect.objectContaining({ endedAt: iso(local(23, 10)) })]);
    expect(hoje().fasting).toMatchObject({ kind: 'stopped', block: 'jejum-1', running: null });
    // The start date moved so today reads day 7: the stop still shows, and no fast runs.
    expect(await post(perfilAction, { intent: 'save', ...ANA, startDate: '2026-11-17' })).toMatchObject({ ok: true });
    expect(hoje().fasting).toBeNull();
    clockAt(local(24, 20));
    expect(hoje().fasting).toBeNull();
    expect(stored('m15-fasting')).toMatchObject({ endedAt: iso(local(23, 10)) });
  });

  it('the same phone: a "sim" from a stale tab ends an 11 h fast, "Apagar tudo", then the morning backup', async () => {
    const text = await fastRunningThenBackup(local(23, 6));
    clockAt(local(23, 7));
    expect(await post(clientAction, { intent: 'pre-fast-check', ...answers('illOrSurgery') })).toMatchObject({
      ok: true,
      preFast: { stop: true },
    });
    expect(stored('m15-fasting')).toMatchObject({ endedAt: iso(local(23, 7)) });
    // "Apagar tudo": the stop is kept, and so is the 11 h fast in the record of fasts.
    clockAt(local(23, 7, 5));
    expect(await post(dataAction, { intent: 'erase-all' })).toMatchObject({ ok: true });
    expect(stored('m15-safety-checks')['jejum-1']).toMatchObject({ outcome: 'stop' });
    expect(stored('m15-fast-record')).toEqual([expect.objectContaining({ endedAt: iso(local(23, 7)) })]);
    // She sets the profile up again and restores the morning's backup: the fast stays ended where the "sim" ended it.
    clockAt(local(23, 7, 10));
    profileFrom(START);
    expect(await restore(text)).toBe(true);
    expect(stored('m15-safety-checks')['jejum-1']).toMatchObject({ outcome: 'stop' });
    expect(stored('m15-fasting')).toMatchObject({ startedAt: iso(local(22, 20)), endedAt: iso(local(23, 7)) });
    expect(hoje().fasting).toMatchObject({ kind: 'stopped', running: null });
  });
});

describe('a short early end uses up its block through a restore', () => {
  it('check on the eve, backup, fast from 20:00, ended at 07:00, the evening backup restored: no second fast', async () => {
    clockAt(local(22, 18));
    profileFrom(START);
    expect(await post(clientAction, { intent: 'pre-fast-check', ...answers() })).toMatchObject({ ok: true });
    const { text } = await createBackup({ now: local(22, 18, 5), appVersion: '1.0.0' });
    clockAt(local(22, 20, 5));
    expect(await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-22T20:00' })).toMatchObject({
      ok: true,
    });
    clockAt(local(23, 7));
    expect(await post(clientAction, { intent: 'fast-end' })).toMatchObject({ ok: true }); // 11 h, early
    expect(await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-23T07:00' })).toEqual({ ok: false });
    clockAt(local(23, 7, 10));
    expect(await restore(text)).toBe(true);
    // The record keeps the 11 h fast: one fast per block, whatever the clock says.
    expect(stored('m15-fast-record')).toEqual([
      expect.objectContaining({ startedAt: iso(local(22, 20)), endedAt: iso(local(23, 7)) }),
    ]);
    clockAt(local(23, 7, 15));
    expect(await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-23T07:15' })).toEqual({ ok: false });
    expect(stored('m15-fasting')).toBeNull();
    expect(hoje().fasting).toMatchObject({ kind: 'fast', fast: { endedAt: iso(local(23, 7)) } });
  });
});

describe('a fast restored from a version-2 file keeps the plan of the file’s start date', () => {
  it('Jejum I restored from a v2 file, then the start date moved and the Final’s check answered: still 72 h', async () => {
    clockAt(local(23, 9));
    seed({
      'm15-profile': { ...ANA, startDate: START },
      'm15-safety-checks': { 'jejum-1': { at: iso(local(22, 18)), outcome: 'go' } },
      'm15-fasting': { startedAt: iso(local(22, 20)), endedAt: '' },
    });
    const file = JSON.parse((await createBackup({ now: new Date(), appVersion: '0.9.0' })).text);
    file.version = 2;
    localStorage.clear();
    profileFrom(START);
    expect(await restore(JSON.stringify(file))).toBe(true);
    expect(stored('m15-fasting')).toEqual({
      startedAt: iso(local(22, 20)),
      endedAt: '',
      block: 'jejum-1',
      plannedEndAt: iso(local(25, 20)),
    });
    const plan = () => {
      const f = hoje().fasting;
      const fast = f?.kind === 'fast' ? f.fast : f?.kind === 'check' || f?.kind === 'stopped' ? f.running : null;
      return fast ? fast.plan : null;
    };
    expect(plan()).toMatchObject({ block: 'jejum-1', plannedMs: 72 * HOUR });
    // Perfil: start date 14/11, so the fast's start (22/11 20:00) is the Final's eve and today (23/11) day 10.
    clockAt(local(23, 10));
    expect(await post(perfilAction, { intent: 'save', ...ANA, startDate: '2026-11-14' })).toMatchObject({ ok: true });
    expect(await post(clientAction, { intent: 'pre-fast-check', ...answers() })).toMatchObject({ ok: true });
    expect(plan()).toMatchObject({ block: 'jejum-1', plannedMs: 72 * HOUR });
    // Two days past Jejum I's end (day 14 of the moved dates): it ended there, and the gap follows it.
    clockAt(local(27, 20));
    expect(hoje().fasting).toMatchObject({ kind: 'gated', block: 'jejum-final', lastEndedAt: iso(local(25, 20)) });
  });
});

describe('Desfazer after an end a restore wrote', () => {
  it('Safari’s Final from 25/11 08:00, ended by the restore (the app ended a 38 h fast at 10:00 on 24/11): no Desfazer, and a posted one is refused', async () => {
    // Safari (its own storage, which never saw the app's fast): start date 16/11, so 25/11 is day 10.
    clockAt(local(25, 8));
    profileFrom('2026-11-16');
    expect(await post(clientAction, { intent: 'pre-fast-check', ...answers() })).toMatchObject({ ok: true });
    expect(await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-25T08:00' })).toMatchObject({
      ok: true,
    });
    const { text } = await createBackup({ now: local(25, 8, 30), appVersion: '1.0.0' });
    // The home-screen app: Jejum I from 22/11 20:00 ended early at 10:00 on 24/11 (38 h).
    localStorage.clear();
    seed({
      'm15-profile': { ...ANA, startDate: '2026-11-20' },
      'm15-fasting': {
        startedAt: iso(local(22, 20)),
        endedAt: iso(local(24, 10)),
        block: 'jejum-1',
        plannedEndAt: iso(local(25, 20)),
      },
      'm15-fast-record': [
        { startedAt: iso(local(22, 20)), plannedEndAt: iso(local(25, 20)), endedAt: iso(local(24, 10)) },
      ],
    });
    clockAt(local(25, 9));
    expect(await restore(text)).toBe(true);
    // The restore does end Safari's fast: the gap after the 38 h fast refused it.
    expect(stored('m15-fasting')).toMatchObject({ startedAt: iso(local(25, 8)), endedAt: iso(local(25, 9)) });
    // Hoje offers no "Desfazer" on it, and a post of one (a stale tab) resumes nothing: 23 h after a 38 h fast.
    clockAt(local(25, 9, 5));
    expect(hoje().fasting).not.toMatchObject({ fast: { canUndo: true } });
    expect(await post(clientAction, { intent: 'fast-undo' })).toMatchObject({ ok: false });
    expect(stored('m15-fasting')).toMatchObject({ startedAt: iso(local(25, 8)), endedAt: iso(local(25, 9)) });
    const prior = { startedAt: iso(local(22, 20)), plannedEndAt: iso(local(25, 20)), endedAt: iso(local(24, 10)) };
    expect(fastGate([prior], local(25, 8))).toMatchObject({ open: false, reason: 'gap' });
  });

  it('the same end under an absolute "sim" (this file’s first case): a posted fast-undo is refused', async () => {
    // Safari: a fast from 20:00 on the eve, backed up at 08:00.
    await eveCheckThenJejumI(clientAction, local(22, 20, 30));
    const { text } = await createBackup({ now: local(23, 8), appVersion: '1.0.0' });
    // The app: "sim" to pregnancy at 09:00; Safari's backup restored at 10:00 ends the fast there.
    localStorage.clear();
    clockAt(local(23, 9));
    profileFrom(START);
    expect(await post(clientAction, { intent: 'pre-fast-check', ...answers('pregnant') })).toMatchObject({
      preFast: { stop: true },
    });
    clockAt(local(23, 10));
    expect(await restore(text)).toBe(true);
    expect(stored('m15-fasting')).toMatchObject({ endedAt: iso(local(23, 10)) });
    // No button shows "Desfazer" here; a stale or crafted post of one is refused: the fast stays ended.
    clockAt(local(23, 10, 5));
    expect(await post(clientAction, { intent: 'fast-undo' })).toMatchObject({ ok: false });
    expect(stored('m15-fasting')).toMatchObject({ startedAt: iso(local(22, 20)), endedAt: iso(local(23, 10)) });
    expect(stored('m15-safety-checks')['jejum-1']).toMatchObject({ outcome: 'stop', absolute: true });
  });
});

describe('a restore and a fast this phone ended early', () => {
  it('Safari runs a fast from 20:00; the app ended its own early after 24 h; Safari’s backup restored: no fast runs again', async () => {
    // Safari: the check on the eve, a fast from 20:00, a backup in the morning.
    await eveCheckThenJejumI(clientAction);
    const { text } = await createBackup({ now: local(23, 6), appVersion: '1.0.0' });
    // The home-screen app (its own storage): the check, a fast from 21:00, ended early after 24 h.
    localStorage.clear();
    clockAt(local(22, 21));
    profileFrom(START);
    expect(await post(clientAction, { intent: 'pre-fast-check', ...answers() })).toMatchObject({ ok: true });
    expect(await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-22T21:00' })).toMatchObject({
      ok: true,
    });
    // 24 h in, she ends it early: 60 h of eating must follow.
    clockAt(local(23, 21));
    expect(await post(clientAction, { intent: 'fast-end' })).toMatchObject({ ok: true });
    expect(hoje().eating).toBe(true);
    // An hour later she restores Safari's backup in the app.
    clockAt(local(23, 22));
    expect(await restore(text)).toBe(true);
    // Safari's fast ends where the app's did (she ate then): one way out of a fast, no clock.
    expect(stored('m15-fasting')).toMatchObject({ startedAt: iso(local(22, 20)), endedAt: iso(local(23, 21)) });
    expect(stored('m15-fast-record')).toHaveLength(2);
    expect(hoje().fasting).not.toMatchObject({ fast: { endedAt: null } });
    expect(hoje().eating).toBe(true);
    // And the rest after those 24 h still holds two days later: no start.
    clockAt(local(25, 10));
    expect(hoje().fasting).not.toMatchObject({ fast: { endedAt: null } });
    expect(await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-25T10:00' })).toMatchObject({
      ok: false,
    });
  });
});

// A backup made between "Encerrar" and "Desfazer", or a fast the file holds as running where this phone ended it
// earlier: of two ends of one fast the later is kept, in the record, the clock and the log (H41, H44).
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
