// @vitest-environment jsdom
/**
 * On the eve of a fast (day 3, day 9) Hoje's screen is the check before the
 * fast, then its stop or the start: its quote comes from the quiet pool, never
 * "Você já chegou até aqui. Não pare agora!" beside a "don't fast".
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkAnswers as answers, freshStorageAt, local, post, storeProfileStartingOn } from '@test-utils';
import { FASTING_DAY_QUOTES } from '~/content/gentle-words';
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
