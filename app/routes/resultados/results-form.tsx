import { Button, NumberInput, Paper, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import { Form, useNavigation, useSubmit } from '@remix-run/react';
import { useRef, useState } from 'react';
import { useFocusFirstError } from '~/components/use-focus-first-error';
import { formatDateBR, formatKg } from '~/domain/format';
import { WEIGHT_KG } from '~/domain/limits';
import type { ResultsErrors } from '~/domain/results';
import type { Results } from '~/domain/stored';
import { PhotoPicker, type PhotoDraft } from './photo-picker';
import type { PhotoResolver } from '~/domain/photo-ref';
import classes from '~/components/photos.module.css';

const asField = (d: PhotoDraft): string | File => (d.kind === 'new' ? d.file : d.kind);

/**
 * Final weight and the two photos. The photos are files held in the form
 * until 'Salvar Resultados' posts them (multipart) to the route's action.
 * Remount it with a new `key` after a save so the drafts start from what is stored.
 */
export function ResultsForm({
  results,
  errors,
  resolvePhoto,
  captions,
  newerWeighIn = null,
}: {
  results: Results;
  /** Date and weight under each stored photo. */
  captions: { before: string; after: string };
  errors?: ResultsErrors;
  resolvePhoto: PhotoResolver;
  /** A diary weigh-in newer than the stored "Peso Final": it is the result now (currentWeight). */
  newerWeighIn?: { weight: string; date: string } | null;
}) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const saving = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'save';
  const [before, setBefore] = useState<PhotoDraft>({ kind: 'keep' });
  const [after, setAfter] = useState<PhotoDraft>({ kind: 'keep' });
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, errors);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    data.set('beforePhoto', asField(before));
    data.set('afterPhoto', asField(after));
    submit(data, { method: 'post', encType: 'multipart/form-data' });
  };

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="resultados-form-titulo">
      <Form method="post" encType="multipart/form-data" onSubmit={onSubmit} noValidate ref={form}>
        <Stack gap="md">
          <Text component="h2" fw={800} size="lg" id="resultados-form-titulo">
            Registre seu resultado
          </Text>
          <input type="hidden" name="intent" value="save" />
          <NumberInput
            name="finalWeight"
            label="Peso Final (kg)"
            placeholder="Ex: 65.0"
            step={WEIGHT_KG.step}
            min={WEIGHT_KG.min}
            max={WEIGHT_KG.max}
            clampBehavior="none"
            decimalScale={1}
            decimalSeparator=","
            allowedDecimalSeparators={['.', ',']}
            allowNegative={false}
            hideControls
            inputMode="decimal"
            defaultValue={results.finalWeight === '' ? '' : Number(results.finalWeight)}
            error={errors?.finalWeight}
            description={
              newerWeighIn
                ? `O peso do diário de ${formatDateBR(newerWeighIn.date)} (${formatKg(newerWeighIn.weight)}) é mais recente e é ele que conta no resultado.`
                : undefined
            }
            size="md"
          />
          <div className={classes.pair}>
            <PhotoPicker
              label="Foto Antes"
              stored={results.beforePhoto}
              caption={captions.before}
              draft={before}
              onChange={setBefore}
              resolvePhoto={resolvePhoto}
            />
            <PhotoPicker
              label="Foto Depois"
              stored={results.afterPhoto}
              caption={captions.after}
              draft={after}
              onChange={setAfter}
              resolvePhoto={resolvePhoto}
            />
          </div>
          <Button type="submit" size="lg" loading={saving}>
            Salvar Resultados
          </Button>
        </Stack>
      </Form>
    </Paper>
  );
}
