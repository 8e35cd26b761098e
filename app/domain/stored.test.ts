import { describe, expect, it } from 'vitest';
import { parseProfile, parseTestimonial } from './stored';

describe('record parsers', () => {
  it('take an object with none of their fields as a wrong shape', () => {
    expect(parseProfile({ unexpected: [1] }).complete).toBe(false);
    expect(parseTestimonial({ foo: 'bar' }).complete).toBe(false);
  });
  it('accept an empty object and extra fields beside known ones', () => {
    expect(parseProfile({}).complete).toBe(true);
    expect(parseProfile({ name: 'Ana', legacy: true })).toEqual({
      value: { name: 'Ana', startDate: '', initialWeight: '', height: '', waterGoal: '' },
      complete: true,
    });
  });
  it('read numbers from older versions as text', () => {
    expect(parseProfile({ initialWeight: 80.5, height: 165 }).value).toMatchObject({
      initialWeight: '80.5',
      height: '165',
    });
  });
});
