import { Button, FileInput, Stack } from '@mantine/core';
import '@mantine/core/styles/Input.css';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { PHOTO_PROBLEM_TOAST } from '~/content/photos';
import { PHOTO_INPUT_TEXT } from '~/content/testimonial-screen';
import { partMissingToast } from '~/content/messages';
import type { Toast } from '~/domain/toast';
import { checkPickedPhoto } from '~/lib/check-photo';
import { loadPart, PartUnavailableError } from '~/lib/import-with-retry';
import ui from '~/components/ui.module.css';
import local from './testimonial.module.css';
import { showToast } from '~/components/show-toast';

/**
 * Checks a picked file: size and magic bytes first, then that the app's
 * decoder (loaded now, as photo decoding always is) really decodes it.
 */
async function acceptPhoto(file: File): Promise<Toast | null> {
  const problem = await checkPickedPhoto(file);
  if (problem) return PHOTO_PROBLEM_TOAST[problem];
  let decoder: typeof import('~/lib/image-encode');
  try {
    decoder = await loadPart(() => import('~/lib/image-encode'));
  } catch (e) {
    return partMissingToast(e instanceof PartUnavailableError && e.reloadNeeded);
  }
  return (await decoder.photoDecodes(file)) ? null : PHOTO_PROBLEM_TOAST['not-decodable'];
}

/**
 * An optional photo with a preview. The photo stays in memory only: it is
 * neither stored nor sent (the user attaches it to the email by hand).
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
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const pick = async (picked: File | null) => {
    if (!picked) return onChange(null);
    const refused = await acceptPhoto(picked);
    if (refused) {
      showToast(refused);
      return onChange(null);
    }
    onChange(picked);
  };

  return (
    <Stack gap="xs">
      <FileInput
        label={label}
        description={description}
        placeholder={PHOTO_INPUT_TEXT.placeholder}
        accept="image/*"
        value={file}
        onChange={(f) => void pick(f)}
        leftSection={<IconPhoto size={18} aria-hidden="true" />}
        size="md"
        classNames={{ input: ui.tapInput }}
        // Mantine's placeholder grey is 2.9:1; this one is shown as text, so it must be readable.
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
      />
      {preview ? (
        <>
          <img src={preview} alt={PHOTO_INPUT_TEXT.previewAlt} className={local.preview} />
          <div>
            <Button variant="default" className={`${ui.tap} ${ui.danger}`} onClick={() => onChange(null)}>
              {PHOTO_INPUT_TEXT.remove}
            </Button>
          </div>
        </>
      ) : null}
    </Stack>
  );
}
