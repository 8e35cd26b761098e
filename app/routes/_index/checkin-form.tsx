import { Button } from '@mantine/core';
import { useFetcher } from '@remix-run/react';
import { useState } from 'react';
import { DayRecordForm } from '~/components/day-record';
import { useResultToast } from '~/components/show-toast';
import { CHECKIN_ANCHOR } from '~/content/shortcuts';
import { CHECKIN } from '~/content/today-screen';
import { addGlass, glassBase } from '~/domain/diary';
import { showDecimal } from '~/domain/format';
import type { DiaryEntry } from '~/domain/stored';
import type { HomeActionResult } from './action';
import { SectionCard } from '~/components/section-card';
import { StoredForm } from '~/components/stored-form';
import { KEYS } from '~/domain/keys';

import { LostSoFar, WaterToday } from './today-header';

interface Props {
  /** Today's diary entry, the same record the Diário edits; null before anything is saved. */
  entry: DiaryEntry | null;
  errors?: HomeActionResult['errors'];
  /** Today's water against the goal, under the water field. */
  water: { litres: number; goal: number | null; percent: number };
  /** The kilograms lost so far, under the weight field; undefined when a card above already says them. */
  lost: string | null | undefined;
  /** It is the action of the moment, inside "O que fazer agora": its save is the screen's primary button. */
  nested?: boolean;
  /** Its save is the screen's one filled button (by default when nested; not when a running fast's hero has it). */
  primary?: boolean;
}

/**
 * Today's check-in: the day's record with the Diário's own fields and name
 * (components/day-record.tsx), with "+1 copo" beside the water (saved at the
 * tap), the day's water against the goal under it and the kilograms lost so
 * far under the weight. It saves today's diary entry by the diary's own
 * rules. Ticking the day is in the hero (day-tick.tsx): a weigh-in at 7 a.m.
 * does not end a fasting day.
 */
export function CheckInForm({ entry, errors, water, lost, nested = false, primary = nested }: Props) {
  return (
    // The title close to the fields: the record shares the first screens with the day.
    <SectionCard
      focusable
      id={CHECKIN_ANCHOR}
      title={CHECKIN.title}
      // A form and its button: the action kind on its own; inside "O que fazer agora" that card is its frame.
      kind={nested ? undefined : 'action'}
      nested={nested}
      titleProps={{ mb: 4 }}
    >
      {/* Drawn again when what is saved changes, except the water: a "+1 copo" keeps what is typed. */}
      <StoredForm
        stored={JSON.stringify([entry?.weight ?? '', entry?.waist ?? '', entry?.feeling ?? ''])}
        storageKey={KEYS.diary}
      >
        {(key) => (
          <CheckInFields
            key={key}
            entry={entry}
            errors={errors}
            primary={primary}
            afterWater={<WaterToday water={water} />}
            afterWeight={lost === undefined ? null : <LostSoFar lost={lost} />}
          />
        )}
      </StoredForm>
    </SectionCard>
  );
}

function CheckInFields({
  entry,
  errors,
  primary,
  afterWater,
  afterWeight,
}: {
  entry: DiaryEntry | null;
  errors?: HomeActionResult['errors'];
  primary: boolean;
  afterWater: React.ReactNode;
  afterWeight: React.ReactNode;
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
      afterWater={afterWater}
      paired
      afterWeight={afterWeight}
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
