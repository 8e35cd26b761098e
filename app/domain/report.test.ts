import { describe, expect, it } from 'vitest';
import {
  dayStatus,
  diaryCsvFileName,
  reportDays,
  reportOf,
  reportPdfFileName,
  reportRows,
  spreadsheetRows,
  tableCsv,
  type ReportRecords,
} from './report';
import { challengeDay } from './challenge';
import type { DiaryEntry } from './stored';
import { HOSTILE } from '@test-utils';

const profile = { name: 'Ana', startDate: '2026-11-17', initialWeight: '82', height: '165', waterGoal: '2.9' };
const diary: DiaryEntry[] = [
  { date: '2026-11-23', weight: '79.5', water: '2.25', waist: '80.5', feeling: 'Disse "chega"; dormi\ncedo' },
  { date: '2026-11-18', weight: '81.4', water: '2' },
  { date: '2026-11-17', weight: '82', water: '1.5', waist: '82', feeling: HOSTILE },
];
const records = (over: Partial<ReportRecords> = {}): ReportRecords => ({
  profile,
  diary,
  completedDays: [1, 2, 3, 4, 5, 6],
  results: { finalWeight: '', beforePhoto: '', afterPhoto: '' },
  photoHistory: [],
  fasts: { current: { startedAt: '', endedAt: '' }, log: [] },
  preFastChecks: {},
  electrolytes: [],
  ...over,
});
const NOW = new Date(2026, 10, 23, 14, 5); // local time

describe('reportOf', () => {
  it('gives the profile with its BMI, and the date and time it was made', () => {
    const r = reportOf(records(), NOW);
    expect(r.madeAt).toBe('23/11/2026, 14:05');
    expect(r.profile).toEqual({
      name: 'Ana',
      age: null,
      startDate: '17/11/2026',
      initialWeight: '82,0\u00a0kg',
      height: '165\u00a0cm',
      bmi: { value: '30,1', category: 'obese1' },
      initialWaist: '',
    });
    expect(reportOf(records({ profile: { ...profile, initialWaist: '84.5' } }), NOW).profile.initialWaist).toBe(
      '84,5\u00a0cm',
    );
  });

  it('gives the 15 days with their dates, blocks and statuses on the day it is made', () => {
    const r = reportOf(records(), NOW);
    expect(r.days).toHaveLength(15);
    expect(r.daysDone).toBe(6);
    expect(r.days[0]).toEqual({ day: 1, date: '17/11/2026', block: 'ceto-1', status: 'done' });
    expect(r.days[6]).toEqual({ day: 7, date: '23/11/2026', block: 'ceto-2', status: 'today' });
    expect(r.days[7]).toEqual({ day: 8, date: '24/11/2026', block: 'ceto-2', status: 'ahead' });
    expect(r.days[14]).toEqual({ day: 15, date: '01/12/2026', block: 'jejum-final', status: 'ahead' });
    const missed = reportOf(records({ completedDays: [1, 2, 4, 5, 6, 7] }), NOW);
    expect(missed.days.map((d) => d.status).slice(0, 8)).toEqual([
      'done',
      'done',
      'notMarked',
      'done',
      'done',
      'done',
      'todayDone',
      'ahead',
    ]);
    expect(missed.daysDone).toBe(6);
  });

  it('gives the weight and the waist so far, and the charts of both', () => {
    const r = reportOf(records(), NOW);
    expect(r.weight).toEqual({ current: '79,5\u00a0kg', lost: '2,5\u00a0kg', soFar: true });
    expect(r.waist).toEqual({ first: '82,0\u00a0cm', latest: '80,5\u00a0cm', lost: '1,5\u00a0cm' });
    expect(r.series.weight.points.map((p) => p.weight)).toEqual([82, 81.4, 79.5]);
    expect(r.series.waist.points.map((p) => p.waist)).toEqual([82, 80.5]);
    const final = reportOf(records({ results: { finalWeight: '78', beforePhoto: '', afterPhoto: '' } }), NOW);
    expect(final.weight).toEqual({ current: '78,0\u00a0kg', lost: '4,0\u00a0kg', soFar: false });
  });

  it('says nothing it does not know: no weights, no waist, no start date', () => {
    const r = reportOf(
      records({ profile: { ...profile, startDate: '', initialWeight: '', height: '' }, diary: [], completedDays: [] }),
      NOW,
    );
    expect(r.profile).toMatchObject({ startDate: '', initialWeight: '', height: '', bmi: null });
    expect(r.weight).toEqual({ current: '', lost: '', soFar: true });
    expect(r.waist).toBeNull();
    expect(r.days.every((d) => d.date === '' && d.status === 'unknown')).toBe(true);
    expect(r.rows).toEqual([]);
  });

  it('gives the fasts, the check before each block and the bottles of each fasting day', () => {
    const start = new Date(2026, 10, 19, 20).toISOString();
    const end = new Date(2026, 10, 21, 7, 30).toISOString();
    const r = reportOf(
      records({
        fasts: {
          current: { startedAt: start, endedAt: end },
          log: [{ block: 'jejum-1', startedAt: start, endedAt: end, plannedEndAt: end, outcome: 'goal' }],
        },
        preFastChecks: { 'jejum-1': { at: new Date(2026, 10, 19, 9).toISOString(), outcome: 'go' } },
        electrolytes: [{ date: '2026-11-20', bottles: 1 }],
      }),
      NOW,
    );
    expect(r.fasts).toEqual([
      { block: 'jejum-1', start: '19/11/2026, 20:00', end: '21/11/2026, 07:30', hours: '35 h 30 min', ended: 'goal' },
    ]);
    expect(r.checks.map((c) => [c.block, c.at, c.outcome])).toEqual([
      ['jejum-1', '19/11/2026, 09:00', 'go'],
      // NOW is day 7: the Jejum Final has not come, so its check is not due.
      ['jejum-final', '', 'notYet'],
    ]);
    expect(r.bottles).toHaveLength(9);
    expect(r.bottles[0]).toEqual({
      date: '20/11/2026',
      day: 4,
      block: 'jejum-1',
      bottles: 1,
      come: true,
      today: false,
    });
    // NOW is day 7: the Jejum Final's days are ahead.
    expect(r.bottles.map((b) => b.come)).toEqual([true, true, true, false, false, false, false, false, false]);
    const none = reportOf(records(), NOW);
    expect([none.fasts, none.checks.map((c) => c.outcome), none.bottles.filter((b) => b.bottles > 0)]).toEqual([
      [],
      ['none', 'notYet'],
      [],
    ]);
  });

  it('captions the photos as Resultados does: the start and the latest photo record', () => {
    const r = reportOf(
      records({
        results: { finalWeight: '78', beforePhoto: 'photo-a', afterPhoto: 'photo-b' },
        photoHistory: [{ id: 1, date: '30/11/2026', beforePhoto: 'photo-a', afterPhoto: 'photo-b', weight: '78' }],
      }),
      NOW,
    );
    expect(r.photos).toEqual({
      before: { photo: 'photo-a', date: '17/11/2026', weight: '82,0\u00a0kg' },
      after: { photo: 'photo-b', date: '30/11/2026', weight: '78,0\u00a0kg' },
    });
  });
});

