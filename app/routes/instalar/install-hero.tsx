import { Paper, Text, Title } from '@mantine/core';
import { CtaLink } from '~/components/shell/cta-link';
import ui from '~/components/ui.module.css';
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
    <Paper
      withBorder
      p="md"
      radius="lg"
      component="section"
      aria-labelledby="instalar-neste-celular"
      className={ui.hero}
      hiddenFrom="md"
      data-testid="install-hero"
    >
      <Text size="sm" fw={700} c="var(--m15-accent-text)">
        {INSTALL_HERO.eyebrow}
      </Text>
      <Title order={2} size="h3" fw={800} id="instalar-neste-celular">
        {INSTALL_HERO.title}
      </Title>
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
    </Paper>
  );
}
