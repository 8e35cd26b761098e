import { Button, Stack } from '@mantine/core';
import { Form, useNavigation } from '@remix-run/react';
import { useRef, useState } from 'react';
import { DecimalField } from '~/components/decimal-field';
import { SectionCard } from '~/components/section-card';
import { useFocusFirstError } from '~/components/use-focus-first-error';
import { RESULTS_FORM_ANCHOR } from '~/content/shortcuts';
import { dropYearBR, formatDateBR, formatDayMonth, formatKg } from '~/domain/format';
import type { ResultsErrors } from '~/domain/results';
import type { Results } from '~/domain/stored';
import { PhotoSlot, type KeepPhoto, type PhotoDraft } from './photo-slot';
import { PHOTO_PICKER, RESULTS_FORM_TEXT } from '~/content/results-screen';
import type { PhotoResolver } from '~/domain/photo-ref';
import classes from '~/components/photos.module.css';

/** What a photo slot posts: 'keep', 'remove' or the id of the photo kept when it was picked. Never a file. */
const asField = (d: PhotoDraft): string => (d.kind === 'new' ? d.id : d.kind === 'remove' ? 'remove' : 'keep');

/**
 * Date and weight under each stored photo: the start and the initial weight
 * before, the last saved record and the result after. Day and month: the year
 * goes without saying in a challenge, and the caption fits the tile's one line.
 */
export function slotCaptions(
  profile: { startDate: string; initialWeight: string },
  lastRecordDate: string,
  finalWeight: string,
): { before: string; after: string } {
  const caption = (date: string, weight: string) => [date, formatKg(weight)].filter(Boolean).join(' · ');
  return {
    before: caption(profile.startDate ? formatDayMonth(profile.startDate) : '', profile.initialWeight),
    after: caption(dropYearBR(lastRecordDate), finalWeight),
  };
}

/**
 * Final weight and the two photos. A picked photo is kept at once by the
 * route's keeping step (`keepPhoto`); the form posts its id, as text, and the
 * action claims it (docs/decisions/011-no-file-in-a-form-post.md).
 * Remount it with a new `key` after a save so the drafts start from what is stored.
 */
export function ResultsForm({
  results,
  errors,
  resolvePhoto,
  keepPhoto,
  captions,
  newerWeighIn = null,
  primary,
}: {
  results: Results;
  /** "Salvar Resultados" is the screen's primary button (filled); otherwise a light one. */
  primary: boolean;
  /** The route's keeping step for a picked photo. */
  keepPhoto: KeepPhoto;
  /** Date and weight under each stored photo. */
  captions: { before: string; after: string };
  errors?: ResultsErrors;
  resolvePhoto: PhotoResolver;
  /** A diary weigh-in newer than the stored "Peso Final": it is the result now (currentWeight). */
  newerWeighIn?: { weight: string; date: string } | null;
}) {
  const navigation = useNavigation();
  const saving = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'save';
  const [before, setBefore] = useState<PhotoDraft>({ kind: 'keep' });
  const [after, setAfter] = useState<PhotoDraft>({ kind: 'keep' });
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, errors);

  // A photo still being prepared has no id yet: the form waits for it.
  const preparing = before.kind === 'preparing' || after.kind === 'preparing';

  return (
    <SectionCard id={RESULTS_FORM_ANCHOR} title={RESULTS_FORM_TEXT.title} kind="action" gap="sm">
      <Form
        method="post"
        onSubmit={(event) => {
          if (preparing) event.preventDefault();
        }}
        noValidate
        ref={form}
      >
        <Stack gap="sm">
          <input type="hidden" name="intent" value="save" />
          <input type="hidden" name="beforePhoto" value={asField(before)} />
          <input type="hidden" name="afterPhoto" value={asField(after)} />
          <DecimalField
            name="finalWeight"
            label={RESULTS_FORM_TEXT.finalWeight}
            placeholder={RESULTS_FORM_TEXT.finalWeightPlaceholder}
            stored={results.finalWeight}
            error={errors?.finalWeight}
            description={
              newerWeighIn
                ? RESULTS_FORM_TEXT.newerWeighIn(formatDateBR(newerWeighIn.date), formatKg(newerWeighIn.weight))
                : undefined
            }
          />
          <div className={classes.pair}>
            <PhotoSlot
              side="before"
              label={PHOTO_PICKER.label.before}
              stored={results.beforePhoto}
              caption={captions.before}
              draft={before}
              onChange={setBefore}
              keep={keepPhoto}
              resolvePhoto={resolvePhoto}
            />
            <PhotoSlot
              side="after"
              label={PHOTO_PICKER.label.after}
              stored={results.afterPhoto}
              caption={captions.after}
              draft={after}
              onChange={setAfter}
              keep={keepPhoto}
              resolvePhoto={resolvePhoto}
            />
          </div>
          <Button
            type="submit"
            size={primary ? 'lg' : 'md'}
            variant={primary ? 'filled' : 'light'}
            loading={saving}
            disabled={preparing}
          >
            {RESULTS_FORM_TEXT.save}
          </Button>
        </Stack>
      </Form>
    </SectionCard>
  );
}
