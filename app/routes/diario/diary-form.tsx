import '@mantine/core/styles/Input.css';
import { Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { Form, useNavigation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import type { DiaryField } from '~/domain/diary';
import { formatDateBR, showDecimal } from '~/domain/format';
import type { FieldErrors } from '~/domain/profile';
import type { DiaryEntry } from '~/domain/stored';
import classes from '~/components/form.module.css';
import { useFocusFirstError } from '~/components/use-focus-first-error';
import { WaistField } from '~/components/waist-field';

interface Props {
  today: string;
  /** The entry being edited, or null for a new one. */
  editing: DiaryEntry | null;
  errors?: FieldErrors<DiaryField>;
  onCancelEdit: () => void;
}

/** 'Registro de Hoje'. Uncontrolled: the route remounts it (key) to start afresh. */
export function DiaryForm({ today, editing, errors, onCancelEdit }: Props) {
  const form = useRef<HTMLFormElement>(null);
  const weight = useRef<HTMLInputElement>(null);
  const saving = useNavigation().formData?.get('intent') === 'save';
  useFocusFirstError(form, errors);

  useEffect(() => {
    if (!editing) return;
    form.current?.scrollIntoView?.({ block: 'start' });
    weight.current?.focus({ preventScroll: true });
  }, [editing]);

  return (
    <Paper
      component="section"
      withBorder
      p="md"
      radius="lg"
      aria-labelledby="registro-de-hoje"
      className={classes.form}
    >
      <Title order={2} size="h3" id="registro-de-hoje" mb="sm">
        Registro de Hoje
      </Title>
      {editing ? (
        <Text size="sm" mb="sm" data-testid="editing">
          Editando o registro de {formatDateBR(editing.date)}.
        </Text>
      ) : null}
      <Form method="post" noValidate ref={form}>
        <input type="hidden" name="intent" value="save" />
        {editing ? <input type="hidden" name="editedDate" value={editing.date} /> : null}
        <Stack gap="md">
          <TextInput
            label="Data"
            name="date"
            type="date"
            max={today}
            defaultValue={editing?.date ?? today}
            error={errors?.date}
          />
          <TextInput
            ref={weight}
            label="Peso (kg)"
            name="weight"
            inputMode="decimal"
            autoComplete="off"
            placeholder="Ex: 79,5"
            defaultValue={editing ? showDecimal(editing.weight) : ''}
            error={errors?.weight}
          />
          <TextInput
            label="Água consumida (litros)"
            name="water"
            inputMode="decimal"
            autoComplete="off"
            placeholder="Ex: 2,5"
            defaultValue={editing ? showDecimal(editing.water) : ''}
            error={errors?.water}
          />
          <WaistField stored={editing?.waist} error={errors?.waist} />
          <Textarea
            label="Como você está se sentindo? (opcional)"
            name="feeling"
            autosize
            minRows={2}
            maxRows={6}
            defaultValue={editing?.feeling ?? ''}
            error={errors?.feeling}
          />
          <Group>
            <Button type="submit" size="lg" loading={saving}>
              Salvar Registro
            </Button>
            {editing ? (
              <Button variant="default" size="lg" onClick={onCancelEdit}>
                Cancelar edição
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}
