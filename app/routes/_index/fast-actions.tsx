/**
 * The taps of the fasting hero: ending the fast (one tap, no question), its
 * undo for a few minutes, and the day's bottle, each saved at once.
 */
import { Button, Group, Text } from '@mantine/core';
import { Form, useFetcher, useNavigation } from '@remix-run/react';
import { useResultToast } from '~/components/show-toast';
import { ELECTROLYTES_TODAY, FAST_CLOCK } from '~/content/fasting-clock';
import type { HomeActionResult } from './action';
import classes from './today.module.css';

/** The day's bottle as one line of the hero: how many of how many, and its own tap, saved at once. */
export function BottleLine({ bottles, of }: { bottles: number; of: number }) {
  const fetcher = useFetcher<HomeActionResult>();
  useResultToast(fetcher.data);
  const pending = fetcher.formData?.get('bottles');
  const shown = typeof pending === 'string' ? Number(pending) : bottles;
  const full = shown >= of;
  return (
    <fetcher.Form method="post" className={classes.bottleLine}>
      <input type="hidden" name="intent" value="bottle" />
      <input type="hidden" name="bottles" value={full ? 0 : shown + 1} />
      <Text size="sm" fw={700} aria-live="polite" data-testid="hero-bottles" className={classes.nowrap}>
        {ELECTROLYTES_TODAY.counterShort(shown, of)}
      </Text>
      <Button type="submit" variant="subtle" size="sm" className={`${classes.tap} ${classes.noShrink}`}>
        {full ? ELECTROLYTES_TODAY.untickShort : ELECTROLYTES_TODAY.tickShort}
      </Button>
    </fetcher.Form>
  );
}

/** "Encerrar o jejum": one tap, no question asked, no guilt; the action of the moment while a fast runs. */
export function EndFast() {
  const ending = useNavigation().formData?.get('intent') === 'fast-end';
  return (
    <Form method="post" className={classes.endForm}>
      <Button
        type="submit"
        name="intent"
        value="fast-end"
        variant="filled"
        loading={ending}
        fullWidth
        aria-describedby="encerrar-nota"
      >
        {FAST_CLOCK.end}
      </Button>
      <Text size="xs" c="dimmed" id="encerrar-nota" ta="center" mt={2}>
        {FAST_CLOCK.endNoteShort}
      </Text>
    </Form>
  );
}

export function UndoEnd() {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="fast-undo" />
      <Group gap="xs">
        <Text size="sm">{FAST_CLOCK.undoNote}</Text>
        <Button type="submit" variant="subtle" size="sm" className={`${classes.tap} ${classes.noShrink}`}>
          {FAST_CLOCK.undo}
        </Button>
      </Group>
    </Form>
  );
}
