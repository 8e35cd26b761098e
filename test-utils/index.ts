/**
 * Helpers for the unit tests of the actions (app/routes/<url>/action.test.ts)
 * and of storage: posting a form, a full storage, and an in-memory stand-in
 * for the photo store. Only tests import this file (as `@test-utils`), so it
 * sits at the root, outside the app's sources.
 */
import type { ClientActionFunctionArgs } from '@remix-run/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { PRE_FAST_QUESTIONS } from '~/domain/pre-fast-check';

/** The fields of a posted form: text or files; `undefined` leaves the field out. */
export type Fields = Record<string, string | Blob | undefined>;

/** A form as the browser posts it. */
export function formOf(fields: Fields): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  return form;
}

/**
 * Posts a form to a route's clientAction. The request is a stand-in that
 * only hands over the form: jsdom's FormData and File do not fit Node's
 * Request (vitest #7080).
 */
export function post<R>(action: (args: ClientActionFunctionArgs) => Promise<R>, fields: Fields): Promise<R> {
  const form = formOf(fields);
  return action({
    request: { method: 'POST', formData: async () => form } as unknown as Request,
    params: {},
    serverAction: () => Promise.reject(new Error('no server')),
  });
}

/** Makes every localStorage write fail the way a full quota does, until the spy is restored. */
export function makeStorageFull() {
  return vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw Object.assign(new Error('full'), { name: 'QuotaExceededError' });
  });
}

/** Every key of a storage and its text, to compare before and after byte for byte. */
export function storageContents(store: Storage): Record<string, string> {
  const contents: Record<string, string> = {};
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key !== null) contents[key] = store.getItem(key) ?? '';
  }
  return contents;
}

/** jsdom's localStorage quota, in code units of keys and values (jsdom's default `storageQuota`). */
const JSDOM_STORAGE_QUOTA = 5_000_000;
const FILLER_KEY = 'test-filler';

/**
 * Fills a jsdom storage with an unrelated key so that only `room` more code
 * units fit: jsdom then throws its own QuotaExceededError, as a browser
 * does, while removing a key still frees space (unlike `makeStorageFull`).
 */
export function leaveRoomInStorage(store: Storage, room: number): void {
  const used = Object.entries(storageContents(store)).reduce((n, [k, v]) => n + k.length + v.length, 0);
  store.setItem(FILLER_KEY, 'x'.repeat(JSDOM_STORAGE_QUOTA - used - FILLER_KEY.length - room));
}

/**
 * An in-memory stand-in for ~/storage/photos (jsdom has no IndexedDB), for
 * `vi.mock`. Each function is a `vi.fn`, so a test can make one fail
 * (`mockRejectedValueOnce`) as IndexedDB does; `reset()` empties it. New ids
 * are `photo-t1`, `photo-t2`…
 */
export function memoryPhotoStore() {
  const blobs = new Map<string, Blob>();
  let counter = 0;
  const putWithIds = async (entries: [string, Blob][]) => {
    for (const [id, blob] of entries) blobs.set(id, blob);
  };
  const remove = async (ids: string[]) => {
    for (const id of ids) blobs.delete(id);
  };
  const readBlobs = async (ids: Iterable<string>) => {
    const found = new Map<string, Blob>();
    for (const id of ids) {
      const blob = blobs.get(id);
      if (blob) found.set(id, blob);
    }
    return found;
  };
  const store = {
    blobs,
    newPhotoId: vi.fn(() => `photo-t${++counter}`),
    putPhoto: vi.fn(async (id: string, blob: Blob) => {
      blobs.set(id, blob);
    }),
    putPhotosWithIds: vi.fn(putWithIds),
    deletePhotos: vi.fn(remove),
    readPhotoBlobs: vi.fn(readBlobs),
    getPhoto: vi.fn(async (id: string) => blobs.get(id) ?? null),
    storedPhotoIds: vi.fn(async () => [...blobs.keys()]),
    protectPhotosOnce: vi.fn(),
    clearPhotos: vi.fn(async () => blobs.clear()),
    photoSizes: vi.fn(async (): Promise<number[] | null> => [...blobs.values()].map((b) => b.size)),
    reset() {
      blobs.clear();
      counter = 0;
      store.newPhotoId.mockReset().mockImplementation(() => `photo-t${++counter}`);
      store.putPhoto.mockReset().mockImplementation(async (id: string, blob: Blob) => {
        blobs.set(id, blob);
      });
      for (const fn of [store.putPhotosWithIds, store.deletePhotos, store.readPhotoBlobs]) fn.mockReset();
      store.getPhoto.mockReset();
      store.storedPhotoIds.mockReset().mockImplementation(async () => [...blobs.keys()]);
      store.protectPhotosOnce.mockReset();
      store.clearPhotos.mockReset().mockImplementation(async () => blobs.clear());
    },
  };
  return store;
}

/** A localStorage in memory, for tests in Node (`vi.stubGlobal('window', { localStorage })`). */
export class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, String(v));
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
  clear() {
    this.map.clear();
  }
  /** Every key and its text, in key order. */
  dump() {
    return Object.fromEntries([...this.map].sort(([a], [b]) => a.localeCompare(b)));
  }
}

/** A key's stored JSON, parsed; null when the key is absent. */
export const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null');

/** Stores each value as JSON under its key, as the app would have. */
export function seed(values: Record<string, unknown>) {
  for (const [k, v] of Object.entries(values)) localStorage.setItem(k, JSON.stringify(v));
}

/** Ana's profile as Perfil's form posts it (82 kg, 165 cm), but its start date. */
export const ANA = { name: 'Ana', initialWeight: '82', height: '165', waterGoal: '2.9' };

