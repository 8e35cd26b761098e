// @vitest-environment jsdom
/**
 * A fast ended while the phone's clock stands behind its start is kept as
 * ending at its start (0 h on her screen), but the gate cannot know how long
 * it ran: it reads it to its plan, so no fast starts inside the rest after it
 * (hazard log H40).
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkAnswers as answers, post, seed, stored } from '@test-utils';
import { clientAction as perfilAction } from '../perfil/route';
import { clientAction } from './route';

beforeAll(() => import('./today-screen'), 60_000);
const photos = await vi.hoisted(async () => (await import('@test-utils')).memoryPhotoStore());
vi.mock('~/storage/photos', () => photos);

const local = (d: number, h: number, min = 0) => new Date(2026, 10, d, h, min);
const iso = (d: Date) => d.toISOString();
const ANA = { name: 'Ana', initialWeight: '82', height: '165', waterGoal: '2.9' };
const clockAt = (d: Date) => vi.setSystemTime(d);

beforeEach(() => {
  localStorage.clear();
  photos.reset();
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ending a fast with the clock behind its start', () => {
  it('a Jejum I ended 50 h in with the clock set back two days: the Final cannot start at once', async () => {
    clockAt(local(22, 18));
    seed({ 'm15-profile': { ...ANA, startDate: '2026-11-20' } });
    expect(await post(clientAction, { intent: 'pre-fast-check', ...answers() })).toMatchObject({ ok: true });
    clockAt(local(22, 20, 5));
    expect(await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-22T20:00' })).toMatchObject({
      ok: true,
    });
    // 50 h in (24/11 22:00), the phone's clock is set back to 22/11 19:00, and she ends the fast.
    clockAt(local(22, 19));
    expect(await post(clientAction, { intent: 'fast-end' })).toMatchObject({ ok: true });
    // What she sees is kept as it was: the end at the start.
    expect(stored('m15-fast-record')[0]).toMatchObject({ endedAt: iso(local(22, 20)) });
    // The clock put right; the start date moved so today reads day 10; the Final's check says go.
    clockAt(local(24, 22));
    expect(await post(perfilAction, { intent: 'save', ...ANA, startDate: '2026-11-15' })).toMatchObject({ ok: true });
    expect(await post(clientAction, { intent: 'pre-fast-check', ...answers() })).toMatchObject({
      ok: true,
      preFast: { block: 'jejum-final', stop: false },
    });
    // The Final is refused: the fast she ended may have run to its plan (25/11 20:00), and the rest follows it.
    expect(await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-24T22:00' })).toMatchObject({
      ok: false,
    });
    expect(stored('m15-fasting')).toMatchObject({ startedAt: iso(local(22, 20)) });
  });
});
