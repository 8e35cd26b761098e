// @vitest-environment jsdom
/**
 * The fasting gates on Hoje's own paths, each a defect the reviews of the gates found (docs/safety/hazard-log.md):
 * the Final's eve after Jejum I (H42), a nearly full phone (H46), a clock set back before "Encerrar" (H43), and
 * the refeeding risk after the Final kept through a moved start date (H49), a restart and a restore (H45), and the
 * end toast after a bottle ticked with the clock set forward (H52).
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
  storageContents,
  stored,
  storeProfileStartingOn,
} from '@test-utils';
import { clientAction as dataAction } from '../dados/route';
import { clientAction as perfilAction } from '../perfil/route';
import { clientAction as resultsAction } from '../resultados/route';
import { clientAction } from './route';

beforeAll(() => import('./today-screen'), 60_000);
const photos = await vi.hoisted(async () => (await import('@test-utils')).memoryPhotoStore());
vi.mock('~/storage/photos', () => photos);
const { loadTodayScreen } = await import('./loader');
const { loadProfile } = await import('~/storage/profile');
const { createBackup, restoreBackup } = await import('~/storage/backup');

const clockAt = (d: Date) => vi.setSystemTime(d);
const hoje = () => loadTodayScreen(loadProfile(), new Date()).today;

freshStorageAt();
beforeEach(() => photos.reset());

/** Start date 20/11, the Final's eve 28/11: a "sim" at 17:50, redone as "não" at 18:00; the stop's instant. */
async function simRedoneOnTheFinalsEve(): Promise<string> {
  storeProfileStartingOn('2026-11-20');
  vi.setSystemTime(local(28, 17, 50));
  const sim = await post(clientAction, { intent: 'pre-fast-check', ...answers('illOrSurgery') });
  expect(sim).toMatchObject({ ok: true, preFast: { block: 'jejum-final', stop: true } });
  const stopAt = stored('m15-safety-checks')['jejum-final'].at as string;
  vi.setSystemTime(local(28, 18));
  const redo = await post(clientAction, { intent: 'pre-fast-check', ...answers(), shownCheck: stopAt });
  expect(redo).toMatchObject({ ok: true, preFast: { stop: false } });
  expect(stored('m15-safety-checks')['jejum-final'].earlierStop).toBe(stopAt);
  return stopAt;
}

/** The sim redone on the Final's eve, then the Final from 20:00 for 144 h: day 16 is high risk. */
async function finalAfterARedoneSim() {
  await simRedoneOnTheFinalsEve();
  vi.setSystemTime(local(28, 20, 5));
  expect(await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-28T20:00' })).toMatchObject({
    ok: true,
  });
  // Day 16, the morning after 144 h: high risk.
  vi.setSystemTime(local(35, 9));
  expect(hoje().refeed).toMatchObject({ block: 'jejum-final', highRisk: true });
}

describe('on the Final’s eve after Jejum I', () => {
  it('day 9, the check says go: the start is the action of the moment, the way out of Jejum I still on Hoje', async () => {
    await eveCheckThenJejumI(clientAction); // start date 20/11: Jejum I 22/11 20:00 to 25/11 20:00; day 9 is 28/11
    clockAt(local(28, 18));
    expect(await post(clientAction, { intent: 'pre-fast-check', ...answers() })).toMatchObject({
      ok: true,
      preFast: { stop: false },
    });
    const today = hoje();
    expect(today.fasting).toMatchObject({ kind: 'ready', block: 'jejum-final', eve: true });
    expect(today.action).toBe('start');
    expect(today.refeed).toMatchObject({ block: 'jejum-1' });
    // The Final starts at 20:00, 72 h after Jejum I ended.
    clockAt(local(28, 20, 5));
    expect(await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-28T20:00' })).toMatchObject({
      ok: true,
    });
    expect(hoje().fasting).toMatchObject({ kind: 'fast' });
  });
});

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

