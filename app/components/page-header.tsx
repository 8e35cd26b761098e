import { Text, Title } from '@mantine/core';

export function PageHeader({ title, subtitle }: { title: string; subtitle?: React.ReactNode }) {
  return (
    <header className="m15-page-header">
      <Title order={1}>{title}</Title>
      {subtitle ? (
        <Text c="dimmed" mt={4}>
          {subtitle}
        </Text>
      ) : null}
    </header>
  );
}
