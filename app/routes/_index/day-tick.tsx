import { Button, Text } from '@mantine/core';
import { Form, useNavigation } from '@remix-run/react';
import { CHECKIN } from '~/content/today-screen';
import classes from './today.module.css';

/**
 * The explicit tick of today in the Journey, with the spec's toast: a line at
 * the foot of the day's hero, not a card of its own. An outline button, since
 * the hero's one filled action is something else (a weigh-in at 7 a.m. does
 * not end a fasting day); once ticked, the day says so.
 */
export function DayTick({ day, done }: { day: number; done: boolean }) {
  const marking = useNavigation().formData?.get('intent') === 'day-done';
  if (done) {
    return (
      <Text size="sm" fw={700} c="var(--m15-accent-text)" data-testid="day-done">
        {CHECKIN.dayDone(day)}
      </Text>
    );
  }
  return (
    <Form method="post" className={classes.dayTick}>
      <input type="hidden" name="intent" value="day-done" />
      <input type="hidden" name="day" value={day} />
      <Button
        type="submit"
        variant="outline"
        size="sm"
        loading={marking}
        aria-describedby="concluir-dia-nota"
        className={`${classes.tap} ${classes.noShrink}`}
      >
        {CHECKIN.dayDoneButton(day)}
      </Button>
      <Text size="xs" c="dimmed" id="concluir-dia-nota">
        {CHECKIN.dayDoneNote}
      </Text>
    </Form>
  );
}
