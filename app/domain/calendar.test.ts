import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_REMINDER_TIME,
  REMINDER_FILE_NAME,
  buildReminderCalendar,
  escapeText,
  foldLine,
  parseReminderTime,
  type ReminderDay,
  reminderKindOf,
} from './calendar';
import { localIsoDate } from './dates';

const octets = (s: string) => Buffer.byteLength(s, 'utf8');
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');
// A lone surrogate is what a cut through an emoji leaves behind.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The content lines (unfolded, CRLF removed). */
const contentLines = (ics: string) => unfold(ics).split('\r\n').slice(0, -1);

/** The inverse of escapeText, to check that a value survives the trip. */
const unescapeText = (v: string) => v.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

/** The VEVENTs of a file, each as its property map (the VALARM's lines are kept apart). */
function events(ics: string) {
  const out: { props: Map<string, string>; alarm: Map<string, string> }[] = [];
  let current: { props: Map<string, string>; alarm: Map<string, string> } | null = null;
  let inAlarm = false;
  for (const line of contentLines(ics)) {
    if (line === 'BEGIN:VEVENT') current = { props: new Map(), alarm: new Map() };
    else if (line === 'END:VEVENT' && current) {
      out.push(current);
      current = null;
    } else if (line === 'BEGIN:VALARM') inAlarm = true;
    else if (line === 'END:VALARM') inAlarm = false;
    else if (current) {
      const colon = line.indexOf(':');
      (inAlarm ? current.alarm : current.props).set(line.slice(0, colon), line.slice(colon + 1));
    }
  }
  return out;
}

/** xs[i], which the test expects to exist (noUncheckedIndexedAccess). */
function nth<T>(xs: readonly T[], i: number): T {
  const x = xs[i];
  if (x === undefined) throw new Error(`nothing at ${i}`);
  return x;
}

function utcFromStamp(stamp: string): Date {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(stamp);
  if (!m) throw new Error(`not a UTC stamp: ${stamp}`);
  const [y = NaN, mo = NaN, d = NaN, h = NaN, mi = NaN, s = NaN] = m.slice(1).map(Number);
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s));
}

/** The 15 days from `start`, as the screen would give them. */
function challengeDays(start: string, title = (n: number) => `M15 · Dia ${n} — Fase`): ReminderDay[] {
  const [y = NaN, m = NaN, d = NaN] = start.split('-').map(Number);
  return Array.from({ length: 15 }, (_, i) => ({
    day: i + 1,
    date: localIsoDate(new Date(y, m - 1, d + i, 12)),
    title: title(i + 1),
    description: `Instruções do dia ${i + 1}.`,
  }));
}

const NOW = new Date('2026-11-20T15:04:05Z');
const build = (days: readonly ReminderDay[], time = DEFAULT_REMINDER_TIME, uidPrefix = 'abc123') =>
  buildReminderCalendar({ days, time, now: NOW, uidPrefix });

describe('parseReminderTime', () => {
  it.each([
    ['07:00', '07:00'],
    ['7:00', '07:00'],
    [' 21:45 ', '21:45'],
    ['00:00', '00:00'],
    ['23:59', '23:59'],
    ['06:30:00', '06:30'],
    ['06:30:15.250', '06:30'],
  ])('reads %j as %j', (text, time) => expect(parseReminderTime(text)).toBe(time));
  it.each(['', '24:00', '12:60', '7', '07h00', '7:5', '-1:00', '07:00 PM', '<script>', null, undefined, 700, {}])(
    'refuses %j',
    (text) => expect(parseReminderTime(text)).toBeNull(),
  );
  it('accepts its own default', () => expect(parseReminderTime(DEFAULT_REMINDER_TIME)).toBe('07:00'));
});

