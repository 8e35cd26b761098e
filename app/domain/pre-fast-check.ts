/**
 * The safety check before a fast. It is asked from the eve of a fasting block
 * (day 3 or 9) and on every day of it, until it is done for that block in
 * this challenge; until then the clock cannot start. The questions follow
 * what refeeding and fasting guidance lists as risks (NICE CG32's criteria,
 * the 2013 fasting-therapy consensus): every "sim" is a stop, meaning this
 * fast only with medical follow-up. A few are absolute (ABSOLUTE_STOPS): they
 * hold for the whole block and cannot be redone; any other stop can be
 * redone once, for a slip of the finger, and the earlier stop stays in the
 * record. The answers are never stored: `m15-safety-checks` keeps, per
 * block, when it was done, whether it said go or stop, and those two marks.
 */
import * as v from 'valibot';
import { FASTING_BLOCK_IDS, type FastingBlockId } from './challenge';
import { addDays, isIsoDate, localIsoDate } from './dates';
import { isIsoInstant } from './fasting';
import { blockWindow } from './fasting-block';
import { parseWeight } from './limits';
import { bmi } from './profile';
import type { Parser } from './stored';
import { type FieldProblems, REQUIRED } from './validation';

/**
 * Every question, in the screen's groups and in the order they are asked
 * (content/pre-fast-check.ts words the groups' headings and the questions).
 * Every question is a stop: a yes means this fast only with medical follow-up.
 */
export const PRE_FAST_GROUPS = [
  { id: 'you', questions: ['pregnant', 'under18', 'age65', 'lowBmi', 'weightLoss'] },
  {
    id: 'health',
    questions: [
      'eatingDisorder',
      'diabetes',
      'heartOrKidney',
      'arrhythmiaOrFainting',
      'liverOrThyroid',
      'cancer',
      'lowMinerals',
      'gout',
      'alcohol',
    ],
  },
  { id: 'medicines', questions: ['diabetesMedication', 'pressureMedication', 'dailyMedication'] },
  { id: 'now', questions: ['illOrSurgery', 'signsInJejum1'] },
] as const satisfies readonly { id: string; questions: readonly string[] }[];
export type PreFastGroup = (typeof PRE_FAST_GROUPS)[number]['id'];
export type PreFastQuestion = (typeof PRE_FAST_GROUPS)[number]['questions'][number];
/** Every question in the order they are asked: the groups', one after the other. */
export const PRE_FAST_QUESTIONS: readonly PreFastQuestion[] = PRE_FAST_GROUPS.flatMap((g) => g.questions);

/**
 * A yes to any of these stops the fast for the whole block, with no redo:
 * pregnancy or breastfeeding, under 18, an eating disorder, insulin or
 * diabetes medicine, a BMI under 18.5 (told by the profile or answered).
 */
export const ABSOLUTE_STOPS: readonly PreFastQuestion[] = [
  'pregnant',
  'under18',
  'eatingDisorder',
  'diabetesMedication',
  'lowBmi',
];

/**
 * The questions asked before `block`: all of them, except how Jejum I went,
 * which only the Jejum Final asks (the Final alone is more than 5 days of
 * little intake, so one more risk makes her high risk).
 */
export function questionsFor(block: FastingBlockId): PreFastQuestion[] {
  return PRE_FAST_QUESTIONS.filter((q) => q !== 'signsInJejum1' || block === 'jejum-final');
}

/** Under this BMI a person is underweight (the profile's "Abaixo do peso"), a refeeding risk. */
export const LOW_BMI = 18.5;

/** More than this share of the weight lost in 3 to 6 months is a refeeding risk. */
export const WEIGHT_LOSS_PERCENT = 10;
/** How far back, before the challenge's start, the diary is read for weight lost. */
export const WEIGHT_LOSS_WINDOW_DAYS = 183;
/** The diary tells the weight lost only when it reaches this far back; else the check asks. */
const WEIGHT_LOSS_COVER_DAYS = 90;

/** The answers a form sends: 'sim' or 'nao'. */
export const YES = 'sim';
export const NO = 'nao';

/**
 * The BMI the check can tell by itself: the latest known weight (the diary's
 * or the final one, else the profile's) and the profile's height. Null when
 * either is missing or impossible; then the check asks.
 */
