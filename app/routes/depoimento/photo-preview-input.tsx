import { KeptPreview } from '~/components/kept-preview';
import { decodesAsPhoto, PhotoPicker } from '~/components/photo-picker';
import { PHOTO_INPUT_TEXT } from '~/content/testimonial-screen';

/**
 * An optional photo with a preview, in the one photo picker
 * (components/photo-picker.tsx). The photo stays in memory only: it is
 * neither stored nor sent (the user attaches it to the email by hand), so
 * the step after the picker's check only makes sure that it decodes.
 */
export function PhotoPreviewInput({
  label,
  description,
  file,
  onChange,
}: {
  label: string;
  description?: string;
  file: File | null;
  onChange: (file: File | null) => void;
}) {
  const take = async (picked: File) => {
    const refused = await decodesAsPhoto(picked);
    onChange(refused ? null : picked);
    return refused;
  };
  return (
    <PhotoPicker
      label={label}
      description={description}
      empty={{ button: PHOTO_INPUT_TEXT.placeholder }}
      photo={file ? <KeptPreview photo={file} alt={PHOTO_INPUT_TEXT.previewAlt} /> : null}
      take={take}
      remove={{ text: PHOTO_INPUT_TEXT.remove, onRemove: () => onChange(null) }}
      // A 3:4 photo 240 px high once picked; until then a low row, since most testimonials have none.
      maxWidth={180}
      compact
    />
  );
}
