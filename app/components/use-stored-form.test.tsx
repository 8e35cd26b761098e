// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mountRoot } from '../../test-utils/react-root';
import { OtherTabs, type SubscribeToOtherTabs } from './other-tabs';
import { useStoredForm } from './use-stored-form';

/** A form of the hook: its key and note as attributes, its callbacks as buttons. */
function Harness({ stored, redrawOwn }: { stored: string; redrawOwn?: boolean }) {
  const form = useStoredForm(stored, 'm15-profile', { redrawOwn });
  return (
    <div id="form" data-key={form.key} data-elsewhere={String(form.elsewhere)}>
      <button id="type" onClick={form.onInput} />
      <button id="submit" onClick={form.onSubmit} />
      <button id="discard" onClick={form.takeStored} />
    </div>
  );
}

let screen: ReturnType<typeof mountRoot>;
let listeners: ((key: string | null) => void)[];
const subscribe: SubscribeToOtherTabs = (onChange) => {
  listeners.push(onChange);
  return () => {
    listeners = listeners.filter((l) => l !== onChange);
  };
};

const draw = (stored: string, redrawOwn?: boolean) =>
  screen.render(
    <OtherTabs.Provider value={subscribe}>
      <Harness stored={stored} redrawOwn={redrawOwn} />
    </OtherTabs.Provider>,
  );
const click = (id: string) => act(() => screen.container.querySelector<HTMLButtonElement>(`#${id}`)!.click());
const otherTabWrites = (key: string | null) => act(() => listeners.forEach((l) => l(key)));
const form = () => {
  const el = screen.container.querySelector('#form')!;
  return { key: el.getAttribute('data-key'), elsewhere: el.getAttribute('data-elsewhere') === 'true' };
};

beforeEach(() => {
  listeners = [];
  screen = mountRoot();
});
afterEach(() => screen.unmount());

describe('useStoredForm', () => {
  it('draws a fresh form for a new stored value when nothing is typed, whoever wrote it', () => {
    draw('a');
    const first = form().key;
    draw('b');
    expect(form()).toEqual({ key: expect.not.stringMatching(`^${first}$`), elsewhere: false });
    const second = form().key;
    otherTabWrites('m15-profile');
    draw('c');
    expect(form().key).not.toBe(second);
    expect(form().elsewhere).toBe(false);
  });

  it('keeps what she typed when another tab writes one of its keys, says so, and redraws on "Descartar"', () => {
    draw('a');
    const typedForm = form().key;
    click('type');
    otherTabWrites('m15-profile');
    draw('b');
    expect(form()).toEqual({ key: typedForm, elsewhere: true });
    click('discard');
    expect(form().elsewhere).toBe(false);
    expect(form().key).not.toBe(typedForm);
  });

  it('treats a cleared storage (key null) as another tab writing its keys', () => {
    draw('a');
    const typedForm = form().key;
    click('type');
    otherTabWrites(null);
    draw('');
    expect(form()).toEqual({ key: typedForm, elsewhere: true });
  });

  it("redraws for her own save: another tab's write of an unrelated key, or one before her submit, is not hers to fear", () => {
    draw('a');
    click('type');
    otherTabWrites('m15-diary');
    const before = form().key;
    draw('b');
    expect(form()).toEqual({ key: expect.not.stringMatching(`^${before}$`), elsewhere: false });

    click('type');
    otherTabWrites('m15-profile');
    click('submit');
    const typed = form().key;
    draw('c');
    expect(form().elsewhere).toBe(false);
    expect(form().key).not.toBe(typed);
  });

  it('after the note, her own save redraws the form and the note goes', () => {
    draw('a');
    click('type');
    otherTabWrites('m15-profile');
    draw('b');
    expect(form().elsewhere).toBe(true);
    const kept = form().key;
    click('submit');
    draw('mine');
    expect(form().elsewhere).toBe(false);
    expect(form().key).not.toBe(kept);
  });

  it('with redrawOwn off, her own saves never redraw the form', () => {
    draw('a', false);
    const drawn = form().key;
    click('type');
    draw('ab', false);
    draw('abc', false);
    expect(form()).toEqual({ key: drawn, elsewhere: false });

    draw('x', false); // a fresh form of it only when another tab wrote it
    expect(form().key).toBe(drawn);
    otherTabWrites('m15-profile');
    draw('y', false);
    expect(form()).toEqual({ key: drawn, elsewhere: true });
  });

  it('with redrawOwn off, her next keystroke after the note (saved as she types) takes the note away, not her words', () => {
    draw('a', false);
    const drawn = form().key;
    click('type');
    otherTabWrites('m15-profile');
    draw('theirs', false);
    expect(form()).toEqual({ key: drawn, elsewhere: true });
    click('type');
    expect(form()).toEqual({ key: drawn, elsewhere: false });
  });

  it('with redrawOwn on, the note stays through her typing until she saves or discards', () => {
    draw('a');
    const drawn = form().key;
    click('type');
    otherTabWrites('m15-profile');
    draw('theirs');
    click('type');
    expect(form()).toEqual({ key: drawn, elsewhere: true });
  });

  it("with redrawOwn off, another tab's save redraws the form when nothing is typed", () => {
    draw('a', false);
    const drawn = form().key;
    otherTabWrites('m15-profile');
    draw('theirs', false);
    expect(form()).toEqual({ key: expect.not.stringMatching(`^${drawn}$`), elsewhere: false });
  });

  it('stops listening when the form goes', () => {
    draw('a');
    expect(listeners).toHaveLength(1);
    screen.render(<OtherTabs.Provider value={subscribe}>{null}</OtherTabs.Provider>);
    expect(listeners).toHaveLength(0);
  });
});
