import { describe, expect, it } from 'vitest';
import {
  alreadyRestarted,
  buildPhotoRecord,
  buildProtocolRecord,
  protocolCounts,
  protocolDays,
  RESTART_WAIT_DAYS,
  restartSuggested,
} from './history';
import { challengeDay } from './challenge';
import { formatDateBR } from './format';
import { parsePhotoHistory, parseProtocolHistory } from './stored';

const now = new Date(2026, 2, 15, 12);

describe('buildPhotoRecord', () => {
  const base = {
    id: 1,
    now,
    beforePhoto: '',
    afterPhoto: '',
    finalWeight: '75',
    initialWeight: '80',
    startDate: '2026-03-01',
  };
  it('is null without any photo', () => {
    expect(buildPhotoRecord(base)).toBeNull();
  });
  it('holds the pt-BR date, both photos and the weight', () => {
    expect(buildPhotoRecord({ ...base, afterPhoto: 'photo-b' })).toEqual({
      id: 1,
      date: '15/03/2026',
      beforePhoto: '',
      afterPhoto: 'photo-b',
      weight: '75',
      startDate: '01/03/2026',
      initialWeight: '80',
    });
  });
});

describe('buildProtocolRecord', () => {
  it('keeps the start date, today as the end date and the weight lost', () => {
    expect(
      buildProtocolRecord({
        id: 7,
        now,
        startDate: '2026-03-01',
        initialWeight: '80',
        finalWeight: '74.5',
        message: 'Força!',
        daysCompleted: 4,
      }),
    ).toEqual({
      id: 7,
      startDate: '01/03/2026',
      endDate: '15/03/2026',
      initialWeight: '80',
      finalWeight: '74.5',
      weightLoss: '5.5',
      message: 'Força!',
      daysCompleted: 4,
    });
  });
  it("says 'N/A' without a start date and '0' lost without weights", () => {
    const r = buildProtocolRecord({
      id: 1,
      now,
      startDate: ' ',
      initialWeight: '',
      finalWeight: '',
      message: 'x',
      daysCompleted: 0,
    });
    expect(r.startDate).toBe('N/A');
    expect(r.weightLoss).toBe('0');
  });
  it.each([
    [-3, 0],
    [99, 15],
    [2.5, 0],
    [Number.NaN, 0],
  ])('keeps the days completed between 0 and 15 (%s → %s)', (days, kept) => {
    const r = buildProtocolRecord({
      id: 1,
      now,
      startDate: '',
      initialWeight: '',
      finalWeight: '',
      message: 'x',
      daysCompleted: days,
    });
    expect(r.daysCompleted).toBe(kept);
  });
});

describe('parseProtocolHistory (what really happened, tolerant of older records)', () => {
  const base = {
    id: 1,
    startDate: '01/03/2026',
    endDate: '16/03/2026',
    initialWeight: '80',
    finalWeight: '78',
    weightLoss: '2.0',
    message: 'Bora!',
  };
  it('reads records of older versions, without the days completed, unchanged', () => {
    expect(parseProtocolHistory([base])).toEqual({ value: [base], complete: true });
  });
  it('reads the days completed, and leaves out an unreadable count without losing the record', () => {
    const { value } = parseProtocolHistory([
      { ...base, id: 2, daysCompleted: 4 },
      { ...base, id: 3, daysCompleted: '<img src=x onerror=alert(1)>' },
      { ...base, id: 4, daysCompleted: 16 },
      { ...base, id: 5, daysCompleted: -1 },
    ]);
    expect(value).toEqual([
      { ...base, id: 2, daysCompleted: 4 },
      { ...base, id: 3 },
      { ...base, id: 4 },
      { ...base, id: 5 },
    ]);
  });
});

describe('protocol history figures', () => {
  it('a record says how many of the 15 days were completed; an older record says nothing it does not know', () => {
    expect(protocolDays({ daysCompleted: 4 })).toEqual({ done: 4, of: 15 });
    expect(protocolDays({ daysCompleted: 15 })).toEqual({ done: 15, of: 15 });
    expect(protocolDays({})).toBeNull();
  });
  it('counts a record of an older version (no days) as completed, as the specification counted it', () => {
    expect(protocolCounts([])).toEqual({ all: 0, completed: 0 });
    expect(protocolCounts([{}, { daysCompleted: 15 }])).toEqual({ all: 2, completed: 2 });
    expect(protocolCounts([{ daysCompleted: 4 }])).toEqual({ all: 1, completed: 0 });
    expect(protocolCounts([{ daysCompleted: 4 }, {}, { daysCompleted: 15 }])).toEqual({ all: 3, completed: 2 });
  });
});

describe('parsePhotoHistory', () => {
  it('reads older records without the new fields and drops broken ones', () => {
    const { value, complete } = parsePhotoHistory([
      { id: 1, date: '01/03/2026', beforePhoto: 'data:image/png;base64,AAAA', afterPhoto: '', weight: '80' },
      { id: 2, date: '02/03/2026', weight: 79, startDate: '01/03/2026', initialWeight: '81' },
      { date: 'sem id' },
      '<img src=x onerror=alert(1)>',
    ]);
    expect(value).toEqual([
      { id: 1, date: '01/03/2026', beforePhoto: 'data:image/png;base64,AAAA', afterPhoto: '', weight: '80' },
      {
        id: 2,
        date: '02/03/2026',
        beforePhoto: '',
        afterPhoto: '',
        weight: '79',
        startDate: '01/03/2026',
        initialWeight: '81',
      },
    ]);
    expect(complete).toBe(false);
  });
});

describe('helpers', () => {
  it('formats dates for pt-BR (the records use the one formatter of domain/format)', () => {
    expect(formatDateBR('2026-03-01')).toBe('01/03/2026');
    expect(formatDateBR('01/03/2026')).toBe('01/03/2026');
    expect(formatDateBR('N/A')).toBe('N/A');
    const record = buildProtocolRecord({
      id: 1,
      now,
      startDate: ' 2026-03-01 ',
      initialWeight: '80',
      finalWeight: '75',
      message: 'Força!',
      daysCompleted: 15,
    });
    expect(record.startDate).toBe('01/03/2026');
  });
  it('recognises a restart that was already recorded', () => {
    expect(alreadyRestarted([{ id: 5 }, { id: '6' }], 6)).toBe(true);
    expect(alreadyRestarted([{ id: 5 }], 6)).toBe(false);
  });
});

describe('restartSuggested: the refeed comes first', () => {
  const start = '2026-11-01'; // day 15 is 15/11
  it('waits the 7 days of carnivore-keto after the last day', () => {
    expect(RESTART_WAIT_DAYS).toBe(7);
    expect(restartSuggested(challengeDay(start, '2026-11-15'))).toBe(false);
    expect(restartSuggested(challengeDay(start, '2026-11-16'))).toBe(false); // day 16
    expect(restartSuggested(challengeDay(start, '2026-11-22'))).toBe(false); // 7th day after
    expect(restartSuggested(challengeDay(start, '2026-11-23'))).toBe(true);
    expect(restartSuggested(challengeDay(start, '2027-03-01'))).toBe(true);
  });
  it('does not suggest it without a start date or before the start', () => {
    expect(restartSuggested(null)).toBe(false);
    expect(restartSuggested(challengeDay('', '2026-11-23'))).toBe(false);
    expect(restartSuggested(challengeDay(start, '2026-10-01'))).toBe(false);
  });
});
