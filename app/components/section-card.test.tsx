// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { type ReactElement, useState } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { mountRoot } from '../../test-utils/react-root';
import { type CardKind, SectionCard } from './section-card';
import ui from './ui.module.css';

const render = (card: ReactElement) => renderToStaticMarkup(<MantineProvider>{card}</MantineProvider>);
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.firstElementChild!;

describe('SectionCard', () => {
  it('is a section named by its level-2 title', () => {
    const card = parse(
      render(
        <SectionCard id="t" title="Título">
          corpo
        </SectionCard>,
      ),
    );
    expect(card.tagName).toBe('SECTION');
    expect(card.getAttribute('aria-labelledby')).toBe('t');
    const title = card.querySelector('#t')!;
    expect(title.tagName).toBe('H2');
    expect(title.textContent).toBe('Título');
    expect(title.hasAttribute('tabindex')).toBe(false);
    expect(card.textContent).toBe('Títulocorpo');
  });

  it.each<[CardKind, string]>([
    ['hero', ui.hero!],
    ['action', ui.action!],
    ['guidance', ui.guidance!],
    ['note', ui.note!],
    ['warning', ui.warning!],
    ['danger', ui.dangerCard!],
  ])('a %s card carries its kind class', (kind, className) => {
    const card = parse(
      render(
        <SectionCard id="t" title="T" kind={kind} className="own">
          x
        </SectionCard>,
      ),
    );
    expect(card.classList).toContain(className);
    expect(card.classList).toContain('own');
  });

  it('nested in another card, is a plain section with a level-3 title that a script can focus', () => {
    const card = parse(
      render(
        <SectionCard id="t" title="T" nested focusable label="Região">
          x
        </SectionCard>,
      ),
    );
    // No look of its own: none of Mantine's card styles, no border, no kind (Mantine's static name styles nothing).
    expect([...card.classList]).toEqual(['mantine-Paper-root']);
    expect(card.hasAttribute('data-with-border')).toBe(false);
    expect(card.getAttribute('aria-label')).toBe('Região');
    expect(card.hasAttribute('aria-labelledby')).toBe(false);
    expect(card.querySelector('h3')!.getAttribute('tabindex')).toBe('-1');
  });

  it('keeps its own id apart from its title’s, and puts title and content in one stack with a gap', () => {
    const card = parse(
      render(
        <SectionCard id="t" sectionId="s" title="T" gap="sm">
          x
        </SectionCard>,
      ),
    );
    expect(card.id).toBe('s');
    expect(card.querySelector('#t')!.parentElement!.className).toContain('mantine-Stack-root');
  });

  it('puts a caption under its title and an aside at the end of the title’s row, outside the name', () => {
    const card = parse(
      render(
        <SectionCard id="t" title="T" caption="legenda" aside={<b>1/3</b>} gap="sm">
          x
        </SectionCard>,
      ),
    );
    expect(card.querySelector('#t')!.textContent).toBe('T');
    const row = card.querySelector('#t')!.parentElement!.parentElement!;
    expect(row.className).toContain('mantine-Group-root');
    expect(row.textContent).toBe('Tlegenda1/3');
    expect(row.parentElement!.className).toContain('mantine-Stack-root');
    expect(card.textContent).toBe('Tlegenda1/3x');
  });
});

describe('SectionCard moving in or out of the card around it', () => {
  let screen: ReturnType<typeof mountRoot> | null = null;
  afterEach(() => screen?.unmount());

  /** What she typed, kept in React state as a form's field keeps it. */
  function Typed() {
    const [text] = useState(() => `digitado ${Math.random()}`);
    return <p>{text}</p>;
  }

  it('keeps what is inside: the card is drawn again, its content is not', () => {
    screen = mountRoot();
    const draw = (nested: boolean) =>
      screen!.render(
        <MantineProvider>
          <SectionCard id="t" title="Registro" kind={nested ? undefined : 'action'} nested={nested}>
            <Typed />
          </SectionCard>
        </MantineProvider>,
      );
    draw(false);
    const inside = screen.container.querySelector('p')!;
    const typed = inside.textContent;
    draw(true);
    expect(screen.container.querySelector('p')).toBe(inside);
    expect(inside.textContent).toBe(typed);
    expect(screen.container.querySelector('h3')?.textContent).toBe('Registro');
    draw(false);
    expect(screen.container.querySelector('p')).toBe(inside);
  });
});
