import { describe, expect, it } from 'vitest';
import { bmi, bmiCategory, isNewUser, validateProfile, waterGoalFor } from './profile';

describe('isNewUser', () => {
  it('is a user with neither a name nor a start date; either one makes her known', () => {
    expect(isNewUser({ name: '', startDate: '' })).toBe(true);
    expect(isNewUser({ name: 'Ana', startDate: '' })).toBe(false);
    expect(isNewUser({ name: '', startDate: '2026-11-17' })).toBe(false);
    expect(isNewUser({ name: 'Ana', startDate: '2026-11-17' })).toBe(false);
  });
});

describe('waterGoalFor', () => {
  it.each([
    [70, '2.5'], // 2.45 rounded half up, not the float's 2.4
    [50, '1.8'], // 1.75
    [80, '2.8'],
    [80.5, '2.8'], // 2.8175
    [1, '0.0'],
    [100, '3.5'],
    [130, '4.6'], // 4.55
    [400, '14.0'],
  ])('%d kg → %s L', (kg, litres) => {
    expect(waterGoalFor(kg)).toBe(litres);
  });
  it.each([0, -5, NaN, Infinity])('gives nothing for %d', (kg) => {
    expect(waterGoalFor(kg)).toBe('');
  });
});

describe('bmi', () => {
  it('is weight over height in metres squared, one decimal', () => {
    expect(bmi(80, 175)).toBe(26.1);
    expect(bmi(70, 170)).toBe(24.2);
    expect(bmi(100, 200)).toBe(25);
  });
  it('is shown only when both values are above 0', () => {
    expect(bmi(0, 170)).toBeNull();
    expect(bmi(80, 0)).toBeNull();
    expect(bmi(-80, 170)).toBeNull();
    expect(bmi(NaN, 170)).toBeNull();
  });
});

describe('bmiCategory', () => {
  it.each([
    [10, 'under'],
    [18.49, 'under'],
    [18.5, 'normal'],
    [24.99, 'normal'],
    [25, 'over'],
    [29.99, 'over'],
    [30, 'obese1'],
    [34.99, 'obese1'],
    [35, 'obese2'],
    [39.99, 'obese2'],
    [40, 'obese3'],
    [80, 'obese3'],
  ])('%d → %s', (value, label) => {
    expect(bmiCategory(value)).toBe(label);
  });
});

describe('validateProfile', () => {
  const good = { name: ' Ana ', startDate: '2026-11-01', initialWeight: '80,5', height: '165', waterGoal: '2,8' };

  it('stores trimmed text and numbers with a dot', () => {
    expect(validateProfile(good)).toEqual({
      ok: true,
      value: { name: 'Ana', startDate: '2026-11-01', initialWeight: '80.5', height: '165', waterGoal: '2.8' },
    });
  });
  it('stores an optional starting waist, and leaves it out when empty (as profiles were before it)', () => {
    const r = validateProfile({ ...good, initialWaist: ' 84,5 ' });
    expect(r.ok && r.value.initialWaist).toBe('84.5');
    for (const initialWaist of ['', '   ', undefined]) {
      const none = validateProfile({ ...good, initialWaist });
      expect(none.ok && Object.keys(none.value)).toEqual(['name', 'startDate', 'initialWeight', 'height', 'waterGoal']);
    }
  });
  it('stores an optional age in whole years, and leaves it out when empty', () => {
    const r = validateProfile({ ...good, age: ' 45 ' });
    expect(r.ok && r.value.age).toBe('45');
    for (const age of ['', '   ', undefined]) {
      const none = validateProfile({ ...good, age });
      expect(none.ok && Object.keys(none.value)).toEqual(['name', 'startDate', 'initialWeight', 'height', 'waterGoal']);
    }
  });
  it.each(['11', '121', '45,5', 'quarenta', '-3'])('refuses the age %j', (age) => {
    const r = validateProfile({ ...good, age });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.missing).toBe(false);
    expect(r.problems).toEqual({ age: { code: 'outOfRange', quantity: 'age', min: '12', max: '120' } });
  });
  it('accepts an empty water goal', () => {
    const r = validateProfile({ ...good, waterGoal: '' });
    expect(r.ok && r.value.waterGoal).toBe('');
  });
  it.each(['name', 'startDate', 'initialWeight', 'height'] as const)('requires %s', (field) => {
    const r = validateProfile({ ...good, [field]: '   ' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.missing).toBe(true);
    expect(r.problems).toEqual({ [field]: { code: 'required' } });
  });
  it('says a required field is missing (the spec toast) when everything is, even from hostile input', () => {
    for (const input of [{}, { name: 5, startDate: null }, { name: ['a'] }]) {
      const r = validateProfile(input as never);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.missing).toBe(true);
    }
  });
  it.each([
    ['initialWeight', '0'],
    ['initialWeight', '0,9'],
    ['initialWeight', '400,1'],
    ['initialWeight', '-70'],
    ['initialWeight', 'oitenta'],
    ['height', '49'],
    ['height', '251'],
    ['height', '1,65'],
    ['startDate', '2026-02-30'],
    ['startDate', 'amanhã'],
    ['waterGoal', '0'],
    ['waterGoal', '25'],
    ['name', 'x'.repeat(81)],
    ['initialWaist', 'noventa'],
    ['initialWaist', '0'],
    ['initialWaist', '30'],
    ['initialWaist', '300'],
  ] as const)('refuses %s = %j with a problem on the field', (field, value) => {
    const r = validateProfile({ ...good, [field]: value });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.missing).toBe(false);
    expect(Object.keys(r.problems)).toEqual([field]);
  });
  it('names each problem with its code, and a range with the limits the rule checks', () => {
    const problem = (field: string, value: string) => {
      const r = validateProfile({ ...good, [field]: value });
      return r.ok ? null : r.problems[field as keyof typeof r.problems];
    };
    expect(problem('initialWeight', '0')).toEqual({ code: 'outOfRange', quantity: 'weight', min: '1', max: '400' });
    expect(problem('height', '49')).toEqual({ code: 'outOfRange', quantity: 'height', min: '50', max: '250' });
    expect(problem('waterGoal', '0')).toEqual({ code: 'outOfRange', quantity: 'waterGoal', min: '0,1', max: '20' });
    expect(problem('initialWaist', '30')).toEqual({ code: 'outOfRange', quantity: 'waist', min: '40', max: '250' });
    expect(problem('startDate', 'amanhã')).toEqual({ code: 'invalidDate' });
    expect(problem('name', 'x'.repeat(81))).toEqual({ code: 'tooLong', max: 80 });
  });
  it.each([
    ['initialWeight', '1', '1'],
    ['initialWeight', '400', '400'],
    ['height', '50', '50'],
    ['height', '250', '250'],
    ['initialWaist', '40', '40'],
    ['initialWaist', '250', '250'],
  ] as const)('accepts the edge %s = %s', (field, value, stored) => {
    const r = validateProfile({ ...good, [field]: value });
    expect(r.ok && r.value[field]).toBe(stored);
  });
  it('keeps hostile text as plain text', () => {
    const r = validateProfile({ ...good, name: '<img src=x onerror=alert(1)>' });
    expect(r.ok && r.value.name).toBe('<img src=x onerror=alert(1)>');
  });
});
