import { describe, expect, it } from 'vitest';
import type { DiaryEntry } from '~/domain/stored';
import { diaryCsv } from './diary-csv';
import { HOSTILE } from '@test-utils';

const HEADER = 'Data;Dia;Fase;Peso (kg);Água (L);Cintura (cm);Eletrólitos (garrafas);Como se sentiu';
const diary: DiaryEntry[] = [
  { date: '2026-11-23', weight: '79.45', water: '2.25', waist: '80.5', feeling: 'Disse "chega"; dormi\r\ncedo' },
  { date: '2026-11-18', weight: '80', water: '2' },
  { date: '2026-11-17', weight: '82', water: '1.5', waist: '82', feeling: HOSTILE },
  { date: '2026-12-05', weight: '77', water: '3', feeling: '@SUM(A1)' },
];

describe('diaryCsv', () => {
  it('has the report columns, "Dia" and "Fase" after the date, the bottles before the free text', () => {
    expect(diaryCsv({ diary: [], startDate: '2026-11-17', bottles: [] })).toBe(`\uFEFF${HEADER}\r\n`);
  });

  it('gives each entry its day and phase, one decimal on every measure, blanks where nothing is known', () => {
    expect(diaryCsv({ diary, startDate: '2026-11-17', bottles: [] })).toBe(
      `\uFEFF${HEADER}\r\n` +
        `17/11/2026;1;Ceto I;82,0;1,5;82,0;;${HOSTILE}\r\n` +
        '18/11/2026;2;Ceto I;80,0;2,0;;;\r\n' +
        // The line break stays inside the quoted cell.
        '23/11/2026;7;Ceto II;79,5;2,3;80,5;;"Disse ""chega""; dormi\r\ncedo"\r\n' +
        // After day 15: no day, no phase; a formula stays text.
        "05/12/2026;;;77,0;3,0;;;'@SUM(A1)\r\n",
    );
  });

  it('counts the bottles of electrolytes on fasting days (1 or 0), blank on the other days', () => {
    const fasting: DiaryEntry[] = [
      { date: '2026-11-17', weight: '82', water: '2' },
      { date: '2026-11-20', weight: '81', water: '3', feeling: 'Cansada; mas bem' },
      { date: '2026-11-21', weight: '80.5', water: '3' },
    ];
    const lines = diaryCsv({
      diary: fasting,
      startDate: '2026-11-17',
      bottles: [
        { date: '2026-11-20', bottles: 1 },
        { date: '2026-11-26', bottles: 1 },
      ],
    }).split('\r\n');
    expect(lines.slice(1)).toEqual([
      '17/11/2026;1;Ceto I;82,0;2,0;;;',
      '20/11/2026;4;Jejum I;81,0;3,0;;1;"Cansada; mas bem"',
      '21/11/2026;5;Jejum I;80,5;3,0;;0;',
      // A day with a bottle and no diary entry still has its row.
      '26/11/2026;10;Jejum Final;;;;1;',
      '',
    ]);
  });

  it('leaves day and phase blank without a start date', () => {
    expect(diaryCsv({ diary: diary.slice(1, 2), startDate: '', bottles: [] }).split('\r\n')[1]).toBe(
      '18/11/2026;;;80,0;2,0;;;',
    );
  });
});
