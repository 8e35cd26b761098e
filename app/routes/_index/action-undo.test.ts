// @vitest-environment jsdom
/**
 * "Desfazer" runs an ended fast again only where a new start would be allowed
 * (domain/fasting-day.ts `mayResume`): never under a stop that holds, even one
 * stamped by a clock set back before the end, and never when the other fasts on
 * record would not have let it begin (an end a restore wrote because the rest
 * after another fast refused it). Both the button (Hoje's view) and the action.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkAnswers as answers, post, seed, stored } from '@test-utils';
import { clientAction } from './route';

beforeAll(() => import('./today-screen'), 60_000);
const photos = await vi.hoisted(async () => (await import('@test-utils')).memoryPhotoStore());
vi.mock('~/storage/photos', () => photos);
const { createBackup, restoreBackup } = await import('~/storage/backup');
const { loadTodayScreen } = await import('./loader');
const { loadProfile } = await import('~/storage/profile');
const { fastGate } = await import('~/domain/fast-gate');

const local = (d: number, h: number, min = 0) => new Date(2026, 10, d, h, min);
const iso = (d: Date) => d.toISOString();
const ANA = { name: 'Ana', initialWeight: '82', height: '165', waterGoal: '2.9' };
const clockAt = (d: Date) => vi.setSystemTime(d);
const hoje = () => loadTodayScreen(loadProfile(), new Date()).today;
const restore = async (text: string) => (await restoreBackup(text, { now: new Date(), decodes: async () => true })).ok;

beforeEach(() => {
  localStorage.clear();
  photos.reset();
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Desfazer after an end a restore wrote', () => {
  it('Safari’s Final from 25/11 08:00, ended by the restore (the app ended a 38 h fast at 10:00 on 24/11): no Desfazer, and a posted one is refused', async () => {
    // Safari (its own storage, which never saw the app's fast): start date 16/11, so 25/11 is day 10.
    clockAt(local(25, 8));
    seed({ 'm15-profile': { ...ANA, startDate: '2026-11-16' } });
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

  it('the same end under an absolute "sim" (restore-fasts.test.ts’s first case): a posted fast-undo is refused', async () => {
    // Safari: a fast from 20:00 on the eve, backed up at 08:00.
    clockAt(local(22, 18));
    seed({ 'm15-profile': { ...ANA, startDate: '2026-11-20' } });
    expect(await post(clientAction, { intent: 'pre-fast-check', ...answers() })).toMatchObject({ ok: true });
    clockAt(local(22, 20, 30));
    expect(await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-22T20:00' })).toMatchObject({
      ok: true,
    });
    const { text } = await createBackup({ now: local(23, 8), appVersion: '1.0.0' });
    // The app: "sim" to pregnancy at 09:00; Safari's backup restored at 10:00 ends the fast there.
    localStorage.clear();
    clockAt(local(23, 9));
    seed({ 'm15-profile': { ...ANA, startDate: '2026-11-20' } });
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

describe('Desfazer after a stop answered under a clock set back', () => {
  it('an absolute "sim" answered at 09:50 (the clock set back) keeps a fast ended at 10:00 ended', async () => {
    clockAt(local(22, 18));
    seed({ 'm15-profile': { ...ANA, startDate: '2026-11-20' } });
    // Tab B: opened on the eve, still shows the check form (mark 'none').
    expect(await post(clientAction, { intent: 'pre-fast-check', ...answers() })).toMatchObject({ ok: true });
    clockAt(local(22, 20, 5));
    expect(await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-22T20:00' })).toMatchObject({
      ok: true,
    });
    // Tab A, day 4 at 10:00: "Encerrar o jejum"; Tab A now shows "Desfazer".
    clockAt(local(23, 10));
    expect(await post(clientAction, { intent: 'fast-end' })).toMatchObject({ ok: true });
    // The phone's clock is set back 10 minutes; in tab B she answers "sim" (pregnant: an absolute stop).
    clockAt(local(23, 9, 50));
    expect(
      await post(clientAction, { intent: 'pre-fast-check', shownCheck: 'none', ...answers('pregnant') }),
    ).toMatchObject({ ok: true, preFast: { stop: true } });
    expect(stored('m15-safety-checks')['jejum-1']).toMatchObject({ outcome: 'stop', absolute: true });
    // The clock is right again; tab A still shows "Desfazer" and she taps it.
    clockAt(local(23, 10, 5));
    expect(hoje().fasting).not.toMatchObject({ fast: { canUndo: true } });
    expect(await post(clientAction, { intent: 'fast-undo' })).toMatchObject({ ok: false });
    expect(stored('m15-fasting')).toMatchObject({ startedAt: iso(local(22, 20)), endedAt: iso(local(23, 10)) });
    expect(hoje().fasting).toMatchObject({ kind: 'stopped' });
    expect(hoje().fasting).not.toMatchObject({ running: { endedAt: null } });
  });
});
