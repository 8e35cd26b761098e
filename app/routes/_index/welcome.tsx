import { Paper, Stack, Text, Title } from '@mantine/core';
import { PageColumn, PageColumns } from '~/components/page-columns';
import { RestoreBackup } from '~/components/restore-backup';
import { CtaLink } from '~/components/shell/cta-link';
import { WELCOME } from '~/content/welcome';
import { SafetyNote } from './safety-note';
import { QuoteCard } from './quote-card';
import { WelcomeIllustration } from './welcome-illustration';

/**
 * The specification's welcome (§1): what the method is, the two actions and
 * a motivational quote, for a new user (a user with a profile sees "Hoje").
 * An empty app may be a new phone or the iPhone's home-screen app after
 * Safari, so it also offers Perfil's restore: under the two actions, or
 * first of all in the home-screen app (`appApart`), which never sees what
 * Safari kept. Installed (`installed`), it does not offer to install itself.
 */
export function WelcomeScreen({
  quote,
  installed = false,
  appApart = false,
}: {
  quote: string;
  installed?: boolean;
  appApart?: boolean;
}) {
  return (
    <Stack gap="lg">
      {appApart ? (
        <Paper withBorder p="md" radius="lg" component="section" aria-labelledby="trazer-dados">
          <Stack gap="sm">
            <Text fw={700} id="trazer-dados">
              {WELCOME.homeScreenEmpty}
            </Text>
            <RestoreBackup label={WELCOME.restore} variant="filled" size="lg" />
          </Stack>
        </Paper>
      ) : null}
      <Stack gap="xs">
        <Text fw={700} c="var(--m15-accent-text)" size="sm">
          {WELCOME.eyebrow}
        </Text>
        <Title order={1}>{WELCOME.title}</Title>
        <Text size="lg">{WELCOME.lead}</Text>
      </Stack>
      <WelcomeIllustration />
      <PageColumns>
        <PageColumn>
          <ul className="m15-checklist">
            {WELCOME.checklist.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <div className="m15-actions">
            <CtaLink to="/perfil">{WELCOME.start}</CtaLink>
            {installed ? null : (
              <CtaLink to="/instalar" variant="outline">
                {WELCOME.install}
              </CtaLink>
            )}
          </div>
          {appApart ? null : (
            <Stack gap={4} align="flex-start" data-testid="welcome-restore">
              <Text size="sm">{WELCOME.hasBackup}</Text>
              <RestoreBackup label={WELCOME.restore} variant="default" />
            </Stack>
          )}
        </PageColumn>
        <PageColumn>
          <SafetyNote />
          <QuoteCard quote={quote} />
        </PageColumn>
      </PageColumns>
    </Stack>
  );
}