/** Stores Ana's profile (82 kg, 165 cm), starting on `startDate`. */
export const storeProfileStartingOn = (startDate: string) => seed({ 'm15-profile': { ...ANA, startDate } });

/** A local time in November 2026, the month of the fasting days' tests: local(22, 20) is 22/11 at 20:00. */
export const local = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute);
/** A moment as the stores write it. */
export const iso = (d: Date) => d.toISOString();

/** A profile, as Perfil stores it. */
export const PROFILE = { name: 'Ana', startDate: '2026-11-01', initialWeight: '80', height: '165', waterGoal: '2.8' };
/** A record of the photo history, its before photo kept as 'photo-old'. */
export const PHOTO_RECORD = { id: 1, date: '10/11/2026', beforePhoto: 'photo-old', afterPhoto: '', weight: '78' };
/** A phone in the middle of a protocol, with a photo in the results ('photo-after') and in the history ('photo-old'). */
export const MID_PROTOCOL = {
  'm15-profile': PROFILE,
  'm15-completed-days': [1, 2, 3],
  'm15-diary': [{ date: '2026-11-02', weight: '79.5', water: '2' }],
  'm15-results': { finalWeight: '78', beforePhoto: 'photo-old', afterPhoto: 'photo-after' },
  'm15-photo-history': [PHOTO_RECORD],
  'm15-protocol-history': [],
  'm15-notes': [{ id: 1, text: 'Nota', date: '2026-11-02T10:00:00.000Z' }],
  'm15-shopping': [{ id: 1, text: 'Ovos', checked: false }],
  recipeRatings: { 101: 'amei' },
};
/** Stores MID_PROTOCOL, and its two photos' files in a memoryPhotoStore. */
export function seedMidProtocol(photos: { blobs: Map<string, Blob> }) {
  seed(MID_PROTOCOL);
  photos.blobs.set('photo-old', new Blob(['old']));
  photos.blobs.set('photo-after', new Blob(['after']));
}

/** A phone with data of every kind, the fasting days' included; photo 'photo-a' in the results and the history. */
export const FULL_PHONE = {
  'm15-profile': { name: 'Ana', startDate: '2026-11-01', initialWeight: '80', height: '165', waterGoal: '2.8' },
  'm15-completed-days': [1, 2, 3],
  'm15-diary': [{ date: '2026-11-02', weight: '79.5', water: '2' }],
  'm15-results': { finalWeight: '75', beforePhoto: 'photo-a', afterPhoto: '' },
  'm15-photo-history': [{ id: 1, date: '10/11/2026', beforePhoto: 'photo-a', afterPhoto: '', weight: '76' }],
  'm15-notes': [{ id: 1, text: 'Comprar ovos', date: '2026-11-02T10:00:00.000Z' }],
  recipeRatings: { 101: 'amei' },
  // The fasting days: a "sim" in the check before Jejum I, remembered; a bottle of electrolytes; an ended fast.
  'm15-safety-checks': { 'jejum-1': { at: '2026-11-03T12:00:00.000Z', outcome: 'stop' } },
  'm15-electrolytes': [{ date: '2026-11-04', bottles: 1 }],
  'm15-fast-log': [
    {
      block: 'jejum-1',
      startedAt: '2026-11-03T23:00:00.000Z',
      endedAt: '2026-11-03T23:30:00.000Z',
      plannedEndAt: '2026-11-06T23:00:00.000Z',
      outcome: 'early',
    },
  ],
};

/** Markup typed where text goes: it must stay text everywhere. */
export const HOSTILE = '<img src=x onerror=alert(1)>';

/**
 * What every action answers when the quota is full. content/messages.ts words it once; the tests
 * assert the words here, as a literal, so a reword fails them.
 */
export const STORAGE_FULL_TOAST = {
  kind: 'error',
  title: 'Armazenamento cheio',
  message: 'Não foi possível salvar: o espaço do aparelho acabou. Nada foi perdido — libere espaço e tente de novo.',
};

/** What every action answers when the browser refuses storage altogether (a private mode), as a literal too. */
export const STORAGE_BLOCKED_TOAST = {
  kind: 'error',
  title: 'Não foi possível salvar',
  message: 'O navegador bloqueou o armazenamento deste app. Verifique se não está em modo anônimo.',
};

/** 23:30 local time: late evening, where a date taken in UTC would already be tomorrow. */
export const LATE_EVENING = new Date(2026, 10, 22, 23, 30);

/**
 * Each test of the file starts with an empty localStorage and a fake date, fixed at `now` when given (else
 * each test sets it); mocks are restored after it.
 */
export function freshStorageAt(now?: Date) {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ toFake: ['Date'] });
    if (now) vi.setSystemTime(now);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
}

/** The check before a fast, as its form posts it: every question "nao", but those named, "sim". */
export const checkAnswers = (...yes: string[]): Record<string, string> =>
  Object.fromEntries(PRE_FAST_QUESTIONS.map((q) => [q, yes.includes(q) ? 'sim' : 'nao']));

/**
 * Ana, starting on 20/11, answers the check on the eve of Jejum I (22/11 at 18:00) and, at `postedAt`, starts
 * the fast from 20:00, as Hoje offers them: `action` is Hoje's clientAction. Both posts must be taken.
 */
export async function eveCheckThenJejumI<R>(
  action: (args: ClientActionFunctionArgs) => Promise<R>,
  postedAt = local(22, 20, 5),
): Promise<void> {
  vi.setSystemTime(local(22, 18));
  storeProfileStartingOn('2026-11-20');
  expect(await post(action, { intent: 'pre-fast-check', ...checkAnswers() })).toMatchObject({ ok: true });
  vi.setSystemTime(postedAt);
  expect(await post(action, { intent: 'fast-start', startedAt: '2026-11-22T20:00' })).toMatchObject({ ok: true });
}
