import '@mantine/core/styles/Input.css';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { Form, useNavigation } from '@remix-run/react';
import { useRef } from 'react';
import { useFocusFirstError } from '~/components/use-focus-first-error';
import { BLOCK_TEXT } from '~/content/blocks';
import { FAST_CLOCK } from '~/content/fasting-clock';
import { fastingBlock, type FastingBlockId } from '~/domain/challenge';
import { blockFastHours } from '~/domain/fasting-block';
import type { HomeActionResult } from './action';
import { SectionCard } from '~/components/section-card';

/**
 * The clock's start: her last meal, 20:00 on the eve of the block
 * by default (the time now, on the eve before then), editable, never before
 * the eve and never ahead of now. Offered only once the check said go.
 */
export function FastStart({
  block,
  eve,
  start,
  errors,
  nested,
  justChecked = false,
}: {
  block: FastingBlockId;
  eve: boolean;
  start: { value: string; min: string; max: string };
  errors?: HomeActionResult['errors'];
  nested?: boolean;
  /** The check said go just now: the start takes the focus (the hero comes back above it and moves it down). */
  justChecked?: boolean;
}) {
  const form = useRef<HTMLFormElement>(null);

  const saving = useNavigation().formData?.get('intent') === 'fast-start';
  useFocusFirstError(form, errors);
  return (
    <SectionCard
      focusable
      focusNow={justChecked}
      id="inicio-jejum"
      title={FAST_CLOCK.startTitle}
      nested={nested}
      label={FAST_CLOCK.region}
    >
      <Form method="post" ref={form} noValidate>
        <input type="hidden" name="intent" value="fast-start" />
        <Stack gap="sm">
          <Text size="sm" data-testid="fast-goal">
            {FAST_CLOCK.goal(BLOCK_TEXT[block].name, blockFastHours(block), fastingBlock(block).last)}
          </Text>
          <TextInput
            type="datetime-local"
            name="startedAt"
            label={FAST_CLOCK.startLabel}
            description={eve ? FAST_CLOCK.startDescriptionEve : FAST_CLOCK.startDescription}
            defaultValue={start.value}
            min={start.min}
            max={start.max}
            error={errors?.startedAt}
          />
          <div>
            <Button type="submit" size="lg" loading={saving}>
              {FAST_CLOCK.start}
            </Button>
          </div>
        </Stack>
      </Form>
    </SectionCard>
  );
}
