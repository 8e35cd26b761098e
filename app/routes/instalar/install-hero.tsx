import { Text } from '@mantine/core';
import { HeroCard } from '~/components/hero-card';
import { CtaLink } from '~/components/shell/cta-link';
import { INSTALL_HERO, installGuideAnchor, type InstallGuideId } from '~/content/install';
import { InstallButton, useCanInstall } from './install-button';

/**
 * Instalar's hero on a phone, with the install of this device: the browser's
 * one-tap install where it offers one, otherwise the way to this phone's
 * guide. It steps down to an outline when the guide holds the action of the
 * moment (the backup before an iPhone's home-screen app, which starts empty).
 */
export function InstallHero({ guide, primary }: { guide: InstallGuideId; primary: boolean }) {
  const oneTap = useCanInstall();
  return (
    <HeroCard
      id="instalar-neste-celular"
      eyebrow={INSTALL_HERO.eyebrow}
      title={INSTALL_HERO.title}
      hiddenFrom="md"
      data-testid="install-hero"
    >
      <Text mt={4} mb="md">
        {oneTap ? INSTALL_HERO.oneTap : INSTALL_HERO.steps}
      </Text>
      {oneTap ? (
        <InstallButton fullWidth />
      ) : (
        <CtaLink to={`#${installGuideAnchor(guide)}`} variant={primary ? 'filled' : 'outline'}>
          {INSTALL_HERO.seeSteps}
        </CtaLink>
      )}
    </HeroCard>
  );
}
