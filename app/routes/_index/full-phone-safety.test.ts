// @vitest-environment jsdom
/**
 * On a nearly full phone, a "sim" and "Encerrar o jejum" are kept whole where it matters: the stop and the
 * end of the fast, even when the log and the record of fasts find no room (storage/local.ts
 * writeEssentialFirst). Before, the whole answer was refused, the fast ran on, and a "não" fitted where the
 * "sim" did not.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANA,
  checkAnswers as answers,
  eveCheckThenJejumI,
  freshStorageAt,
  leaveRoomInStorage,
  local,
  post,
  stored,
} from '@test-utils';
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

describe('a nearly full phone', () => {
  it('a "sim" that stops a running fast is kept, and ends the fast, though its log finds no room', async () => {
    await eveCheckThenJejumI(clientAction); // go on the eve, Jejum I from 20:00 on 22/11
    vi.setSystemTime(local(24, 10)); // day 5, 38 h in
    // The start date moved so that today reads day 10: the Final's check, with Jejum I still running.
    expect(await post(perfilAction, { intent: 'save', ...ANA, startDate: '2026-11-15' })).toMatchObject({ ok: true });
    expect(hoje().fasting).toMatchObject({ kind: 'check', block: 'jejum-final', running: { endedAt: null } });
    // Room for the stop and the clock's end, not for the log and the record besides.
    leaveRoomInStorage(localStorage, 150);
    const sim = await post(clientAction, { intent: 'pre-fast-check', ...answers('signsInJejum1') });
    expect(sim).toMatchObject({ ok: true, preFast: { block: 'jejum-final', stop: true } });
    expect(stored('m15-safety-checks')).toMatchObject({ 'jejum-final': { outcome: 'stop' } });
    expect(stored('m15-fasting')).toMatchObject({ endedAt: local(24, 10).toISOString() });
    // Hoje shows the stop, and no fast runs.
    expect(hoje().fasting).toMatchObject({ kind: 'stopped', block: 'jejum-final', running: null });
    expect(hoje().electrolytes).toBeNull();
  });

  it('"Encerrar o jejum" ends the fast though its log finds no room: no clock, no bottle', async () => {
    await eveCheckThenJejumI(clientAction);
    vi.setSystemTime(local(24, 10)); // day 5, 38 h in: she feels unwell
    leaveRoomInStorage(localStorage, 100);
    expect(await post(clientAction, { intent: 'fast-end' })).toMatchObject({ ok: true });
    expect(stored('m15-fasting')).toMatchObject({ endedAt: local(24, 10).toISOString() });
    expect(hoje().fasting).toMatchObject({ kind: 'fast', fast: { endedAt: local(24, 10).toISOString() } });
    expect(hoje().electrolytes).toBeNull();
    // The way out of the fast follows it, read from the clock.
    expect(hoje().refeed).toMatchObject({ block: 'jejum-1' });
  });
});
