import { Accordion, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Accordion.css';
import { useFetcher } from '@remix-run/react';
import { useState } from 'react';
import { useResultToast } from '~/components/show-toast';
import ui from '~/components/ui.module.css';
import { TextLink } from '~/components/text-link';
import { AFTER_FAST } from '~/content/after-fast';
import { TODAY_GUIDE } from '~/content/today-screen';
import { FASTING_SAFETY, WATER_WEIGHT_NOTE } from '~/content/safety';
import type { BlockId } from '~/domain/challenge';
import type { RefeedView } from '~/domain/fasting-day';
import { REFEED_STEPS, type RefeedStep } from '~/domain/refeed';
import type { HomeActionResult } from './action';
import { SectionCard } from '~/components/section-card';
import { SignsFold } from './stop-signs';
import classes from './today.module.css';

/**
 * The way out of a fast comes first on the days she eats again: the steps
 * as a checklist, each tick saved at once for the day, the signs to watch
 * for in one sentence with the note that the scale goes up with water
 * (folded), and, after more than 5 days of fasting with one more risk, that
 * food comes back with a doctor, said first. When it is what to do now, it is
 * the day's guidance too, with the link to the day's phase, and the signs'
 * one home: the whole list folded at its end, and the 192 line first when
 * no hero above says it.
 */
export function RefeedChecklist({
  refeed,
  nested,
  phase = null,
  signs = false,
  emergency = null,
}: {
  refeed: RefeedView;
  nested?: boolean;
  /** The day's phase, when the way out is the day's guidance: its link closes the card. */
  phase?: BlockId | null;
  /** The whole list of signs, folded, ends the card (no separate card of signs on the screen). */
  signs?: boolean;
  /** The 192 line, when no hero above holds it: the card's first line, in the hero's caption size. */
  emergency?: string | null;
}) {
  const guide = FASTING_SAFETY.breakFast[refeed.block];
  const steps: Record<string, string> = guide.steps;
  return (
    <SectionCard focusable id="quebrar-jejum" title={guide.title} nested={nested} testId="refeed">
      <Stack gap="sm">
        {emergency ? (
          <Text size="sm" lh={1.4} data-testid="emergency-192">
            {emergency}
          </Text>
        ) : null}
        {refeed.highRisk ? (
          <Text role="note" data-testid="refeed-high-risk">
            {AFTER_FAST.highRisk}
          </Text>
        ) : null}
        <Text size="sm" c="dimmed" data-testid="refeed-day">
          {AFTER_FAST.dayAfter(refeed.dayAfter)}
        </Text>
        <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={guide.title}>
          {REFEED_STEPS[refeed.block].map((step) => {
            const done = (refeed.done as readonly string[]).includes(step);
            return (
              <li key={step}>
                <Step block={refeed.block} step={step} label={steps[step] ?? ''} done={done} />
              </li>
            );
          })}
        </Stack>
        <div data-testid="water-weight">
          {/* Its grave signs are the 192 line's, which Hoje always shows above (in this card or the hero). */}
          <Text>{guide.warning.care}</Text>
          {/* Why the scale goes up is worth knowing, not doing: it waits, closed, under the warning. */}
          <Accordion variant="default" chevronPosition="right" order={3}>
            <Accordion.Item value="peso" style={{ borderBottom: 0 }}>
              <Accordion.Control className={ui.tap} px={0}>
                {AFTER_FAST.weightFold}
              </Accordion.Control>
              <Accordion.Panel>
                <Text>{WATER_WEIGHT_NOTE}</Text>
              </Accordion.Panel>
            </Accordion.Item>
          </Accordion>
        </div>
        {guide.notes.map((note) => (
          <Text key={note} size="sm">
            {note}
          </Text>
        ))}
        {phase ? (
          <TextLink to={`/fases?fase=${phase}`} standalone>
            {TODAY_GUIDE.phaseLink(phase)}
          </TextLink>
        ) : null}
        {signs ? <SignsFold /> : null}
      </Stack>
    </SectionCard>
  );
}

function Step({
  block,
  step,
  label,
  done,
}: {
  block: RefeedView['block'];
  step: RefeedStep;
  label: string;
  done: boolean;
}) {
  const fetcher = useFetcher<HomeActionResult>();
  useResultToast(fetcher.data);
  // The tick shows at once; what is stored has the last word when it changes (React's
  // "adjusting state when a prop changes": no effect, and the checkbox keeps its focus).
  const [checked, setChecked] = useState(done);
  const [stored, setStored] = useState(done);
  if (stored !== done) {
    setStored(done);
    setChecked(done);
  }
  return (
    // The native checkbox of the share card and the report (ui.check): the whole label is a 44 px target.
    <label className={`${ui.check} ${classes.step}`}>
      <input
        type="checkbox"
        className={ui.checkInput}
        checked={checked}
        onChange={(e) => {
          const next = e.currentTarget.checked;
          setChecked(next);
          fetcher.submit({ intent: 'refeed-step', block, step, done: String(next) }, { method: 'post' });
        }}
      />
      <span>{label}</span>
    </label>
  );
}