describe('reportRows', () => {
  it('lists the diary oldest first, with its day and block, every measure with one decimal, the text as typed', () => {
    expect(reportRows(diary, '2026-11-17')).toEqual([
      { date: '17/11/2026', day: 1, block: 'ceto-1', weight: '82,0', water: '1,5', waist: '82,0', feeling: HOSTILE },
      { date: '18/11/2026', day: 2, block: 'ceto-1', weight: '81,4', water: '2,0', waist: '', feeling: '' },
      {
        date: '23/11/2026',
        day: 7,
        block: 'ceto-2',
        weight: '79,5',
        water: '2,3',
        waist: '80,5',
        feeling: 'Disse "chega"; dormi\ncedo',
      },
    ]);
  });
  it('gives no day or block outside days 1-15 or without a start date', () => {
    const around = [
      { date: '2026-11-16', weight: '82', water: '2' },
      { date: '2026-12-01', weight: '78', water: '2' },
      { date: '2026-12-02', weight: '78', water: '2' },
    ];
    expect(reportRows(around, '2026-11-17').map((r) => [r.day, r.block])).toEqual([
      [null, null],
      [15, 'jejum-final'],
      [null, null],
    ]);
    expect(reportRows(around, '').every((r) => r.day === null && r.block === null)).toBe(true);
    expect(reportRows(around, '17/11/2026').every((r) => r.day === null)).toBe(true);
  });
  it('keeps text an older version stored in place of a number as it was', () => {
    expect(reportRows([{ date: '2026-11-17', weight: 'oitenta', water: '' }], '')[0]).toMatchObject({
      weight: 'oitenta',
      water: '',
    });
  });
});

