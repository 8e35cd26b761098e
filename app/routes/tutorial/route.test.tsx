import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { TUTORIAL_HERO, TUTORIAL_SCREEN, VIDEO_TEXT } from '~/content/tutorial';
import type { ChallengeDay } from '~/domain/challenge';
import TutorialScreen from './route';

// A link needs Remix's router; the order of the blocks does not.
vi.mock('~/components/text-link', () => ({
  TextLink: ({ to, children }: { to: string; children: React.ReactNode }) => <a href={to}>{children}</a>,
}));
vi.mock('~/components/shell/cta-link', () => ({
  CtaLink: ({ to, children }: { to: string; children: React.ReactNode }) => (
    <a href={to} data-variant="filled">
      {children}
    </a>
  ),
}));

type Next = { hasProfile: boolean; status: ChallengeDay | null };
const NEW_USER: Next = { hasProfile: false, status: null };
// What the route's loader answers, for the render at hand.
let loaded: Next = NEW_USER;
vi.mock('@remix-run/react', () => ({ useLoaderData: () => loaded }));

const render = (videoUrl: string | null, next: Next = NEW_USER) => {
  loaded = next;
  return renderToStaticMarkup(
    <MantineProvider>
      <TutorialScreen videoUrl={videoUrl} />
    </MantineProvider>,
  );
};

/** The hero's one action, as its link's address and words. */
const action = (html: string) => {
  const found = /<a href="([^"]*)" data-variant="filled">([^<]*)<\/a>/.exec(html);
  return found ? { to: found[1], label: found[2] } : null;
};

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

  it('opens on its hero, whose one action leads a new user to the profile', () => {
    const html = render(null);
    expect(html.indexOf(TUTORIAL_HERO.noProfile.title)).toBeLessThan(html.indexOf(TUTORIAL_SCREEN.guidesHeading));
    expect(action(html)).toEqual({ to: '/perfil', label: TUTORIAL_HERO.noProfile.action });
  });

  it('during the challenge, leads to today on Hoje', () => {
    const html = render(null, { hasProfile: true, status: { kind: 'during', day: 7, block: 'ceto-2' } });
    expect(html).toContain('Você está no dia 7 de 15');
    expect(action(html)).toEqual({ to: '/', label: 'Ir para o dia 7' });
  });

  it('before the start or after the 15 days, leads to Hoje', () => {
    for (const status of [{ kind: 'before', daysUntil: 2 }, { kind: 'after', daysSinceEnd: 3 }, null] as const) {
      const html = render(null, { hasProfile: true, status });
      expect(action(html)).toEqual({ to: '/', label: TUTORIAL_HERO.other.action });
    }
  });
});
