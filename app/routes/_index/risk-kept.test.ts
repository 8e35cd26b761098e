// @vitest-environment jsdom
/**
 * After the Jejum Final, one more refeeding risk (here a "sim" a redo replaced) makes the way out send her to
 * a doctor (NICE's high risk). A restart or a restore takes away the check it was read from: the record of
 * fasts keeps it, so the way out still says so.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkAnswers as answers, freshStorageAt, local, post, stored, storeProfileStartingOn } from '@test-utils';
import { clientAction as resultsAction } from '../resultados/route';
import { clientAction } from './route';

beforeAll(() => import('./today-screen'), 60_000);
const photos = await vi.hoisted(async () => (await import('@test-utils')).memoryPhotoStore());
vi.mock('~/storage/photos', () => photos);
const { loadTodayScreen } = await import('./loader');
const { loadProfile } = await import('~/storage/profile');
const { createBackup, restoreBackup } = await import('~/storage/backup');

const hoje = () => loadTodayScreen(loadProfile(), new Date()).today;

freshStorageAt();
beforeEach(() => photos.reset());

/** Start date 20/11: the Final's eve is 28/11; a "sim" redone as "não", the Final from 20:00, 144 h. */
async function finalAfterARedoneSim() {
  storeProfileStartingOn('2026-11-20');
  vi.setSystemTime(local(28, 17, 50));
  const sim = await post(clientAction, { intent: 'pre-fast-check', ...answers('illOrSurgery') });
  expect(sim).toMatchObject({ ok: true, preFast: { block: 'jejum-final', stop: true } });
  const stopAt = stored('m15-safety-checks')['jejum-final'].at as string;
  vi.setSystemTime(local(28, 18));
  const redo = await post(clientAction, { intent: 'pre-fast-check', ...answers(), shownCheck: stopAt });
  expect(redo).toMatchObject({ ok: true, preFast: { stop: false } });
  vi.setSystemTime(local(28, 20, 5));
  expect(await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-28T20:00' })).toMatchObject({
    ok: true,
  });
  // Day 16, the morning after 144 h: high risk.
  vi.setSystemTime(local(35, 9));
  expect(hoje().refeed).toMatchObject({ block: 'jejum-final', highRisk: true });
}

describe('the high risk after the Jejum Final is kept', () => {
  it('through "Recomeçar o M15" on day 16', async () => {
    await finalAfterARedoneSim();
    expect(await post(resultsAction, { intent: 'restart', token: '42', message: '' })).toMatchObject({ ok: true });
    // The check that held the redone "sim" is gone with the challenge; the record keeps the risk.
    expect(stored('m15-safety-checks')).toBeNull();
    expect(stored('m15-fast-record')).toEqual([expect.objectContaining({ risk: true })]);
    expect(hoje().refeed).toMatchObject({ block: 'jejum-final', highRisk: true });
  });

  it('through a restore of a backup made before the check', async () => {
    storeProfileStartingOn('2026-11-20');
    vi.setSystemTime(local(28, 17));
    const { text } = await createBackup({ now: new Date(), appVersion: '1.0.0' });
    localStorage.clear();
    await finalAfterARedoneSim();
    expect((await restoreBackup(text, { now: new Date(), decodes: async () => true })).ok).toBe(true);
    expect(hoje().refeed).toMatchObject({ block: 'jejum-final', highRisk: true });
  });

  it('not where no other risk was known', async () => {
    storeProfileStartingOn('2026-11-20');
    vi.setSystemTime(local(28, 18));
    await post(clientAction, { intent: 'pre-fast-check', ...answers() });
    vi.setSystemTime(local(28, 20, 5));
    await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-28T20:00' });
    vi.setSystemTime(local(35, 9));
    expect(hoje().refeed).toMatchObject({ block: 'jejum-final', highRisk: false });
    expect(await post(resultsAction, { intent: 'restart', token: '43', message: '' })).toMatchObject({ ok: true });
    expect(stored('m15-fast-record')).toEqual([expect.not.objectContaining({ risk: true })]);
    expect(hoje().refeed).toMatchObject({ block: 'jejum-final', highRisk: false });
  });
});