export function knownBmi(input: { weight: string; initialWeight: string; height: string }): number | null {
  const weight = parseWeight(input.weight) ?? parseWeight(input.initialWeight);
  const height = Number(String(input.height).trim().replace(',', '.'));
  if (weight === null || !Number.isFinite(height) || height <= 0) return null;
  return bmi(weight, height);
}

/** The weight lost before this challenge, as her diary tells it. */
export interface WeightLoss {
  /** The share of the highest weight lost, in whole percent (rounded down). */
  percent: number;
  /** The day of the highest weight, yyyy-mm-dd. */
  since: string;
  /** More than WEIGHT_LOSS_PERCENT: a stop. */
  high: boolean;
}

/**
 * The weight lost before this challenge, from her diary: the highest weight
 * recorded in the WEIGHT_LOSS_WINDOW_DAYS before the start date, against the
 * profile's starting weight. Weight lost during the challenge is the diet's,
 * so only the days before the start count. Null (the check asks) without a
 * start weight or a diary weight in that window, and when the loss is not
 * high but the diary does not reach WEIGHT_LOSS_COVER_DAYS back, since she
 * may have lost weight before she began writing it down.
 */
export function knownWeightLoss(input: {
  diary: readonly { date: string; weight: string }[];
  initialWeight: string;
  startDate: string;
}): WeightLoss | null {
  const start = parseWeight(input.initialWeight);
  const from = addDays(input.startDate, -WEIGHT_LOSS_WINDOW_DAYS);
  const cover = addDays(input.startDate, -WEIGHT_LOSS_COVER_DAYS);
  if (start === null || from === null || cover === null) return null;
  let highest: { weight: number; date: string } | null = null;
  let earliest: string | null = null;
  for (const entry of input.diary) {
    if (typeof entry?.date !== 'string' || entry.date < from || entry.date >= input.startDate) continue;
    const weight = parseWeight(entry.weight);
    if (weight === null) continue;
    if (earliest === null || entry.date < earliest) earliest = entry.date;
    if (highest === null || weight > highest.weight) highest = { weight, date: entry.date };
  }
  if (highest === null || earliest === null) return null;
  const lost = ((highest.weight - start) / highest.weight) * 100;
  const percent = Math.max(0, Math.floor(lost + 1e-9));
  const high = lost > WEIGHT_LOSS_PERCENT;
  if (!high && earliest > cover) return null;
  return { percent, since: highest.date, high };
}

/** What the check can tell without asking: the BMI and the weight lost, from her records. */
export interface KnownFacts {
  bmi: number | null;
  weightLoss: WeightLoss | null;
}

/** Whether `q` is told by her records, not asked. */
export function isKnown(q: PreFastQuestion, known: KnownFacts): boolean {
  return (q === 'lowBmi' && known.bmi !== null) || (q === 'weightLoss' && known.weightLoss !== null);
}

/** The most questions one page of the check shows (a fact of her records counts as one). */
export const PRE_FAST_PAGE_SIZE = 4;

/** One page of the check: the groups it shows, each with its questions on this page, in order. */
export type PreFastPage = { group: PreFastGroup; questions: PreFastQuestion[] }[];

/**
 * The check a page at a time: `block`'s questions in the groups' order, at
 * most PRE_FAST_PAGE_SIZE to a page; a page that ends inside a group carries
 * the rest of it to the next page, under the same group.
 */
export function preFastPages(block: FastingBlockId): PreFastPage[] {
  const asked = questionsFor(block);
  const pages: PreFastPage[] = [];
  for (const group of PRE_FAST_GROUPS) {
    for (const q of group.questions.filter((q) => asked.includes(q))) {
      let page = pages.at(-1);
      if (!page || page.reduce((n, g) => n + g.questions.length, 0) >= PRE_FAST_PAGE_SIZE) pages.push((page = []));
      const last = page.at(-1);
      if (last?.group === group.id) last.questions.push(q);
      else page.push({ group: group.id, questions: [q] });
    }
  }
  return pages;
}

/**
 * Which of `questions` are still to be answered: neither 'sim' nor 'nao',
 * and not told by her records. One rule for the page she leaves and for the
 * whole check the action reads.
 */
export function unanswered(
  questions: readonly PreFastQuestion[],
  input: Partial<Record<PreFastQuestion, unknown>>,
  known: KnownFacts,
): FieldProblems<PreFastQuestion> {
  const problems: FieldProblems<PreFastQuestion> = {};
  for (const q of questions) {
    if (!isKnown(q, known) && input[q] !== YES && input[q] !== NO) problems[q] = REQUIRED;
  }
  return problems;
}

