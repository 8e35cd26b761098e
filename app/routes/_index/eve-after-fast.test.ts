// @vitest-environment jsdom
/**
 * The protocol's own path: Jejum I to its goal (20:00 on day 6), the Final's check on day 9 says go. The
 * way out of Jejum I is guarded to day 9, and the Final starts that evening: the start is the action of
 * the moment, and the way out stays on Hoje below it.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkAnswers as answers, eveCheckThenJejumI, freshStorageAt, local, post } from '@test-utils';
import { clientAction } from './route';

beforeAll(() => import('./today-screen'), 60_000);
const photos = await vi.hoisted(async () => (await import('@test-utils')).memoryPhotoStore());
vi.mock('~/storage/photos', () => photos);
const { loadTodayScreen } = await import('./loader');
const { loadProfile } = await import('~/storage/profile');
const clockAt = (d: Date) => vi.setSystemTime(d);
const hoje = () => loadTodayScreen(loadProfile(), new Date()).today;

freshStorageAt();
beforeEach(() => photos.reset());

describe('on the Final’s eve after Jejum I', () => {
  it('day 9, the check says go: the start is the action of the moment, the way out of Jejum I still on Hoje', async () => {
    await eveCheckThenJejumI(clientAction); // start date 20/11: Jejum I 22/11 20:00 to 25/11 20:00; day 9 is 28/11
    clockAt(local(28, 18));
    expect(await post(clientAction, { intent: 'pre-fast-check', ...answers() })).toMatchObject({
      ok: true,
      preFast: { stop: false },
    });
    const today = hoje();
    expect(today.fasting).toMatchObject({ kind: 'ready', block: 'jejum-final', eve: true });
    expect(today.action).toBe('start');
    expect(today.refeed).toMatchObject({ block: 'jejum-1' });
    // The Final starts at 20:00, 72 h after Jejum I ended.
    clockAt(local(28, 20, 5));
    expect(await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-28T20:00' })).toMatchObject({
      ok: true,
    });
    expect(hoje().fasting).toMatchObject({ kind: 'fast' });
  });
});
