import { isFastingDay } from './challenge';
import { isIsoDate } from './dates';
import { fastingBlockAround } from './fasting-block';

/**
 * The reminders calendar: one .ics file (RFC 5545) with one event and one alarm
 * for each day of the challenge, which the user imports into Google Calendar or
 * the iOS calendar.
 *
 * Our own code, not a library: `ics` folds lines every 75 characters, not 75
 * octets (a line of accented Portuguese can reach 150 octets), and brings yup,
 * nanoid and runes2 with it; `ical-generator` folds correctly and has no
 * required dependencies, but it is a general library (attendees, recurrence,
 * moment/luxon/dayjs adapters, Node 22+ in its engines) for a file that needs
 * about a hundred lines of ours.
 *
 * Times are UTC instants computed from the wall time in the phone's zone
 * (`DTSTART:yyyymmddThhmmssZ`), not floating local times: Google Calendar reads
 * a floating time as UTC (webuildsg/webuild#26), which would put a 07:00
 * reminder at 04:00 in São Paulo, while an instant is read the same way by
 * every client. Each day is computed on its own, so a daylight-saving change
 * inside the 15 days still leaves every reminder at the picked wall time.
 */

export const DEFAULT_REMINDER_TIME = '07:00';
export const REMINDER_FILE_NAME = 'm15-lembretes.ics';
/** The file's media type, for the Blob and the share sheet. */
export const REMINDER_MIME_TYPE = 'text/calendar;charset=utf-8';
/** How long each event lasts in the calendar, so it shows as a short block. */
const REMINDER_EVENT_MINUTES = 15;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

// <input type="time"> gives 'HH:MM', or 'HH:MM:SS' when its step is under a minute.
const TIME = /^([01]?\d|2[0-3]):([0-5]\d)(?::[0-5]\d(?:\.\d{1,3})?)?$/;

/** 'HH:MM' (24 h) or null when it is not a valid time. */
export function parseReminderTime(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const m = TIME.exec(text.trim());
  return m ? `${pad(Number(m[1]))}:${pad(Number(m[2]))}` : null;
}

export interface ReminderDay {
  /** The challenge day, 1 to 15: it names the event's UID. */
  day: number;
  /** yyyy-mm-dd, the local calendar date. */
  date: string;
  title: string;
  description: string;
}

/**
 * What a day's reminder says: the day's guide ('guide'); on the eve of a
 * fast, the guide and the check to do first ('eve'); on a fasting day, only
 * to open M15 and do the check ('fast'). A calendar event is written days
 * ahead and cannot know whether the check said stop, so it never says what
 * to fast: the app, after the check, does.
 */
export type ReminderKind = 'guide' | 'eve' | 'fast';

export function reminderKindOf(day: number): ReminderKind {
  if (isFastingDay(day)) return 'fast';
  return fastingBlockAround(day) ? 'eve' : 'guide';
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/**
 * TEXT values (RFC 5545 §3.3.11). Control characters other than tab are not
 * allowed in TEXT at all, so they are dropped rather than escaped.
 */
export function escapeText(text: string): string {
  return (
    text
      .replace(/[\\;,]/g, (c) => `\\${c}`)
      .replace(/\r\n|\r|\n/g, '\\n')
      // eslint-disable-next-line no-control-regex -- removing them is the point
      .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '')
  );
}

function utf8Octets(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  // A lone surrogate is written as U+FFFD, three octets.
  if (codePoint < 0x10000) return 3;
  return 4;
}

/**
 * Folds one content line (§3.1): no physical line over 75 octets of UTF-8, a
 * continuation starting with one space. It cuts between code points only,
 * because a cut inside a multi-byte character makes invalid UTF-8 that some
 * clients show as garbage.
 */
export function foldLine(line: string): string {
  let out = '';
  let octets = 0;
  for (const ch of line) {
    const size = utf8Octets(ch.codePointAt(0) ?? 0);
    if (octets + size > MAX_OCTETS) {
      out += `${CRLF} `;
      octets = 1;
    }
    out += ch;
    octets += size;
  }
  return out;
}

/** A UTC DATE-TIME (§3.3.5, form #2). */
function utcStamp(d: Date): string {
  return (
    `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`
  );
}

/**
 * The instant of `time` on `date` in the runtime's zone (the phone's). A wall
 * time skipped by a daylight-saving change (02:30 on a spring-forward night)
 * becomes the time after the jump, 03:30, as ECMAScript defines it.
 */
function localInstant(date: string, time: string): Date {
  const [y = NaN, mo = NaN, d = NaN] = date.split('-').map(Number);
  const [h = NaN, mi = NaN] = time.split(':').map(Number);
  return new Date(y, mo - 1, d, h, mi);
}

// A revision number that grows with each file made, so a client that compares
// SEQUENCE takes a re-imported file (a new time) as an update of the same
// events. Minutes since 2020 fit the 32-bit INTEGER of §3.3.8 until the 6000s.
const SEQUENCE_EPOCH = Date.UTC(2020, 0, 1);
function sequenceAt(now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - SEQUENCE_EPOCH) / 60_000));
}

/**
 * The whole VCALENDAR text, CRLF line ends (the last line too), ready to save
 * as text/calendar. Throws a RangeError on input the screen should never pass:
 * a bad time, a date that is not a real date, a day that is not a positive
 * integer or is repeated (UIDs must be unique), an invalid `now`.
 */
export function buildReminderCalendar(input: {
  days: readonly ReminderDay[];
  time: string;
  now: Date;
  uidPrefix: string;
}): string {
  const time = parseReminderTime(input.time);
  if (time === null) throw new RangeError(`Invalid reminder time: ${input.time}`);
  if (Number.isNaN(input.now.getTime())) throw new RangeError('Invalid current time');
  const stamp = utcStamp(input.now);
  const sequence = sequenceAt(input.now);
  const seen = new Set<number>();

  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//M15//Lembretes//PT-BR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  for (const { day, date, title, description } of input.days) {
    if (!Number.isInteger(day) || day < 1 || seen.has(day)) throw new RangeError(`Invalid or repeated day: ${day}`);
    if (!isIsoDate(date)) throw new RangeError(`Invalid date: ${date}`);
    seen.add(day);
    const start = localInstant(date, time);
    const end = new Date(start.getTime() + REMINDER_EVENT_MINUTES * 60_000);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(`${input.uidPrefix}-dia-${day}@m15`)}`,
      `SEQUENCE:${sequence}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${utcStamp(start)}`,
      `DTEND:${utcStamp(end)}`,
      `SUMMARY:${escapeText(title)}`,
      `DESCRIPTION:${escapeText(description)}`,
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${escapeText(title)}`,
      // At the event's start (RELATED=START is the default).
      'TRIGGER:PT0M',
      'END:VALARM',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map((l) => foldLine(l) + CRLF).join('');
}
