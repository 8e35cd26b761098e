import { Text } from '@mantine/core';
import { KeptPreview } from '~/components/kept-preview';
import { PhotoPicker } from '~/components/photo-picker';
import shared from '~/components/photos.module.css';
import { StoredPhoto } from '~/components/stored-photo';
import { PHOTO_SLOT, type PhotoSide } from '~/content/photos';
import { PHOTO_PICKER } from '~/content/results-screen';
import type { PhotoResolver } from '~/domain/photo-ref';
import type { Toast } from '~/domain/toast';

/**
 * A photo slot of the results form: what is stored stays, is removed, or is
 * replaced by a photo kept when it was picked (its id is what the form posts).
 */
export type PhotoDraft =
  { kind: 'keep' } | { kind: 'remove' } | { kind: 'preparing' } | { kind: 'new'; id: string; photo: Blob };

/** The route's keeping step (decision 011): decodes, downscales and keeps a picked file, or says why not. */
export type KeepPhoto = (file: File) => Promise<{ ok: true; id: string; photo: Blob } | { ok: false; toast: Toast }>;

/**
 * The before or after photo of the results form, in the one photo picker
 * (components/photo-picker.tsx): the stored photo with its caption, or the
 * one picked and kept by the route's step (`keep`), not saved yet.
 */
export function PhotoSlot({
  side,
  label,
  stored,
  draft,
  onChange,
  keep,
  resolvePhoto,
  caption = '',
}: {
  side: PhotoSide;
  label: string;
  stored: string;
  /** Under the stored photo: its date and weight ('01/03/2026 · 82,0 kg'), '' for none. */
  caption?: string;
  draft: PhotoDraft;
  onChange: (d: PhotoDraft) => void;
  keep: KeepPhoto;
  resolvePhoto: PhotoResolver;
}) {
  const kept = draft.kind === 'new' ? draft.photo : null;
  const showsStored = draft.kind === 'keep' && stored !== '';

  // The form waits while a photo is prepared (it has no id yet); a refused one leaves the slot as it was.
  const take = async (file: File) => {
    const previous = draft;
    onChange({ kind: 'preparing' });
    const result = await keep(file).catch(() => null);
    if (result?.ok) {
      onChange({ kind: 'new', id: result.id, photo: result.photo });
      return null;
    }
    onChange(previous);
    if (!result) throw new Error('photo not kept');
    return result.toast;
  };

  const photo = kept ? (
    <>
      <KeptPreview photo={kept} alt={PHOTO_PICKER.keptAlt(label)} />
      <Text size="sm" className={shared.caption}>
        {PHOTO_PICKER.keptNote}
      </Text>
    </>
  ) : showsStored ? (
    <>
      <StoredPhoto value={stored} resolvePhoto={resolvePhoto} alt={PHOTO_PICKER.storedAlt(label)} />
      {caption ? (
        <Text size="sm" className={shared.caption}>
          {caption}
        </Text>
      ) : null}
    </>
  ) : null;

  return (
    <PhotoPicker
      label={label}
      empty={{
        title: PHOTO_SLOT.add[side],
        hint: PHOTO_SLOT.pickHint,
        button: PHOTO_SLOT.pick,
        buttonLabel: PHOTO_PICKER.pickFor[side],
      }}
      photo={photo}
      take={take}
      remove={{
        text: PHOTO_PICKER.removeText,
        label: PHOTO_PICKER.remove(label),
        onRemove: () => onChange({ kind: 'remove' }),
      }}
      tile
    />
  );
}
