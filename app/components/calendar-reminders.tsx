import { Accordion, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Input.css';
import { Link } from '@remix-run/react';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { BLOCK_TEXT } from '~/content/blocks';
import { DAY_GUIDE } from '~/content/day-guide';
import {
  FASTING_REMINDER,
  REMINDER_TIME_ERROR,
  reminderTitleText,
  REMINDERS_SHARE_TITLE,
  REMINDERS_MORE,
  REMINDERS_TEXT,
  remindersReadyToast,
} from '~/content/reminders';
import {
  buildReminderCalendar,
  DEFAULT_REMINDER_TIME,
  parseReminderTime,
  REMINDER_FILE_NAME,
  REMINDER_MIME_TYPE,
  type ReminderDay,
  reminderKindOf,
} from '~/domain/calendar';
import { blockOfDay, CHALLENGE_DAYS } from '~/domain/challenge';
import { addDays, isIsoDate } from '~/domain/dates';
import { formatDateBR } from '~/domain/format';
import { shareOrDownload } from '~/lib/share-or-download';
import { showToast } from './show-toast';
import ui from './ui.module.css';

/** 'M15 · Dia 4 — Jejum I': the event's title, which the phone shows in the reminder. */
export function reminderTitle(day: number): string {
  return reminderTitleText(day, BLOCK_TEXT[blockOfDay(day).id].name);
}

/** What a day's reminder says: its guide, with the check on the eve of a fast; on a fasting day, the check only. */
function reminderDescription(day: number): string {
  const guide = DAY_GUIDE[day - 1] ?? '';
  const kind = reminderKindOf(day);
  return kind === 'fast' ? FASTING_REMINDER.fast : kind === 'eve' ? FASTING_REMINDER.eve(guide) : guide;
}

/** The 15 days of the challenge from its start date (day 1), with that day's reminder; null without a real date. */
export function reminderDays(startDate: string): ReminderDay[] | null {
  if (!isIsoDate(startDate)) return null;
  const days: ReminderDay[] = [];
  for (let day = 1; day <= CHALLENGE_DAYS; day++) {
    const date = addDays(startDate, day - 1);
    if (date === null) return null;
    days.push({ day, date, title: reminderTitle(day), description: reminderDescription(day) });
  }
  return days;
}

/**
 * "Lembretes na agenda": one event a day, with an alarm, in the phone's own
 * calendar, so the reminders work with the app closed and with no server to
 * send notifications. Jornada and Perfil show it; the route passes the
 * profile's stored start date (this component reads no storage).
 */
export function CalendarReminders({
  startDate,
  startDateHere = false,
}: {
  startDate: string;
  /** True on Perfil, where the start date is typed: point up to its field instead of linking to the screen. */
  startDateHere?: boolean;
}) {
  const headingId = useId();
  const days = reminderDays(startDate);
  const [error, setError] = useState<string | null>(null);
  const timeField = useRef<HTMLInputElement>(null);

  const create = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!days) return;
    // An <input type="time"> gives '' for a time it cannot read; older browsers show a text box.
    const time = parseReminderTime(new FormData(e.currentTarget).get('time'));
    if (time === null) {
      setError(REMINDER_TIME_ERROR);
      timeField.current?.focus();
      return;
    }
    setError(null);
    // The start date names the events: a new file for the same challenge (another time) updates them
    // in the calendar instead of adding 15 more; a new challenge gets its own.
    const ics = buildReminderCalendar({ days, time, now: new Date(), uidPrefix: `m15-${startDate}` });
    const file = new File([ics], REMINDER_FILE_NAME, { type: REMINDER_MIME_TYPE });
    const delivery = await shareOrDownload(file, { title: REMINDERS_SHARE_TITLE });
    if (delivery === 'cancelled') return;
    showToast(
      remindersReadyToast({ shared: delivery === 'shared', fileName: REMINDER_FILE_NAME, days: CHALLENGE_DAYS }),
    );
  };

  return (
    <Paper withBorder p="md" radius="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {REMINDERS_TEXT.title}
        </Title>
        {days ? (
          <>
            <Text size="sm">
              {REMINDERS_TEXT.intro(
                formatDateBR(days[0]?.date ?? ''),
                formatDateBR(days[days.length - 1]?.date ?? ''),
                CHALLENGE_DAYS,
              )}
            </Text>
            <form onSubmit={(e) => void create(e)} noValidate>
              <Stack gap="sm">
                <TextInput
                  ref={timeField}
                  type="time"
                  name="time"
                  label={REMINDERS_TEXT.timeLabel}
                  description={REMINDERS_TEXT.timeDescription}
                  defaultValue={DEFAULT_REMINDER_TIME}
                  required
                  size="md"
                  classNames={{ input: ui.tapInput }}
                  error={error}
                  onChange={() => setError(null)}
                />
                <Button
                  type="submit"
                  variant="light"
                  size="md"
                  px="xs"
                  className={ui.tap}
                  classNames={{ section: ui.wideOnly }}
                  leftSection={<IconCalendarPlus size={20} aria-hidden="true" />}
                >
                  {REMINDERS_TEXT.create}
                </Button>
              </Stack>
            </form>
            <Accordion variant="contained" radius="md">
              <Accordion.Item value="arquivo">
                <Accordion.Control className={ui.tap}>{REMINDERS_MORE}</Accordion.Control>
                <Accordion.Panel>
                  <Text size="sm">{REMINDERS_TEXT.fileHint(REMINDER_FILE_NAME)}</Text>
                </Accordion.Panel>
              </Accordion.Item>
            </Accordion>
          </>
        ) : (
          <>
            <Text size="sm" data-testid="reminders-need-start">
              {REMINDERS_TEXT.needStart}{' '}
              {startDateHere ? REMINDERS_TEXT.giveStart.here : REMINDERS_TEXT.giveStart.elsewhere}
            </Text>
            {startDateHere ? null : (
              <div>
                <Button component={Link} to="/perfil" variant="light" className={ui.tap}>
                  {REMINDERS_TEXT.giveStartLink}
                </Button>
              </div>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
