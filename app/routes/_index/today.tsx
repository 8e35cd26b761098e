/**
 * "Hoje": Início for a user with a profile. The route's loader reads the
 * records and derives the day (domain/today.ts); this screen shows it, with
 * the check-in, the fasting clock on fasting days and the progress card after
 * the last day. Like every part, it reads no storage.
 */
import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Progress.css';
import { useActionData, useLocation } from '@remix-run/react';
import { useEffect } from 'react';
import { HomeScreenNotice } from '~/components/home-screen-notice';
import { useResultToast } from '~/components/show-toast';
import { TextLink } from '~/components/text-link';
import { BLOCK_TEXT } from '~/content/blocks';
import { CHECKIN_ANCHOR } from '~/content/shortcuts';
import { CHALLENGE_DAYS, type ChallengeDay, dayNumber, daysLeft } from '~/domain/challenge';
import { type ChallengeOutcome, outcomeTexts } from '~/domain/outcome';
import type { PhotoResolver } from '~/domain/photo-ref';
import { formatDateBR, formatDecimal, formatOneDecimal, plural } from '~/domain/format';
import type { DayView } from '~/domain/today';
import { celebrate } from '~/lib/celebrate';
import type { CheckInResult } from './action';
import { CheckInForm } from './checkin-form';
import { FastingClock } from './fasting-clock';
import { PreFastCheck } from './pre-fast-check';
import { QuoteCard } from './quote-card';
import { ResultFirst } from './result-first';
import { FastingDaySigns, TodayGuide } from './today-guide';

export function Today({
  today,
  quote,
  resolvePhoto,
  homeScreenNotice = false,
}: {
  today: DayView;
  quote: string;
  resolvePhoto: PhotoResolver;
  /** Safari's 7-day rule applies and the notice is not closed (issue 36): after the day's content. */
  homeScreenNotice?: boolean;
}) {
  const result = useActionData<CheckInResult>();
  useResultToast(result);
  useEffect(() => {
    if (result?.finished) celebrate();
  }, [result]);
  useCheckInShortcut();
  return (
    <Stack gap="lg" className="m15-wide m15-columns">
      <TodayHeader status={today.status} startDate={today.startDate} outcome={today.outcome} />
      {today.result && today.share ? (
        <ResultFirst result={today.result} lost={today.lost} share={today.share} resolvePhoto={resolvePhoto} />
      ) : null}
      <TodayGuide status={today.status} />
      <PreFastCheck check={today.preFast} result={result} />
      {today.fast ? <FastingClock record={today.fast} goalHours={today.fastGoalHours} errors={result?.errors} /> : null}
      <CheckInForm entry={today.entry} errors={result?.errors} day={dayNumber(today.status)} dayDone={today.dayDone} />
      <TodayFigures water={today.water} lost={today.lost} />
      <FastingDaySigns status={today.status} />
      {homeScreenNotice ? <HomeScreenNotice onHoje /> : null}
      <QuoteCard quote={quote} />
      {/* The welcome's pitch is for someone deciding to start; what stays useful is installing the app. */}
      <TextLink to="/instalar" standalone ta="center">
        Baixar no Celular
      </TextLink>
    </Stack>
  );
}

/**
 * The installed app's "Registrar o dia" shortcut opens `/#registro-do-dia`:
 * the check-in comes into view with its first field ready. Done here, once
 * per arrival, not by the browser: in an SPA the check-in is not on the page
 * yet when the browser looks for the anchor, and the check-in form remounts
 * after each save (it would jump back to it).
 */
function useCheckInShortcut() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash !== `#${CHECKIN_ANCHOR}`) return;
    const heading = document.getElementById(CHECKIN_ANCHOR);
    heading?.scrollIntoView({ block: 'start' });
    heading
      ?.closest('section')
      ?.querySelector<HTMLInputElement>('input[name="weight"]')
      ?.focus({ preventScroll: true });
  }, [hash]);
}

/** The heading of "Hoje": which day it is, or what the start date says. */
function TodayHeader({
  status,
  startDate,
  outcome,
}: {
  status: ChallengeDay | null;
  startDate: string;
  outcome: ChallengeOutcome;
}) {
  let eyebrow = '';
  let line = '';
  if (status?.kind === 'during') {
    eyebrow = `Dia ${status.day} de ${CHALLENGE_DAYS} · ${BLOCK_TEXT[status.block].name}`;
    const left = daysLeft(status.day);
    line = left === 0 ? 'Último dia do desafio!' : `Faltam ${plural(left, 'dia', 'dias')} para concluir o desafio.`;
  } else if (status?.kind === 'before') {
    eyebrow = `Começa em ${formatDateBR(startDate)}`;
    line = status.daysUntil === 1 ? 'Seu desafio começa amanhã.' : `Seu desafio começa em ${status.daysUntil} dias.`;
  } else if (status?.kind === 'after') {
    // Only all 15 days ticked is a challenge won (issue 23).
    ({ short: eyebrow, line } = outcomeTexts(outcome));
  }
  return (
    <header className="m15-page-header">
      {eyebrow ? (
        <Text fw={700} c="var(--m15-accent-text)" tt="uppercase" size="sm" data-testid="challenge-today">
          {eyebrow}
        </Text>
      ) : null}
      <Title order={1}>Hoje</Title>
      {line ? (
        <Text c="dimmed" mt={4}>
          {line}
        </Text>
      ) : null}
    </header>
  );
}

/** Water against the goal and kilograms lost so far, with the way to Resultados. */
function TodayFigures({
  water,
  lost,
}: {
  water: { litres: number; goal: number | null; percent: number };
  lost: string | null;
}) {
  return (
    <Paper withBorder p="md" radius="lg" component="section" aria-label="Seus números de hoje">
      <Stack gap="sm">
        <div>
          <Group justify="space-between" gap="xs">
            <Text fw={700}>Água hoje</Text>
            <Text fw={700} data-testid="water-today">
              {formatDecimal(water.litres)} {water.goal ? `de ${formatDecimal(water.goal)} L` : 'L'}
            </Text>
          </Group>
          {water.goal ? (
            <Progress value={water.percent} size="lg" mt={6} aria-label={`Água: ${water.percent}% da meta de hoje`} />
          ) : null}
        </div>
        <Group justify="space-between" gap="xs">
          <Text fw={700}>Kg eliminados até agora</Text>
          <Text fw={800} c="var(--m15-accent-text)" data-testid="lost-so-far">
            {lost === null ? '—' : `${formatOneDecimal(Number(lost))} kg`}
          </Text>
        </Group>
        <TextLink to="/resultados" standalone>
          Ver Resultados
        </TextLink>
      </Stack>
    </Paper>
  );
}
