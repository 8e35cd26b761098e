// @vitest-environment jsdom
/**
 * "Encerrar o jejum" with the phone's clock set back to a moment after the start: the end is never earlier
 * than what the app itself proves (a bottle ticked on a later day), so the gap and the rest follow the fast
 * she did, not the two hours the clock claimed.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANA, checkAnswers as answers, eveCheckThenJejumI, freshStorageAt, local, post, stored } from '@test-utils';
import { clientAction as perfilAction } from '../perfil/route';
import { clientAction } from './route';

beforeAll(() => import('./today-screen'), 60_000);
const photos = await vi.hoisted(async () => (await import('@test-utils')).memoryPhotoStore());
vi.mock('~/storage/photos', () => photos);
const { loadTodayScreen } = await import('./loader');
const { loadProfile } = await import('~/storage/profile');

const hoje = () => loadTodayScreen(loadProfile(), new Date()).today;

freshStorageAt();
beforeEach(() => photos.reset());

describe('a clock set back before "Encerrar"', () => {
  it('bottles ticked on days 4 and 5, the clock set back to 2 h after the start: the end is day 5, and the Final waits', async () => {
    await eveCheckThenJejumI(clientAction); // Jejum I from 20:00 on 22/11
    for (const d of [23, 24]) {
      vi.setSystemTime(local(d, 10));
      expect(await post(clientAction, { intent: 'bottle', bottles: '1' })).toMatchObject({ ok: true });
    }
    // 50 h in (24/11 22:00), the phone's clock is set back two days, to 22/11 22:00, and she ends the fast.
    vi.setSystemTime(local(22, 22));
    expect(await post(clientAction, { intent: 'fast-end' })).toMatchObject({ ok: true });
    // Ended no earlier than the start of 24/11, the last day with a bottle: 28 h, not 2 h.
    const proven = local(24, 0).toISOString();
    expect(stored('m15-fasting')).toMatchObject({ endedAt: proven });
    expect(stored('m15-fast-record')[0]).toMatchObject({ endedAt: proven });
    // The clock put right; the start date moved so today reads day 10; the Final's check says go.
    vi.setSystemTime(local(24, 22));
    expect(await post(perfilAction, { intent: 'save', ...ANA, startDate: '2026-11-15' })).toMatchObject({ ok: true });
    await post(clientAction, { intent: 'pre-fast-check', ...answers() });
    // The 60 h gap after the proven end holds: no start.
    expect(hoje().fasting).toMatchObject({ kind: 'gated' });
    expect(await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-24T22:00' })).toMatchObject({
      ok: false,
    });
  });

  it('with the clock right, the end is the moment she taps', async () => {
    await eveCheckThenJejumI(clientAction);
    vi.setSystemTime(local(23, 10));
    await post(clientAction, { intent: 'bottle', bottles: '1' });
    vi.setSystemTime(local(23, 18));
    expect(await post(clientAction, { intent: 'fast-end' })).toMatchObject({ ok: true });
    expect(stored('m15-fasting')).toMatchObject({ endedAt: local(23, 18).toISOString() });
  });
});