describe('the file', () => {
  const ics = build(challengeDays('2026-11-22'));

  it('is a VCALENDAR with the required properties', () => {
    const lines = contentLines(ics);
    expect(lines.slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      expect.stringMatching(/^PRODID:.+/),
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
    ]);
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(REMINDER_FILE_NAME).toMatch(/^[a-z0-9-]+\.ics$/);
  });

  it('ends every line, the last included, with CRLF and has no bare CR or LF', () => {
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('has one event per day with its alarm at the start', () => {
    const evs = events(ics);
    expect(evs).toHaveLength(15);
    for (const [i, { props, alarm }] of evs.entries()) {
      for (const key of ['UID', 'DTSTAMP', 'DTSTART', 'DTEND', 'SUMMARY', 'DESCRIPTION'])
        expect(props.has(key)).toBe(true);
      expect(unescapeText(props.get('SUMMARY') ?? '')).toBe(`M15 · Dia ${i + 1} — Fase`);
      expect(unescapeText(props.get('DESCRIPTION') ?? '')).toBe(`Instruções do dia ${i + 1}.`);
      const start = utcFromStamp(props.get('DTSTART') ?? '');
      const end = utcFromStamp(props.get('DTEND') ?? '');
      expect(end.getTime() - start.getTime()).toBe(15 * 60_000);
      expect(alarm.get('ACTION')).toBe('DISPLAY');
      expect(alarm.get('DESCRIPTION')).toBe(props.get('SUMMARY'));
      expect(alarm.get('TRIGGER')).toMatch(/^[+-]?PT0[MS]$/);
    }
    expect(contentLines(ics).filter((l) => l === 'BEGIN:VALARM')).toHaveLength(15);
  });

  it('stamps every event with `now` in UTC', () => {
    for (const { props } of events(ics)) expect(props.get('DTSTAMP')).toBe('20261120T150405Z');
  });

  it('gives an empty file (still valid) for no days', () => {
    expect(build([])).toBe(
      'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//M15//Lembretes//PT-BR\r\nCALSCALE:GREGORIAN\r\nMETHOD:PUBLISH\r\nEND:VCALENDAR\r\n',
    );
  });
});

describe('UIDs', () => {
  const uids = (ics: string) => events(ics).map((e) => e.props.get('UID'));

  it('are unique across the 15 days', () => {
    const all = uids(build(challengeDays('2026-11-22')));
    expect(new Set(all).size).toBe(15);
    expect(all[3]).toBe('abc123-dia-4@m15');
  });

  it('stay the same for the same prefix and day, whatever the time, dates or moment', () => {
    const first = uids(build(challengeDays('2026-11-22'), '07:00'));
    const again = uids(
      buildReminderCalendar({
        days: challengeDays('2026-12-01'),
        time: '20:30',
        now: new Date('2026-12-01T10:00:00Z'),
        uidPrefix: 'abc123',
      }),
    );
    expect(again).toEqual(first);
  });

  it('differ for another prefix', () => {
    const a = uids(build(challengeDays('2026-11-22'), '07:00', 'abc123'));
    const b = uids(build(challengeDays('2026-11-22'), '07:00', 'xyz789'));
    expect(a.some((uid) => b.includes(uid))).toBe(false);
  });

  it('grow their SEQUENCE with time, so a later file updates the events', () => {
    const seq = (now: Date) => {
      const ics = buildReminderCalendar({ days: challengeDays('2026-11-22'), time: '07:00', now, uidPrefix: 'a' });
      return Number(nth(events(ics), 0).props.get('SEQUENCE'));
    };
    const earlier = seq(new Date('2026-11-20T10:00:00Z'));
    const later = seq(new Date('2026-11-20T10:05:00Z'));
    expect(later).toBeGreaterThan(earlier);
    expect(Number.isInteger(earlier) && earlier >= 0 && later <= 2 ** 31 - 1).toBe(true);
  });

  it('refuse repeated or impossible days, dates and times instead of writing a broken file', () => {
    const days = challengeDays('2026-11-22');
    const [first, second] = [nth(days, 0), nth(days, 1)];
    expect(() => build([first, { ...second, day: 1 }])).toThrow(RangeError);
    expect(() => build([{ ...first, day: 0 }])).toThrow(RangeError);
    expect(() => build([{ ...first, day: 1.5 }])).toThrow(RangeError);
    expect(() => build([{ ...first, date: '2026-02-30' }])).toThrow(RangeError);
    expect(() => build([{ ...first, date: '22/11/2026' }])).toThrow(RangeError);
    expect(() => build(days, '25:00')).toThrow(RangeError);
    expect(() => buildReminderCalendar({ days, time: '07:00', now: new Date('nope'), uidPrefix: 'a' })).toThrow(
      RangeError,
    );
  });
});

describe('TEXT escaping', () => {
  it('escapes backslash, semicolon and comma, and writes newlines as \\n', () => {
    expect(escapeText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    expect(escapeText('um\ndois\r\ntrês\rquatro')).toBe('um\\ndois\\ntrês\\nquatro');
    expect(escapeText('a:b "c"')).toBe('a:b "c"');
  });

  it('drops control characters, which TEXT cannot hold', () => {
    expect(escapeText('a\u0000b\u0007c\u001Bd\u007Fe\tf')).toBe('abcde\tf');
  });

  it('keeps hostile titles and descriptions inside their property', () => {
    const hostile =
      'x;DTSTART:19700101T000000Z\nEND:VEVENT\r\nBEGIN:VEVENT, \\n \\; <img src=x onerror=alert(1)> 💪🏽🇧🇷 Ação';
    const ics = build([{ day: 1, date: '2026-11-22', title: hostile, description: `${hostile}\n${hostile}` }]);
    const ev = nth(events(ics), 0);
    expect(events(ics)).toHaveLength(1);
    expect(unescapeText(ev.props.get('SUMMARY') ?? '')).toBe(hostile.replace(/\r\n/g, '\n'));
    expect(unescapeText(ev.props.get('DESCRIPTION') ?? '')).toBe(`${hostile}\n${hostile}`.replace(/\r\n/g, '\n'));
    expect(ev.props.get('DTSTART')).not.toBe('19700101T000000Z');
    expect(contentLines(ics).filter((l) => l.startsWith('BEGIN:VEVENT'))).toHaveLength(1);
  });

  it('escapes the UID prefix too', () => {
    const ev = nth(events(build(challengeDays('2026-11-22').slice(0, 1), '07:00', 'a,b;c\nd')), 0);
    expect(ev.props.get('UID')).toBe('a\\,b\\;c\\nd-dia-1@m15');
  });
});

describe('line folding', () => {
  it('leaves a line of 75 octets alone and folds one of 76', () => {
    const a75 = 'A'.repeat(75);
    expect(foldLine(a75)).toBe(a75);
    expect(foldLine(`${a75}B`)).toBe(`${a75}\r\n B`);
  });

  it('counts octets, not characters: 2-byte accents and 4-byte emoji', () => {
    // 38 × 'ã' is 76 octets: 37 fit on the first line.
    expect(foldLine('ã'.repeat(38))).toBe(`${'ã'.repeat(37)}\r\n ã`);
    // 19 emoji are 76 octets: 18 (72) on the first line; a continuation holds 74 after its space.
    expect(foldLine('💪'.repeat(19))).toBe(`${'💪'.repeat(18)}\r\n 💪`);
    expect(foldLine(`${'a'.repeat(73)}💪`)).toBe(`${'a'.repeat(73)}\r\n 💪`);
    // A lone surrogate (broken text) is written as U+FFFD, three octets, and counted so.
    expect(foldLine('\uD800'.repeat(26))).toBe(`${'\uD800'.repeat(25)}\r\n \uD800`);
  });

  /** Every physical line within 75 octets, no character cut, continuations start with a space, unfolds back. */
  function isWellFolded(line: string): boolean {
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    return (
      physical.every((p, i) => octets(p) <= 75 && !LONE_SURROGATE.test(p) && (i === 0 || p.startsWith(' '))) &&
      unfold(folded) === line
    );
  }

  it('keeps every physical line of a whole file within 75 octets and unfolds to the original', () => {
    const description =
      'Beba água ao acordar, café sem açúcar é permitido; evite pão, arroz, macarrão e açúcar. ' +
      'Jejum: só água, chá e café sem açúcar 💧☕🍵. Não desanime — você consegue! 💪🏽🇧🇷 '.repeat(4);
    const ics = build(
      challengeDays('2026-11-22', (n) => `M15 · Dia ${n} — Jejum Ação Coração 💪🏽`).map((d) => ({
        ...d,
        description,
      })),
    );
    for (const p of ics.split('\r\n')) {
      expect(octets(p)).toBeLessThanOrEqual(75);
      expect(LONE_SURROGATE.test(p)).toBe(false);
    }
    const ev = nth(events(ics), 0);
    expect(unescapeText(ev.props.get('DESCRIPTION') ?? '')).toBe(description);
    expect(ics.split('\r\n').length).toBeGreaterThan(contentLines(ics).length + 1);
  });

  // Characters of 1 to 4 octets and the ones escaping doubles, so cuts land on every kind of boundary.
  const mixedWidths = fc.constantFrom('a', ' ', 'ã', 'ç', '€', '—', '💪', '🏽', '\n', ';', ',', '\\', '\u0000');

  it('holds for any text (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: mixedWidths, maxLength: 300 }), (text) =>
        isWellFolded(`DESCRIPTION:${escapeText(text)}`),
      ),
    );
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => isWellFolded(`SUMMARY:${text}`)));
  });
});

