import { FAST_GATE } from '~/content/fasting-clock';
import { weekdayAndDay } from '~/content/words';
import { momentOf } from '~/domain/format';

/**
 * The refusal's words for a gate that is shut, as Hoje's card and the start's
 * toast say them: when the last fast ended (the hours since, or, for an end
 * later than now, the moment the app counts it to) and when the next may
 * start. Null when the opening is no instant.
 */
export function gatedSince(
  gate: { hoursSince: number | null; lastEndedAt: string; opensAt: string },
  pastBlock: string | null,
): string | null {
  const opens = momentOf(gate.opensAt);
  if (!opens) return null;
  const end = momentOf(gate.lastEndedAt);
  const last =
    gate.hoursSince === null && end
      ? { countedTo: { day: weekdayAndDay(end), time: end.time } }
      : { hours: gate.hoursSince ?? 0 };
  return FAST_GATE.since(last, weekdayAndDay(opens), opens.time, pastBlock);
}
