import { Button, NumberInput, Paper, Skeleton, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import { Form, useNavigation, useSubmit } from '@remix-run/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ResultsErrors } from '~/domain/results';
import type { Results } from '~/domain/stored';
import type { PhotoDraft } from './photo-picker';
import type { PhotoResolver } from './stored-photo';
import classes from './photos.module.css';
import { retryImport } from './retry-import';

// Dropzone and its file helpers are a chunk of their own: the figures render before them.
const PhotoPicker = lazy(() => retryImport(() => import('./photo-picker')).then((m) => ({ default: m.PhotoPicker })));
// The height of an empty picker (label and drop area), so the button below does not move when it arrives.
const pickerFallback = <Skeleton h={166} radius="md" data-pending="" />;

const asField = (d: PhotoDraft): string | File => (d.kind === 'new' ? d.file : d.kind);

/**
 * Final weight and the two photos. The photos are files held in the form
 * until 'Salvar Resultados' posts them (multipart) to the route's action.
 * Remount it with a new `key` after a save so the drafts start from what is stored.
 */
export function ResultsForm({
  results,
  errors,
  resolve,
}: {
  results: Results;
  errors?: ResultsErrors;
  resolve: PhotoResolver;
}) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const saving = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'save';
  const [before, setBefore] = useState<PhotoDraft>({ kind: 'keep' });
  const [after, setAfter] = useState<PhotoDraft>({ kind: 'keep' });
  const weightRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (errors?.finalWeight) weightRef.current?.focus();
  }, [errors]);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    data.set('beforePhoto', asField(before));
    data.set('afterPhoto', asField(after));
    submit(data, { method: 'post', encType: 'multipart/form-data' });
  };

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="resultados-form-titulo">
      <Form method="post" encType="multipart/form-data" onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text component="h2" fw={800} size="lg" id="resultados-form-titulo">
            Registre seu resultado
          </Text>
          <input type="hidden" name="intent" value="save" />
          <NumberInput
            ref={weightRef}
            name="finalWeight"
            label="Peso Final (kg)"
            placeholder="Ex: 65.0"
            step={0.1}
            min={1}
            max={500}
            clampBehavior="none"
            decimalScale={1}
            decimalSeparator=","
            allowedDecimalSeparators={['.', ',']}
            allowNegative={false}
            hideControls
            inputMode="decimal"
            defaultValue={results.finalWeight === '' ? '' : Number(results.finalWeight)}
            error={errors?.finalWeight}
            size="md"
          />
          <div className={classes.pair}>
            <Suspense fallback={pickerFallback}>
              <PhotoPicker
                label="Foto Antes"
                stored={results.beforePhoto}
                draft={before}
                onChange={setBefore}
                resolve={resolve}
              />
            </Suspense>
            <Suspense fallback={pickerFallback}>
              <PhotoPicker
                label="Foto Depois"
                stored={results.afterPhoto}
                draft={after}
                onChange={setAfter}
                resolve={resolve}
              />
            </Suspense>
          </div>
          <Button type="submit" size="lg" loading={saving}>
            Salvar Resultados
          </Button>
        </Stack>
      </Form>
    </Paper>
  );
}
