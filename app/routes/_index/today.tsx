/**
 * "Hoje": Início for a user with a profile, as domain/today.ts derives her
 * day. A hero (the fasting clock, or the day's ring) with the 192 line on
 * fasting days and the days after a fast, "O que fazer agora" with the one
 * action of the moment, then the rest of the day. It reads no storage.
 */
import { Stack } from '@mantine/core';
import { useActionData } from '@remix-run/react';
import { Fragment, useEffect } from 'react';
import { HomeScreenNotice } from '~/components/home-screen-notice';
import { PageColumn, PageColumns } from '~/components/page-columns';
import { useResultToast } from '~/components/show-toast';
import { AFTER_FAST } from '~/content/after-fast';
import { FAST_CLOCK } from '~/content/fasting-clock';
import type { PhotoResolver } from '~/domain/photo-ref';
import type { DayView } from '~/domain/today';
import { celebrate } from '~/lib/celebrate';
import type { HomeActionResult } from './action';
import { CheckInForm } from './checkin-form';
import { NowCard } from './now-card';
import { useOnePlaceAtATime } from './one-place-at-a-time';
import { FastGated } from './fast-gated';
import { useCheckInShortcut } from './use-check-in-shortcut';
import { QuoteCard } from './quote-card';
import { RefeedChecklist } from './refeed-checklist';
import { ResultFirst } from './result-first';
import { SafariCopyNotice } from './safari-copy-notice';
import { StopSigns } from './stop-signs';
import classes from './today.module.css';
import { guideShows, TodayGuide } from './today-guide';
import { FastMarks } from './fast-marks';
import { FastingHero } from './fasting-hero';
import { DayHero } from './today-hero';
import { DayTick } from './day-tick';
import { TodayHeader } from './today-header';