export type PreFastValidation =
  /** `absolute`: one of the stops is in ABSOLUTE_STOPS. */
  | { ok: true; stops: PreFastQuestion[]; absolute: boolean }
  /** A question left unanswered is `required` (content/pre-fast-check.ts words it). */
  | { ok: false; problems: FieldProblems<PreFastQuestion> };

/**
 * Reads the answers to `block`'s questions: each must be answered 'sim' or
 * 'nao', except what her records tell (the BMI, the weight lost: then an
 * answer sent for it is ignored). The result names the questions answered
 * yes: any of them stops the fast.
 */
export function validatePreFastAnswers(
  input: Partial<Record<PreFastQuestion, unknown>>,
  known: KnownFacts,
  block: FastingBlockId,
): PreFastValidation {
  const problems = unanswered(questionsFor(block), input, known);
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  const stops: PreFastQuestion[] = [];
  for (const q of questionsFor(block)) {
    if (q === 'lowBmi' && known.bmi !== null) {
      if (known.bmi < LOW_BMI) stops.push(q);
    } else if (q === 'weightLoss' && known.weightLoss !== null) {
      if (known.weightLoss.high) stops.push(q);
    } else if (input[q] === YES) stops.push(q);
  }
  return { ok: true, stops, absolute: stops.some((q) => ABSOLUTE_STOPS.includes(q)) };
}

// ---- m15-safety-checks -------------------------------------------------------
/** What a check said: 'go' (every answer no) or 'stop' (a yes: not this fast without a doctor). */
const CHECK_OUTCOMES = ['go', 'stop'] as const;
export type CheckOutcome = (typeof CHECK_OUTCOMES)[number];

/** One block's check: when it was done and what it said. Never the answers. */
export interface SafetyCheck {
  /** An instant, as `toISOString()` writes it. */
  at: string;
  outcome: CheckOutcome;
  /** A stop from ABSOLUTE_STOPS: it holds for the block, with no redo. Only on a stop. */
  absolute?: true;
  /** When an earlier stop of this block was given, that a redo replaced: the one redo is spent. */
  earlierStop?: string;
  /**
   * Only on a stop: the last day of the block it was answered for (yyyy-mm-dd), by
   * the start date of that moment. The stop holds until then in real time, whatever
   * the start date, a restart, an erase or a restore say afterwards (`heldStop`).
   */
  until?: string;
}

/** The last check of each block; a block without one has not been checked. */
export type SafetyChecks = Partial<Record<FastingBlockId, SafetyCheck>>;

const instant = v.pipe(
  v.string(),
  v.check<string>((t) => isIsoInstant(t)),
);

const SafetyCheckSchema = v.pipe(
  v.object({
    at: instant,
    outcome: v.picklist(CHECK_OUTCOMES),
    absolute: v.optional(v.literal(true)),
    earlierStop: v.optional(instant),
    until: v.optional(
      v.pipe(
        v.string(),
        v.check<string>((t) => isIsoDate(t)),
      ),
    ),
  }),
  // An absolute "go" is not a check this app writes, nor a "go" that holds.
  v.check((c) => (c.absolute === undefined && c.until === undefined) || c.outcome === 'stop'),
);

const isPlainObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** The check as stored: the optional marks only when set, so a record reads back the same. */
function cleanCheck(c: v.InferOutput<typeof SafetyCheckSchema>): SafetyCheck {
  return {
    at: c.at,
    outcome: c.outcome,
    ...(c.absolute ? { absolute: true as const } : {}),
    ...(c.earlierStop ? { earlierStop: c.earlierStop } : {}),
    ...(c.until ? { until: c.until } : {}),
  };
}

/**
 * The parser for `m15-safety-checks`. Its earliest form held a bare instant
 * per block, or '' for none, and did not remember a "sim": the screen kept
 * the answer in memory only. Such an instant cannot prove that the check said
 * go, so it reads as no check at all and the check is asked again, the safe
 * side for someone who may have answered yes. It is a known form, not
 * damage: nothing is kept aside for it, and the next check replaces it.
 * Records written before `absolute` and `earlierStop` existed read as they
 * are. Anything else that is not a check is dropped, and storage keeps it aside.
 */
