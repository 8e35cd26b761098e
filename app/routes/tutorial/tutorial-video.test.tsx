import { readFileSync } from 'node:fs';
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VIDEO_TEXT } from '~/content/tutorial';
import { TutorialVideo } from './tutorial-video';

// What the cover shows before any tap, as the first HTML the screen renders.
const render = (src: string | null) =>
  renderToStaticMarkup(
    <MantineProvider>
      <TutorialVideo src={src} />
    </MantineProvider>,
  );

describe('the tutorial video cover', () => {
  it('without a video in this build, says so and offers nothing to play or frame', () => {
    const html = render(null);
    expect(html).toContain(VIDEO_TEXT.unavailable);
    expect(html).toContain(VIDEO_TEXT.unavailableHelp);
    expect(html).not.toContain('<button');
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('Assistir');
    // No play mark anywhere: the cover picture has none of its own (public/tutorial-cover.svg).
    expect(html).not.toContain('tabler-icon-player-play');
  });

  it('the cover picture draws no play mark (its only shapes are rectangles and circles)', () => {
    const svg = readFileSync('public/tutorial-cover.svg', 'utf8');
    expect(svg).not.toMatch(/<(path|polygon|polyline)\b/);
  });

  it('with a video, shows the cover button and no frame until it is tapped', () => {
    const html = render('https://video.example/preview');
    expect(html).toContain(`aria-label="${VIDEO_TEXT.play}"`);
    expect(html).toContain('tabler-icon-player-play');
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain(VIDEO_TEXT.unavailable);
  });
});
