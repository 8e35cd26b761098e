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
  });

  it('with a video, shows the cover button and no frame until it is tapped', () => {
    const html = render('https://video.example/preview');
    expect(html).toContain(`aria-label="${VIDEO_TEXT.play}"`);
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain(VIDEO_TEXT.unavailable);
  });
});