export const parseSafetyChecks: Parser<SafetyChecks> = (json) => {
  if (json === null) return { value: {}, complete: true };
  if (!isPlainObject(json)) return { value: {}, complete: false };
  const value: SafetyChecks = {};
  const keys = Object.keys(json);
  // An object with keys but none of ours is not this record.
  let complete = keys.length === 0 || keys.some((k) => (FASTING_BLOCK_IDS as readonly string[]).includes(k));
  for (const block of FASTING_BLOCK_IDS) {
    if (!Object.hasOwn(json, block)) continue;
    const field = json[block];
    if (field === '' || isIsoInstant(field)) continue;
    const r = v.safeParse(SafetyCheckSchema, field);
    if (r.success) value[block] = cleanCheck(r.output);
    else complete = false;
  }
  return { value, complete };
};

/**
 * The check of `block` in this challenge, or null: one done from the eve of
 * the block to its last day, by the current start date. A check of an earlier
 * challenge, or one from before the start date was moved, asks again.
 */
export function checkOf(checks: SafetyChecks, block: FastingBlockId, startDate: string): SafetyCheck | null {
  const check = checks[block];
  const window = blockWindow(startDate, block);
  if (!check || !window || !isIsoInstant(check.at)) return null;
  const date = localIsoDate(new Date(check.at));
  return date >= window.eve && date <= window.last ? check : null;
}

/** An absolute stop holds this long, whatever the start date says afterwards: the length of a challenge. */
const ABSOLUTE_HOLD_DAYS = 15;

/**
 * The last day a stop holds (yyyy-mm-dd): its block's last day, two days after
 * the answer at least, and 15 days at least for an absolute one.
 */
function holdsUntil(check: SafetyCheck): string | null {
  if (check.outcome !== 'stop') return null;
  const answered = localIsoDate(new Date(check.at));
  // Never longer than a challenge from the answer, whatever a file says (a hostile `until` locks no one out).
  const cap = addDays(answered, ABSOLUTE_HOLD_DAYS);
  const least = addDays(answered, MIN_HOLD_DAYS);
  if (!cap || !least) return null;
  if (check.absolute) return cap;
  // A stop stored before `until` existed: Jejum I's window (the start date still gives it its block: `checkOf`).
  const until = check.until ?? addDays(answered, LEGACY_HOLD_DAYS) ?? answered;
  const held = until > least ? until : least;
  return held < cap ? held : cap;
}

/**
 * A stop holds two days after its answer at least, whatever day of its block
 * it was given on: a "sim" on a block's last day does not lapse at midnight,
 * when a start date moved to another block's eve would ask the check afresh.
 * Two days, as a redo is spent across blocks (`SAME_ANSWER_MS`): the next
 * block's eve is three days after a block's last day, so its own check is not
 * held by the last block's stop.
 */
const MIN_HOLD_DAYS = 2;

/** How long a stop stored without its block's last day holds: Jejum I's window, eve to last day (never into the next block's eve). */
const LEGACY_HOLD_DAYS = 3;

/** Stricter first: an absolute stop, then one already redone, then one she may answer again; the latest first. */
function stricter(a: SafetyCheck, b: SafetyCheck): number {
  const rank = (c: SafetyCheck) => (c.absolute ? 0 : c.earlierStop !== undefined ? 1 : 2);
  return rank(a) - rank(b) || (a.at < b.at ? 1 : a.at > b.at ? -1 : 0);
}

/**
 * The stop that holds on `now`'s day, of any block, the strictest, or null. A
 * stop holds until the last day of the block it was answered for (by the start
 * date of that moment), an absolute one for 15 days at least: moving the start
 * date makes a new check due for the block today reads as, but cannot make the
 * answer go away. The block is the slot it is stored in.
 */
export function heldStop(checks: SafetyChecks, now: Date): { block: FastingBlockId; check: SafetyCheck } | null {
  const held = FASTING_BLOCK_IDS.flatMap((block) => {
    const check = checks[block];
    return check && holdsOn(check, now) ? [{ block, check }] : [];
  });
  return held.sort((a, b) => stricter(a.check, b.check))[0] ?? null;
}

/**
 * How far ahead of the clock an answer may be and still hold: a clock set back
 * a few weeks lifts no stop, while an answer given under a clock months ahead
 * (a phone's date gone wrong, or a file edited by hand) locks no one out.
 */
const AHEAD_HOLD_DAYS = 30;

