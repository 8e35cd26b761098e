// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEYS } from '~/domain/keys';
import { StorageFullError } from './local';
import { deleteNote, listNotes, restoreNote, saveNote } from './notes';
import { loadRatings, rateRecipe } from './ratings';
import {
  addShoppingItem,
  checkShoppingItem,
  clearShopping,
  deleteShoppingItem,
  listShopping,
  loadReadyList,
} from './shopping';
import { clearTestimonialDraft, loadTestimonialDraft, saveTestimonialDraft } from './testimonial';
import { stored } from '@test-utils';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('recipe ratings', () => {
  it('toggles against what is stored and keeps the other recipes', () => {
    localStorage.setItem(KEYS.recipeRatings, JSON.stringify({ 7: 'engana' }));
    expect(rateRecipe({ id: '101', rating: 'amei' })).toBe('amei');
    expect(rateRecipe({ id: '101', rating: 'amei' })).toBeNull();
    expect(stored(KEYS.recipeRatings)).toEqual({ 7: 'engana', 101: null });
    expect(loadRatings()).toEqual({ 7: 'engana', 101: null });
  });
  it('starts over from corrupt data and keeps the old text aside', () => {
    localStorage.setItem(KEYS.recipeRatings, '{oops');
    rateRecipe({ id: '1', rating: 'nao_gostei' });
    expect(stored(KEYS.recipeRatings)).toEqual({ 1: 'nao_gostei' });
    expect(localStorage.getItem(`${KEYS.recipeRatings}.corrupt`)).toBe('{oops');
  });
});

describe('notes', () => {
  it('saves newest first, deletes and restores in place', () => {
    saveNote({ text: 'a', now: new Date('2026-11-20T10:00:00Z') });
    saveNote({ text: 'b', now: new Date('2026-11-21T10:00:00Z') });
    saveNote({ text: 'c', now: new Date('2026-11-21T10:00:00Z') });
    const notes = listNotes();
    expect(notes.map((n) => n.text)).toEqual(['c', 'b', 'a']);
    expect(new Set(notes.map((n) => n.id)).size).toBe(3);
    expect(notes[2]!.date).toBe('2026-11-20T10:00:00.000Z');

    const deleted = deleteNote({ id: String(notes[1]!.id) })!;
    expect(deleted.index).toBe(1);
    expect(listNotes().map((n) => n.text)).toEqual(['c', 'a']);
    restoreNote(deleted);
    expect(listNotes()).toEqual(notes);
    expect(deleteNote({ id: 'nope' })).toBeNull();
  });
  it('leaves the stored notes untouched when the storage is full', () => {
    saveNote({ text: 'kept' });
    const before = localStorage.getItem(KEYS.notes);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => saveNote({ text: 'more' })).toThrow(StorageFullError);
    expect(localStorage.getItem(KEYS.notes)).toBe(before);
  });
});

describe('shopping', () => {
  it('adds, checks, deletes and clears items', () => {
    addShoppingItem({ text: 'Ovos' });
    addShoppingItem({ text: 'Bacon' });
    const [ovos, bacon] = listShopping();
    checkShoppingItem({ id: String(ovos!.id), checked: true });
    expect(listShopping().map((i) => [i.text, i.checked])).toEqual([
      ['Ovos', true],
      ['Bacon', false],
    ]);
    deleteShoppingItem({ id: String(bacon!.id) });
    expect(listShopping().map((i) => i.text)).toEqual(['Ovos']);
    clearShopping();
    expect(stored(KEYS.shopping)).toEqual([]);
  });
  it('loads a ready-made list without duplicates and with fresh ids', () => {
    localStorage.setItem(KEYS.shopping, JSON.stringify([{ id: 9_999_999_999_999, text: 'OVOS', checked: true }]));
    expect(loadReadyList({ items: ['Ovos', 'Manteiga', 'Sal'] })).toBe(2);
    const items = listShopping();
    expect(items.map((i) => i.text)).toEqual(['OVOS', 'Manteiga', 'Sal']);
    expect(items.map((i) => i.id)).toEqual([9_999_999_999_999, 10_000_000_000_000, 10_000_000_000_001]);
    expect(loadReadyList({ items: ['ovos', 'sal'] })).toBe(0);
  });
  it('keeps the valid items of a partly broken list', () => {
    localStorage.setItem(KEYS.shopping, JSON.stringify([{ id: 1, text: 'Ovos', checked: false }, { text: 'sem id' }]));
    addShoppingItem({ text: 'Sal' });
    expect(listShopping().map((i) => i.text)).toEqual(['Ovos', 'Sal']);
  });
});

describe('testimonial draft', () => {
  it('is saved, read back and cleared', () => {
    expect(loadTestimonialDraft()).toEqual({ name: '', text: '' });
    saveTestimonialDraft({ name: 'Ana', text: 'Oi & tchau' });
    expect(stored(KEYS.testimonial)).toEqual({ name: 'Ana', text: 'Oi & tchau' });
    expect(loadTestimonialDraft()).toEqual({ name: 'Ana', text: 'Oi & tchau' });
    clearTestimonialDraft();
    expect(localStorage.getItem(KEYS.testimonial)).toBeNull();
  });
});