describe('a clock set back before "Encerrar"', () => {
  it('bottles ticked on days 4 and 5, the clock set back to 2 h after the start: the end is day 5, and the Final waits', async () => {
    await eveCheckThenJejumI(clientAction); // Jejum I from 20:00 on 22/11
    for (const d of [23, 24]) {
      vi.setSystemTime(local(d, 10));
      expect(await post(clientAction, { intent: 'bottle', bottles: '1' })).toMatchObject({ ok: true });
    }
    // 50 h in (24/11 22:00), the phone's clock is set back two days, to 22/11 22:00, and she ends the fast.
    vi.setSystemTime(local(22, 22));
    expect(await post(clientAction, { intent: 'fast-end' })).toMatchObject({ ok: true });
    // Ended no earlier than the start of 24/11, the last day with a bottle: 28 h, not 2 h.
    const proven = local(24, 0).toISOString();
    expect(stored('m15-fasting')).toMatchObject({ endedAt: proven });
    expect(stored('m15-fast-record')[0]).toMatchObject({ endedAt: proven });
    // The clock put right; the start date moved so today reads day 10; the Final's check says go.
    vi.setSystemTime(local(24, 22));
    expect(await post(perfilAction, { intent: 'save', ...ANA, startDate: '2026-11-15' })).toMatchObject({ ok: true });
    await post(clientAction, { intent: 'pre-fast-check', ...answers() });
    // The 60 h gap after the proven end holds: no start.
    expect(hoje().fasting).toMatchObject({ kind: 'gated' });
    expect(await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-24T22:00' })).toMatchObject({
      ok: false,
    });
  });

  it('with the clock right, the end is the moment she taps', async () => {
    await eveCheckThenJejumI(clientAction);
    vi.setSystemTime(local(23, 10));
    await post(clientAction, { intent: 'bottle', bottles: '1' });
    vi.setSystemTime(local(23, 18));
    expect(await post(clientAction, { intent: 'fast-end' })).toMatchObject({ ok: true });
    expect(stored('m15-fasting')).toMatchObject({ endedAt: local(23, 18).toISOString() });
    // Her own tap: no mark, and Hoje says the hours she fasted.
    expect(stored('m15-fasting')).not.toHaveProperty('endedAhead');
    expect(hoje().fasting).toMatchObject({ kind: 'fast', fast: { endedAhead: false } });
  });
});

