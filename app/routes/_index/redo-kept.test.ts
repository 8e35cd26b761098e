// @vitest-environment jsdom
/**
 * A "sim" redone as "não" before the Jejum Final is one more refeeding risk after it (H18). A start date
 * moved one day makes that check no longer the one that counts; the new eve's answer must not drop it.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANA, checkAnswers as answers, freshStorageAt, local, post, stored, storeProfileStartingOn } from '@test-utils';
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

describe('a redone "sim" before the Final, then the start date moved one day', () => {
  it('the new eve’s answer keeps it, and the way out after 144 h sends her to a doctor', async () => {
    storeProfileStartingOn('2026-11-20');
    vi.setSystemTime(local(28, 17, 50));
    const sim = await post(clientAction, { intent: 'pre-fast-check', ...answers('illOrSurgery') });
    expect(sim).toMatchObject({ ok: true, preFast: { block: 'jejum-final', stop: true } });
    const stopAt = stored('m15-safety-checks')['jejum-final'].at as string;
    vi.setSystemTime(local(28, 18));
    const redo = await post(clientAction, { intent: 'pre-fast-check', ...answers(), shownCheck: stopAt });
    expect(redo).toMatchObject({ ok: true, preFast: { stop: false } });
    expect(stored('m15-safety-checks')['jejum-final'].earlierStop).toBe(stopAt);

    // Perfil: the start date one day later; today (28/11) reads day 8, tomorrow is the Final's eve.
    vi.setSystemTime(local(28, 18, 10));
    expect(await post(perfilAction, { intent: 'save', ...ANA, startDate: '2026-11-21' })).toMatchObject({ ok: true });
    // The next evening, the new eve: the check is asked afresh; "não" everywhere.
    vi.setSystemTime(local(29, 18));
    expect(hoje().fasting).toMatchObject({ kind: 'check' });
    expect(await post(clientAction, { intent: 'pre-fast-check', ...answers() })).toMatchObject({
      ok: true,
      preFast: { stop: false },
    });
    // The redone "sim" stays in the record.
    expect(stored('m15-safety-checks')['jejum-final'].earlierStop).toBe(stopAt);
    vi.setSystemTime(local(29, 20, 5));
    expect(await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-29T20:00' })).toMatchObject({
      ok: true,
    });
    // Day 16 by the new start date (6/12), the morning after 144 h: high risk, as without the move.
    vi.setSystemTime(local(36, 9));
    expect(hoje().refeed).toMatchObject({ block: 'jejum-final', highRisk: true });
  });
});
