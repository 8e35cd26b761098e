import { Paper, Text } from '@mantine/core';
import ui from '~/components/ui.module.css';
import { SectionCard } from '~/components/section-card';
import { useFetcher, useNavigate } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { BLOCK_TEXT } from '~/content/blocks';
import { REFEED_FIRST, RESTART_ANYTIME_MESSAGES, RESTART_MESSAGES } from '~/content/restart-messages';
import { CHALLENGE_DAYS, type ChallengeDay, daysLeft } from '~/domain/challenge';
import { CHALLENGE_UNDERWAY } from '~/content/results-screen';
import { outcomeTexts } from '~/content/outcome';
import type { ChallengeOutcome } from '~/domain/outcome';
import { pickRandom } from '~/domain/random';
import { restartSuggested } from '~/domain/history';
import { RESTART_REDIRECT_MS } from '~/domain/results';
import type { ResultsActionResult } from './action';
import { celebrate } from '~/lib/celebrate';
import { DangerAction } from '~/components/danger-action';
import { ERASE_TEXT } from '~/content/erase';
import { TextLink } from '~/components/text-link';
import { useResultToast } from '~/components/show-toast';

/**
 * The closing card and 'Recomeçar o M15', an action that erases like
 * Perfil's (components/danger-action.tsx): its dialog shows the random
 * message and the specification's question, lists what goes and what stays
 * (content/erase.ts, ERASED_KEYS.restart) and offers a backup first. The
 * action does the whole restart in one write; this component only
 * celebrates for 3 s and then goes to /perfil (the route does not revalidate
 * meanwhile, so the screen stays put).
 * Right after the challenge the refeed comes first: the card says so, and the
 * dialog's call for another 15 days at once waits until the interval has passed.
 */
export function RestartCard({
  status,
  outcome,
  children,
}: {
  status: ChallengeDay | null;
  outcome: ChallengeOutcome;
  /** What goes with the advice, before the restart (the way to the report for the consultation). */
  children?: React.ReactNode;
}) {
  const suggested = restartSuggested(status);
  const said = outcomeTexts(outcome);
  const fetcher = useFetcher<ResultsActionResult>();
  const navigate = useNavigate();
  // Picked when the dialog opens (spec §4): the token makes a replayed post one restart.
  const [dialog, setDialog] = useState<{ token: number; message: string } | null>(null);
  const done = useRef<unknown>(null);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useResultToast(fetcher.data);
  useEffect(() => () => clearTimeout(redirect.current), []);
  const busy = fetcher.state !== 'idle' || fetcher.data?.restarted === true;

  useEffect(() => {
    const data = fetcher.data;
    if (!data?.restarted || done.current === data) return;
    done.current = data;
    if (data.celebrate) celebrate();
    // The confetti is not cancelled on unmount: it removes its own canvas when it ends.
    redirect.current = setTimeout(() => navigate('/perfil'), RESTART_REDIRECT_MS);
  }, [fetcher.data, navigate]);

  return (
    <SectionCard id="fim-titulo" title={said.title} kind="guidance" gap="sm">
      {/* Where she stands, then what comes first now: one paragraph. */}
      <Text size="sm">
        {said.line} <span data-testid="restart-advice">{suggested ? REFEED_FIRST.later : REFEED_FIRST.card}</span>
      </Text>
      {children}
      <DangerAction
        text={ERASE_TEXT.restart}
        busy={busy}
        waitForAnswer
        answer={fetcher.data}
        onOpen={() =>
          setDialog({
            token: Date.now(),
            message: pickRandom(suggested ? RESTART_MESSAGES : RESTART_ANYTIME_MESSAGES),
          })
        }
        onConfirm={() => {
          if (!dialog || busy) return;
          fetcher.submit(
            { intent: 'restart', token: String(dialog.token), message: dialog.message },
            { method: 'post' },
          );
        }}
      >
        <Text fw={700} mb="sm" data-testid="mensagem-recomeco">
          {dialog?.message}
        </Text>
        {suggested ? null : (
          <Text size="sm" mb="sm" data-testid="restart-wait">
            {REFEED_FIRST.dialog}
          </Text>
        )}
      </DangerAction>
    </SectionCard>
  );
}

/**
 * Before the end, the closing card would congratulate a challenge that is
 * not over: this card says which day it is instead. Starting again before
 * the end is possible from Perfil, where the dialog says what goes and stays.
 */
export function ChallengeUnderway({ status }: { status: ChallengeDay | null }) {
  const line =
    status?.kind === 'during'
      ? CHALLENGE_UNDERWAY.during(status.day, CHALLENGE_DAYS, BLOCK_TEXT[status.block].name, daysLeft(status.day))
      : status?.kind === 'before'
        ? CHALLENGE_UNDERWAY.before(status.daysUntil)
        : '';
  return (
    // A quiet aside while the challenge runs, one short note: its title opens its first line, in bold.
    <Paper withBorder radius="lg" p="md" className={ui.note} component="section" aria-label={CHALLENGE_UNDERWAY.title}>
      {/* One paragraph: the day, then where to restart early, on the lines the day leaves. */}
      <Text size="sm">
        <strong>
          {CHALLENGE_UNDERWAY.title}
          {CHALLENGE_UNDERWAY.titleEnd}
        </strong>{' '}
        <span data-testid="challenge-underway">{line}</span> {CHALLENGE_UNDERWAY.restart}{' '}
        <TextLink to="/perfil#recomecar">{CHALLENGE_UNDERWAY.link}</TextLink>
        {CHALLENGE_UNDERWAY.after}
      </Text>
    </Paper>
  );
}