describe('spreadsheetRows', () => {
  const bottles = [
    { date: '2026-11-20', bottles: 1 },
    { date: '2026-11-22', bottles: 1 },
  ];
  const fastingDiary: DiaryEntry[] = [
    ...diary,
    { date: '2026-11-21', weight: '80.5', water: '3' },
    { date: '2026-11-20', weight: '81', water: '3' },
  ];
  it('gives each row the bottles of its day: a count on a fasting day (0 when not ticked), null on the others', () => {
    const rows = spreadsheetRows(fastingDiary, '2026-11-17', bottles);
    expect(rows.map((r) => [r.date, r.day, r.bottles])).toEqual([
      ['17/11/2026', 1, null],
      ['18/11/2026', 2, null],
      ['20/11/2026', 4, 1],
      ['21/11/2026', 5, 0],
      // A bottle ticked on a day with no diary entry is a row of its own, with nothing else.
      ['22/11/2026', 6, 1],
      ['23/11/2026', 7, null],
    ]);
    expect(rows[4]).toEqual({
      date: '22/11/2026',
      day: 6,
      block: 'jejum-1',
      weight: '',
      water: '',
      waist: '',
      feeling: '',
      bottles: 1,
    });
    // The diary's own rows are the report's.
    expect(rows.filter((r) => r.date !== '22/11/2026').map(({ bottles: _, ...r }) => r)).toEqual(
      reportRows(fastingDiary, '2026-11-17'),
    );
  });
  it('keeps a bottle on record for a day that is not a fasting day (the start date moved); without a start date, only those', () => {
    const moved = spreadsheetRows(diary, '2026-11-17', [{ date: '2026-11-18', bottles: 1 }]);
    expect(moved.map((r) => r.bottles)).toEqual([null, 1, null]);
    expect(spreadsheetRows(fastingDiary, '', bottles).map((r) => r.bottles)).toEqual([null, null, 1, null, 1, null]);
    expect(spreadsheetRows([], '2026-11-17', [])).toEqual([]);
  });
});

describe('dayStatus', () => {
  const on = (today: string) => challengeDay('2026-11-17', today);
  it('a past day not ticked is notMarked, today is today, a day to come is ahead', () => {
    expect(dayStatus(3, false, on('2026-11-23'))).toBe('notMarked');
    expect(dayStatus(7, false, on('2026-11-23'))).toBe('today');
    expect(dayStatus(8, false, on('2026-11-23'))).toBe('ahead');
  });
  it('a ticked day is done, wherever it is; today ticked says both', () => {
    expect(dayStatus(3, true, on('2026-11-23'))).toBe('done');
    expect(dayStatus(7, true, on('2026-11-23'))).toBe('todayDone');
    expect(dayStatus(9, true, on('2026-11-23'))).toBe('done');
  });
  it('before the start every day is ahead; after day 15 every unticked day is notMarked', () => {
    expect(dayStatus(1, false, on('2026-11-10'))).toBe('ahead');
    expect(dayStatus(15, false, on('2026-12-20'))).toBe('notMarked');
    expect(dayStatus(15, false, on('2026-12-01'))).toBe('today');
  });
  it('is unknown without a start date, unless ticked', () => {
    expect(dayStatus(2, false, null)).toBe('unknown');
    expect(dayStatus(2, true, null)).toBe('done');
  });
});

describe('reportDays', () => {
  it('has no dates without a valid start date, and ignores days that are not days', () => {
    const days = reportDays('17/11/2026', [1, 99, -1], '2026-11-23');
    expect([days[0]!.date, days[0]!.status]).toEqual(['', 'done']);
    expect(days.filter((d) => d.status === 'done')).toHaveLength(1);
    expect(reportDays('', [], '2026-11-23').every((d) => d.status === 'unknown')).toBe(true);
  });
});

describe('tableCsv', () => {
  const columns = ['Data', 'Peso (kg)', 'Como se sentiu'];
  it('is the header and the rows, with a BOM, ; between fields and CRLF after each row', () => {
    expect(tableCsv({ columns, rows: [['17/11/2026', '82,0', 'bem']] })).toBe(
      '\uFEFFData;Peso (kg);Como se sentiu\r\n17/11/2026;82,0;bem\r\n',
    );
  });
  it('keeps a text with ;, quotes or a line break in one cell, and a formula as text', () => {
    const rows = [
      ['17/11/2026', '82,0', 'Disse "chega"; dormi\ncedo'],
      ['18/11/2026', '81,6', '=HYPERLINK("x")'],
      ['19/11/2026', '81,0', HOSTILE],
    ];
    expect(tableCsv({ columns, rows }).split('\r\n').slice(1)).toEqual([
      '17/11/2026;82,0;"Disse ""chega""; dormi\ncedo"',
      `18/11/2026;81,6;"'=HYPERLINK(""x"")"`,
      `19/11/2026;81,0;${HOSTILE}`,
      '',
    ]);
  });
  it('is the header alone with no rows; the files are named by the local date', () => {
    expect(tableCsv({ columns, rows: [] })).toBe('\uFEFFData;Peso (kg);Como se sentiu\r\n');
    expect(diaryCsvFileName(new Date(2026, 0, 5, 23, 59))).toBe('m15-diario-2026-01-05.csv');
    expect(reportPdfFileName(new Date(2026, 0, 5, 23, 59))).toBe('m15-relatorio-2026-01-05.pdf');
  });
});
