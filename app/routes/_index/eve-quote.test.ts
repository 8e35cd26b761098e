// @vitest-environment jsdom
/**
 * On the eve of a fast (day 3, day 9) Hoje's screen is the check before the
 * fast, then its stop or the start: its quote comes from the quiet pool, never
 * "Você já chegou até aqui. Não pare agora!" beside a "don't fast".
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkAnswers as answers, freshStorageAt, local, post, storeProfileStartingOn } from '@test-utils';
import { FASTING_DAY_QUOTES, STOPPED_DAY_PHRASES } from '~/content/gentle-words';
import { QUOTES } from '~/content/quotes';
import { clientAction } from './route';

beforeAll(() => import('./today-screen'), 60_000);
const photos = await vi.hoisted(async () => (await import('@test-utils')).memoryPhotoStore());
vi.mock('~/storage/photos', () => photos);
const { loadTodayScreen } = await import('./loader');
const { loadProfile } = await import('~/storage/profile');

const PUSH = 'Você já chegou até aqui. Não pare agora!';

freshStorageAt();
beforeEach(() => photos.reset());

describe('the eve’s quote', () => {
  it('day 9, the Final’s check waits, then a "sim": Hoje never says "Não pare agora!"', async () => {
    vi.setSystemTime(local(28, 10));
    storeProfileStartingOn('2026-11-20'); // 28/11 is day 9, the Final's eve
    // Pick the pushing quote if the pool held it.
    vi.spyOn(Math, 'random').mockReturnValue(QUOTES.indexOf(PUSH) / QUOTES.length + 1e-9);
    const before = loadTodayScreen(loadProfile(), new Date());
    expect(before.today.fasting).toMatchObject({ kind: 'check', block: 'jejum-final', eve: true });
    expect(before.today.calm).toBe(true);
    expect(FASTING_DAY_QUOTES).toContain(before.quote);
    expect(before.quote).not.toBe(PUSH);
    // She answers "sim" (a relative stop): the screen tells her not to fast, and its quote pushes nothing.
    expect(await post(clientAction, { intent: 'pre-fast-check', ...answers('illOrSurgery') })).toMatchObject({
      preFast: { stop: true },
    });
    const after = loadTodayScreen(loadProfile(), new Date());
    expect(after.today.fasting).toMatchObject({ kind: 'stopped', block: 'jejum-final' });
    expect(FASTING_DAY_QUOTES).toContain(after.quote);
    expect(after.quote).not.toBe(PUSH);
  });
});

describe('the eve’s "Dia concluído"', () => {
  it('day 3 after a "sim": the stopped day’s words, never the ceto day’s "Continue!"', async () => {
    vi.setSystemTime(local(22, 19));
    storeProfileStartingOn('2026-11-20'); // 22/11 is day 3, Jejum I's eve
    expect(await post(clientAction, { intent: 'pre-fast-check', ...answers('illOrSurgery') })).toMatchObject({
      preFast: { stop: true },
    });
    // Each phrase of the pool in turn: none of the ceto day's.
    const seen = new Set<string>();
    for (const r of [0, 0.2, 0.4, 0.6, 0.8, 0.99]) {
      // Unticked again, so that the next tick speaks.
      localStorage.setItem('m15-completed-days', '[]');
      vi.spyOn(Math, 'random').mockReturnValue(r);
      const done = await post(clientAction, { intent: 'day-done', day: '3' });
      if ('toast' in done && done.toast?.message) seen.add(done.toast.message);
    }
    expect(seen.size).toBeGreaterThan(0);
    for (const message of seen) expect(STOPPED_DAY_PHRASES).toContain(message);
  });

  it('day 3 with the check still to answer keeps the ceto day’s words', async () => {
    vi.setSystemTime(local(22, 19));
    storeProfileStartingOn('2026-11-20');
    vi.spyOn(Math, 'random').mockReturnValue(0.4);
    const done = await post(clientAction, { intent: 'day-done', day: '3' });
    expect('toast' in done && done.toast?.message).toBe('Seu metabolismo está acordando. Continue!');
  });
});
