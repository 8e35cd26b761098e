// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { DAY_PHRASES } from '~/content/day-phrases';
import { FAST_START_MESSAGES } from '~/content/fasting-clock';
import { FASTING_DAY_PHRASES } from '~/content/gentle-words';
import { freshStorageAt, makeStorageFull, post, STORAGE_FULL_TOAST, storageContents } from '~/storage/test-utils';
import { clientAction } from './route';

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null');
const profile = (startDate: string) =>
  localStorage.setItem(
    'm15-profile',
    JSON.stringify({ name: 'Ana', startDate, initialWeight: '82', height: '165', waterGoal: '2.9' }),
  );

// Day 7 of a challenge started on 17/11, late evening.
freshStorageAt(new Date(2026, 10, 23, 21, 30));

describe('check-in of Início', () => {
  it("saves today's entry by the diary's rules, and does not complete the day (issue 23)", async () => {
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

describe('"+1 copo" of Início (issue 23)', () => {
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

describe('"Concluir o dia" of Início (issue 23)', () => {
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
      // A fasting day: only a phrase that pushes no one (issue 30).
      expect(FASTING_DAY_PHRASES['jejum-1']).toContain(r.toast?.message);
      expect(r.toast?.message).not.toContain('Jejum cumprido');
    }
    // In the evening the whole gentle list is back.
    vi.setSystemTime(new Date(2026, 10, 23, 21, 0));
    vi.spyOn(Math, 'random').mockReturnValue(0);
    localStorage.removeItem('m15-completed-days');
    expect((await post(clientAction, { intent: 'day-done', day: '5' })).toast?.message).toBe(
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
      { weight: 'Informe um peso entre 1 e 400 kg (ex: 79,5).' },
    ],
    [
      { weight: '80', water: '25' },
      'Confira os campos destacados',
      { water: 'Informe a água em litros, entre 0 e 20 (ex: 2,5).' },
    ],
    [
      { weight: '<img src=x onerror=alert(1)>', water: '2' },
      'Confira os campos destacados',
      { weight: 'Informe um peso entre 1 e 400 kg (ex: 79,5).' },
    ],
  ])('refuses %j with field errors and writes nothing', async (fields, title, errors) => {
    profile('2026-11-17');
    const before = storageContents(localStorage);
    const r = await post(clientAction, { intent: 'checkin', ...fields });
    expect(r).toMatchObject({ ok: false, toast: { kind: 'error', title }, errors });
    expect(storageContents(localStorage)).toEqual(before);
  });

  it("saves today's waist with the entry, and replaces it on the next check-in (issue 24)", async () => {
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

// The clock of this file: 23/11/2026, 21:30.
const at = (d: number, h: number, min = 0) => new Date(2026, 10, d, h, min).toISOString();
const go = (d: number) => ({ at: at(d, 9), outcome: 'go' });
const checks = (value: unknown) => localStorage.setItem('m15-safety-checks', JSON.stringify(value));
const fast = (startedAt: string, endedAt = '') =>
  localStorage.setItem('m15-fasting', JSON.stringify({ startedAt, endedAt }));

describe('the fasting clock (issue 30)', () => {
  it('is not started before the check of the block said go, and nothing is written', async () => {
    profile('2026-11-20'); // day 4, Jejum I
    const before = storageContents(localStorage);
    const r = await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-22T20:00' });
    expect(r).toMatchObject({ ok: false, toast: { kind: 'error', title: 'Faça a verificação primeiro' } });
    // An earlier version's bare instant proves no "go"; a stop is a stop.
    checks({ 'jejum-1': at(22, 9), 'jejum-final': '' });
    expect((await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-22T20:00' })).ok).toBe(false);
    checks({ 'jejum-1': { at: at(22, 9), outcome: 'stop' } });
    expect((await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-22T20:00' })).ok).toBe(false);
    expect(localStorage.getItem('m15-fasting')).toBeNull();
    localStorage.removeItem('m15-safety-checks');
    expect(storageContents(localStorage)).toEqual(before);
  });

  it('starts at her last meal once the check said go, and ends with one tap, logged for the report', async () => {
    profile('2026-11-20'); // day 4: the eve was 22/11
    checks({ 'jejum-1': go(22) });
    const start = await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-22T20:00' });
    expect(start).toMatchObject({ ok: true, toast: { title: 'Jejum iniciado ⏱️' } });
    expect(stored('m15-fasting')).toEqual({ startedAt: at(22, 20), endedAt: '' });
    // One fast at a time.
    expect(await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-23T08:00' })).toEqual({ ok: false });
    const end = await post(clientAction, { intent: 'fast-end' });
    expect(end).toEqual({
      ok: true,
      toast: {
        kind: 'success',
        title: 'Jejum encerrado',
        message: 'Você jejuou 25 h 30 min. Volte a comer aos poucos, começando com pouca comida.',
      },
    });
    expect(stored('m15-fasting')).toEqual({ startedAt: at(22, 20), endedAt: at(23, 21, 30) });
    expect(stored('m15-fast-log')).toEqual([
      { block: 'jejum-1', startedAt: at(22, 20), endedAt: at(23, 21, 30), plannedEndAt: at(25, 20), outcome: 'early' },
    ]);
    expect(await post(clientAction, { intent: 'fast-end' })).toEqual({ ok: false });
    // Ended: no second fast in the block; a mistaken end is undone instead, for a few minutes.
    expect(await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-23T21:00' })).toEqual({ ok: false });
    expect(await post(clientAction, { intent: 'fast-undo' })).toMatchObject({
      ok: true,
      toast: { title: 'Jejum retomado' },
    });
    expect(stored('m15-fasting')).toEqual({ startedAt: at(22, 20), endedAt: '' });
    expect(stored('m15-fast-log')).toEqual([]);
  });

  it('cannot undo an end of long ago', async () => {
    profile('2026-11-20');
    fast(at(22, 20), at(23, 10));
    expect(await post(clientAction, { intent: 'fast-undo' })).toEqual({ ok: false });
    expect(stored('m15-fasting').endedAt).toBe(at(23, 10));
  });

  it.each([
    ['', FAST_START_MESSAGES.missing],
    ['amanhã', FAST_START_MESSAGES.invalid],
    ['<img src=x onerror=alert(1)>', FAST_START_MESSAGES.invalid],
    ['2026-11-24T08:00', FAST_START_MESSAGES.future],
    ['2026-11-21T23:59', FAST_START_MESSAGES['before-block']],
    ['2026-11-01T08:00', FAST_START_MESSAGES['before-block']],
  ])('refuses the start %j with a clear message and saves nothing', async (startedAt, message) => {
    profile('2026-11-20');
    checks({ 'jejum-1': go(22) });
    const before = storageContents(localStorage);
    const r = await post(clientAction, { intent: 'fast-start', startedAt });
    expect(r).toEqual({
      ok: false,
      errors: { startedAt: message },
      toast: { kind: 'error', title: 'Confira o início do jejum', message },
    });
    expect(storageContents(localStorage)).toEqual(before);
  });

  it('is not offered on a ceto day', async () => {
    profile('2026-11-17'); // day 7
    checks({ 'jejum-1': go(19) });
    const r = await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-23T20:00' });
    expect(r).toMatchObject({ ok: false, toast: { title: 'Faça a verificação primeiro' } });
    expect(localStorage.getItem('m15-fasting')).toBeNull();
  });

  it('a full storage keeps the earlier fast', async () => {
    profile('2026-11-13'); // day 11
    checks({ 'jejum-final': go(21) });
    fast(at(21, 20));
    const before = storageContents(localStorage);
    makeStorageFull();
    expect(await post(clientAction, { intent: 'fast-end' })).toMatchObject({ ok: false, toast: STORAGE_FULL_TOAST });
    expect(storageContents(localStorage)).toEqual(before);
  });
});

describe('the bottle of electrolytes (issue 30)', () => {
  it('is ticked for today on a fasting day, and unticked', async () => {
    profile('2026-11-19'); // day 5
    expect(await post(clientAction, { intent: 'bottle', bottles: '1' })).toEqual({ ok: true });
    expect(stored('m15-electrolytes')).toEqual([{ date: '2026-11-23', bottles: 1 }]);
    expect(await post(clientAction, { intent: 'bottle', bottles: '1' })).toEqual({ ok: true });
    expect(stored('m15-electrolytes')).toEqual([{ date: '2026-11-23', bottles: 1 }]);
    expect(await post(clientAction, { intent: 'bottle', bottles: '0' })).toEqual({ ok: true });
    expect(stored('m15-electrolytes')).toEqual([]);
  });

  it.each(['2', '-1', 'um', '', '<img src=x onerror=alert(1)>'])('refuses %j and writes nothing', async (bottles) => {
    profile('2026-11-19');
    const r = await post(clientAction, { intent: 'bottle', bottles });
    expect(r).toMatchObject({ ok: false, toast: { kind: 'error' } });
    expect(localStorage.getItem('m15-electrolytes')).toBeNull();
  });

  it('is not ticked on a ceto day', async () => {
    profile('2026-11-17'); // day 7
    expect((await post(clientAction, { intent: 'bottle', bottles: '1' })).ok).toBe(false);
    expect(localStorage.getItem('m15-electrolytes')).toBeNull();
  });
});

describe('the steps to break a fast (issue 30)', () => {
  it('ticks and unticks a step for today', async () => {
    profile('2026-11-17'); // day 7
    const tick = (step: string, done: string) =>
      post(clientAction, { intent: 'refeed-step', block: 'jejum-1', step, done });
    expect(await tick('slowly', 'true')).toEqual({ ok: true });
    expect(await tick('small-first', 'true')).toEqual({ ok: true });
    expect(stored('m15-refeed')).toEqual([{ date: '2026-11-23', block: 'jejum-1', done: ['small-first', 'slowly'] }]);
    expect(await tick('slowly', 'false')).toEqual({ ok: true });
    expect(stored('m15-refeed')).toEqual([{ date: '2026-11-23', block: 'jejum-1', done: ['small-first'] }]);
  });

  it.each([
    { block: 'ceto-2', step: 'slowly', done: 'true' },
    { block: 'jejum-1', step: 'small-meals', done: 'true' },
    { block: 'jejum-1', step: '__proto__', done: 'true' },
    { block: 'jejum-1', step: 'slowly', done: 'sim' },
    { block: '<b>x</b>', step: 'slowly', done: 'true' },
  ])('refuses %j and writes nothing', async (fields) => {
    profile('2026-11-17');
    expect(await post(clientAction, { intent: 'refeed-step', ...fields })).toMatchObject({ ok: false });
    expect(localStorage.getItem('m15-refeed')).toBeNull();
  });
});

describe('the check before a fast', () => {
  const allNo = {
    pregnant: 'nao',
    under18: 'nao',
    eatingDisorder: 'nao',
    diabetesMedication: 'nao',
    heartOrKidney: 'nao',
    pressureMedication: 'nao',
    gout: 'nao',
    dailyMedication: 'nao',
    lowBmi: 'nao',
  };
  const now = new Date(2026, 10, 23, 21, 30).toISOString();

  it('on day 9, records when it was done and that it said go, for the Jejum Final', async () => {
    profile('2026-11-15'); // day 9
    const r = await post(clientAction, { intent: 'pre-fast-check', ...allNo });
    expect(r).toMatchObject({
      ok: true,
      preFast: { block: 'jejum-final', stop: false },
      toast: { title: 'Verificação feita' },
    });
    expect(stored('m15-safety-checks')).toEqual({ 'jejum-final': { at: now, outcome: 'go' } });
  });

  it.each(['diabetesMedication', 'pressureMedication', 'gout', 'dailyMedication'])(
    'a yes to %s stops the fast, and is remembered without any answer',
    async (question) => {
      profile('2026-11-19'); // day 5: asked on every day of the block (issue 30)
      const r = await post(clientAction, { intent: 'pre-fast-check', ...allNo, [question]: 'sim' });
      expect(r).toEqual({ ok: true, preFast: { block: 'jejum-1', stop: true } });
      const raw = localStorage.getItem('m15-safety-checks')!;
      expect(JSON.parse(raw)).toEqual({ 'jejum-1': { at: now, outcome: 'stop' } });
      expect(raw).not.toMatch(/sim|nao|diabetes|pressure|gout|daily/i);
    },
  );

  it('a yes while a fast runs (begun before any check) ends it, kindly, and logs it', async () => {
    profile('2026-11-19'); // day 5; the eve was 21/11
    fast(at(21, 20));
    const r = await post(clientAction, { intent: 'pre-fast-check', ...allNo, gout: 'sim' });
    expect(r).toEqual({ ok: true, preFast: { block: 'jejum-1', stop: true, endedDuration: '49 h 30 min' } });
    expect(stored('m15-fasting')).toEqual({ startedAt: at(21, 20), endedAt: now });
    expect(stored('m15-fast-log')).toMatchObject([{ startedAt: at(21, 20), endedAt: now, outcome: 'early' }]);
  });

  it('a redo replaces the stop', async () => {
    profile('2026-11-19');
    checks({ 'jejum-1': { at: at(22, 9), outcome: 'stop' } });
    await post(clientAction, { intent: 'pre-fast-check', ...allNo });
    expect(stored('m15-safety-checks')).toEqual({ 'jejum-1': { at: now, outcome: 'go' } });
  });

  it('takes a low BMI from the profile as a stop, even when the answer says no', async () => {
    localStorage.setItem(
      'm15-profile',
      JSON.stringify({ name: 'Ana', startDate: '2026-11-21', initialWeight: '48', height: '170', waterGoal: '1.7' }),
    );
    const r = await post(clientAction, { intent: 'pre-fast-check', ...allNo });
    expect(r).toEqual({ ok: true, preFast: { block: 'jejum-1', stop: true } });
  });

  it('refuses missing answers, naming each, and writes nothing', async () => {
    // Day 3, with no height in the profile: the BMI is asked.
    localStorage.setItem(
      'm15-profile',
      JSON.stringify({ name: 'Ana', startDate: '2026-11-21', initialWeight: '82', height: '', waterGoal: '2.9' }),
    );
    const before = storageContents(localStorage);
    const r = await post(clientAction, {
      intent: 'pre-fast-check',
      ...allNo,
      pregnant: '',
      gout: 'talvez',
      lowBmi: undefined,
    });
    expect(r).toEqual({
      ok: false,
      errors: { pregnant: 'Responda sim ou não.', gout: 'Responda sim ou não.', lowBmi: 'Responda sim ou não.' },
      toast: { kind: 'error', title: 'Responda todas as perguntas', message: 'Marque sim ou não em cada pergunta.' },
    });
    expect(storageContents(localStorage)).toEqual(before);
  });

  it('is not saved on a day outside the blocks', async () => {
    profile('2026-11-17'); // day 7
    const r = await post(clientAction, { intent: 'pre-fast-check', ...allNo });
    expect(r).toMatchObject({ ok: false, toast: { kind: 'error' } });
    expect(localStorage.getItem('m15-safety-checks')).toBeNull();
  });

  it('a full storage says so and keeps what was there, a running fast included', async () => {
    profile('2026-11-15');
    fast(at(21, 20));
    const before = storageContents(localStorage);
    makeStorageFull();
    const r = await post(clientAction, { intent: 'pre-fast-check', ...allNo, gout: 'sim' });
    expect(r).toMatchObject({ ok: false, toast: STORAGE_FULL_TOAST });
    expect(storageContents(localStorage)).toEqual(before);
  });
});
