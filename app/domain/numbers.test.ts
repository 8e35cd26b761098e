import { describe, expect, it } from 'vitest';
import { normalizeDecimal, parseDecimal, roundHalfUp } from './numbers';

describe('parseDecimal', () => {
  it.each([
    ['80,5', 80.5],
    ['80.5', 80.5],
    [' 80 ', 80],
    ['0', 0],
    ['165', 165],
    ['2,45', 2.45],
  ])('reads %j as %d', (text, n) => {
    expect(parseDecimal(text)).toBe(n);
  });
  it.each([
    '',
    ' ',
    'abc',
    '-80',
    '+80',
    '1.000,5',
    '80,5,1',
    '80.',
    ',5',
    '1e3',
    'Infinity',
    'NaN',
    '<img src=x onerror=alert(1)>',
    '12345',
  ])('refuses %j', (text) => {
    expect(parseDecimal(text)).toBeNull();
  });
});

describe('normalizeDecimal', () => {
  it('stores with a dot', () => {
    expect(normalizeDecimal('80,50')).toBe('80.5');
    expect(normalizeDecimal('79.0')).toBe('79');
    expect(normalizeDecimal('x')).toBeNull();
  });
});

describe('roundHalfUp', () => {
  it('rounds the decimal value, not the binary float', () => {
    expect(roundHalfUp(2.45, 1)).toBe(2.5);
    expect(roundHalfUp(1.75, 1)).toBe(1.8);
    expect(roundHalfUp(1.005, 2)).toBe(1.01);
    expect(roundHalfUp(2.449, 1)).toBe(2.4);
  });
});