describe('time zones: every reminder at the picked wall time', () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });

  function expectWallTime(ics: string, days: readonly ReminderDay[], hh: number, mm: number) {
    const evs = events(ics);
    expect(evs).toHaveLength(days.length);
    for (const [i, { props }] of evs.entries()) {
      expect(props.get('DTSTART')).toMatch(/Z$/);
      const start = utcFromStamp(props.get('DTSTART') ?? '');
      expect(localIsoDate(start)).toBe(nth(days, i).date);
      expect([start.getHours(), start.getMinutes()]).toEqual([hh, mm]);
    }
  }

  it('São Paulo (UTC−3): 07:00 local is 10:00 UTC, not midnight UTC', () => {
    process.env.TZ = 'America/Sao_Paulo';
    const days = challengeDays('2026-11-22');
    const ics = build(days);
    expectWallTime(ics, days, 7, 0);
    expect(nth(events(ics), 0).props.get('DTSTART')).toBe('20261122T100000Z');
    expect(nth(events(ics), 0).props.get('DTEND')).toBe('20261122T101500Z');
    expect(nth(events(ics), 14).props.get('DTSTART')).toBe('20261206T100000Z');
  });

  it('São Paulo at 21:30: the UTC date is the next day, the event still on its own day', () => {
    process.env.TZ = 'America/Sao_Paulo';
    const days = challengeDays('2026-11-22');
    const ics = build(days, '21:30');
    expectWallTime(ics, days, 21, 30);
    expect(nth(events(ics), 0).props.get('DTSTART')).toBe('20261123T003000Z');
  });

  it('New York, clocks forward on 8 March 2026: 07:00 before and after', () => {
    process.env.TZ = 'America/New_York';
    const days = challengeDays('2026-03-01');
    const ics = build(days);
    expectWallTime(ics, days, 7, 0);
    const starts = events(ics).map((e) => e.props.get('DTSTART'));
    expect(starts[6]).toBe('20260307T120000Z'); // EST, UTC−5
    expect(starts[7]).toBe('20260308T110000Z'); // EDT, UTC−4
  });

  it('Lisbon, clocks forward on 29 March 2026: 07:00 before and after', () => {
    process.env.TZ = 'Europe/Lisbon';
    const days = challengeDays('2026-03-22');
    const ics = build(days);
    expectWallTime(ics, days, 7, 0);
    const starts = events(ics).map((e) => e.props.get('DTSTART'));
    expect(starts[6]).toBe('20260328T070000Z'); // WET, UTC+0
    expect(starts[7]).toBe('20260329T060000Z'); // WEST, UTC+1
  });

  it('Lisbon, clocks back on 25 October 2026: 07:00 before and after', () => {
    process.env.TZ = 'Europe/Lisbon';
    const days = challengeDays('2026-10-20');
    expectWallTime(build(days), days, 7, 0);
  });

  it('a time skipped by the change moves to just after it (02:30 → 03:30 in New York)', () => {
    process.env.TZ = 'America/New_York';
    const ev = nth(events(build([{ day: 1, date: '2026-03-08', title: 't', description: 'd' }], '02:30')), 0);
    expect(ev.props.get('DTSTART')).toBe('20260308T073000Z');
    expect(ev.props.get('DTEND')).toBe('20260308T074500Z');
  });
});

describe('what each day’s reminder says', () => {
  it('the fasting days ask for the check, the eves add it to the guide, the other days give the guide', () => {
    const kinds = Array.from({ length: 15 }, (_, i) => reminderKindOf(i + 1));
    expect(kinds).toEqual([
      'guide',
      'guide',
      'eve',
      'fast',
      'fast',
      'fast',
      'guide',
      'guide',
      'eve',
      'fast',
      'fast',
      'fast',
      'fast',
      'fast',
      'fast',
    ]);
  });

  it.each([0, 16, -1, 2.5, Number.NaN])('a day outside the challenge (%s) is only a guide', (day) => {
    expect(reminderKindOf(day)).toBe('guide');
  });
});
