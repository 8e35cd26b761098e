import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { TUTORIAL_SCREEN, VIDEO_TEXT } from '~/content/tutorial';
import TutorialScreen from './route';

// A link needs Remix's router; the order of the blocks does not.
vi.mock('~/components/text-link', () => ({
  TextLink: ({ to, children }: { to: string; children: React.ReactNode }) => <a href={to}>{children}</a>,
}));

const render = (videoUrl: string | null) =>
  renderToStaticMarkup(
    <MantineProvider>
      <TutorialScreen videoUrl={videoUrl} />
    </MantineProvider>,
  );

describe('the tutorial screen', () => {
  it('without a video in this build, opens on the written guides, the notice after them', () => {
    const html = render(null);
    const guides = html.indexOf(TUTORIAL_SCREEN.guidesHeading);
    expect(guides).toBeGreaterThan(0);
    expect(html.indexOf(VIDEO_TEXT.unavailable)).toBeGreaterThan(guides);
    expect(html.indexOf(VIDEO_TEXT.heading)).toBeGreaterThan(guides);
  });

  it('with a video, opens on the video, the guides after it', () => {
    const html = render('https://video.example/preview');
    expect(html.indexOf(VIDEO_TEXT.heading)).toBeGreaterThan(0);
    expect(html.indexOf(TUTORIAL_SCREEN.guidesHeading)).toBeGreaterThan(html.indexOf(VIDEO_TEXT.heading));
  });
});
