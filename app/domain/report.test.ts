import { describe, expect, it } from 'vitest';
import { diaryCsv, diaryCsvFileName, reportDays, reportOf, reportRows, type ReportRecords } from './report';
import type { DiaryEntry } from './stored';

const HOSTILE = '<img src=x onerror=alert(1)>';
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
  ...over,
});
const NOW = new Date(2026, 10, 23, 14, 5); // local time

describe('reportOf', () => {
  it('gives the profile with its BMI, and the date and time it was made', () => {
    const r = reportOf(records(), NOW);
    expect(r.madeAt).toBe('23/11/2026, 14:05');
    expect(r.profile).toEqual({
      name: 'Ana',
      startDate: '17/11/2026',
      initialWeight: '82,0 kg',
      height: '165 cm',
      bmi: '30,1 (Obesidade Grau I)',
      initialWaist: '',
    });
    expect(reportOf(records({ profile: { ...profile, initialWaist: '84.5' } }), NOW).profile.initialWaist).toBe(
      '84,5 cm',
    );
  });

  it('gives the 15 days with their dates and which were completed', () => {
    const r = reportOf(records(), NOW);
    expect(r.days).toHaveLength(15);
    expect(r.daysDone).toBe(6);
    expect(r.days[0]).toEqual({ day: 1, date: '17/11/2026', block: 'ceto-1', done: true });
    expect(r.days[6]).toEqual({ day: 7, date: '23/11/2026', block: 'ceto-2', done: false });
    expect(r.days[14]).toEqual({ day: 15, date: '01/12/2026', block: 'jejum-final', done: false });
  });

  it('gives the weight and the waist so far, and the charts of both', () => {
    const r = reportOf(records(), NOW);
    expect(r.weight).toEqual({ current: '79,5 kg', lost: '2,5 kg', soFar: true });
    expect(r.waist).toEqual({ first: '82,0 cm', latest: '80,5 cm', lost: '1,5 cm' });
    expect(r.series.weight.points.map((p) => p.Peso)).toEqual([82, 81.4, 79.5]);
    expect(r.series.waist.points.map((p) => p.Cintura)).toEqual([82, 80.5]);
    const final = reportOf(records({ results: { finalWeight: '78', beforePhoto: '', afterPhoto: '' } }), NOW);
    expect(final.weight).toEqual({ current: '78,0 kg', lost: '4,0 kg', soFar: false });
  });

  it('says nothing it does not know: no weights, no waist, no start date', () => {
    const r = reportOf(
      records({ profile: { ...profile, startDate: '', initialWeight: '', height: '' }, diary: [], completedDays: [] }),
      NOW,
    );
    expect(r.profile).toMatchObject({ startDate: '', initialWeight: '', height: '', bmi: '' });
    expect(r.weight).toEqual({ current: '', lost: '', soFar: true });
    expect(r.waist).toBeNull();
    expect(r.days.every((d) => d.date === '' && !d.done)).toBe(true);
    expect(r.rows).toEqual([]);
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
      before: { photo: 'photo-a', date: '17/11/2026', weight: '82,0 kg' },
      after: { photo: 'photo-b', date: '30/11/2026', weight: '78,0 kg' },
    });
  });
});

describe('reportRows', () => {
  it('lists the diary oldest first, numbers with a comma, the text as typed', () => {
    expect(reportRows(diary)).toEqual([
      { date: '17/11/2026', weight: '82', water: '1,5', waist: '82', feeling: HOSTILE },
      { date: '18/11/2026', weight: '81,4', water: '2', waist: '', feeling: '' },
      { date: '23/11/2026', weight: '79,5', water: '2,25', waist: '80,5', feeling: 'Disse "chega"; dormi\ncedo' },
    ]);
  });
});

describe('reportDays', () => {
  it('has no dates without a valid start date, and ignores days that are not days', () => {
    expect(reportDays('17/11/2026', [1, 99, -1]).map((d) => [d.date, d.done])[0]).toEqual(['', true]);
    expect(reportDays('', []).filter((d) => d.done)).toEqual([]);
  });
});

describe('diaryCsv', () => {
  it('is the diary with its columns, BOM, ; and decimal commas, text quoted as needed', () => {
    expect(diaryCsv(diary)).toBe(
      '\uFEFFData;Peso (kg);Água (L);Cintura (cm);Como se sentiu\r\n' +
        `17/11/2026;82;1,5;82;${HOSTILE}\r\n` +
        '18/11/2026;81,4;2;;\r\n' +
        '23/11/2026;79,5;2,25;80,5;"Disse ""chega""; dormi\ncedo"\r\n',
    );
  });
  it('keeps text that looks like a formula as text', () => {
    const csv = diaryCsv([{ date: '2026-11-17', weight: '80', water: '2', feeling: '=1+1' }]);
    expect(csv.split('\r\n')[1]).toBe("17/11/2026;80;2;;'=1+1");
  });
  it('is the header alone for an empty diary, and is named by the local date', () => {
    expect(diaryCsv([])).toBe('\uFEFFData;Peso (kg);Água (L);Cintura (cm);Como se sentiu\r\n');
    expect(diaryCsvFileName(new Date(2026, 0, 5, 23, 59))).toBe('m15-diario-2026-01-05.csv');
  });
});
