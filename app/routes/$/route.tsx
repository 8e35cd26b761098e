import { Stack, Text, Title } from '@mantine/core';
import { useLocation } from '@remix-run/react';
import { useEffect } from 'react';
import { CtaLink } from '~/components/shell/cta-link';
import { NOT_FOUND } from '~/content/not-found';
import { BACK_HOME } from '~/content/shell';
import { pageTitle } from '~/lib/meta';

export const meta = () => pageTitle(NOT_FOUND.title);

export default function NotFoundScreen() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <Title order={1} fz={72}>
        404
      </Title>
      {/* The specification's words, then the same in Portuguese, the app's language. */}
      <Text size="xl" lang="en">
        {NOT_FOUND.specTitle}
      </Text>
      <Title order={2} size="h3">
        {NOT_FOUND.title}
      </Title>
      <Text c="dimmed">
        {NOT_FOUND.addressBefore} <code>{pathname}</code> {NOT_FOUND.addressAfter}
      </Text>
      {/* The one way on from here, the same as on the error page (root.tsx). */}
      <CtaLink to="/">{BACK_HOME}</CtaLink>
    </Stack>
  );
}
