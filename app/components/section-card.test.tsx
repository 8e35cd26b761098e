// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
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
    expect(card.className).toBe('');
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
