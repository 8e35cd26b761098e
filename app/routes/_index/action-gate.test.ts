// @vitest-environment jsdom
/**
 * The fasting gate on every path a user takes, through the screens' own
 * posts: a start date moved on Perfil, a restart, a reset and an erase in
 * the middle of a fast, a second tab, a clock set back (a "sim" stamped
 * before a fast's end keeps "Desfazer" from running it again; a fast ended
 * while the clock stood behind its start still holds the rest after it). The rules alone:
 * domain/fast-gate.test.ts.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANA,
  checkAnswers as answers,
  eveCheckThenJejumI,
  freshStorageAt,
  iso,
  local,
  post,
  seed,
  storageContents,
  stored,
  storeProfileStartingOn as profileFrom,
} from '@test-utils';
import { clientAction as dataAction } from '../dados/route';
import { clientAction as perfilAction } from '../perfil/route';
import { clientAction } from './route';

// The route loads Hoje's part (today-screen.ts) on its first post: load it once up front, so a busy machine's
// first transform of that module graph is not charged to the first test's 5 s.
beforeAll(() => import('./today-screen'), 60_000);

// The data route's erase-all clears the photos too: jsdom has no IndexedDB.
const photos = await vi.hoisted(async () => (await import('@test-utils')).memoryPhotoStore());
vi.mock('~/storage/photos', () => photos);
const { loadTodayScreen } = await import('./loader');
const { loadProfile } = await import('~/storage/profile');

const go = (block: 'jejum-1' | 'jejum-final', d: number) => ({ [block]: { at: iso(local(d, 9)), outcome: 'go' } });
const clockAt = (d: Date) => vi.setSystemTime(d);
const hoje = () => loadTodayScreen(loadProfile(), new Date()).today;
/** Perfil's form, saved with a new start date. */
const moveStartTo = (startDate: string) => post(perfilAction, { intent: 'save', ...ANA, startDate });

// Ana starts on 20/11: Jejum I from 20:00 on 22/11 (the eve) to 20:00 on 25/11, as this version stores it.
const JEJUM_1 = {
  startedAt: iso(local(22, 20)),
  endedAt: '',
  block: 'jejum-1',
  plannedEndAt: iso(local(25, 20)),
};

freshStorageAt();
beforeEach(() => photos.reset());

