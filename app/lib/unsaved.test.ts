// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The module listens on the document from its first import: each test starts a new one.
let hasUnsavedInput: () => boolean;
beforeEach(async () => {
  vi.resetModules();
  document.body.innerHTML = '';
  ({ hasUnsavedInput } = await import('./unsaved'));
});

function form() {
  document.body.innerHTML = '<form><input name="peso"><textarea name="nota"></textarea></form><input name="solto">';
  return {
    form: document.querySelector('form')!,
    weight: document.querySelector<HTMLInputElement>('[name=peso]')!,
    note: document.querySelector<HTMLTextAreaElement>('[name=nota]')!,
    loose: document.querySelector<HTMLInputElement>('[name=solto]')!,
  };
}

const type = (field: HTMLInputElement | HTMLTextAreaElement, value: string) => {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
};

describe('hasUnsavedInput', () => {
  it('is false on a page where nothing was typed', () => {
    form();
    expect(hasUnsavedInput()).toBe(false);
  });

  it('is true once a field of a form is typed in, and false again once that form is submitted', () => {
    const f = form();
    type(f.weight, '75');
    expect(hasUnsavedInput()).toBe(true);
    f.form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(hasUnsavedInput()).toBe(false);
  });

  it('counts a picked file or a ticked box (change events) too', () => {
    const f = form();
    f.note.dispatchEvent(new Event('change', { bubbles: true }));
    expect(hasUnsavedInput()).toBe(true);
  });

  it('ignores a field outside any form (a search box, a filter)', () => {
    const f = form();
    type(f.loose, 'ovos');
    expect(hasUnsavedInput()).toBe(false);
  });

  it('forgets a field that left the page with its screen', () => {
    const f = form();
    type(f.note, 'anotação');
    f.form.remove();
    expect(hasUnsavedInput()).toBe(false);
  });

  it('keeps another form’s typing when one form is submitted', () => {
    document.body.innerHTML = '<form id="a"><input name="x"></form><form id="b"><input name="y"></form>';
    type(document.querySelector<HTMLInputElement>('[name=x]')!, '1');
    type(document.querySelector<HTMLInputElement>('[name=y]')!, '2');
    document.querySelector('#a')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(hasUnsavedInput()).toBe(true);
  });
});
