// @vitest-environment jsdom
/** Início's check-in, "+1 copo" and "Concluir o dia". The fasting days' posts: action-fasting.test.ts. */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DAY_PHRASES } from '~/content/day-phrases';
import { FASTING_DAY_PHRASES } from '~/content/gentle-words';
import {
  freshStorageAt,
  makeStorageFull,
  post,
  STORAGE_FULL_TOAST,
  storageContents,
  stored,
  storeProfileStartingOn,
} from '@test-utils';
import { clientAction } from './route';

// The route loads Hoje's part (today-screen.ts) on its first post: load it once up front, so a busy machine's
// first transform of that module graph is not charged to the first test's 5 s.
beforeAll(() => import('./today-screen'), 60_000);

const profile = storeProfileStartingOn;

// Day 7 of a challenge started on 17/11, late evening.
freshStorageAt(new Date(2026, 10, 23, 21, 30));

describe('check-in of Início', () => {
  it("saves today's entry by the diary's rules, and does not complete the day", async () => {
    profile('2026-11-17');
    localStorage.setItem('m15-completed-days', '[1,2,3,4,5,6]');
    const r = await post(clientAction, { intent: 'checkin', weight: '79,5', water: '2,25', feeling: 'Bem' });
    expect(r).toEqual({
      ok: true,
      toast: { kind: 'success', title: 'Registro salvo! 🎉', message: 'Você tá vencendo o corpo antigo.' },
    });
    expect(stored('m15-diary')).toEqual([{ date: '2026-11-23', weight: '79.5', water: '2.25', feeling: 'Bem' }]);
    expect(stored('m15-completed-days')).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("replaces today's entry on a second check-in, with the diary toast", async () => {
    profile('2026-11-17');
    await post(clientAction, { intent: 'checkin', weight: '80', water: '1' });
    const r = await post(clientAction, { intent: 'checkin', weight: '79,8', water: '2' });
    expect(r).toEqual({
      ok: true,
      toast: { kind: 'success', title: 'Registro salvo! 🎉', message: 'Você tá vencendo o corpo antigo.' },
    });
    expect(stored('m15-diary')).toEqual([{ date: '2026-11-23', weight: '79.8', water: '2' }]);
  });

  it('a weigh-in at 7 a.m. on a fasting day says nothing of a fast done, and marks no day', async () => {
    vi.setSystemTime(new Date(2026, 10, 23, 7, 0)); // day 5, Jejum I
    profile('2026-11-19');
    for (let i = 0; i < 8; i++) {
      vi.spyOn(Math, 'random').mockReturnValue(i / 8);
      const r = await post(clientAction, { intent: 'checkin', weight: '79', water: '0,5' });
      expect(JSON.stringify(r)).not.toContain('Jejum cumprido');
      expect(r).toMatchObject({ ok: true, toast: { title: 'Registro salvo! 🎉' } });
    }
    expect(localStorage.getItem('m15-completed-days')).toBeNull();
  });
});

describe('"+1 copo" of Início', () => {
  it("is saved at the tap, on today's entry, keeping its weight and feeling", async () => {
    profile('2026-11-17');
    localStorage.setItem(
      'm15-diary',
      JSON.stringify([{ date: '2026-11-23', weight: '80', water: '1', feeling: 'bem\ncom fome' }]),
    );
    expect(await post(clientAction, { intent: 'glass', water: '1' })).toEqual({ ok: true });
    expect(stored('m15-diary')).toEqual([
      { date: '2026-11-23', weight: '80', water: '1.25', feeling: 'bem\ncom fome' },
    ]);
    expect(localStorage.getItem('m15-completed-days')).toBeNull();
  });

  it('starts the day with the water only, from what the field shows', async () => {
    profile('2026-11-17');
    await post(clientAction, { intent: 'glass', water: '' });
    await post(clientAction, { intent: 'glass', water: '0,25' });
    expect(stored('m15-diary')).toEqual([{ date: '2026-11-23', weight: '', water: '0.5' }]);
    // A hostile or missing field counts from what is stored.
    await post(clientAction, { intent: 'glass', water: '<img src=x onerror=alert(1)>' });
    await post(clientAction, { intent: 'glass' });
    expect(stored('m15-diary')).toEqual([{ date: '2026-11-23', weight: '', water: '1' }]);
  });

  it('keeps everything as it was when the storage is full', async () => {
    profile('2026-11-17');
    localStorage.setItem('m15-diary', JSON.stringify([{ date: '2026-11-23', weight: '80', water: '1' }]));
    const before = storageContents(localStorage);
    makeStorageFull();
    const r = await post(clientAction, { intent: 'glass', water: '1' });
    expect(r).toMatchObject({ ok: false, toast: STORAGE_FULL_TOAST });
    expect(storageContents(localStorage)).toEqual(before);
  });
});

describe('"Concluir o dia" of Início', () => {
  it("marks today's day with the spec's toast and a phrase of its range", async () => {
    profile('2026-11-17'); // day 7, late evening
    localStorage.setItem('m15-completed-days', '[1,2,3,4,5,6]');
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const r = await post(clientAction, { intent: 'day-done', day: '7' });
    expect(r).toEqual({
      ok: true,
      finished: false,
      toast: { kind: 'success', title: 'Dia concluído! 🎉', message: DAY_PHRASES['ceto-2'][0] },
    });
    expect(stored('m15-completed-days')).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('a day already ticked (a second tap, another tab) is left as it is and says nothing, as on the Jornada', async () => {
    profile('2026-11-17');
    localStorage.setItem('m15-completed-days', '[1,2,3,4,5,6,7]');
    expect(await post(clientAction, { intent: 'day-done', day: '7' })).toEqual({ ok: true });
    expect(stored('m15-completed-days')).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('at 7 a.m. of a fasting day, never says "Jejum cumprido!"', async () => {
    vi.setSystemTime(new Date(2026, 10, 23, 7, 0)); // day 5
    profile('2026-11-19');
    for (let i = 0; i < 8; i++) {
      localStorage.removeItem('m15-completed-days');
      vi.spyOn(Math, 'random').mockReturnValue(i / 8);
      const r = await post(clientAction, { intent: 'day-done', day: '5' });
      expect(r.toast?.title).toBe('Dia concluído! 🎉');
      // A fasting day: only a phrase that pushes no one.
      expect(FASTING_DAY_PHRASES['jejum-1']).toContain(r.toast?.message);
      expect(r.toast?.message).not.toContain('Jejum cumprido');
    }
    // In the evening either, with no fast begun: "Jejum cumprido" is said only of a fast that reached its end.
    vi.setSystemTime(new Date(2026, 10, 23, 21, 0));
    for (let i = 0; i < 8; i++) {
      vi.spyOn(Math, 'random').mockReturnValue(i / 8);
      localStorage.removeItem('m15-completed-days');
      expect((await post(clientAction, { intent: 'day-done', day: '5' })).toast?.message).not.toContain(
        'Jejum cumprido',
      );
    }
    // Of a fast that reached its end (72 h from the eve's 20:00, on day 6), it may be said.
    localStorage.setItem(
      'm15-fasting',
      JSON.stringify({ startedAt: new Date(2026, 10, 21, 20).toISOString(), endedAt: '' }),
    );
    // Nor of one still running, on day 5 at 21:00.
    for (let i = 0; i < 8; i++) {
      vi.spyOn(Math, 'random').mockReturnValue(i / 8);
      localStorage.removeItem('m15-completed-days');
      const r = await post(clientAction, { intent: 'day-done', day: '5' });
      expect(FASTING_DAY_PHRASES['jejum-1']).toContain(r.toast?.message);
      expect(r.toast?.message).not.toContain('Jejum cumprido');
    }
    vi.setSystemTime(new Date(2026, 10, 24, 21, 0));
    vi.spyOn(Math, 'random').mockReturnValue(0);
    localStorage.removeItem('m15-completed-days');
    expect((await post(clientAction, { intent: 'day-done', day: '6' })).toast?.message).toBe(
      FASTING_DAY_PHRASES['jejum-1'][0],
    );
  });

  it('on a fasting day never picks a phrase that pushes her to keep going', async () => {
    profile('2026-11-13'); // day 11, the Jejum Final
    for (let i = 0; i < 16; i++) {
      vi.spyOn(Math, 'random').mockReturnValue(i / 16);
      localStorage.removeItem('m15-completed-days');
      const message = (await post(clientAction, { intent: 'day-done', day: '11' })).toast?.message;
      expect(FASTING_DAY_PHRASES['jejum-final']).toContain(message);
    }
    expect(FASTING_DAY_PHRASES['jejum-final']).not.toContain(DAY_PHRASES['jejum-final'][0]);
  });

  it('on the eve, while the fast she began at 20:00 runs, never picks a phrase that pushes her to keep going', async () => {
    const cases = [
      { start: '2026-11-21', block: 'jejum-1', end: new Date(2026, 10, 26, 20) }, // 23/11 is day 3
      { start: '2026-11-15', block: 'jejum-final', end: new Date(2026, 10, 29, 23, 59) }, // 23/11 is day 9
    ] as const;
    for (const c of cases) {
      profile(c.start);
      localStorage.setItem(
        'm15-safety-checks',
        JSON.stringify({ [c.block]: { at: new Date(2026, 10, 23, 9), outcome: 'go' } }),
      );
      localStorage.setItem(
        'm15-fasting',
        JSON.stringify({
          startedAt: new Date(2026, 10, 23, 20).toISOString(),
          endedAt: '',
          block: c.block,
          plannedEndAt: c.end.toISOString(),
        }),
      );
      const day = c.block === 'jejum-1' ? '3' : '9';
      for (let i = 0; i < 16; i++) {
        vi.spyOn(Math, 'random').mockReturnValue(i / 16);
        localStorage.removeItem('m15-completed-days');
        const r = await post(clientAction, { intent: 'day-done', day });
        expect(r.toast?.title).toBe('Dia concluído! 🎉');
        expect(FASTING_DAY_PHRASES[c.block]).toContain(r.toast?.message);
        expect(r.toast?.message).not.toContain('Jejum cumprido');
      }
    }
    // The same eve with no fast running keeps its ceto pool.
    localStorage.removeItem('m15-fasting');
    localStorage.removeItem('m15-completed-days');
    vi.spyOn(Math, 'random').mockReturnValue(0);
    expect((await post(clientAction, { intent: 'day-done', day: '9' })).toast?.message).toBe(DAY_PHRASES['ceto-2'][0]);
  });

  it('marks only today: another day, no day or a hostile one changes nothing', async () => {
    profile('2026-11-17');
    for (const day of ['6', '8', '', '7; drop', '<b>7</b>', undefined]) {
      const r = await post(clientAction, day === undefined ? { intent: 'day-done' } : { intent: 'day-done', day });
      expect(r).toMatchObject({ ok: false, toast: { kind: 'error' } });
    }
    profile('2026-10-01'); // after the challenge
    expect((await post(clientAction, { intent: 'day-done', day: '15' })).ok).toBe(false);
    expect(localStorage.getItem('m15-completed-days')).toBeNull();
  });

  it('celebrates when today completes the 15 days', async () => {
    profile('2026-11-09'); // today is day 15
    localStorage.setItem('m15-completed-days', JSON.stringify([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]));
    const r = await post(clientAction, { intent: 'day-done', day: '15' });
    expect(r).toMatchObject({ ok: true, finished: true, toast: { title: 'Desafio concluído! 🏆' } });
  });

  it('keeps the days as they were when the storage is full', async () => {
    profile('2026-11-17');
    localStorage.setItem('m15-completed-days', '[1]');
    const before = storageContents(localStorage);
    makeStorageFull();
    const r = await post(clientAction, { intent: 'day-done', day: '7' });
    expect(r).toMatchObject({ ok: false, toast: STORAGE_FULL_TOAST });
    expect(storageContents(localStorage)).toEqual(before);
  });
});

describe('check-in validation', () => {
  it.each([
    [
      { weight: '', water: '' },
      'Preencha os campos obrigatórios',
      { weight: 'Campo obrigatório.', water: 'Campo obrigatório.' },
    ],
    [
      { weight: '0,5', water: '2' },
      'Confira os campos destacados',
      { weight: 'Informe um peso entre 1 e 400\u00a0kg (ex: 79,5).' },
    ],
    [
      { weight: '80', water: '25' },
      'Confira os campos destacados',
      { water: 'Informe a água em litros, entre 0 e 20 (ex: 2,5).' },
    ],
    [
      { weight: '<img src=x onerror=alert(1)>', water: '2' },
      'Confira os campos destacados',
      { weight: 'Informe um peso entre 1 e 400\u00a0kg (ex: 79,5).' },
    ],
  ])('refuses %j with field errors and writes nothing', async (fields, title, errors) => {
    profile('2026-11-17');
    const before = storageContents(localStorage);
    const r = await post(clientAction, { intent: 'checkin', ...fields });
    expect(r).toMatchObject({ ok: false, toast: { kind: 'error', title }, errors });
    expect(storageContents(localStorage)).toEqual(before);
  });

  it("saves today's waist with the entry, and replaces it on the next check-in", async () => {
    profile('2026-11-17');
    const r = await post(clientAction, { intent: 'checkin', weight: '79', water: '2', waist: ' 80,5 ' });
    expect(r).toMatchObject({ ok: true, toast: { title: 'Registro salvo! 🎉' } });
    expect(stored('m15-diary')).toEqual([{ date: '2026-11-23', weight: '79', water: '2', waist: '80.5' }]);
    // Emptied on purpose: the entry keeps no waist.
    await post(clientAction, { intent: 'checkin', weight: '79', water: '2,5', waist: '' });
    expect(stored('m15-diary')).toEqual([{ date: '2026-11-23', weight: '79', water: '2.5' }]);
  });

  it.each(['oitenta', '0', '8,2', '820', '<img src=x onerror=alert(1)>'])(
    'refuses the waist %j with its message and writes nothing',
    async (waist) => {
      profile('2026-11-17');
      localStorage.setItem(
        'm15-diary',
        JSON.stringify([{ date: '2026-11-22', weight: '80', water: '2', waist: '82' }]),
      );
      const before = storageContents(localStorage);
      const r = await post(clientAction, { intent: 'checkin', weight: '79', water: '2', waist });
      expect(r).toEqual({
        ok: false,
        errors: { waist: 'Informe a cintura em centímetros, entre 40 e 250 (ex: 82,5).' },
        toast: {
          kind: 'error',
          title: 'Confira os campos destacados',
          message: 'Alguns valores não parecem corretos. Nada foi salvo.',
        },
      });
      expect(storageContents(localStorage)).toEqual(before);
    },
  );

  it('keeps everything as it was when the storage is full, waist included', async () => {
    profile('2026-11-17');
    localStorage.setItem('m15-diary', JSON.stringify([{ date: '2026-11-22', weight: '80', water: '2', waist: '82' }]));
    const before = storageContents(localStorage);
    makeStorageFull();
    const r = await post(clientAction, { intent: 'checkin', weight: '79', water: '2', waist: '80,5' });
    expect(r).toMatchObject({ ok: false, toast: STORAGE_FULL_TOAST });
    expect(storageContents(localStorage)).toEqual(before);
  });

  it('keeps everything as it was when the storage is full', async () => {
    profile('2026-11-17');
    localStorage.setItem('m15-diary', '[]');
    const before = storageContents(localStorage);
    makeStorageFull();
    const r = await post(clientAction, { intent: 'checkin', weight: '79', water: '2' });
    expect(r).toMatchObject({ ok: false, toast: STORAGE_FULL_TOAST });
    expect(storageContents(localStorage)).toEqual(before);
  });

  it('answers nothing to another intent', async () => {
    expect(await post(clientAction, { intent: 'drop', weight: '80', water: '2' })).toEqual({ ok: false });
    expect(localStorage.getItem('m15-diary')).toBeNull();
  });
});
