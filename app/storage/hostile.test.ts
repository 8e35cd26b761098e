// @vitest-environment jsdom
/**
 * Property-based tests (fast-check): whatever is stored under a key — any
 * JSON value, any text that is not JSON — every loader returns a valid state
 * without throwing, and the valid records of a list survive.
 */
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { ALL_KEYS, corruptKey, KEYS } from '~/domain/keys';
import { load, PARSERS } from './registry';

beforeEach(() => localStorage.clear());

const notJson = fc.string().filter((s) => {
  try {
    JSON.parse(s);
    return false;
  } catch {
    return true;
  }
});

/** A loaded value is valid when parsing it again changes nothing and needs nothing dropped. */
function expectValid(key: (typeof ALL_KEYS)[number], value: unknown) {
  const again = PARSERS[key](JSON.parse(JSON.stringify(value)));
  expect(again.complete).toBe(true);
  expect(again.value).toEqual(value);
}

describe.each(ALL_KEYS)('%s under hostile storage', (key) => {
  it('any JSON value loads as a valid state', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (json) => {
        localStorage.clear();
        localStorage.setItem(key, JSON.stringify(json));
        const value = load(key);
        expectValid(key, value);
        // The original text is never destroyed by reading it.
        expect(localStorage.getItem(key)).toBe(JSON.stringify(json));
      }),
      { numRuns: 150 },
    );
  });

  it('any text that is not JSON loads as the default and is kept aside', () => {
    fc.assert(
      fc.property(notJson, (text) => {
        localStorage.clear();
        localStorage.setItem(key, text);
        expect(load(key)).toEqual(PARSERS[key](null).value);
        expect(localStorage.getItem(corruptKey(key))).toBe(text);
      }),
      { numRuns: 100 },
    );
  });
});

const text = fc.oneof(
  fc.string(),
  fc.constantFrom('<img src=x onerror=alert(1)>', '<script>alert(1)</script>', '💪🏽 Ação'),
);
const id = fc.oneof(fc.integer(), fc.string({ minLength: 1 }));
const isoDate = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

const VALID_ITEMS = {
  [KEYS.diary]: fc.record(
    { date: isoDate, weight: fc.string(), water: fc.string(), feeling: fc.string() },
    { requiredKeys: ['date', 'weight', 'water'] },
  ),
  [KEYS.notes]: fc.record({ id, text, date: fc.string() }),
  [KEYS.shopping]: fc.record({ id, text, checked: fc.boolean() }),
  [KEYS.photoHistory]: fc.record({
    id,
    date: fc.string(),
    beforePhoto: fc.string(),
    afterPhoto: fc.string(),
    weight: fc.string(),
  }),
  [KEYS.protocolHistory]: fc.record({
    id,
    startDate: fc.string(),
    endDate: fc.string(),
    initialWeight: fc.string(),
    finalWeight: fc.string(),
    weightLoss: fc.string(),
    message: text,
  }),
} as const;

/** Values no list item can be. */
const junk = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.string(),
  fc.boolean(),
  fc.constant([]),
  fc.record({ x: fc.string() }),
);

describe.each(Object.keys(VALID_ITEMS) as (keyof typeof VALID_ITEMS)[])('%s keeps its valid records', (key) => {
  it('among any junk, in their order', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            VALID_ITEMS[key].map((v) => ({ ok: true as const, v })),
            junk.map((v) => ({ ok: false as const, v })),
          ),
        ),
        (mixed) => {
          localStorage.clear();
          localStorage.setItem(key, JSON.stringify(mixed.map((m) => m.v)));
          const expected = mixed.filter((m) => m.ok).map((m) => JSON.parse(JSON.stringify(m.v)));
          expect(load(key)).toEqual(expected);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('completed days', () => {
  it('keeps each valid day once, sorted', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.integer({ min: 1, max: 15 }), fc.integer(), fc.double(), fc.string())),
        (days) => {
          localStorage.clear();
          localStorage.setItem(KEYS.completedDays, JSON.stringify(days));
          const valid = [
            ...new Set(
              days.filter((d): d is number => Number.isInteger(d) && (d as number) >= 1 && (d as number) <= 15),
            ),
          ].sort((a, b) => a - b);
          expect(load(KEYS.completedDays)).toEqual(valid);
        },
      ),
    );
  });
});

describe('recipe ratings', () => {
  it('keeps every valid rating', () => {
    const rating = fc.constantFrom('amei', 'engana', 'nao_gostei', null);
    fc.assert(
      fc.property(fc.dictionary(fc.integer({ min: 1, max: 999 }).map(String), rating), (ratings) => {
        localStorage.clear();
        localStorage.setItem(KEYS.recipeRatings, JSON.stringify(ratings));
        expect(load(KEYS.recipeRatings)).toEqual(ratings);
      }),
    );
  });
});
