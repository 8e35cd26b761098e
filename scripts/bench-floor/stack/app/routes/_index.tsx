import { Stack, Text, Title } from '@mantine/core';
import { useLoaderData } from '@remix-run/react';
import { FLOOR_HEADING, FLOOR_TEXT } from '../../../text.mjs';
import More from '../more';

export function clientLoader() {
  return { name: localStorage.getItem('m15-floor') ?? '' };
}

export default function Page() {
  const { name } = useLoaderData<typeof clientLoader>();
  return (
    <main>
      <Stack>
        <Title order={1}>
          {FLOOR_HEADING}
          {name}
        </Title>
        <Text>{FLOOR_TEXT}</Text>
        <More />
      </Stack>
    </main>
  );
}