describe('a fast the record of fasts does not allow is refused, whatever the start date says', () => {
  it('one fast per block by the record: a Final ended early, the clock emptied by a restore, no second Final', async () => {
    clockAt(local(32, 21)); // 61 h after the Final's early end at 08:00 on 30/11
    profileFrom('2026-11-20');
    seed({
      'm15-fast-record': [
        { startedAt: iso(local(28, 20)), plannedEndAt: iso(local(34, 20)), endedAt: iso(local(30, 8)) },
      ],
      'm15-safety-checks': go('jejum-final', 32),
    });
    const before = storageContents(localStorage);
    expect(await post(clientAction, { intent: 'fast-start', startedAt: '2026-12-02T21:00' })).toMatchObject({
      ok: false,
    });
    expect(storageContents(localStorage)).toEqual(before);
  });

  it('a start typed before the gap ended is refused where it begins, kindly; one at the opening is taken', async () => {
    // Jejum I ended at its goal, 20:00 on 25/11: the next fast may begin 60 h later, at 08:00 on 28/11.
    clockAt(local(28, 9));
    profileFrom('2026-11-17'); // today, 28/11, reads day 12 of the Jejum Final
    seed({
      'm15-fasting': { ...JEJUM_1, endedAt: iso(local(25, 20)) },
      'm15-safety-checks': go('jejum-final', 28),
    });
    const before = storageContents(localStorage);
    for (const startedAt of ['2026-11-25T20:00', '2026-11-28T07:59']) {
      const r = await post(clientAction, { intent: 'fast-start', startedAt });
      expect(r).toMatchObject({
        ok: false,
        errors: {
          startedAt: 'Este início é cedo demais: o próximo jejum pode começar a partir de sábado, 28/11, às 08:00.',
        },
      });
      expect(storageContents(localStorage)).toEqual(before);
    }
    expect(await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-28T08:00' })).toMatchObject({
      ok: true,
    });
    expect(stored('m15-fasting')).toMatchObject({ startedAt: iso(local(28, 8)), endedAt: '' });
  });

  it('a fast of 96 h ended yesterday, on day 10: the refusal says the Final does not happen in this challenge', async () => {
    clockAt(local(26, 10));
    profileFrom('2026-11-17'); // 26/11 is day 10; the Final's last day is 1/12
    seed({
      'm15-fast-record': [
        { startedAt: iso(local(21, 20)), plannedEndAt: iso(local(25, 20)), endedAt: iso(local(25, 20)) },
      ],
      'm15-safety-checks': go('jejum-final', 26),
    });
    const before = storageContents(localStorage);
    expect(await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-26T09:00' })).toEqual({
      ok: false,
      toast: {
        kind: 'error',
        title: 'Ainda não é hora de um novo jejum',
        message:
          'Você terminou um jejum há 14\u00a0horas. Outro jejum só poderia começar a partir de quarta, 02/12, às 20:00, ' +
          'depois do último dia do Jejum Final: neste desafio, esse jejum não acontece.',
      },
    });
    expect(storageContents(localStorage)).toEqual(before);
  });

  it('Jejum I done, the start date moved three days back on day 7: the Jejum Final is refused, kindly', async () => {
    clockAt(local(26, 10));
    profileFrom('2026-11-20');
    seed({ 'm15-fasting': JEJUM_1 });
    expect(await moveStartTo('2026-11-17')).toMatchObject({ ok: true });
    // Today reads day 10; the check said go.
    seed({ 'm15-safety-checks': go('jejum-final', 26) });
    const before = storageContents(localStorage);
    const r = await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-26T09:00' });
    expect(r).toEqual({
      ok: false,
      toast: {
        kind: 'error',
        title: 'Ainda não é hora de um novo jejum',
        message: 'Você terminou um jejum há 14\u00a0horas. O próximo pode começar a partir de sábado, 28/11, às 08:00.',
      },
    });
    // Nothing stored by the refusal.
    expect(storageContents(localStorage)).toEqual(before);
    // 60 h after Jejum I ended, it may start.
    clockAt(local(28, 8));
    seed({ 'm15-safety-checks': go('jejum-final', 28) });
    expect(await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-28T08:00' })).toMatchObject({
      ok: true,
    });
  });

  it('Jejum I ended at 23 h on day 5, the start date moved so today reads day 10: the Jejum Final is refused, kindly', async () => {
    // The check on day 4 said go; Jejum I from 11:00 that day, ended on day 5 at 10:00, 23 h in.
    clockAt(local(23, 10));
    profileFrom('2026-11-20');
    expect(await post(clientAction, { intent: 'pre-fast-check', ...answers() })).toMatchObject({ ok: true });
    clockAt(local(23, 11, 5));
    expect(await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-23T11:00' })).toMatchObject({
      ok: true,
    });
    clockAt(local(24, 10));
    expect(await post(clientAction, { intent: 'fast-end' })).toMatchObject({ ok: true });
    // An hour later, Perfil's start date five days back: today reads day 10; the Final's check, "não" everywhere.
    clockAt(local(24, 11));
    expect(await moveStartTo('2026-11-15')).toMatchObject({ ok: true });
    expect(await post(clientAction, { intent: 'pre-fast-check', ...answers() })).toMatchObject({
      ok: true,
      preFast: { block: 'jejum-final', stop: false },
    });
    expect(hoje().fasting).toMatchObject({ kind: 'gated' });
    const before = storageContents(localStorage);
    // No 23 h + 144 h in a row: the 60 h gap follows a fast of 12 h or more.
    expect(await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-24T11:00' })).toEqual({
      ok: false,
      toast: {
        kind: 'error',
        title: 'Ainda não é hora de um novo jejum',
        message: 'Você terminou um jejum há 1\u00a0hora. O próximo pode começar a partir de quinta, 26/11, às 22:00.',
      },
    });
    expect(storageContents(localStorage)).toEqual(before);
  });

  it('a restart 23 h into Jejum I, then a start date that makes today day 10: the Jejum Final is refused', async () => {
    await eveCheckThenJejumI(clientAction); // Jejum I from 20:00 on 22/11
    clockAt(local(23, 19)); // 23 h in: "Recomeçar o M15" ends the fast there
    expect(await post(dataAction, { intent: 'restart-early' })).toMatchObject({ ok: true });
    expect(stored('m15-fast-record')).toEqual([
      { startedAt: JEJUM_1.startedAt, plannedEndAt: JEJUM_1.plannedEndAt, endedAt: iso(local(23, 19)) },
    ]);
    // Perfil's start date nine days back: today reads day 10; the Final's check says go.
    clockAt(local(23, 19, 10));
    expect(await moveStartTo('2026-11-14')).toMatchObject({ ok: true });
    expect(await post(clientAction, { intent: 'pre-fast-check', ...answers() })).toMatchObject({
      ok: true,
      preFast: { block: 'jejum-final', stop: false },
    });
    expect(hoje().fasting).toMatchObject({ kind: 'gated' });
    const before = storageContents(localStorage);
    expect(await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-23T19:10' })).toMatchObject({
      ok: false,
      toast: {
        title: 'Ainda não é hora de um novo jejum',
        // Ten minutes after the restart ended the fast: under an hour, never "0 horas".
        message:
          'Você terminou um jejum há menos de 1\u00a0hora. O próximo pode começar a partir de quinta, 26/11, às 07:00.',
      },
    });
    expect(storageContents(localStorage)).toEqual(before);
  });

  it('the start date moved while a fast runs changes neither its end nor its block', async () => {
    clockAt(local(24, 10));
    profileFrom('2026-11-20');
    seed({ 'm15-fasting': JEJUM_1 });
    await moveStartTo('2026-11-14'); // today reads day 11
    expect(stored('m15-fasting')).toEqual(JEJUM_1);
    // Ended by the tap: the log keeps the end its block gave it at the start.
    const end = await post(clientAction, { intent: 'fast-end' });
    expect(end).toMatchObject({ ok: true });
    expect(stored('m15-fast-log')).toEqual([{ ...JEJUM_1, endedAt: iso(local(24, 10)), outcome: 'early' }]);
  });

  it.each([
    ['restart-early', 'Perfil’s restart'],
    ['reset', 'Perfil’s reset'],
    ['erase-all', '"Apagar tudo"'],
  ])('%s in the middle of a fast (%s): the fast ends there, and the next waits 60 h', async (intent) => {
    clockAt(local(24, 10));
    profileFrom('2026-11-20');
    seed({ 'm15-fasting': JEJUM_1, 'm15-safety-checks': go('jejum-1', 22) });
    // Perfil's erases post to the data route.
    expect(await post(dataAction, { intent })).toMatchObject({ ok: true });
    expect(stored('m15-fasting')).toBeNull();
    expect(stored('m15-fast-record')).toEqual([
      { startedAt: JEJUM_1.startedAt, plannedEndAt: JEJUM_1.plannedEndAt, endedAt: iso(local(24, 10)) },
    ]);
    // A new challenge whose today is day 4, checked: still refused, 38 h in.
    clockAt(local(24, 12));
    profileFrom('2026-11-21');
    seed({ 'm15-safety-checks': go('jejum-1', 24) });
    const r = await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-24T12:00' });
    expect(r).toMatchObject({
      ok: false,
      toast: {
        message: 'Você terminou um jejum há 2\u00a0horas. O próximo pode começar a partir de quinta, 26/11, às 22:00.',
      },
    });
    expect(stored('m15-fasting')).toBeNull();
  });

  it('a clock set back before the last fast ended does not open the gate', async () => {
    clockAt(local(27, 10));
    seed({
      'm15-fast-record': [
        { startedAt: iso(local(22, 20)), plannedEndAt: iso(local(25, 20)), endedAt: iso(local(25, 20)) },
      ],
    });
    // The phone's clock now says 24/11; the start date makes it day 10.
    clockAt(local(24, 10));
    profileFrom('2026-11-15');
    seed({ 'm15-safety-checks': go('jejum-final', 24) });
    const r = await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-24T09:00' });
    expect(r).toMatchObject({ ok: false, toast: { title: 'Ainda não é hora de um novo jejum' } });
    // No hours since an end the clock has not reached: the moment the app counts the fast to, never "há 0 horas".
    expect((r as { toast: { message: string } }).toast.message).toMatch(
      /^O app conta o último jejum até quarta, 25\/11, às 20:00\. /,
    );
  });

  it('two tabs: a stale one cannot start a second fast, resume an ended one, nor undo a stop', async () => {
    clockAt(local(23, 9));
    profileFrom('2026-11-20');
    seed({ 'm15-safety-checks': go('jejum-1', 22) });
    // Both tabs showed "Comecei o jejum"; the first starts it.
    expect(await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-22T20:00' })).toMatchObject({
      ok: true,
    });
    expect(await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-23T08:00' })).toEqual({ ok: false });
    // The first tab ends it; the second, still showing the clock, cannot start it again.
    expect(await post(clientAction, { intent: 'fast-end' })).toMatchObject({ ok: true });
    expect(await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-23T09:00' })).toEqual({ ok: false });
    // A stop answered in a tab after the end: no "Desfazer" brings the fast back.
    seed({ 'm15-safety-checks': { 'jejum-1': { at: iso(local(23, 9, 1)), outcome: 'stop' } } });
    clockAt(local(23, 9, 5));
    expect(await post(clientAction, { intent: 'fast-undo' })).toEqual({ ok: false });
    expect(stored('m15-fasting')).toMatchObject({ endedAt: iso(local(23, 9)) });
  });

  it('an absolute stop holds through a moved start date: a new "go" for another block starts nothing', async () => {
    clockAt(local(26, 10));
    profileFrom('2026-11-17'); // today reads day 10
    seed({
      'm15-safety-checks': {
        'jejum-1': { at: iso(local(22, 9)), outcome: 'stop', absolute: true },
        ...go('jejum-final', 26),
      },
    });
    const before = storageContents(localStorage);
    expect(await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-26T09:00' })).toMatchObject({
      ok: false,
      toast: { title: 'Faça a verificação primeiro' },
    });
    expect(storageContents(localStorage)).toEqual(before);
  });
});

