// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStorageFull, post, STORAGE_FULL_TOAST, storageContents } from '@test-utils';
import { clientAction } from './route';

const ratings = () => JSON.parse(localStorage.getItem('recipeRatings') ?? 'null');

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('rate', () => {
  it('sets a rating and keeps the other recipes', async () => {
    localStorage.setItem('recipeRatings', '{"7":"engana"}');
    expect(await post(clientAction, { intent: 'rate', id: '101', rating: 'amei' })).toEqual({ ok: true });
    expect(ratings()).toEqual({ 7: 'engana', 101: 'amei' });
  });

  it('clears the rating when the same one is clicked again, and switches to another (spec §4)', async () => {
    await post(clientAction, { intent: 'rate', id: '201', rating: 'nao_gostei' });
    expect(await post(clientAction, { intent: 'rate', id: '201', rating: 'nao_gostei' })).toEqual({ ok: true });
    expect(ratings()).toEqual({ 201: null });
    await post(clientAction, { intent: 'rate', id: '201', rating: 'amei' });
    await post(clientAction, { intent: 'rate', id: '201', rating: 'engana' });
    expect(ratings()).toEqual({ 201: 'engana' });
  });

  it('stores the recipe id without leading zeros', async () => {
    await post(clientAction, { intent: 'rate', id: '0101', rating: 'amei' });
    expect(localStorage.getItem('recipeRatings')).toBe('{"101":"amei"}');
  });

  it.each([
    { intent: 'rate', id: '999', rating: 'amei' },
    { intent: 'rate', id: '-1', rating: 'amei' },
    { intent: 'rate', id: '1.5', rating: 'amei' },
    { intent: 'rate', id: '', rating: 'amei' },
    { intent: 'rate', id: '__proto__', rating: 'amei' },
    { intent: 'rate', id: '<img src=x onerror=alert(1)>', rating: 'amei' },
    { intent: 'rate', id: '101', rating: 'adorei' },
    { intent: 'rate', id: '101', rating: '' },
    { intent: 'rate', id: '101', rating: '<img src=x onerror=alert(1)>' },
    { intent: 'rate', id: '101' },
    { intent: 'rate', id: new File(['101'], 'id.txt'), rating: 'amei' },
    { intent: 'rate', id: '101', rating: new File(['amei'], 'rating.txt') },
    { intent: 'delete-all', id: '101', rating: 'amei' },
    { id: '101', rating: 'amei' },
  ])('refuses %j and writes nothing', async (fields) => {
    localStorage.setItem('recipeRatings', '{"7":"engana"}');
    const before = storageContents(localStorage);
    expect(await post(clientAction, fields)).toEqual({ ok: false });
    expect(storageContents(localStorage)).toEqual(before);
  });

  it('answers the storage toast when the storage is full and keeps the ratings byte for byte', async () => {
    localStorage.setItem('recipeRatings', '{"7":"engana","101":"amei"}');
    const before = storageContents(localStorage);
    makeStorageFull();
    const r = await post(clientAction, { intent: 'rate', id: '101', rating: 'amei' });
    expect(r).toEqual({
      ok: false,
      toast: STORAGE_FULL_TOAST,
    });
    expect(storageContents(localStorage)).toEqual(before);
  });
});
