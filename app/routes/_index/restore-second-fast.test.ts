// @vitest-environment jsdom
/**
 * A running fast in a backup from another storage (Safari, the home-screen
 * app) does not run again beside a fast this phone ended after it began: she
 * ate then, so the restored fast ends then too, and the rest after it holds.
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

describe('a restore and a fast this phone ended early', () => {
  it('Safari runs a fast from 20:00; the app ended its own early after 24 h; Safari’s backup restored: no fast runs again', async () => {
    // Safari: the check on the eve, a fast from 20:00, a backup in the morning.
    clockAt(local(22, 18));
    seed({ 'm15-profile': { ...ANA, startDate: '2026-11-20' } });
    expect(await post(clientAction, { intent: 'pre-fast-check', ...answers() })).toMatchObject({ ok: true });
    clockAt(local(22, 20, 5));
    expect(await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-22T20:00' })).toMatchObject({
      ok: true,
    });
    const { text } = await createBackup({ now: local(23, 6), appVersion: '1.0.0' });
    // The home-screen app (its own storage): the check, a fast from 21:00, ended early after 24 h.
    localStorage.clear();
    clockAt(local(22, 21));
    seed({ 'm15-profile': { ...ANA, startDate: '2026-11-20' } });
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
