import { describe, expect, it } from 'vitest';
import { parseRatingClick, toggleRating } from './ratings';
import { RATINGS } from './stored';

describe('toggleRating', () => {
  it('sets the clicked rating when none is stored', () => {
    expect(toggleRating(undefined, 'amei')).toBe('amei');
    expect(toggleRating(null, 'engana')).toBe('engana');
  });
  it('clears the rating when the active one is clicked again', () => {
    for (const r of RATINGS) expect(toggleRating(r, r)).toBeNull();
  });
  it('switches to another rating', () => {
    expect(toggleRating('amei', 'nao_gostei')).toBe('nao_gostei');
    expect(toggleRating('nao_gostei', 'engana')).toBe('engana');
  });
});

describe('parseRatingClick', () => {
  const ids = [101, 201, 1, 10];
  it('accepts a known id and a valid rating', () => {
    expect(parseRatingClick({ id: '101', rating: 'amei' }, ids)).toEqual({ id: '101', rating: 'amei' });
    expect(parseRatingClick({ id: '10', rating: 'nao_gostei' }, ids)).toEqual({ id: '10', rating: 'nao_gostei' });
  });
  it('refuses unknown ids, odd ids and bad ratings', () => {
    expect(parseRatingClick({ id: '999', rating: 'amei' }, ids)).toBeNull();
    expect(parseRatingClick({ id: '1e2', rating: 'amei' }, ids)).toBeNull();
    expect(parseRatingClick({ id: '__proto__', rating: 'amei' }, ids)).toBeNull();
    expect(parseRatingClick({ id: '', rating: 'amei' }, ids)).toBeNull();
    expect(parseRatingClick({ id: null, rating: 'amei' }, ids)).toBeNull();
    expect(parseRatingClick({ id: '101', rating: 'AMEI' }, ids)).toBeNull();
    expect(parseRatingClick({ id: '101', rating: null }, ids)).toBeNull();
    expect(parseRatingClick({ id: '101', rating: 'toString' }, ids)).toBeNull();
  });
  it('normalises leading zeros to the stored id', () => {
    expect(parseRatingClick({ id: '0101', rating: 'engana' }, ids)).toEqual({ id: '101', rating: 'engana' });
  });
});
