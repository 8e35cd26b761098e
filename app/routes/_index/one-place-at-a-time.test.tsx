// @vitest-environment jsdom
import { Fragment, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mountRoot } from '../../../test-utils/react-root';
import { useOnePlaceAtATime } from './one-place-at-a-time';

/** A field that keeps what is typed in React state, as a form's controlled field does. */
function Field() {
  const [value, setValue] = useState('');
  return <input aria-label="campo" value={value} onChange={(e) => setValue(e.target.value)} />;
}

/** Two cards; the field is in the first or in the second, as Hoje's record is in "O que fazer agora" or below it. */
function Screen({ inFirst }: { inFirst: boolean }) {
  const [field, place] = useOnePlaceAtATime(<Field />, 'place');
  const at = <div ref={place} className="place" />;
  return (
    <>
      <section data-testid="first">{inFirst ? at : null}</section>
      <section data-testid="second">{inFirst ? null : <Fragment key="field">{at}</Fragment>}</section>
      {field}
    </>
  );
}

let screen: ReturnType<typeof mountRoot>;
beforeEach(() => {
  screen = mountRoot();
});
afterEach(() => screen.unmount());

const card = (id: string) => screen.container.querySelector(`[data-testid="${id}"]`)!;
const input = () => screen.container.querySelector('input')!;

/** Types as a user does: React hears the input event of the field's value setter. */
function type(text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input(), text);
  input().dispatchEvent(new Event('input', { bubbles: true }));
}

describe('useOnePlaceAtATime', () => {
  it('draws the content at its place in the first frame', () => {
    screen.render(<Screen inFirst />);
    expect(card('first').querySelector('input')).not.toBeNull();
    expect(card('second').querySelector('input')).toBeNull();
  });

  it('moves the content with what was typed in it, both ways', () => {
    screen.render(<Screen inFirst />);
    type('Com fome, mas tranquila');
    const field = input();
    screen.render(<Screen inFirst={false} />);
    expect(card('first').querySelector('input')).toBeNull();
    expect(card('second').querySelector('input')).toBe(field);
    expect(field.value).toBe('Com fome, mas tranquila');
    screen.render(<Screen inFirst />);
    expect(card('first').querySelector('input')).toBe(field);
    expect(field.value).toBe('Com fome, mas tranquila');
  });

  it('gives the focus back to the field it was in', () => {
    screen.render(<Screen inFirst />);
    input().focus();
    screen.render(<Screen inFirst={false} />);
    expect(document.activeElement).toBe(input());
  });

  it('gives the box, inside its place, the class it is given (display: contents on Hoje)', () => {
    screen.render(<Screen inFirst />);
    expect(input().parentElement?.className).toBe('place');
    expect(input().parentElement?.parentElement?.className).toBe('place');
  });
});
