// @vitest-environment jsdom
/**
 * PROBE (sixth review). Passes while the defect is there: it asserts the bad outcome.
 *
 * The protocol's own path: Jejum I to its goal (20:00 on day 6), the Final's check on day 9 says go.
 * Hoje's day is then `ready` (the clock's start), but `nowAction` puts the way out of Jejum I first
 * (`refeed` wins over `start`: the way out after Jejum I is guarded to day 9), and NowCard renders
 * FastStart only for the 'start' action: on the Final's eve, the check's go is followed by no
 * "Comecei o jejum", only the steps to eat again.
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

describe('PROBE: on the Final’s eve after Jejum I, a go offers no start', () => {
  it('day 9, the check says go: the day is ready, but the action of the moment is the way out of Jejum I', async () => {
    await eveCheckThenJejumI(clientAction); // start date 20/11: Jejum I 22/11 20:00 to 25/11 20:00; day 9 is 28/11
    clockAt(local(28, 18));
    expect(await post(clientAction, { intent: 'pre-fast-check', ...answers() })).toMatchObject({
      ok: true,
      preFast: { stop: false },
    });
    const today = hoje();
    expect(today.fasting).toMatchObject({ kind: 'ready', block: 'jejum-final', eve: true });
    // BAD: NowCard shows FastStart only for 'start'; nothing else on Hoje renders it.
    expect(today.action).toBe('refeed');
    expect(today.refeed).toMatchObject({ block: 'jejum-1' });
  });
});
