// @vitest-environment jsdom
/**
 * Início's posts on the fasting days: the clock, the bottle of
 * electrolytes, the steps to break a fast and the check before a fast. The
 * check-in, "+1 copo" and "Concluir o dia": action.test.ts.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FAST_START_MESSAGES } from '~/content/fasting-clock';
import {
  checkAnswers,
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

freshStorageAt(new Date(2026, 10, 23, 21, 30));

// The clock of this file: 23/11/2026, 21:30.
const at = (d: number, h: number, min = 0) => new Date(2026, 10, d, h, min).toISOString();
const go = (d: number) => ({ at: at(d, 9), outcome: 'go' });
const checks = (value: unknown) => localStorage.setItem('m15-safety-checks', JSON.stringify(value));
const fast = (startedAt: string, endedAt = '') =>
  localStorage.setItem('m15-fasting', JSON.stringify({ startedAt, endedAt }));

describe('the fasting clock', () => {
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
    // With the plan its start gave it: Jejum I, 72 h.
    expect(stored('m15-fasting')).toEqual({
      startedAt: at(22, 20),
      endedAt: '',
      block: 'jejum-1',
      plannedEndAt: at(25, 20),
    });
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
    expect(stored('m15-fasting')).toEqual({
      startedAt: at(22, 20),
      endedAt: at(23, 21, 30),
      block: 'jejum-1',
      plannedEndAt: at(25, 20),
    });
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
    expect(stored('m15-fasting')).toEqual({
      startedAt: at(22, 20),
      endedAt: '',
      block: 'jejum-1',
      plannedEndAt: at(25, 20),
    });
    expect(stored('m15-fast-log')).toEqual([]);
  });

  it('runs on at 0 h when the phone’s clock goes back before its start, and one tap ends it', async () => {
    const { loadTodayScreen } = await import('./loader');
    const { loadProfile } = await import('~/storage/profile');
    const hoje = () => loadTodayScreen(loadProfile(), new Date()).today;
    profile('2026-11-20'); // 22/11 is the eve of Jejum I
    vi.setSystemTime(new Date(2026, 10, 22, 20));
    checks({ 'jejum-1': { at: at(22, 18), outcome: 'go' } });
    expect(await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-22T20:00' })).toMatchObject({
      ok: true,
    });
    // The network puts right a clock that ran ten minutes ahead.
    vi.setSystemTime(new Date(2026, 10, 22, 19, 50));
    const today = hoje();
    expect(today.fasting).toMatchObject({ kind: 'fast', fast: { endedAt: null } });
    expect(today.eating).toBe(false);
    // The hero's figures: 0 h fasted, the whole 72 h left, nothing below 0.
    if (today.fasting?.kind !== 'fast') throw new Error('no fast on Hoje');
    const { fastMoment } = await import('~/domain/fasting-block');
    expect(fastMoment(today.fasting.fast.plan, null, new Date())).toMatchObject({
      elapsedMs: 0,
      msLeft: 72 * 3_600_000,
    });
    expect(await post(clientAction, { intent: 'fast-end' })).toMatchObject({
      ok: true,
      toast: { title: 'Jejum encerrado', message: expect.stringContaining('0 h 00 min') },
    });
    expect(stored('m15-fasting')).toMatchObject({ startedAt: at(22, 20), endedAt: at(22, 20) });
    // The clock right again: the fast she ended does not run again.
    vi.setSystemTime(new Date(2026, 10, 23, 9));
    expect(hoje().fasting).not.toMatchObject({ kind: 'fast', fast: { endedAt: null } });
    expect(stored('m15-fasting')).toMatchObject({ endedAt: at(22, 20) });
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

describe('the bottle of electrolytes', () => {
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

describe('the steps to break a fast', () => {
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
  const allNo = checkAnswers();
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

  it.each(['pressureMedication', 'gout', 'dailyMedication', 'alcohol', 'cancer', 'age65', 'illOrSurgery'])(
    'a yes to %s stops the fast, and is remembered without any answer',
    async (question) => {
      profile('2026-11-19'); // day 5: asked on every day of the block
      const r = await post(clientAction, { intent: 'pre-fast-check', ...allNo, [question]: 'sim' });
      expect(r).toEqual({ ok: true, preFast: { block: 'jejum-1', stop: true } });
      const raw = localStorage.getItem('m15-safety-checks')!;
      expect(JSON.parse(raw)).toEqual({ 'jejum-1': { at: now, outcome: 'stop', until: '2026-11-24' } });
      expect(raw).not.toMatch(/sim|nao|diabetes|pressure|gout|daily|alcohol|cancer|age|ill/i);
    },
  );

  it.each(['pregnant', 'under18', 'eatingDisorder', 'diabetesMedication', 'lowBmi'])(
    'a yes to %s is an absolute stop: recorded so, and a redo is refused with nothing written',
    async (question) => {
      localStorage.setItem(
        'm15-profile',
        JSON.stringify({ name: 'Ana', startDate: '2026-11-19', initialWeight: '82', height: '', waterGoal: '2.9' }),
      );
      const r = await post(clientAction, { intent: 'pre-fast-check', ...allNo, [question]: 'sim' });
      expect(r).toEqual({ ok: true, preFast: { block: 'jejum-1', stop: true } });
      expect(stored('m15-safety-checks')).toEqual({
        'jejum-1': { at: now, outcome: 'stop', absolute: true, until: '2026-11-24' },
      });
      const before = storageContents(localStorage);
      const redo = await post(clientAction, { intent: 'pre-fast-check', ...allNo });
      expect(redo).toEqual({
        ok: false,
        toast: {
          kind: 'error',
          title: 'A verificação não foi refeita',
          message:
            'Uma das suas respostas vale para todos os dias deste jejum: ele só pode ser feito com acompanhamento médico.',
        },
      });
      expect(storageContents(localStorage)).toEqual(before);
    },
  );

  it('plain diabetes is a stop that is not absolute; insulin or diabetes medicine is absolute', async () => {
    profile('2026-11-19');
    await post(clientAction, { intent: 'pre-fast-check', ...allNo, diabetes: 'sim' });
    expect(stored('m15-safety-checks')).toEqual({ 'jejum-1': { at: now, outcome: 'stop', until: '2026-11-24' } });
  });

  it('before the Jejum Final, asks whether Jejum I brought a warning sign, and a yes stops', async () => {
    profile('2026-11-15'); // day 9
    const { signsInJejum1: _, ...rest } = allNo;
    expect(await post(clientAction, { intent: 'pre-fast-check', ...rest })).toMatchObject({
      ok: false,
      errors: { signsInJejum1: 'Responda sim ou não.' },
    });
    const r = await post(clientAction, { intent: 'pre-fast-check', ...allNo, signsInJejum1: 'sim' });
    expect(r).toEqual({ ok: true, preFast: { block: 'jejum-final', stop: true } });
  });

  it('before Jejum I, does not need how Jejum I went', async () => {
    profile('2026-11-19');
    const { signsInJejum1: _, ...rest } = allNo;
    expect(await post(clientAction, { intent: 'pre-fast-check', ...rest })).toMatchObject({ ok: true });
  });

  it('takes a high weight loss before the challenge from the diary as a stop, even when the answer says no', async () => {
    profile('2026-11-19'); // the profile's starting weight is below
    const p = stored('m15-profile');
    localStorage.setItem('m15-profile', JSON.stringify({ ...p, initialWeight: '70' }));
    localStorage.setItem(
      'm15-diary',
      JSON.stringify([
        { date: '2026-07-01', weight: '82', water: '' },
        { date: '2026-10-01', weight: '76', water: '' },
      ]),
    );
    const r = await post(clientAction, { intent: 'pre-fast-check', ...allNo, weightLoss: 'nao' });
    expect(r).toEqual({ ok: true, preFast: { block: 'jejum-1', stop: true } });
    expect(stored('m15-safety-checks')).toEqual({ 'jejum-1': { at: now, outcome: 'stop', until: '2026-11-24' } });
  });

  it('a yes while a fast runs (begun before any check) ends it, kindly, and logs it', async () => {
    profile('2026-11-19'); // day 5; the eve was 21/11
    fast(at(21, 20));
    const r = await post(clientAction, { intent: 'pre-fast-check', ...allNo, gout: 'sim' });
    expect(r).toEqual({ ok: true, preFast: { block: 'jejum-1', stop: true, endedDuration: '49 h 30 min' } });
    expect(stored('m15-fasting')).toEqual({ startedAt: at(21, 20), endedAt: now });
    expect(stored('m15-fast-log')).toMatchObject([{ startedAt: at(21, 20), endedAt: now, outcome: 'early' }]);
  });

  it('a redo replaces a stop once, keeping the earlier stop in the record; a second redo is refused', async () => {
    profile('2026-11-19');
    checks({ 'jejum-1': { at: at(22, 9), outcome: 'stop' } });
    // The redo's form says which stop it redoes.
    expect(
      await post(clientAction, { intent: 'pre-fast-check', shownCheck: at(22, 9), ...allNo, gout: 'sim' }),
    ).toMatchObject({ ok: true });
    expect(stored('m15-safety-checks')).toEqual({
      'jejum-1': { at: now, outcome: 'stop', earlierStop: at(22, 9), until: '2026-11-24' },
    });
    const before = storageContents(localStorage);
    const r = await post(clientAction, { intent: 'pre-fast-check', shownCheck: now, ...allNo });
    expect(r).toMatchObject({ ok: false, toast: { kind: 'error', title: 'A verificação não foi refeita' } });
    expect(storageContents(localStorage)).toEqual(before);
  });

  it('a form filled before another tab’s answer replaces nothing, spends no redo, and says the check changed', async () => {
    profile('2026-11-21'); // 23/11 is the eve of Jejum I
    // Tab A: a "sim" at 21:30. Tab B's form, filled over no check, is sent after it.
    expect(await post(clientAction, { intent: 'pre-fast-check', ...allNo, heartOrKidney: 'sim' })).toMatchObject({
      ok: true,
      preFast: { stop: true },
    });
    const before = storageContents(localStorage);
    const changed = {
      ok: false,
      toast: { title: 'A verificação mudou', message: expect.stringContaining('outra aba') },
    };
    expect(await post(clientAction, { intent: 'pre-fast-check', shownCheck: 'none', ...allNo })).toMatchObject(changed);
    // A tab from before forms carried the mark sends none: the same.
    expect(await post(clientAction, { intent: 'pre-fast-check', ...allNo })).toMatchObject(changed);
    expect(storageContents(localStorage)).toEqual(before);
    expect(await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-23T21:00' })).toMatchObject({
      ok: false,
    });
    // The stop's own "Refazer a verificação" is still its one redo.
    expect(await post(clientAction, { intent: 'pre-fast-check', shownCheck: now, ...allNo })).toMatchObject({
      ok: true,
      preFast: { stop: false },
    });
  });

  it('a stale form that says "sim" still stops over a go: a "sim" is never lost', async () => {
    profile('2026-11-21');
    checks({ 'jejum-1': go(23) });
    expect(
      await post(clientAction, { intent: 'pre-fast-check', shownCheck: 'none', ...allNo, heartOrKidney: 'sim' }),
    ).toMatchObject({ ok: true, preFast: { stop: true } });
    expect(stored('m15-safety-checks')['jejum-1']).toMatchObject({ outcome: 'stop' });
    // A stale "não" over that go would change nothing.
    checks({ 'jejum-1': go(23) });
    const before = storageContents(localStorage);
    expect(await post(clientAction, { intent: 'pre-fast-check', ...allNo })).toMatchObject({
      ok: false,
      toast: { title: 'A verificação mudou' },
    });
    expect(storageContents(localStorage)).toEqual(before);
  });

  it('a redo that says go keeps the earlier stop in the record', async () => {
    profile('2026-11-19');
    checks({ 'jejum-1': { at: at(22, 9), outcome: 'stop' } });
    await post(clientAction, { intent: 'pre-fast-check', shownCheck: at(22, 9), ...allNo });
    expect(stored('m15-safety-checks')).toEqual({ 'jejum-1': { at: now, outcome: 'go', earlierStop: at(22, 9) } });
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

describe('a stop holds whatever the start date says afterwards', () => {
  const allNo = checkAnswers();
  const now = new Date(2026, 10, 23, 21, 30).toISOString();
  // Today (23/11) is day 5 with a start on 19/11, Jejum I (22–24/11); with a start on 14/11 it is day 10, the Jejum Final.
  it('an absolute stop: after the start date moves, a new check of either block is refused and no fast starts', async () => {
    profile('2026-11-19');
    expect(await post(clientAction, { intent: 'pre-fast-check', ...allNo, pregnant: 'sim' })).toMatchObject({
      ok: true,
    });
    for (const start of ['2026-11-20', '2026-11-14']) {
      profile(start);
      const before = storageContents(localStorage);
      expect(await post(clientAction, { intent: 'pre-fast-check', ...allNo })).toMatchObject({
        ok: false,
        toast: { kind: 'error', title: 'A verificação não foi refeita' },
      });
      expect(await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-23T20:00' })).toMatchObject({
        ok: false,
      });
      expect(storageContents(localStorage)).toEqual(before);
    }
  });

  it('a stop given twice: moving the start date to the Jejum Final asks no new check', async () => {
    profile('2026-11-19');
    await post(clientAction, { intent: 'pre-fast-check', ...allNo, illOrSurgery: 'sim' });
    expect(
      await post(clientAction, { intent: 'pre-fast-check', shownCheck: now, ...allNo, illOrSurgery: 'sim' }),
    ).toMatchObject({ ok: true, preFast: { stop: true } });
    profile('2026-11-14');
    const before = storageContents(localStorage);
    expect(await post(clientAction, { intent: 'pre-fast-check', ...allNo })).toMatchObject({ ok: false });
    expect(await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-23T20:00' })).toMatchObject({
      ok: false,
    });
    expect(storageContents(localStorage)).toEqual(before);
  });

  it('a stop given twice on a block’s last day still holds after midnight, when the start date makes today an eve', async () => {
    // 23/11 at 23:40 is day 6, Jejum I's last day, with a start on 18/11.
    const [first, second] = [new Date(2026, 10, 23, 23, 40), new Date(2026, 10, 23, 23, 45)];
    vi.setSystemTime(first);
    profile('2026-11-18');
    await post(clientAction, { intent: 'pre-fast-check', shownCheck: 'none', ...allNo, illOrSurgery: 'sim' });
    vi.setSystemTime(second);
    expect(
      await post(clientAction, {
        intent: 'pre-fast-check',
        shownCheck: first.toISOString(),
        ...allNo,
        illOrSurgery: 'sim',
      }),
    ).toMatchObject({ ok: true, preFast: { stop: true } });
    // 20 minutes later, past midnight, the start date moved to 22/11: today reads day 3, Jejum I's eve.
    vi.setSystemTime(new Date(2026, 10, 24, 0, 5));
    profile('2026-11-22');
    const before = storageContents(localStorage);
    // The screen shows the stop that holds; the form answered over it is refused.
    expect(
      await post(clientAction, { intent: 'pre-fast-check', shownCheck: second.toISOString(), ...allNo }),
    ).toMatchObject({
      ok: false,
      toast: { kind: 'error', title: 'A verificação não foi refeita' },
    });
    expect(await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-24T00:05' })).toMatchObject({
      ok: false,
    });
    expect(storageContents(localStorage)).toEqual(before);
  });

  it('a stop given once: after the start date moves, the new check is its one redo', async () => {
    profile('2026-11-19');
    await post(clientAction, { intent: 'pre-fast-check', ...allNo, illOrSurgery: 'sim' });
    profile('2026-11-14');
    // The screen shows Jejum I's stop, which holds: the form redoes it.
    expect(
      await post(clientAction, { intent: 'pre-fast-check', shownCheck: now, ...allNo, illOrSurgery: 'sim' }),
    ).toMatchObject({
      ok: true,
      preFast: { block: 'jejum-final', stop: true },
    });
    expect(await post(clientAction, { intent: 'pre-fast-check', ...allNo })).toMatchObject({ ok: false });
  });
});
