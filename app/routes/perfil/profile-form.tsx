import '@mantine/core/styles/Input.css';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { Form, useNavigation } from '@remix-run/react';
import { useRef, useState } from 'react';
import { BMI_CATEGORY_TEXT } from '~/content/bmi';
import { PROFILE_FORM_TEXT } from '~/content/profile';
import { formatOneDecimal, showDecimal } from '~/domain/format';
import { parseDecimal } from '~/domain/numbers';
import { bmi, bmiCategory, type ProfileField, waterGoalFor } from '~/domain/profile';
import type { FieldErrors } from '~/domain/validation';
import type { Profile } from '~/domain/stored';
import { DecimalField } from '~/components/decimal-field';
import classes from '~/components/form.module.css';
import { useFocusFirstError } from '~/components/use-focus-first-error';
import { WaistField } from '~/components/waist-field';

/**
 * The profile form. Its fields are a draft of what will be saved; the route
 * remounts it (key) whenever the stored profile changes, so it never drifts,
 * except while she types here and another tab saves (components/stored-form.tsx).
 */
export function ProfileForm({
  profile,
  today,
  errors,
  primary,
}: {
  profile: Profile;
  /** The screen's one filled button (a new profile); once saved, the hero has it and saving is outlined. */
  primary: boolean;
  /** A new profile starts today unless the user picks another day. */
  today: string;
  errors?: FieldErrors<ProfileField>;
}) {
  const [weight, setWeight] = useState(showDecimal(profile.initialWeight));
  const [height, setHeight] = useState(showDecimal(profile.height));
  const [water, setWater] = useState(showDecimal(profile.waterGoal));
  const form = useRef<HTMLFormElement>(null);
  const saving = useNavigation().formData?.get('intent') === 'save';
  useFocusFirstError(form, errors);

  const onWeight = (text: string) => {
    setWeight(text);
    const kg = parseDecimal(text);
    // Spec §9: recalculated whenever the weight is edited and above 0; the user may still type another goal.
    if (kg !== null && kg > 0) setWater(showDecimal(waterGoalFor(kg)));
  };

  return (
    <Paper withBorder p="md" radius="lg" className={classes.form}>
      <Form method="post" noValidate ref={form}>
        <input type="hidden" name="intent" value="save" />
        <Stack gap="md">
          <TextInput
            label={PROFILE_FORM_TEXT.name}
            name="name"
            defaultValue={profile.name}
            autoComplete="given-name"
            error={errors?.name}
          />
          {/* Two short fields to a row, so the save stays in the first screen of a phone. */}
          <Group grow align="flex-end" wrap="nowrap" gap="sm">
            <TextInput
              label={PROFILE_FORM_TEXT.startDate}
              name="startDate"
              type="date"
              defaultValue={profile.startDate || today}
              error={errors?.startDate}
            />
            {/* Optional: the report shows it when given. */}
            <TextInput
              label={PROFILE_FORM_TEXT.age}
              description={PROFILE_FORM_TEXT.ageDescription}
              name="age"
              inputMode="numeric"
              autoComplete="off"
              placeholder={PROFILE_FORM_TEXT.agePlaceholder}
              defaultValue={profile.age ?? ''}
              error={errors?.age}
            />
          </Group>
          <Group grow align="flex-start" wrap="nowrap" gap="sm">
            <DecimalField
              label={PROFILE_FORM_TEXT.initialWeight}
              name="initialWeight"
              placeholder={PROFILE_FORM_TEXT.weightPlaceholder}
              value={weight}
              onChange={onWeight}
              error={errors?.initialWeight}
            />
            <DecimalField
              label={PROFILE_FORM_TEXT.height}
              name="height"
              placeholder={PROFILE_FORM_TEXT.heightPlaceholder}
              value={height}
              onChange={setHeight}
              error={errors?.height}
            />
          </Group>
          <DecimalField
            label={PROFILE_FORM_TEXT.waterGoal}
            name="waterGoal"
            placeholder={PROFILE_FORM_TEXT.waterGoalPlaceholder}
            description={PROFILE_FORM_TEXT.waterGoalDescription}
            value={water}
            onChange={setWater}
            error={errors?.waterGoal}
          />
          <WaistField
            label={PROFILE_FORM_TEXT.initialWaist}
            name="initialWaist"
            stored={profile.initialWaist}
            error={errors?.initialWaist}
          />
          <BmiCard weight={parseDecimal(weight)} height={parseDecimal(height)} />
          <Group>
            <Button type="submit" size="lg" loading={saving} variant={primary ? 'filled' : 'outline'}>
              {PROFILE_FORM_TEXT.save}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}

/** The BMI and its category, as plain figures: a number to know, not a verdict in colour. */
function BmiCard({ weight, height }: { weight: number | null; height: number | null }) {
  const value = bmi(weight ?? 0, height ?? 0);
  return (
    <div aria-live="polite" data-testid="bmi">
      {value === null ? null : (
        <Paper p="sm" radius="md" bg="var(--mantine-color-default-hover)">
          <Group gap="xs" justify="space-between">
            <Text fw={700}>
              {PROFILE_FORM_TEXT.bmi} <span data-testid="bmi-value">{formatOneDecimal(value)}</span>
            </Text>
            <Text data-testid="bmi-category">{BMI_CATEGORY_TEXT[bmiCategory(value)]}</Text>
          </Group>
        </Paper>
      )}
    </div>
  );
}