describe('Desfazer after a stop answered under a clock set back', () => {
  it('an absolute "sim" answered at 09:50 (the clock set back) keeps a fast ended at 10:00 ended', async () => {
    // Tab B: opened on the eve, still shows the check form (mark 'none').
    await eveCheckThenJejumI(clientAction);
    // Tab A, day 4 at 10:00: "Encerrar o jejum"; Tab A now shows "Desfazer".
    clockAt(local(23, 10));
    expect(await post(clientAction, { intent: 'fast-end' })).toMatchObject({ ok: true });
    // The phone's clock is set back 10 minutes; in tab B she answers "sim" (pregnant: an absolute stop).
    clockAt(local(23, 9, 50));
    expect(
      await post(clientAction, { intent: 'pre-fast-check', shownCheck: 'none', ...answers('pregnant') }),
    ).toMatchObject({ ok: true, preFast: { stop: true } });
    expect(stored('m15-safety-checks')['jejum-1']).toMatchObject({ outcome: 'stop', absolute: true });
    // The clock is right again; tab A still shows "Desfazer" and she taps it.
    clockAt(local(23, 10, 5));
    expect(hoje().fasting).not.toMatchObject({ fast: { canUndo: true } });
    expect(await post(clientAction, { intent: 'fast-undo' })).toMatchObject({ ok: false });
    expect(stored('m15-fasting')).toMatchObject({ startedAt: iso(local(22, 20)), endedAt: iso(local(23, 10)) });
    expect(hoje().fasting).toMatchObject({ kind: 'stopped' });
    expect(hoje().fasting).not.toMatchObject({ running: { endedAt: null } });
  });
});

