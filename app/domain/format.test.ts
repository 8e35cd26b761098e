import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDate } from './dates';
import {
  formatBytes,
  formatDateBR,
  formatDayBR,
  formatDayMonth,
  dropYearBR,
  formatDecimal,
  formatDifference,
  formatHeight,
  formatKg,
  formatKgChange,
  formatLitres,
  formatMeasure,
  formatOneDecimal,
  formatTimestampBR,
  formatWeight,
  momentOf,
  NBSP,
  showDecimal,
} from './format';

describe('dates', () => {
  it('writes a calendar date dd/mm/aaaa without any time-zone shift', () => {
    expect(formatDateBR('2026-11-02')).toBe('02/11/2026');
    expect(formatDateBR('2026-01-01')).toBe('01/01/2026');
  });
  it('leaves text that is not a date as it is', () => {
    for (const t of ['N/A', '', '2026-02-30', '<b>x</b>']) expect(formatDateBR(t)).toBe(t);
  });
  it('writes the local day of an instant', () => {
    expect(formatDayBR(new Date(2026, 10, 22, 23, 30))).toBe('22/11/2026');
  });
  it('writes day/month for the chart', () => {
    expect(formatDayMonth('2026-12-31')).toBe('31/12');
    expect(formatDayMonth('x')).toBe('x');
    expect(dropYearBR('05/03/2026')).toBe('05/03');
    for (const other of ['', '5/3/2026', '05/03', '2026-03-05', '<img onerror=x>'])
      expect(dropYearBR(other)).toBe(other);
  });
  it('writes a stored timestamp with its time, a stored day without, and anything else as it is', () => {
    expect(formatTimestampBR('2026-11-22T15:30:00.000Z', 'America/Sao_Paulo')).toBe('22/11/2026, 12:30');
    expect(formatTimestampBR('2026-01-05')).toBe('05/01/2026');
    expect(formatTimestampBR('22/11/2026')).toBe('22/11/2026');
    expect(formatTimestampBR('2026-13-45T99:00')).toBe('2026-13-45T99:00');
    expect(formatTimestampBR('')).toBe('');
  });
  it('reads a moment of her week, in the phone’s zone, with the weekday Intl would give', () => {
    expect(momentOf(new Date(2026, 2, 6, 20).toISOString())).toEqual({ weekday: 5, day: '06/03', time: '20:00' });
    expect(momentOf(new Date(2026, 10, 29, 8, 5).toISOString())).toEqual({ weekday: 0, day: '29/11', time: '08:05' });
    for (const t of ['', 'ontem', 'amanhã', '2026-11-22', '2026-13-45T99:00']) expect(momentOf(t)).toBeNull();
    // The weekday is the one Intl gives for the same instant, in any zone the phone is in.
    const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short' });
    const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }), (d) => {
        expect(days[momentOf(d.toISOString())!.weekday]).toBe(weekday.format(d));
      }),
    );
  });
});

describe('numbers', () => {
  it('shows stored decimals with a comma', () => {
    expect(showDecimal('80.5')).toBe('80,5');
    expect(showDecimal('')).toBe('');
    expect(showDecimal('texto antigo')).toBe('texto antigo');
    expect(formatDecimal('5.0')).toBe('5,0');
    expect(formatDecimal(79.4)).toBe('79,4');
  });
  it('formats one decimal, rounding the decimal value half up', () => {
    expect(formatOneDecimal(25)).toBe('25,0');
    expect(formatOneDecimal(26.15)).toBe('26,2');
  });
  it('formats weights, or a dash when there is none', () => {
    expect(formatWeight('65')).toBe('65,0');
    expect(formatWeight('65.25')).toBe('65,3');
    expect(formatWeight('')).toBe('—');
    expect(formatWeight('900')).toBe('—');
    expect(formatKg('80')).toBe('80,0\u00a0kg');
    expect(formatKg('')).toBe('');
  });
  it('formats sizes', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(1023)).toBe('1.023 bytes');
    expect(formatBytes(1536)).toBe('1,5 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5,0 MB');
    expect(formatBytes(150 * 1024 * 1024)).toBe('150 MB');
  });
});

describe('formatKgChange', () => {
  it('writes a signed change with a comma and a real minus sign', () => {
    expect(formatKgChange(-0.6)).toBe('\u22120,6\u00a0kg');
    expect(formatKgChange(0.2)).toBe('+0,2\u00a0kg');
    expect(formatKgChange(-12)).toBe('\u221212,0\u00a0kg');
    expect(formatKgChange(0)).toBe('0,0\u00a0kg');
    expect(formatKgChange(-0)).toBe('0,0\u00a0kg');
    // Less than half a tenth is no change at all, not '−0,0'.
    expect(formatKgChange(-0.04)).toBe('0,0\u00a0kg');
  });
});

