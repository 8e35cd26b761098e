// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { DAY_DONE_PHRASES, STOPPED_DAY_PHRASES } from '~/content/gentle-words';
import { freshStorageAt, LATE_EVENING, makeStorageFull, post, STORAGE_FULL_TOAST, storageContents } from '@test-utils';
import { clientAction } from './route';

freshStorageAt(LATE_EVENING);

describe('marking a day', () => {
  it('celebrates marking a day with a phrase of its pool, and is silent when unmarking', async () => {
    const r = await post(clientAction, { day: '11', done: 'true' });
    const toast = 'toast' in r ? r.toast : undefined;
    expect(toast?.title).toBe('Dia concluído! 🎉');
    expect(DAY_DONE_PHRASES['jejum-final']).toContain(toast?.message);
    expect(localStorage.getItem('m15-completed-days')).toBe('[11]');
    const off = await post(clientAction, { day: '11', done: 'false' });
    expect(off).toEqual({ ok: true });
    expect(localStorage.getItem('m15-completed-days')).toBe('[]');
  });

  it.each([
    [1, 'ceto-1'],
    [3, 'ceto-1'],
    [4, 'jejum-1'],
    [6, 'jejum-1'],
    [7, 'ceto-2'],
    [9, 'ceto-2'],
    [10, 'jejum-final'],
    [15, 'jejum-final'],
  ] as const)(
    'day %i takes its phrase from the %s pool (spec §4; on a fasting day with no fast begun, the eating day’s)',
    async (day, pool) => {
      vi.spyOn(Math, 'random').mockReturnValue(0.99);
      const r = await post(clientAction, { day: String(day), done: 'true' });
      const phrases = pool.startsWith('jejum') ? STOPPED_DAY_PHRASES : DAY_DONE_PHRASES[pool];
      expect(r).toEqual({
        ok: true,
        toast: { kind: 'success', title: 'Dia concluído! 🎉', message: phrases.at(-1) },
        finished: false,
      });
    },
  );

  it('keeps the other days sorted and marking a day twice stores it once', async () => {
    localStorage.setItem('m15-completed-days', '[2,9]');
    await post(clientAction, { day: '5', done: 'true' });
    await post(clientAction, { day: '5', done: 'true' });
    expect(localStorage.getItem('m15-completed-days')).toBe('[2,5,9]');
  });

  it('unmarking a day that is not done changes nothing else', async () => {
    localStorage.setItem('m15-completed-days', '[1,2]');
    expect(await post(clientAction, { day: '3', done: 'false' })).toEqual({ ok: true });
    expect(localStorage.getItem('m15-completed-days')).toBe('[1,2]');
  });
});

describe('invalid and hostile posts', () => {
  it.each([{ day: '16', done: 'true' }, { day: 'x', done: 'true' }, { day: '3', done: 'maybe' }, {}])(
    'refuses %j without writing',
    async (fields) => {
      const r = await post(clientAction, fields);
      expect(r.ok).toBe(false);
      expect(localStorage.getItem('m15-completed-days')).toBeNull();
    },
  );

  it.each([
    { day: '0', done: 'true' },
    { day: '-1', done: 'true' },
    { day: '2.5', done: 'true' },
    { day: '1e1', done: 'true' },
    { day: '<img src=x onerror=alert(1)>', done: 'true' },
    { day: '3', done: '<img src=x onerror=alert(1)>' },
    { day: '3', done: 'TRUE' },
    { day: new File(['3'], 'day.txt'), done: 'true' },
    { day: '3', done: new File(['true'], 'done.txt') },
  ])('answers the invalid-day toast for %j and keeps the stored days', async (fields) => {
    localStorage.setItem('m15-completed-days', '[1,2]');
    const r = await post(clientAction, fields);
    expect(r).toEqual({
      ok: false,
      toast: { kind: 'error', title: 'Não foi possível marcar o dia', message: 'Toque no dia novamente.' },
    });
    expect(localStorage.getItem('m15-completed-days')).toBe('[1,2]');
  });
});

describe('a full storage', () => {
  it.each(['true', 'false'])(
    'answers the storage toast (done=%s) and keeps the earlier days byte for byte',
    async (done) => {
      localStorage.setItem('m15-completed-days', '[1,2,3]');
      localStorage.setItem('m15-profile', '{"name":"Ana"}');
      const before = storageContents(localStorage);
      makeStorageFull();
      const r = await post(clientAction, { day: done === 'true' ? '4' : '2', done });
      expect(r).toEqual({
        ok: false,
        toast: STORAGE_FULL_TOAST,
      });
      expect(storageContents(localStorage)).toEqual(before);
    },
  );

  it('answers the blocked-storage toast when the browser refuses storage altogether', async () => {
    localStorage.setItem('m15-completed-days', '[1]');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const r = await post(clientAction, { day: '2', done: 'true' });
    expect(r).toEqual({
      ok: false,
      toast: {
        kind: 'error',
        title: 'Não foi possível salvar',
        message: 'O navegador bloqueou o armazenamento deste app. Verifique se não está em modo anônimo.',
      },
    });
    expect(localStorage.getItem('m15-completed-days')).toBe('[1]');
  });
});

describe("the user's day", () => {
  const seedStart = (startDate: string) =>
    localStorage.setItem(
      'm15-profile',
      JSON.stringify({ name: 'Ana', startDate, initialWeight: '82', height: '165', waterGoal: '2.9' }),
    );

  it('does not praise a day that has not come yet (day 12 on day 1)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 23, 9));
    seedStart('2026-11-23');
    const r = await post(clientAction, { day: '12', done: 'true' });
    vi.useRealTimers();
    expect(r).toMatchObject({ ok: true, toast: { kind: 'info', title: 'Dia 12 marcado' }, finished: false });
    expect(r.toast?.message).not.toMatch(/longe demais/);
    expect(localStorage.getItem('m15-completed-days')).toBe('[12]');
  });

  it('celebrates the last of the 15 days once', async () => {
    localStorage.setItem('m15-completed-days', JSON.stringify([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]));
    const r = await post(clientAction, { day: '15', done: 'true' });
    expect(r).toMatchObject({ ok: true, toast: { title: 'Desafio concluído! 🏆' }, finished: true });
    // The same post again (a double tap) marks nothing new and celebrates nothing.
    expect(await post(clientAction, { day: '15', done: 'true' })).toEqual({ ok: true });
  });
});
