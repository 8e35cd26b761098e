import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from '@remix-run/react';
import { useEffect } from 'react';
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
      <Text size="xl">Oops! Page not found</Text>
      <Text c="dimmed">
        O endereço <code>{pathname}</code> não existe no M15.
      </Text>
      {/* A block link, 44 px tall: the one way on from here is easy to tap. */}
      <Anchor component={Link} to="/" size="lg" fw={700} underline="always" display="inline-block" py={10}>
        Voltar ao Início
      </Anchor>
    </Stack>
  );
}
