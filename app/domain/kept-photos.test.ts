import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWaiting, KEPT_PHOTO_LIFETIME_MS, MAX_KEPT_PHOTOS, parseKeptPhotos, sweepPlan } from './kept-photos';

const NOW = Date.UTC(2026, 10, 22, 12);
const HOUR = 60 * 60 * 1000;

describe('parseKeptPhotos', () => {
  it('reads the list as stored', () => {
    const list = [
      { id: 'photo-a', keptAt: NOW - HOUR },
      { id: 'photo-b', keptAt: NOW },
    ];
    expect(parseKeptPhotos(list)).toEqual(list);
  });

  it.each([
    ['null', null],
    ['a number', 42],
    ['a string', '[{"id":"photo-a","keptAt":1}]'],
    ['an object', { id: 'photo-a', keptAt: 1 }],
    ['hostile text', '<img src=x onerror=alert(1)>'],
  ])('reads %s as an empty list', (_, json) => {
    expect(parseKeptPhotos(json)).toEqual([]);
  });

  it('drops every entry that is not a photo id with a finite time, and keeps the rest', () => {
    expect(
      parseKeptPhotos([
        null,
        7,
        'photo-a',
        { id: 'photo-a' },
        { id: 'photo-b', keptAt: '1' },
        { id: 'photo-c', keptAt: NaN },
        { id: 'photo-d', keptAt: Infinity },
        { id: 'photo-../../etc', keptAt: NOW },
        { id: '<img src=x onerror=alert(1)>', keptAt: NOW },
        { id: `photo-${'x'.repeat(65)}`, keptAt: NOW },
        { id: 'photo-ok', keptAt: NOW, extra: { deep: true } },
        { id: ['photo-e'], keptAt: NOW },
      ]),
    ).toEqual([{ id: 'photo-ok', keptAt: NOW }]);
  });

  it('keeps one entry per id, with its newest time, oldest first', () => {
    expect(
      parseKeptPhotos([
        { id: 'photo-a', keptAt: NOW },
        { id: 'photo-b', keptAt: NOW - 2 * HOUR },
        { id: 'photo-a', keptAt: NOW - HOUR },
      ]),
    ).toEqual([
      { id: 'photo-b', keptAt: NOW - 2 * HOUR },
      { id: 'photo-a', keptAt: NOW },
    ]);
  });

  it(`keeps only the ${MAX_KEPT_PHOTOS} newest of a list too long for a person`, () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({ id: `photo-${i}`, keptAt: NOW - i }));
    const parsed = parseKeptPhotos(many);
    expect(parsed).toHaveLength(MAX_KEPT_PHOTOS);
    expect(parsed.at(-1)).toEqual({ id: 'photo-0', keptAt: NOW });
  });

  it('never throws and only returns valid entries, whatever the JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (json) => {
        for (const p of parseKeptPhotos(json)) {
          expect(p.id).toMatch(/^photo-[A-Za-z0-9-]{1,64}$/);
          expect(Number.isFinite(p.keptAt)).toBe(true);
        }
      }),
    );
  });
});

describe('isWaiting', () => {
  it('waits a day, and a day back for a clock that was set back', () => {
    const kept = (at: number) => ({ id: 'photo-a', keptAt: at });
    expect(isWaiting(kept(NOW), NOW)).toBe(true);
    expect(isWaiting(kept(NOW - KEPT_PHOTO_LIFETIME_MS), NOW)).toBe(true);
    expect(isWaiting(kept(NOW - KEPT_PHOTO_LIFETIME_MS - 1), NOW)).toBe(false);
    expect(isWaiting(kept(NOW + HOUR), NOW)).toBe(true);
    // A time far in the future (a clock set wrong, or hostile data) never keeps a photo forever.
    expect(isWaiting(kept(NOW + KEPT_PHOTO_LIFETIME_MS + 1), NOW)).toBe(false);
    expect(isWaiting(kept(Number.MAX_VALUE), NOW)).toBe(false);
  });
});

describe('sweepPlan', () => {
  it('removes what no record claims and no form waits for; keeps the rest', () => {
    const plan = sweepPlan({
      kept: [
        { id: 'photo-waiting', keptAt: NOW - HOUR },
        { id: 'photo-stale', keptAt: NOW - 2 * KEPT_PHOTO_LIFETIME_MS },
        { id: 'photo-saved', keptAt: NOW - HOUR },
      ],
      stored: ['photo-waiting', 'photo-stale', 'photo-saved', 'photo-old-orphan', 'photo-in-history'],
      claimed: new Set(['photo-saved', 'photo-in-history']),
      now: NOW,
    });
    expect(plan.remove.sort()).toEqual(['photo-old-orphan', 'photo-stale']);
    // A claimed photo leaves the list (it is saved); a stale one leaves it (it is deleted).
    expect(plan.kept).toEqual([{ id: 'photo-waiting', keptAt: NOW - HOUR }]);
  });

  it('never removes a claimed photo, even one kept long ago', () => {
    const plan = sweepPlan({
      kept: [{ id: 'photo-a', keptAt: 0 }],
      stored: ['photo-a'],
      claimed: new Set(['photo-a']),
      now: NOW,
    });
    expect(plan).toEqual({ remove: [], kept: [] });
  });

  it('keeps a waiting photo that is not stored yet (another tab is storing it)', () => {
    const plan = sweepPlan({ kept: [{ id: 'photo-a', keptAt: NOW }], stored: [], claimed: new Set(), now: NOW });
    expect(plan).toEqual({ remove: [], kept: [{ id: 'photo-a', keptAt: NOW }] });
  });

  it('leaves alone stored keys that are not photo ids, and lists each removal once', () => {
    const plan = sweepPlan({
      kept: [],
      stored: ['not-a-photo', '', 'photo-x', 'photo-x', '<img src=x>'],
      claimed: new Set(),
      now: NOW,
    });
    expect(plan.remove).toEqual(['photo-x']);
  });

  it('never removes a claimed or waiting photo (property)', () => {
    const id = fc.stringMatching(/^photo-[a-z0-9]{1,8}$/);
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            id,
            keptAt: fc.integer({ min: NOW - 3 * KEPT_PHOTO_LIFETIME_MS, max: NOW + 3 * KEPT_PHOTO_LIFETIME_MS }),
          }),
        ),
        fc.array(id),
        fc.array(id),
        (kept, stored, claimedList) => {
          const claimed = new Set(claimedList);
          const plan = sweepPlan({ kept, stored, claimed, now: NOW });
          for (const removed of plan.remove) {
            expect(claimed.has(removed)).toBe(false);
            expect(kept.some((k) => k.id === removed && isWaiting(k, NOW))).toBe(false);
          }
          for (const k of plan.kept) expect(isWaiting(k, NOW) && !claimed.has(k.id)).toBe(true);
        },
      ),
    );
  });
});
