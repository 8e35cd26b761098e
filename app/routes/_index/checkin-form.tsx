import '@mantine/core/styles/Input.css';
import { Button, Group, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { Form, useNavigation } from '@remix-run/react';
import { useRef, useState } from 'react';
import { useFocusFirstError } from '~/components/use-focus-first-error';
import { WaistField } from '~/components/waist-field';
import { CHECKIN_ANCHOR } from '~/content/shortcuts';
import { addGlass } from '~/domain/diary';
import { showDecimal } from '~/domain/format';
import type { DiaryEntry } from '~/domain/stored';
import type { CheckInResult } from './action';

/**
 * Today's check-in: weight, water (with "+1 copo"), the waist (optional) and how the user feels.
 * It saves today's diary entry, by the diary's own rules, and marks today's
 * day of the Journey. Shows what is saved for today; the route remounts it
 * (key) when that changes.
 */
export function CheckInForm({ entry, errors }: { entry: DiaryEntry | null; errors?: CheckInResult['errors'] }) {
  const form = useRef<HTMLFormElement>(null);
  const [water, setWater] = useState(entry ? showDecimal(entry.water) : '');
  const saving = useNavigation().formData?.get('intent') === 'checkin';
  useFocusFirstError(form, errors);
  return (
    <Paper withBorder p="md" radius="lg" component="section" aria-labelledby={CHECKIN_ANCHOR}>
      <Title order={2} size="h3" id={CHECKIN_ANCHOR} mb="sm">
        Registro do dia
      </Title>
      <Form method="post" noValidate ref={form}>
        <input type="hidden" name="intent" value="checkin" />
        <Stack gap="md">
          <TextInput
            label="Peso de hoje (kg)"
            name="weight"
            inputMode="decimal"
            autoComplete="off"
            placeholder="Ex: 79,5"
            defaultValue={entry ? showDecimal(entry.weight) : ''}
            error={errors?.weight}
          />
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label="Água de hoje (litros)"
              name="water"
              inputMode="decimal"
              autoComplete="off"
              placeholder="Ex: 2,5"
              value={water}
              onChange={(e) => setWater(e.currentTarget.value)}
              error={errors?.water}
              style={{ flex: 1 }}
            />
            <Button
              variant="light"
              onClick={() => setWater((w) => addGlass(w))}
              aria-label="+1 copo (250 mL de água)"
              mb={errors?.water ? 24 : 0}
            >
              +1 copo
            </Button>
          </Group>
          <WaistField stored={entry?.waist} error={errors?.waist} />
          {/* Several lines, as in the Diário: a note is never cut to one line. */}
          <Textarea
            label="Como você está se sentindo? (opcional)"
            name="feeling"
            autosize
            minRows={2}
            maxRows={6}
            defaultValue={entry?.feeling ?? ''}
            error={errors?.feeling}
          />
          <div>
            <Button type="submit" size="lg" loading={saving}>
              Salvar o dia
            </Button>
          </div>
        </Stack>
      </Form>
    </Paper>
  );
}