/** Whether `check` is a stop that holds on `now`'s day (`heldStop`, `checksThatHold`). */
function holdsOn(check: SafetyCheck, now: Date): boolean {
  const today = localIsoDate(now);
  const until = holdsUntil(check);
  const horizon = addDays(today, AHEAD_HOLD_DAYS) ?? today;
  return until !== null && today <= until && localIsoDate(new Date(check.at)) <= horizon;
}

/**
 * The check that counts for `block` today: its own in this challenge (by
 * `startDate`, `checkOf`) when it is a stop, or else the stop that holds from
 * any block (`heldStop`); with neither, its own. Hoje, the check's action and
 * the fast's start all read this one.
 */
export function checkThatCounts(
  checks: SafetyChecks,
  block: FastingBlockId,
  startDate: string,
  now: Date,
): SafetyCheck | null {
  return stopThatCounts(checkOf(checks, block, startDate), checks, now);
}

/** `own` when it is a stop, or else the stop that holds from any block; with neither, `own`. */
function stopThatCounts(own: SafetyCheck | null, checks: SafetyChecks, now: Date): SafetyCheck | null {
  const held = heldStop(checks, now)?.check ?? null;
  if (own?.outcome === 'stop' && held) return stricter(own, held) <= 0 ? own : held;
  return own?.outcome === 'stop' ? own : (held ?? own);
}

/**
 * Only the checks that hold a stop today (`heldStop`): what every erase keeps of
 * `m15-safety-checks`, and null when none does.
 */
export function checksThatHold(checks: SafetyChecks, now: Date): SafetyChecks | null {
  const kept: SafetyChecks = {};
  for (const block of FASTING_BLOCK_IDS) {
    const check = checks[block];
    if (check && holdsOn(check, now)) kept[block] = check;
  }
  return Object.keys(kept).length > 0 ? kept : null;
}

/**
 * A restore's checks: the backup's, but a stop that holds today on this phone
 * is never replaced by the backup's slot unless that one holds a stricter stop
 * (an older backup never takes a "sim" away).
 */
export function checksThroughRestore(device: SafetyChecks, restored: SafetyChecks, now: Date): SafetyChecks {
  const holding = checksThatHold(device, now) ?? {};
  const merged: SafetyChecks = { ...restored };
  for (const block of FASTING_BLOCK_IDS) {
    const mine = holding[block];
    if (!mine) continue;
    const theirs = restored[block];
    const theirsHolds = theirs !== undefined && (checksThatHold({ [block]: theirs }, now) ?? {})[block] !== undefined;
    if (!theirsHolds || stricter(mine, theirs) < 0) merged[block] = mine;
  }
  return merged;
}

/**
 * How recent a redo spends the one redo of a new stop in another block: a new
 * check asked there within two days is the same answer given again (the start
 * date moved back and forth), while the next block's own check comes at
 * least two days after the last day of a block whose stop was redone.
 */
const SAME_ANSWER_MS = 48 * 3_600_000;

/**
 * The stop a redo replaced, kept by the block's slot while it is recent
 * (ABSOLUTE_HOLD_DAYS): a start date moved makes that slot's check no longer
 * the one that counts, and a new answer there must not drop it, since it is
 * one more refeeding risk after the Jejum Final (fasting-day.ts
 * `extraRefeedRisk`) and the one redo already spent.
 */
function redoneStopKept(stored: SafetyCheck | undefined, now: Date | undefined): string | undefined {
  if (stored?.earlierStop === undefined || !now) return undefined;
  const age = now.getTime() - Date.parse(stored.earlierStop);
  return age >= 0 && age <= ABSOLUTE_HOLD_DAYS * 86_400_000 ? stored.earlierStop : undefined;
}

/** The instant of a stop a redo replaced in the last two days, in any block, or undefined. */
function spentRedo(checks: SafetyChecks, now: Date): string | undefined {
  const since = now.getTime() - SAME_ANSWER_MS;
  return FASTING_BLOCK_IDS.map((b) => checks[b]).find((c) => c?.earlierStop !== undefined && Date.parse(c.at) >= since)
    ?.earlierStop;
}

/**
 * A stop she may answer again: not an absolute one, and only once (a stop
 * that already replaced an earlier one holds). A slip of the finger is
 * caught this way; a true answer given twice stands.
 */
export function canRedoCheck(check: SafetyCheck): boolean {
  return check.outcome === 'stop' && check.absolute !== true && check.earlierStop === undefined;
}