describe('ending a fast with the clock behind its start', () => {
  it('a Jejum I ended 50 h in with the clock set back two days: the Final cannot start at once', async () => {
    await eveCheckThenJejumI(clientAction);
    // 50 h in (24/11 22:00), the phone's clock is set back to 22/11 19:00, and she ends the fast.
    clockAt(local(22, 19));
    expect(await post(clientAction, { intent: 'fast-end' })).toMatchObject({ ok: true });
    // What she sees is kept as it was: the end at the start.
    expect(stored('m15-fast-record')[0]).toMatchObject({ endedAt: iso(local(22, 20)) });
    // The clock put right; the start date moved so today reads day 10; the Final's check says go.
    clockAt(local(24, 22));
    expect(await moveStartTo('2026-11-15')).toMatchObject({ ok: true });
    expect(await post(clientAction, { intent: 'pre-fast-check', ...answers() })).toMatchObject({
      ok: true,
      preFast: { block: 'jejum-final', stop: false },
    });
    // The Final is refused: the fast she ended may have run to its plan (25/11 20:00), and the rest follows it.
    expect(await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-24T22:00' })).toMatchObject({
      ok: false,
    });
    expect(stored('m15-fasting')).toMatchObject({ startedAt: iso(local(22, 20)) });
  });
});
