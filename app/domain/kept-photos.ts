/**
 * Photos kept before their form is saved (docs/decisions/011-no-file-in-a-form-post.md).
 * A picked photo is decoded and stored under a new id when she picks it; the
 * form posts only the id, and the save claims it (a record points at it). Until
 * then the id is on a short list with the time it was kept, so a clean-up in
 * another tab never deletes a photo that a form is about to save. Pure.
 */
import { isPhotoId } from './photo-ref';

export interface KeptPhoto {
  id: string;
  /** When it was kept (ms since the epoch). */
  keptAt: number;
}

/** How long a kept photo waits for its form: a form left open longer is picked again. */
export const KEPT_PHOTO_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** More photos than this waiting at once is not a person picking photos: the newest are kept. */
export const MAX_KEPT_PHOTOS = 50;

/**
 * The list as stored, from any JSON: entries that are not a photo id with a
 * finite time are dropped, and an id listed twice keeps its newest time.
 */
export function parseKeptPhotos(json: unknown): KeptPhoto[] {
  if (!Array.isArray(json)) return [];
  const newest = new Map<string, number>();
  for (const entry of json) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { id, keptAt } = entry as { id?: unknown; keptAt?: unknown };
    if (typeof id !== 'string' || !isPhotoId(id) || typeof keptAt !== 'number' || !Number.isFinite(keptAt)) continue;
    newest.set(id, Math.max(keptAt, newest.get(id) ?? -Infinity));
  }
  return [...newest]
    .map(([id, keptAt]) => ({ id, keptAt }))
    .sort((a, b) => a.keptAt - b.keptAt)
    .slice(-MAX_KEPT_PHOTOS);
}

/** Still waiting for its form: kept less than a lifetime ago (or the clock was set back by less than that). */
export function isWaiting(photo: KeptPhoto, now: number): boolean {
  return Math.abs(now - photo.keptAt) <= KEPT_PHOTO_LIFETIME_MS;
}

/**
 * The clean-up: which stored photos to delete and what stays on the list.
 * A photo stays when a record claims it or it is still waiting for its form;
 * every other stored photo id goes (kept for a form never saved, or left by a
 * save that stopped half-way in an older version). Ids of other shapes are
 * not ours to judge and are left alone.
 */
export function sweepPlan(input: {
  kept: readonly KeptPhoto[];
  stored: Iterable<string>;
  claimed: ReadonlySet<string>;
  now: number;
}): { remove: string[]; kept: KeptPhoto[] } {
  const kept = input.kept.filter((p) => !input.claimed.has(p.id) && isWaiting(p, input.now));
  const waiting = new Set(kept.map((p) => p.id));
  const remove = [...new Set(input.stored)].filter((id) => isPhotoId(id) && !input.claimed.has(id) && !waiting.has(id));
  return { remove, kept };
}
