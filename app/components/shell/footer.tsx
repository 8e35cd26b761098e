import { Anchor, Text } from '@mantine/core';
import { Link } from '@remix-run/react';

export function Footer() {
  return (
    <footer className="m15-footer">
      <Text size="sm" fw={700}>
        M15 · Ativação Metabólica em 15 Dias
      </Text>
      <Text size="xs" c="dimmed">
        Seus dados ficam guardados só neste aparelho. Funciona sem internet.
      </Text>
      <Text size="xs" c="dimmed">
        Este app não substitui orientação médica. ·{' '}
        <Anchor component={Link} to="/instalar" size="xs" c="inherit" underline="always">
          Instalar no celular
        </Anchor>
      </Text>
    </footer>
  );
}