describe('a bottle ticked with the clock set forward, then "Encerrar" with the clock right (H52)', () => {
  it('the later end is kept for the gate, and the toast does not say she fasted 52 h after 14 h', async () => {
    await eveCheckThenJejumI(clientAction); // Jejum I from 20:00 on 22/11
    // 14 h in, the phone's clock set forward to 25/11: she ticks the day's bottle there.
    vi.setSystemTime(local(25, 10));
    expect(await post(clientAction, { intent: 'bottle', bottles: '1' })).toMatchObject({ ok: true });
    // The clock right again, 23/11 at 10:00: "Encerrar o jejum".
    vi.setSystemTime(local(23, 10));
    const end = await post(clientAction, { intent: 'fast-end' });
    // The end the bottle proves stays: the safe side for the next fast. The record marks it too: it outlives
    // the clock and the log (a restart, an erase), and is what Hoje reads then.
    expect(stored('m15-fast-record')[0]).toMatchObject({ endedAt: local(25, 0).toISOString(), endedAhead: true });
    expect(end).toEqual({
      ok: true,
      toast: {
        kind: 'success',
        title: 'Jejum encerrado',
        message:
          'O horário do celular é anterior ao dia da última garrafa de eletrólitos registrada. ' +
          'Por isso, o app conta este jejum até quarta, 25/11, às 00:00. ' +
          'Volte a comer aos poucos, começando com pouca comida.',
      },
    });
    // The clock keeps the mark, so Hoje's hero, read from storage, says what the app counts, not 52 h.
    expect(stored('m15-fasting')).toMatchObject({ endedAt: local(25, 0).toISOString(), endedAhead: true });
    // The log too, for the nutritionist's report.
    expect(stored('m15-fast-log')).toEqual([
      expect.objectContaining({ endedAt: local(25, 0).toISOString(), endedAhead: true }),
    ]);
    expect(hoje().fasting).toMatchObject({
      kind: 'fast',
      fast: { endedAt: local(25, 0).toISOString(), endedAhead: true },
    });
  });

  /** The day's bottle ticked with the phone's clock on 25/11 at 10:00, then the clock right again: 23/11 at 10:00. */
  async function bottleOnAClockSetForward() {
    vi.setSystemTime(local(25, 10));
    expect(await post(clientAction, { intent: 'bottle', bottles: '1' })).toMatchObject({ ok: true });
    vi.setSystemTime(local(23, 10));
  }

  /** Jejum I from 20:00 on 22/11, a bottle ticked with the clock on 25/11, "Encerrar" at 10:00 on 23/11. */
  async function endedAheadByABottle() {
    await eveCheckThenJejumI(clientAction);
    await bottleOnAClockSetForward();
    expect(await post(clientAction, { intent: 'fast-end' })).toMatchObject({ ok: true });
    expect(stored('m15-fasting')).toMatchObject({ endedAhead: true });
  }

  /** Jejum I, a backup made at 08:00 on 23/11 while it runs (returned), then the end a bottle moved ahead. */
  async function backupWhileRunningThenEndedAhead(): Promise<string> {
    await eveCheckThenJejumI(clientAction);
    vi.setSystemTime(local(23, 8));
    const running = (await createBackup({ now: new Date(), appVersion: '1.0.0' })).text;
    await bottleOnAClockSetForward();
    expect(await post(clientAction, { intent: 'fast-end' })).toMatchObject({ ok: true });
    return running;
  }

  const restore = async (text: string) =>
    (await restoreBackup(text, { now: new Date(), decodes: async () => true })).ok;
  const markedAt25 = { endedAt: local(25, 0).toISOString(), endedAhead: true };

  /**
   * The other storage of an iPhone (Safari, or the home-screen app): this phone's storage set
   * aside, the morning's file restored there at 09:00 on 23/11, `there` done in it, and its
   * backup made (returned). Then back on this phone, its storage as it was.
   */
  async function otherStoragesFile(running: string, there: () => Promise<unknown>): Promise<string> {
    const here = storageContents(localStorage);
    localStorage.clear();
    vi.setSystemTime(local(23, 9));
    storeProfileStartingOn('2026-11-20');
    expect(await restore(running)).toBe(true);
    await there();
    const other = (await createBackup({ now: new Date(), appVersion: '1.0.0' })).text;
    localStorage.clear();
    for (const [k, v] of Object.entries(here)) localStorage.setItem(k, v);
    return other;
  }

  it('a "sim" from a stale tab stops the fast there: the stop card does not give the hours to the moved end', async () => {
    await eveCheckThenJejumI(clientAction);
    await bottleOnAClockSetForward();
    const stop = await post(clientAction, { intent: 'pre-fast-check', ...answers('illOrSurgery') });
    expect(stop).toEqual({ ok: true, preFast: { block: 'jejum-1', stop: true, endedDuration: null } });
    expect(stored('m15-fasting')).toMatchObject(markedAt25);
  });

  it('"Desfazer" once the clock passes that end: the fast runs again, with no mark left on it', async () => {
    await endedAheadByABottle();
    vi.setSystemTime(local(25, 0, 5));
    expect(await post(clientAction, { intent: 'fast-undo' })).toMatchObject({ ok: true });
    expect(stored('m15-fasting')).toEqual({
      startedAt: local(22, 20).toISOString(),
      endedAt: '',
      block: 'jejum-1',
      plannedEndAt: local(25, 20).toISOString(),
    });
    expect(stored('m15-fast-record')).toEqual([
      { startedAt: local(22, 20).toISOString(), plannedEndAt: local(25, 20).toISOString(), endedAt: '' },
    ]);
  });

  it('a restart keeps the mark in the record: with the clock and the log gone, Hoje says what the app counts', async () => {
    // Start date 20/11: the Final's check says go on its eve (28/11), and it starts at 20:00.
    storeProfileStartingOn('2026-11-20');
    vi.setSystemTime(local(28, 18));
    expect(await post(clientAction, { intent: 'pre-fast-check', ...answers() })).toMatchObject({
      ok: true,
      preFast: { stop: false },
    });
    vi.setSystemTime(local(28, 20, 5));
    expect(await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-28T20:00' })).toMatchObject({
      ok: true,
    });
    // The day's bottle ticked with the phone's clock on 1/12; the clock right again, "Encerrar" at 10:00 on 29/11.
    vi.setSystemTime(local(31, 10));
    expect(await post(clientAction, { intent: 'bottle', bottles: '1' })).toMatchObject({ ok: true });
    vi.setSystemTime(local(29, 10));
    expect(await post(clientAction, { intent: 'fast-end' })).toMatchObject({ ok: true });
    const counted = { endedAt: local(31, 0).toISOString(), endedAhead: true };
    // 3/12 at 13:00, past the 60 h after that end: Perfil's restart takes the clock and the log away.
    vi.setSystemTime(local(33, 13));
    expect(await post(dataAction, { intent: 'restart-early' })).toMatchObject({ ok: true });
    expect(stored('m15-fasting')).toBeNull();
    expect(stored('m15-fast-log')).toBeNull();
    expect(stored('m15-fast-record')).toEqual([expect.objectContaining(counted)]);
    // The start date put back: today reads day 14, in the Final's block. Only the record knows its fast, and
    // Hoje shows it as counted by the app (FAST_CLOCK.countedTo), never as 52 h she fasted.
    expect(await post(perfilAction, { intent: 'save', ...ANA, startDate: '2026-11-20' })).toMatchObject({ ok: true });
    expect(hoje().fasting).toMatchObject({ kind: 'fast', fast: { ...counted, canUndo: false } });
  });

  it('the start date moved at once to the Final: the refusal says the moment the app counts the fast to, not "há 0 horas"', async () => {
    await endedAheadByABottle(); // ended at 10:00 on 23/11, counted to 25/11 at 00:00
    // Ten minutes later the start date moves so today reads day 10; the Final's check says go.
    vi.setSystemTime(local(23, 10, 10));
    expect(await post(perfilAction, { intent: 'save', ...ANA, startDate: '2026-11-14' })).toMatchObject({ ok: true });
    await post(clientAction, { intent: 'pre-fast-check', ...answers() });
    const since =
      'O app conta o último jejum até quarta, 25/11, às 00:00. O próximo pode começar a partir de sexta, 27/11, às 12:00.';
    expect(hoje().fasting).toMatchObject({ kind: 'gated', hoursSince: null, lastEndedAt: local(25, 0).toISOString() });
    const before = storageContents(localStorage);
    expect(await post(clientAction, { intent: 'fast-start', startedAt: '2026-11-23T10:10' })).toEqual({
      ok: false,
      toast: { kind: 'error', title: 'Ainda não é hora de um novo jejum', message: since },
    });
    expect(storageContents(localStorage)).toEqual(before);
  });

  it('a restore of the other storage’s file that ran the fast on past that end: the file’s later end is kept, with no mark', async () => {
    // This phone: the end a bottle moved ahead (marked, 25/11 00:00), after the morning's backup.
    const running = await backupWhileRunningThenEndedAhead();
    // The other storage: the morning's file restored there, the fast still running at 09:00 on 25/11, its backup.
    const other = await otherStoragesFile(running, async () => vi.setSystemTime(local(25, 9)));
    // Back on this phone an hour later: the fast ran until the file was made, so it ends there, the file's end.
    vi.setSystemTime(local(25, 10));
    expect(await restore(other)).toBe(true);
    const fileEnd = local(25, 9).toISOString();
    expect(stored('m15-fast-record')).toEqual([
      { startedAt: local(22, 20).toISOString(), plannedEndAt: local(25, 20).toISOString(), endedAt: fileEnd },
    ]);
    expect(stored('m15-fasting')).toMatchObject({ endedAt: fileEnd });
    expect(stored('m15-fasting')).not.toHaveProperty('endedAhead');
  });

  it('a restore of a file that holds the fast as running, onto a phone whose record alone knows its marked end', async () => {
    const running = await backupWhileRunningThenEndedAhead();
    // The clock and the log gone (as after a restart), the record kept with its mark.
    localStorage.removeItem('m15-fasting');
    localStorage.removeItem('m15-fast-log');
    vi.setSystemTime(local(25, 9));
    expect(await restore(running)).toBe(true);
    // The file's running fast ends at the end the record keeps, marked on the clock and in the log.
    expect(stored('m15-fasting')).toMatchObject(markedAt25);
    expect(stored('m15-fast-log')).toEqual([expect.objectContaining(markedAt25)]);
    expect(stored('m15-fast-record')).toEqual([expect.objectContaining(markedAt25)]);
  });

  it('a restore keeps the mark: the file’s own, and this phone’s when the file held the fast as running', async () => {
    const running = await backupWhileRunningThenEndedAhead();
    const ended = (await createBackup({ now: new Date(), appVersion: '1.0.0' })).text;
    // The next morning, past that end: the earlier file holds the fast as running; this phone's end, marked, is kept.
    vi.setSystemTime(local(25, 9));
    expect(await restore(running)).toBe(true);
    expect(stored('m15-fasting')).toMatchObject(markedAt25);
    expect(stored('m15-fast-log')).toEqual([expect.objectContaining(markedAt25)]);
    expect(hoje().fasting).toMatchObject({ fast: { endedAhead: true } });
    // The other storage of an iPhone: the file that holds the marked end.
    localStorage.clear();
    storeProfileStartingOn('2026-11-20');
    expect(await restore(ended)).toBe(true);
    expect(stored('m15-fasting')).toMatchObject(markedAt25);
    expect(stored('m15-fast-log')).toEqual([expect.objectContaining(markedAt25)]);
  });

  it('a restore of the other storage’s earlier end keeps this phone’s marked end, on the clock and in the log', async () => {
    // This phone: the end a bottle moved ahead (marked, 25/11 00:00), after the morning's backup.
    const running = await backupWhileRunningThenEndedAhead();
    // The other storage: the morning's file restored there, and the fast ended by a tap at 09:30.
    const other = await otherStoragesFile(running, async () => {
      vi.setSystemTime(local(23, 9, 30));
      await post(clientAction, { intent: 'fast-end' });
    });
    // Back on this phone the next morning: the other storage's file restored. The later end, this phone's, is kept, marked.
    vi.setSystemTime(local(25, 9));
    expect(await restore(other)).toBe(true);
    expect(stored('m15-fasting')).toMatchObject(markedAt25);
    expect(stored('m15-fast-log')).toEqual([expect.objectContaining(markedAt25)]);
  });
});

describe('a redone "sim" before the Final, then the start date moved one day', () => {
  it('the new eve’s answer keeps it, and the way out after 144 h sends her to a doctor', async () => {
    const stopAt = await simRedoneOnTheFinalsEve();

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