export function TodayScreen({
  today,
  quote,
  resolvePhoto,
  homeScreenNotice = false,
  safariCopyNotice = false,
}: {
  today: DayView;
  quote: string;
  resolvePhoto: PhotoResolver;
  /** Safari's 7-day rule applies and the notice is not closed after the day's content. */
  homeScreenNotice?: boolean;
  /** A backup was restored in the iPhone's home-screen app and the note about Safari's copy is not closed yet. */
  safariCopyNotice?: boolean;
}) {
  const result = useActionData<HomeActionResult>();
  useResultToast(result);
  useEffect(() => {
    if (result?.finished) celebrate();
  }, [result]);
  useCheckInShortcut();
  const { status, fasting, action } = today;
  // A running fast is the hero whatever else waits (a check, a stop from another tab): its end button stays in view.
  const runningFast =
    fasting?.kind === 'fast'
      ? fasting.fast
      : fasting?.kind === 'check' || fasting?.kind === 'stopped'
        ? fasting.running
        : null;
  // A running fast's hero has the screen's one filled button (ending it).
  const heroActs = runningFast !== null && runningFast.endedAt === null;
  // On fasting days and the days after a fast: 192 in the hero, the list below; with no hero, the signs first.
  const withSigns = heroActs || (today.gentle && fasting?.kind !== 'stopped') || today.refeed !== null;
  const eatingSigns = !heroActs && (today.eating || !today.gentle);
  const emergency = withSigns ? (eatingSigns ? AFTER_FAST.emergency : FAST_CLOCK.emergency) : null;
  // Today's tick in the Journey, at the foot of the hero.
  const tick = status?.kind === 'during' ? <DayTick day={status.day} done={today.dayDone} /> : null;
  // The check before a fast waits, and no fast runs.
  const checkWaits = fasting?.kind === 'check' && runningFast === null;
  // Before the clock starts, the check is the hero: it opens the screen, with the 192 line, and its "Continuar"
  // is the one filled button; the day's ring follows it.
  const checkFirst = checkWaits && action === 'check';
  const hero = runningFast ? (
    <FastingHero
      fast={runningFast}
      bottle={today.electrolytes}
      emergency={emergency ?? FAST_CLOCK.emergency}
      tick={tick}
    />
  ) : status?.kind === 'during' ? (
    <DayHero
      day={status.day}
      block={status.block}
      done={today.outcome.done}
      stopped={today.eating}
      emergency={checkFirst ? null : emergency}
      act={action === 'refeed' && !today.dayDone ? 'register' : null}
      tick={tick}
      // The day's bottle has one home on a fasting day: the hero.
      bottle={today.electrolytes}
    />
  ) : null;
  // The list of signs has one home: the way out of a fast when it is what to do now (its last fold); none
  // while the check before a fast waits and no fast runs (the check's 192 line is enough until she fasts).
  const refeedNow = action === 'refeed' && today.refeed !== null;
  const signs =
    withSigns && !refeedNow && !checkWaits ? (
      <StopSigns key="signs" eating={eatingSigns} emergency={hero === null} />
    ) : null;
  // The record is what to do now ("O que fazer agora" holds it) unless another action is. When that changes
  // while she types (another tab starts a fast, an eve turns into a fast), the record moves from one card to
  // the other with what she typed.
  const recordIsNow = action === 'register';
  const [checkIn, placeCheckIn] = useOnePlaceAtATime(
    <CheckInForm
      entry={today.entry}
      errors={result?.errors}
      water={today.water}
      // After the 15 days the result card says the kilograms lost: the record does not say them twice.
      lost={today.result && today.share ? undefined : today.lost}
      nested={recordIsNow}
      primary={recordIsNow && !heroActs}
    />,
    classes.onePlace,
  );
  const checkInPlace = <div ref={placeCheckIn} className={classes.onePlace} />;
  // Her day in reading order; on a desktop two columns, split after the result (day 16 on) or the guidance.
  const day = [
    hero ? signs : null,
    fasting?.kind === 'fast' ? <FastMarks key="marks" fast={fasting.fast} /> : null,
    action !== 'gated' && fasting?.kind === 'gated' ? (
      <FastGated key="gated" gated={fasting} eatingSaid={today.refeed !== null} />
    ) : null,
    // A stop that ended a running fast: the way out of it follows the stop.
    action !== 'refeed' && today.refeed ? <RefeedChecklist key="refeed" refeed={today.refeed} /> : null,
    today.result && today.share ? (
      <ResultFirst
        key="result"
        result={today.result}
        lost={today.lost}
        share={today.share}
        resolvePhoto={resolvePhoto}
        // The way out of the fast is the action of the moment: sharing is its outline button alone.
        secondary={refeedNow}
      />
    ) : null,
  ];
  const guide = { status, stopped: today.eating, withGuide: action !== 'refeed' };
  const rest = [
    guideShows(guide) ? <TodayGuide key="guide" {...guide} electrolytes={today.electrolytes !== null} /> : null,
    recordIsNow ? null : <Fragment key="checkin">{checkInPlace}</Fragment>,
    homeScreenNotice ? <HomeScreenNotice key="notice" onHoje /> : null,
    // Installing the app is the footer's, on every screen: Hoje does not say it twice. While the way out of a
    // fast is what to do now, its steps are the screen's words: no quote beside them.
    refeedNow ? null : <QuoteCard key="quote" quote={quote} />,
  ];
  // A first column with nothing in it (the way out of a fast above holds the day's guidance) takes the record,
  // so that no column stands empty beside the other.
  const [first, second] = today.result
    ? [day, rest]
    : [...day, rest[0]].some(Boolean)
      ? [[...day, rest[0]], rest.slice(1)]
      : [rest.slice(1, 2), rest.slice(2)];
  // While the way out of a fast is what to do now, its card is the day's longest: on a desktop the rest of the
  // day (a refusal, the record) stands under the hero, beside it, instead of below a hole under the hero.
  const besideWayOut = refeedNow && hero !== null && !checkFirst && !today.result;
  const below = besideWayOut ? [...first, ...second].filter(Boolean) : [];
  return (
    // Many cards on one phone screen: the gap between them is 'md', as PageColumns allows.
    <Stack gap="md">
      <TodayHeader status={status} startDate={today.startDate} outcome={today.outcome} withHero={hero !== null} />
      {safariCopyNotice ? <SafariCopyNotice /> : null}
      <div className={below.length > 0 ? `${classes.top} ${classes.topBesideWayOut}` : classes.top}>
        {checkFirst ? null : (hero ?? signs)}
        <NowCard
          today={today}
          errors={result?.errors}
          preFast={result?.preFast}
          // No hero above (or the check before it): the card says the 192 line first.
          emergency={hero === null || checkFirst ? emergency : null}
        >
          {recordIsNow ? checkInPlace : null}
        </NowCard>
        {checkFirst ? hero : null}
        {below.length > 0 ? <Stack gap="md">{below}</Stack> : null}
      </div>
      {besideWayOut ? null : (
        <PageColumns gap="md">
          <PageColumn gap="md">{first}</PageColumn>
          <PageColumn gap="md">{second}</PageColumn>
        </PageColumns>
      )}
      {/* After every place that may hold it (useOnePlaceAtATime). */}
      {checkIn}
    </Stack>
  );
}