describe('dates are written as Intl.DateTimeFormat("pt-BR") writes them, without loading it', () => {
  const DAY = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
  const intlDate = new Intl.DateTimeFormat('pt-BR', { ...DAY, timeZone: 'UTC' });
  // Every day from 1900 to 2100 would be 73,000 dates: a sample of each month, leap days included.
  const instants = fc.date({ min: new Date(1900, 0, 1), max: new Date(2100, 11, 31), noInvalidDate: true });

  it('a calendar date', () => {
    const days = fc.date({
      min: new Date(Date.UTC(1900, 0, 1)),
      max: new Date(Date.UTC(2100, 11, 31)),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(days, (d) => {
        const iso = d.toISOString().slice(0, 10);
        expect(formatDateBR(iso)).toBe(intlDate.format(calendarDate(iso)!));
      }),
      { numRuns: 3000 },
    );
    expect(formatDateBR('2024-02-29')).toBe(intlDate.format(Date.UTC(2024, 1, 29)));
  });

  it.each(['America/Sao_Paulo', 'America/Noronha', 'Asia/Kolkata', 'UTC'])(
    'the local day of an instant, and its time, in %s',
    (zone) => {
      const before = process.env.TZ;
      process.env.TZ = zone;
      try {
        // Built after the zone is set: a formatter keeps the zone it was made in.
        const day = new Intl.DateTimeFormat('pt-BR', DAY);
        const time = new Intl.DateTimeFormat('pt-BR', { ...DAY, hour: '2-digit', minute: '2-digit' });
        fc.assert(
          fc.property(instants, (d) => {
            expect(formatDayBR(d)).toBe(day.format(d));
            expect(formatTimestampBR(d.toISOString())).toBe(time.format(d));
          }),
          { numRuns: 1000 },
        );
      } finally {
        process.env.TZ = before;
      }
    },
  );

  it('a size in bytes', () => {
    // One formatter per number of digits: building one per run took seconds on a busy machine.
    const formats = [0, 1].map(
      (digits) => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: digits, minimumFractionDigits: digits }),
    );
    const reference = (bytes: number) => {
      const units = ['bytes', 'KB', 'MB', 'GB'];
      let value = bytes;
      let i = 0;
      while (value >= 1024 && i < units.length - 1) {
        value /= 1024;
        i++;
      }
      const digits = i === 0 || value >= 100 ? 0 : 1;
      return `${formats[digits]!.format(value)} ${units[i]}`;
    };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 42 }), (bytes) => {
        expect(formatBytes(bytes)).toBe(reference(bytes));
      }),
      { numRuns: 5000 },
    );
    for (const bytes of [0, 999, 1000, 1023, 1024, 1048575, 1048576, 1073741823])
      expect(formatBytes(bytes)).toBe(reference(bytes));
  });
});

describe('formatHeight', () => {
  it('says whole centimetres bare and a part with one decimal', () => {
    expect(formatHeight('165')).toBe('165');
    expect(formatHeight('165.0')).toBe('165');
    expect(formatHeight('165,5')).toBe('165,5');
    expect(formatHeight('165.04')).toBe('165');
    expect(formatHeight('165.96')).toBe('166');
  });
  it('keeps text that is not a number as it is', () => {
    expect(formatHeight('')).toBe('');
    expect(formatHeight('<img onerror=x>')).toBe('<img onerror=x>');
  });
});

describe('formatMeasure', () => {
  it('writes every stored kg, litre and cm with one decimal and a comma', () => {
    expect(formatMeasure('82')).toBe('82,0');
    expect(formatMeasure('80')).toBe('80,0');
    expect(formatMeasure('2.5')).toBe('2,5');
    expect(formatMeasure('80.5')).toBe('80,5');
    expect(formatMeasure('2.25')).toBe('2,3');
    expect(formatMeasure('79.44')).toBe('79,4');
    expect(formatMeasure('0')).toBe('0,0');
    expect(formatMeasure('165')).toBe('165,0');
    expect(formatMeasure('80,5')).toBe('80,5');
  });
  it('leaves nothing as nothing, and text that is not a number as it was typed', () => {
    expect(formatMeasure('')).toBe('');
    expect(formatMeasure('oitenta')).toBe('oitenta');
    expect(formatMeasure('<b>1</b>')).toBe('<b>1</b>');
  });
  it('always has exactly one decimal for a number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99999 }), (tenths) => {
        expect(formatMeasure(String(tenths / 10))).toMatch(/^\d+,\d$/);
      }),
    );
  });
});

describe('formatDifference', () => {
  it('writes a stored difference with one decimal, below zero too', () => {
    expect(formatDifference('2.5')).toBe('2,5');
    expect(formatDifference('-2.5')).toBe('-2,5');
    expect(formatDifference('0')).toBe('0,0');
    expect(formatDifference('5')).toBe('5,0');
    expect(formatDifference('')).toBe('');
    expect(formatDifference('N/A')).toBe('N/A');
  });
});

describe('formatLitres', () => {
  it('writes litres with one decimal at least, two for a glass, and keeps text that is not a number', () => {
    expect(formatLitres('3')).toBe('3,0');
    expect(formatLitres(3)).toBe('3,0');
    expect(formatLitres('2.5')).toBe('2,5');
    expect(formatLitres('1.75')).toBe('1,75');
    expect(formatLitres(0.25)).toBe('0,25');
    expect(formatLitres(2.899999)).toBe('2,9');
    expect(formatLitres('muita')).toBe('muita');
  });
});

describe('a figure and its unit', () => {
  it('never break apart: a no-break space before the unit', () => {
    expect(formatKg('80')).toBe(`80,0${NBSP}kg`);
    expect(formatKgChange(-0.6)).toBe(`\u22120,6${NBSP}kg`);
    expect(NBSP).toBe('\u00a0');
  });
});
