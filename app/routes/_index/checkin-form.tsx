import { Button, Text } from '@mantine/core';
import { Form, useFetcher, useNavigation } from '@remix-run/react';
import { useState } from 'react';
import { DayRecordForm } from '~/components/day-record';
import { useResultToast } from '~/components/show-toast';
import { CHECKIN_ANCHOR } from '~/content/shortcuts';
import { CHECKIN } from '~/content/today-screen';
import { addGlass, glassBase } from '~/domain/diary';
import { showDecimal } from '~/domain/format';
import type { DiaryEntry } from '~/domain/stored';
import type { HomeActionResult } from './action';
import { Card } from './card';

const DAY_DONE_ID = 'dia-na-jornada';

interface Props {
  /** Today's diary entry, the same record the Diário edits; null before anything is saved. */
  entry: DiaryEntry | null;
  errors?: HomeActionResult['errors'];
  /** Today's day of the challenge (1-15), or null outside it. */
  day: number | null;
  /** Today's day is ticked in the Journey. */
  dayDone: boolean;
  /** It is the action of the moment, inside "O que fazer agora": its save is the screen's primary button. */
  nested?: boolean;
  /** Its save is the screen's one filled button (by default when nested; not when a running fast's hero has it). */
  primary?: boolean;
}

/**
 * Today's check-in: the day's record with the Diário's own fields and name
 * (components/day-record.tsx), with "+1 copo" beside the water (saved at the
 * tap). It saves today's diary entry by the diary's own rules. Ticking the day
 * is a card of its own after it, with its one button: a weigh-in at 7 a.m.
 * does not end a fasting day, and one card holds one action.
 */
export function CheckInForm({ entry, errors, day, dayDone, nested = false, primary = nested }: Props) {
  return (
    <>
      <Card id={CHECKIN_ANCHOR} title={CHECKIN.title} nested={nested}>
        {/* Remounted (key) when what is saved changes, except the water: a "+1 copo" keeps what is typed. */}
        <CheckInFields
          key={JSON.stringify([entry?.weight ?? '', entry?.waist ?? '', entry?.feeling ?? ''])}
          entry={entry}
          errors={errors}
          primary={primary}
        />
      </Card>
      {day !== null ? <DayDone day={day} done={dayDone} nested={nested} /> : null}
    </>
  );
}

function CheckInFields({
  entry,
  errors,
  primary,
}: {
  entry: DiaryEntry | null;
  errors?: HomeActionResult['errors'];
  primary: boolean;
}) {
  const [water, setWater] = useState(entry ? showDecimal(entry.water) : '');
  const glass = useFetcher<HomeActionResult>();
  useResultToast(glass.data);
  const addOne = () => {
    // Saved at once, from what the field shows; the field shows the same sum (one rule, domain/diary).
    glass.submit({ intent: 'glass', water }, { method: 'post' });
    setWater((w) => addGlass(glassBase(w, entry?.water)));
  };
  return (
    // One primary button per screen: the save is it only when registering the day is what to do now.
    <DayRecordForm
      intent="checkin"
      record={entry}
      errors={errors}
      submitLabel={CHECKIN.submit}
      primary={primary}
      water={{
        value: water,
        onChange: setWater,
        addon: (
          <Button variant="light" onClick={addOne} aria-label={CHECKIN.glassAria}>
            {CHECKIN.glass}
          </Button>
        ),
      }}
    />
  );
}

/** The explicit tick of today in the Journey, with the spec's toast. */
function DayDone({ day, done, nested }: { day: number; done: boolean; nested: boolean }) {
  const marking = useNavigation().formData?.get('intent') === 'day-done';
  return (
    <Card id={DAY_DONE_ID} title={CHECKIN.dayTitle(day)} nested={nested}>
      {done ? (
        <Text fw={700} c="var(--m15-accent-text)" data-testid="day-done">
          {CHECKIN.dayDone(day)}
        </Text>
      ) : (
        <Form method="post">
          <input type="hidden" name="intent" value="day-done" />
          <input type="hidden" name="day" value={day} />
          <Text size="sm" c="dimmed" mb="xs" id="concluir-dia-nota">
            {CHECKIN.dayDoneNote}
          </Text>
          <Button type="submit" variant="outline" loading={marking} aria-describedby="concluir-dia-nota">
            {CHECKIN.dayDoneButton(day)}
          </Button>
        </Form>
      )}
    </Card>
  );
}
