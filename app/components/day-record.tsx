import '@mantine/core/styles/Input.css';
import { Box, Button, Group, InputBase, Stack } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { Form, useNavigation } from '@remix-run/react';
import { useRef } from 'react';
import { DAY_RECORD_FIELDS } from '~/content/messages';
import type { DiaryEntry } from '~/domain/stored';
import classes from './day-record.module.css';
import { DecimalField, type DecimalFieldProps } from './decimal-field';
import ui from './ui.module.css';
import { useFocusFirstError } from './use-focus-first-error';
import { WaistField } from './waist-field';

/** The parts of the weight and the waist, placed on one grid when they sit side by side. */
const pairedWeight = {
  root: classes.part,
  label: classes.weightLabel,
  wrapper: classes.weightInput,
  error: classes.weightError,
};
const pairedWaist = {
  root: classes.part,
  label: classes.waistLabel,
  description: classes.waistHint,
  wrapper: classes.waistInput,
  error: classes.waistError,
};

export type DayRecordErrors = Partial<Record<'date' | 'weight' | 'water' | 'waist' | 'feeling', string>>;

/**
 * The record of one day (spec §2 Diary, 'Registro de Hoje': weight, water and
 * feeling, with the optional waist), as Hoje and Diário both ask for it:
 * the same fields, with the Diário's labels, posted to the screen's action
 * under the same names. The screen adds what is its own: Diário the date
 * (`children`, before the fields) and "Cancelar edição" (`actions`); Hoje the
 * "+1 copo" beside the water (`water.addon`), the day's water and the
 * kilograms lost under their fields (`afterWater`, `afterWeight`) and its own
 * button text.
 */
export function DayRecordForm({
  intent,
  record,
  errors,
  submitLabel,
  primary,
  water,
  formRef,
  weightRef,
  onInput,
  children,
  actions,
  afterWater,
  afterWeight,
  paired = false,
}: {
  /** The form's `intent` field, and how the button knows its save is under way. */
  intent: string;
  /** The stored record the fields show; null for empty fields. */
  record: Pick<DiaryEntry, 'weight' | 'water' | 'waist' | 'feeling'> | null;
  errors?: DayRecordErrors;
  submitLabel: string;
  /** The screen's primary button (filled, large); otherwise a light one. */
  primary: boolean;
  /** The water as typed, held by the screen, with a control beside it; otherwise the field keeps its own text. */
  water?: { value: string; onChange: (text: string) => void; addon: React.ReactNode };
  formRef?: React.Ref<HTMLFormElement>;
  weightRef?: React.Ref<HTMLInputElement>;
  onInput?: React.FormEventHandler<HTMLFormElement>;
  children?: React.ReactNode;
  actions?: React.ReactNode;
  /** What the screen shows of the water just under its field (Hoje: the day's water against the goal). */
  afterWater?: React.ReactNode;
  /** What the screen shows of the weight just under its field (Hoje: the kilograms lost so far). */
  afterWeight?: React.ReactNode;
  /**
   * The weight and the waist side by side where the screen is wide enough,
   * the waist's hint under both (Hoje, whose record shares the first screens
   * with the day); otherwise one field under the other, in the Diário's order.
   */
  paired?: boolean;
}) {
  const form = useRef<HTMLFormElement>(null);
  const ref = useMergedRef(form, formRef);
  const saving = useNavigation().formData?.get('intent') === intent;
  useFocusFirstError(form, errors);
  const weight = (classNames?: DecimalFieldProps['classNames']) => (
    <DecimalField
      ref={weightRef}
      label={DAY_RECORD_FIELDS.weight.label}
      name="weight"
      placeholder={DAY_RECORD_FIELDS.weight.placeholder}
      stored={record?.weight}
      error={errors?.weight}
      classNames={classNames}
    />
  );
  return (
    <Form method="post" noValidate ref={ref} onInput={onInput}>
      <input type="hidden" name="intent" value={intent} />
      {/* Hoje's record shares the first screens with the day: closer fields, each figure hugging its field. */}
      <Stack gap={paired ? 'xs' : 'md'}>
        {children}
        <Hug hug={paired}>
          {paired ? (
            <div className={classes.pair}>
              {weight(pairedWeight)}
              <WaistField stored={record?.waist} error={errors?.waist} classNames={pairedWaist} />
            </div>
          ) : (
            weight()
          )}
          {afterWeight}
        </Hug>
        <Hug hug={paired}>
          <DecimalField
            label={DAY_RECORD_FIELDS.water.label}
            name="water"
            placeholder={DAY_RECORD_FIELDS.water.placeholder}
            error={errors?.water}
            {...(water
              ? {
                  value: water.value,
                  onChange: water.onChange,
                  // The control sits beside the input only: the label and the error keep the full width.
                  inputContainer: (input: React.ReactNode) => (
                    <Group gap="xs" wrap="nowrap">
                      <Box flex={1}>{input}</Box>
                      {water.addon}
                    </Group>
                  ),
                }
              : { stored: record?.water })}
          />
          {afterWater}
        </Hug>
        {paired ? null : <WaistField stored={record?.waist} error={errors?.waist} />}
        {/* A textarea that grows by CSS alone (no autosize code on Hoje's first screen); a note keeps its lines. */}
        <InputBase
          component="textarea"
          multiline
          classNames={{ input: ui.growingText }}
          label={DAY_RECORD_FIELDS.feeling.label}
          name="feeling"
          autoComplete="off"
          rows={2}
          defaultValue={record?.feeling ?? ''}
          error={errors?.feeling}
        />
        <Group gap="sm">
          <Button type="submit" size={primary ? 'lg' : 'md'} variant={primary ? 'filled' : 'light'} loading={saving}>
            {submitLabel}
          </Button>
          {actions}
        </Group>
      </Stack>
    </Form>
  );
}

/** A field and the figure under it: one block, close together, where the record is tight; otherwise as they are. */
function Hug({ hug, children }: { hug: boolean; children: React.ReactNode }) {
  return hug ? <Stack gap={2}>{children}</Stack> : <>{children}</>;
}