/** Why a new check of a block is refused: its stop is absolute, or its one redo is spent. */
export type RedoRefusal = 'absolute' | 'redone';

/** Whether a new check may replace `previous` (this block's check in this challenge, or null). */
export function redoRefusal(previous: SafetyCheck | null): RedoRefusal | null {
  if (!previous || previous.outcome !== 'stop' || canRedoCheck(previous)) return null;
  return previous.absolute ? 'absolute' : 'redone';
}

/** The check form's hidden field: the check its screen showed (`checkMarkOf`). */
export const CHECK_MARK_FIELD = 'shownCheck';

/** The mark a check form carries of the check its screen showed: that check's instant, or this when there was none. */
const NO_CHECK_MARK = 'none';

/** The mark of `shown`, the check that counted when the form was drawn (`checkThatCounts`). */
export function checkMarkOf(shown: SafetyCheck | null): string {
  return shown?.at ?? NO_CHECK_MARK;
}

/**
 * Whether a check form's answer is dropped because the form was filled over
 * another check than the one that counts now (answered meanwhile in another
 * tab): its answers must not replace that check nor spend its one redo. A
 * "sim" is never lost: a stale form that stops still replaces a check that did
 * not. A form without a mark (a tab opened before forms carried one) was
 * filled over none.
 */
export function dropsStaleCheck(input: {
  posted: unknown;
  current: SafetyCheck | null;
  outcome: CheckOutcome;
}): boolean {
  const { posted, current, outcome } = input;
  const mark = typeof posted === 'string' && posted !== '' ? posted : NO_CHECK_MARK;
  if (mark === checkMarkOf(current)) return false;
  return !(outcome === 'stop' && current?.outcome !== 'stop');
}

/**
 * The checks with `block`'s replaced: a new check (a redo included) is the
 * one that counts. The stop it would replace is the strictest of the block's
 * check in this challenge (by `startDate`; any stored one without it) and,
 * with `now`, the stop that holds from any block (`heldStop`): a new check
 * never replaces an absolute stop or a stop already redone (the same checks
 * come back); one that replaces a stop keeps that stop's instant as
 * `earlierStop`, so the "sim" stays in the record and the one redo is spent;
 * a "go" that replaces a stop held in another block's slot (the start date
 * moved since) lifts it. A stop records the last day of its block by
 * `startDate`, until which it holds.
 */
export function withCheck(
  checks: SafetyChecks,
  block: FastingBlockId,
  check: SafetyCheck,
  startDate?: string,
  now?: Date,
): SafetyChecks {
  const own = startDate === undefined ? (checks[block] ?? null) : checkOf(checks, block, startDate);
  const held = now ? heldStop(checks, now) : null;
  const previous = now ? stopThatCounts(own, checks, now) : own;
  if (redoRefusal(previous)) return checks;
  // The one redo is spent for a stop she gave again within a challenge of a redo, in whatever block.
  const spent = now ? spentRedo(checks, now) : undefined;
  const earlierStop =
    previous?.earlierStop ??
    (previous?.outcome === 'stop' ? previous.at : undefined) ??
    (check.outcome === 'stop' ? spent : undefined) ??
    redoneStopKept(checks[block], now);
  const until = check.outcome === 'stop' && startDate !== undefined ? blockWindow(startDate, block)?.last : undefined;
  const next: SafetyCheck = {
    at: check.at,
    outcome: check.outcome,
    ...(check.outcome === 'stop' && check.absolute ? { absolute: true as const } : {}),
    ...(earlierStop ? { earlierStop } : {}),
    ...(until ? { until } : {}),
  };
  const result: SafetyChecks = { ...checks, [block]: next };
  if (check.outcome === 'go' && held && held.block !== block && held.check === previous) delete result[held.block];
  return result;
}

/** What the answers mean for the record: any yes stops. */
export function outcomeOf(stops: readonly PreFastQuestion[]): CheckOutcome {
  return stops.length > 0 ? 'stop' : 'go';
}

/**
 * Whether any block's check was answered at or after `instant` (an ended
 * fast's end): then that end came from the check, and "Desfazer" cannot undo
 * it. A stop that a redo replaced counts by its own instant.
 */
export function checkedSince(checks: SafetyChecks, instant: string): boolean {
  return Object.values(checks).some(
    (c) => c !== undefined && (c.at >= instant || (c.earlierStop !== undefined && c.earlierStop >= instant)),
  );
}
