// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProgressRing } from './progress-ring';

const render = (ring: ReactElement) => renderToStaticMarkup(<MantineProvider>{ring}</MantineProvider>);
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.firstElementChild!;
const dash = (el: Element) => (el.getAttribute('stroke-dasharray') ?? '').split(' ').map(Number);

describe('ProgressRing', () => {
  it('is the progress bar screen readers read, with the values it is given, and its drawing hidden', () => {
    const ring = parse(
      render(
        <ProgressRing
          size={104}
          thickness={10}
          sections={[{ value: 40, color: 'brand' }]}
          role="progressbar"
          aria-label="Dia do desafio"
          aria-valuemin={1}
          aria-valuemax={15}
          aria-valuenow={6}
          label={<span>Dia 6</span>}
        />,
      ),
    );
    expect(ring.getAttribute('role')).toBe('progressbar');
    expect(ring.getAttribute('aria-label')).toBe('Dia do desafio');
    expect(ring.getAttribute('aria-valuenow')).toBe('6');
    expect(ring.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
    expect(ring.textContent).toBe('Dia 6');
  });

  it('draws a track and one arc per section, each its share of the circle, one after the other', () => {
    const ring = parse(
      render(
        <ProgressRing
          size={240}
          thickness={16}
          sections={[
            { value: 25, color: 'brand.7' },
            { value: 10, color: 'brand.5' },
          ]}
        />,
      ),
    );
    const [track, first, second] = Array.from(ring.querySelectorAll('circle'));
    expect(ring.querySelectorAll('circle')).toHaveLength(3);
    // The ring fills its box, its stroke included: (240 − 16) / 2.
    const length = 2 * Math.PI * 112;
    expect(Number(track!.getAttribute('r'))).toBe(112);
    expect(dash(first!)[0]).toBeCloseTo(length * 0.25);
    expect(dash(first!)[0]! + dash(first!)[1]!).toBeCloseTo(length);
    expect(Number(first!.getAttribute('stroke-dashoffset'))).toBeCloseTo(0);
    expect(dash(second!)[0]).toBeCloseTo(length * 0.1);
    // The second arc starts where the first ends.
    expect(Number(second!.getAttribute('stroke-dashoffset'))).toBeCloseTo(-length * 0.25);
    expect(first!.getAttribute('stroke')).not.toBe(second!.getAttribute('stroke'));
  });

  it('draws nothing of a section with no share, and never a negative arc', () => {
    const ring = parse(
      render(
        <ProgressRing
          size={116}
          thickness={11}
          sections={[
            { value: 0, color: 'brand.7' },
            { value: -5, color: 'brand.5' },
          ]}
        />,
      ),
    );
    for (const arc of Array.from(ring.querySelectorAll('circle')).slice(1)) expect(dash(arc)[0]).toBe(0);
  });
});
