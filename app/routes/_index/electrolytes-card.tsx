import { Button, Group, Stack, Text } from '@mantine/core';
import { useFetcher } from '@remix-run/react';
import { TextLink } from '~/components/text-link';
import { useResultToast } from '~/components/show-toast';
import { ELECTROLYTES_TODAY } from '~/content/fasting-clock';
import type { BlockId } from '~/domain/challenge';
import type { HomeActionResult } from './action';
import { Card } from './card';

/**
 * The electrolytes where she drinks: the daily limit of the recipe, and the
 * day's bottle, ticked with one tap and saved at once.
 */
export function ElectrolytesCard({
  block,
  bottles,
  of,
}: {
  /** The fasting block of today: its tab on Fases has the recipe. */
  block: BlockId;
  bottles: number;
  of: number;
}) {
  const fetcher = useFetcher<HomeActionResult>();
  useResultToast(fetcher.data);
  // While the tap is on its way, show what it will store.
  const pending = fetcher.formData?.get('bottles');
  const shown = typeof pending === 'string' ? Number(pending) : bottles;
  const full = shown >= of;
  const t = ELECTROLYTES_TODAY;
  return (
    <Card id="eletrolitos-hoje" title={t.title}>
      <Stack gap="xs">
        <Text fw={600} data-testid="electrolyte-limit-today">
          {t.limit}
        </Text>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={800} c="var(--m15-accent-text)" data-testid="bottles-today" aria-live="polite">
            {t.counter(shown, of)}
          </Text>
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="bottle" />
            <input type="hidden" name="bottles" value={full ? 0 : shown + 1} />
            <Button type="submit" variant={full ? 'subtle' : 'light'}>
              {full ? t.untick : t.tick}
            </Button>
          </fetcher.Form>
        </Group>
        {full ? <Text size="sm">{t.done}</Text> : null}
        <TextLink to={`/fases?fase=${block}`} standalone>
          {t.recipe}
        </TextLink>
      </Stack>
    </Card>
  );
}
