import { Stack, Text, Title } from '@mantine/core';
import { PageColumn, PageColumns } from '~/components/page-columns';
import { CtaLink } from '~/components/shell/cta-link';
import { WELCOME } from '~/content/welcome';
import { SafetyNote } from './safety-note';
import { QuoteCard } from './quote-card';
import { WelcomeIllustration } from './welcome-illustration';

/**
 * The specification's welcome (§1): what the method is, the two actions and
 * a motivational quote, for a new user (a user with a profile sees "Hoje").
 */
export function Welcome({ quote }: { quote: string }) {
  return (
    <Stack gap="lg">
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
            <CtaLink to="/instalar" variant="outline">
              {WELCOME.install}
            </CtaLink>
          </div>
        </PageColumn>
        <PageColumn>
          <SafetyNote />
          <QuoteCard quote={quote} />
        </PageColumn>
      </PageColumns>
    </Stack>
  );
}
