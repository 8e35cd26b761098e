// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepFocusThroughBusyButtons } from './focus-through-busy';

let stop: () => void;
const byId = (id: string) => document.getElementById(id) as HTMLElement;
const settled = () => new Promise((r) => setTimeout(r, 0));
const FORM = (n: number) =>
  `<section aria-labelledby="h${n}"><h2 id="h${n}">Registro de Hoje</h2><form><input id="weight${n}"><button id="save${n}">Salvar registro</button></form></section>`;

/** What a browser does to a focused button that becomes disabled: the focus goes to the page. */
function busy(button: HTMLElement) {
  button.blur();
  (button as HTMLButtonElement).disabled = true;
}

beforeEach(() => {
  document.body.innerHTML = `<input id="search">${FORM(1)}<section aria-label="Outra"><button id="other">Salvar registro</button></section>`;
  stop = keepFocusThroughBusyButtons(document, 200);
});
afterEach(() => stop());

describe('keepFocusThroughBusyButtons', () => {
  it('gives the focus back to the button once it is enabled again', async () => {
    byId('save1').focus();
    busy(byId('save1'));
    await settled();
    expect(document.activeElement).toBe(document.body);
    (byId('save1') as HTMLButtonElement).disabled = false;
    await settled();
    expect(document.activeElement).toBe(byId('save1'));
  });

  it('after a save that starts the form afresh: the fresh form’s button, not one of another section', async () => {
    byId('save1').focus();
    busy(byId('save1'));
    await settled();
    byId('h1').closest('section')!.outerHTML = FORM(2);
    await settled();
    expect(document.activeElement).toBe(byId('save2'));
  });

  it('takes nothing from where she put the focus in between', async () => {
    byId('save1').focus();
    busy(byId('save1'));
    await settled();
    byId('search').focus();
    (byId('save1') as HTMLButtonElement).disabled = false;
    await settled();
    expect(document.activeElement).toBe(byId('search'));
  });

  it('a blur of her own (a tap on the page) is hers: nothing comes back', async () => {
    byId('save1').focus();
    byId('save1').blur();
    await settled();
    (byId('save1') as HTMLButtonElement).disabled = true;
    (byId('save1') as HTMLButtonElement).disabled = false;
    await settled();
    expect(document.activeElement).toBe(document.body);
  });

  it('gives up after its patience, and when cleaned up', async () => {
    byId('save1').focus();
    busy(byId('save1'));
    await new Promise((r) => setTimeout(r, 250));
    (byId('save1') as HTMLButtonElement).disabled = false;
    await settled();
    expect(document.activeElement).toBe(document.body);
    byId('save1').focus();
    busy(byId('save1'));
    await settled();
    stop();
    (byId('save1') as HTMLButtonElement).disabled = false;
    await settled();
    expect(document.activeElement).toBe(document.body);
  });
});
