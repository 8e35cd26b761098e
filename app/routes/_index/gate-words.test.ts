import { describe, expect, it } from 'vitest';
import { local } from '@test-utils';
import { gatedSince } from './gate-words';

// An instant in the phone's zone on `day` of November 2026 (32: 2 December); 24/11 is a Tuesday.
const at = (day: number, hour: number) => local(day, hour).toISOString();

describe('gatedSince: the refusal says when the last fast ended and when the next may start', () => {
  it('in hours since the end', () => {
    expect(gatedSince({ hoursSince: 14, lastEndedAt: at(24, 0), opensAt: at(26, 12) }, null)).toBe(
      'Você terminou um jejum há 14\u00a0horas. O próximo pode começar a partir de quinta, 26/11, às 12:00.',
    );
  });

  it('as the moment the app counts the fast to, for an end later than now: never "há 0 horas"', () => {
    const text = gatedSince({ hoursSince: null, lastEndedAt: at(24, 0), opensAt: at(26, 12) }, null);
    expect(text).toBe(
      'O app conta o último jejum até terça, 24/11, às 00:00. O próximo pode começar a partir de quinta, 26/11, às 12:00.',
    );
    expect(text).not.toMatch(/há 0/);
  });

  it('past the block, the opening as the rule’s limit; no opening, no sentence', () => {
    expect(gatedSince({ hoursSince: 1, lastEndedAt: at(24, 0), opensAt: at(32, 20) }, 'Jejum Final')).toMatch(
      /^Você terminou um jejum há 1\u00a0hora\. Outro jejum só poderia começar a partir de quarta, 02\/12/,
    );
    expect(gatedSince({ hoursSince: 1, lastEndedAt: at(24, 0), opensAt: '' }, null)).toBeNull();
  });
});
