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
