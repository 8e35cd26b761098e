// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HeroCard } from './hero-card';
import ui from './ui.module.css';

const render = (card: ReactElement) => renderToStaticMarkup(<MantineProvider>{card}</MantineProvider>);
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.firstElementChild!;

describe('HeroCard', () => {
  it('is a hero section named by its level-2 title, the eyebrow above it and the content after', () => {
    const card = parse(
      render(
        <HeroCard id="h" eyebrow="Receita do mês" title="Bife" titleTestId="t" data-testid="hero">
          <p>corpo</p>
        </HeroCard>,
      ),
    );
    expect(card.tagName).toBe('SECTION');
    expect(card.classList.contains(ui.hero!)).toBe(true);
    expect(card.getAttribute('aria-labelledby')).toBe('h');
    expect(card.getAttribute('data-testid')).toBe('hero');
    const title = card.querySelector('#h')!;
    expect(title.tagName).toBe('H2');
    expect(title.getAttribute('data-testid')).toBe('t');
    expect(card.textContent).toBe('Receita do mêsBifecorpo');
  });

  it('a screen’s own class adds to the hero kind and does not replace it', () => {
    const card = parse(
      render(
        <HeroCard id="h" eyebrow="Para levar à consulta" className="own">
          resumo
        </HeroCard>,
      ),
    );
    expect(card.classList.contains(ui.hero!)).toBe(true);
    expect(card.classList.contains('own')).toBe(true);
  });

  it('without a title, the eyebrow names the section and no heading is drawn', () => {
    const card = parse(
      render(
        <HeroCard id="h" eyebrow="Último registro">
          80,0 kg
        </HeroCard>,
      ),
    );
    expect(card.querySelector('h2')).toBeNull();
    expect(card.querySelector('#h')!.textContent).toBe('Último registro');
  });

  it('draws a big title as a figure, a plain one at the size of a screen title', () => {
    const big = parse(
      render(
        <HeroCard id="h" eyebrow="e" title="Jejum I" big>
          {null}
        </HeroCard>,
      ),
    ).querySelector('h2')!;
    const plain = parse(
      render(
        <HeroCard id="h" eyebrow="e" title="Jejum I">
          {null}
        </HeroCard>,
      ),
    ).querySelector('h2')!;
    expect(big.outerHTML).not.toBe(plain.outerHTML);
    expect(plain.getAttribute('style') ?? '').toContain('h3');
  });
});
