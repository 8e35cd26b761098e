import { Stack, Text, Title } from '@mantine/core';
import { useLocation } from '@remix-run/react';
import { useEffect } from 'react';
import { CtaLink } from '~/components/shell/cta-link';
import { pageTitle } from '~/lib/meta';

export const meta = () => pageTitle('Página não encontrada');

export default function NotFound() {
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
        Oops! Page not found
      </Text>
      <Title order={2} size="h3">
        Página não encontrada
      </Title>
      <Text c="dimmed">
        O endereço <code>{pathname}</code> não existe no M15.
      </Text>
      {/* The one way on from here, the same as on the error page (root.tsx). */}
      <CtaLink to="/">Voltar ao Início</CtaLink>
    </Stack>
  );
}
