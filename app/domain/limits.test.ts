import { describe, expect, it } from 'vitest';
import { HEIGHT_CM, inRange, parseWaist, parseWeight, RANGES, WATER_L } from './limits';
import { outOfRange } from './validation';

describe('parseWeight', () => {
  it.each([
    ['80', 80],
    ['80.5', 80.5],
    ['80,5', 80.5],
    [' 72.25 ', 72.25],
    ['1', 1],
    ['400', 400],
  ])('reads %j', (text, n) => expect(parseWeight(text)).toBe(n));

  it.each([
    '',
    '  ',
    'abc',
    '0',
    '0,5',
    '-3',
    '400.1',
    '500',
    '1e3',
    '80.5.1',
    'NaN',
    'Infinity',
    '<img src=x onerror=alert(1)>',
  ])('refuses %j', (text) => expect(parseWeight(text)).toBeNull());

  it('refuses what is not a string', () => {
    for (const x of [undefined, null, 80, {}, ['80']]) expect(parseWeight(x)).toBeNull();
  });
});

describe('parseWaist', () => {
  it.each([
    ['82', 82],
    ['80,5', 80.5],
    ['80.5', 80.5],
    [' 95,25 ', 95.25],
    ['40', 40],
    ['250', 250],
  ])('reads %j', (text, n) => expect(parseWaist(text)).toBe(n));

  it.each(['', 'oitenta', '82 cm', '0', '0,8', '-80', '39,9', '250,1', '820', '1e2', '<img src=x onerror=alert(1)>'])(
    'refuses %j',
    (text) => expect(parseWaist(text)).toBeNull(),
  );

  it('refuses what is not a string', () => {
    for (const x of [undefined, null, 82, {}, ['82']]) expect(parseWaist(x)).toBeNull();
  });
});

describe('inRange', () => {
  it('reads a typed number within a range, either decimal separator', () => {
    expect(inRange('165', HEIGHT_CM)).toBe(165);
    expect(inRange('2,5', WATER_L)).toBe(2.5);
    expect(inRange('0', WATER_L)).toBe(0);
  });
  it('refuses what is outside or not a number', () => {
    expect(inRange('49', HEIGHT_CM)).toBeNull();
    expect(inRange('20,1', WATER_L)).toBeNull();
    expect(inRange('dois', WATER_L)).toBeNull();
  });
});

describe('outOfRange', () => {
  it('names the limits the rules check, as the user reads them', () => {
    expect(outOfRange('weight')).toEqual({ code: 'outOfRange', quantity: 'weight', min: '1', max: '400' });
    expect(outOfRange('waterGoal')).toEqual({ code: 'outOfRange', quantity: 'waterGoal', min: '0,1', max: '20' });
    for (const quantity of Object.keys(RANGES) as (keyof typeof RANGES)[]) {
      const { min, max } = RANGES[quantity];
      expect(outOfRange(quantity)).toMatchObject({ min: String(min).replace('.', ','), max: String(max) });
    }
  });
});
