import { Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import '@mantine/core/styles/LoadingOverlay.css';
import '@mantine/core/styles/Overlay.css';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useEffect, useId, useRef } from 'react';
import { ACCEPTED_IMAGE_TYPES, checkPhotoFile, MAX_PHOTO_BYTES, PHOTO_PROBLEM_TEXT } from '~/domain/image';
import { showToast } from '~/components/show-toast';
import type { PhotoResolver } from '~/domain/photo-ref';
import { StoredPhoto } from '~/components/stored-photo';
import shared from '~/components/photos.module.css';
import classes from './photos.module.css';

/** A photo slot of the results form: what is stored stays, is removed, or is replaced by a new file. */
export type PhotoDraft = { kind: 'keep' } | { kind: 'remove' } | { kind: 'new'; file: File };

/** The picked file, shown through an object URL that is revoked when it changes or unmounts. */
function FilePreview({ file, alt }: { file: File; alt: string }) {
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (img.current) img.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return (
    <div className={shared.frame}>
      <img ref={img} alt={alt} className={shared.photo} />
    </div>
  );
}

function refuse(problem: keyof typeof PHOTO_PROBLEM_TEXT) {
  showToast({ kind: 'error', ...PHOTO_PROBLEM_TEXT[problem] });
}

/**
 * Before/after photo picker on Mantine Dropzone: on a phone a tap opens the
 * camera or the gallery, on a desktop a file can be dropped. The first bytes
 * are checked at once so a wrong file is refused before anything is saved;
 * the action checks again and decodes it.
 */
export function PhotoPicker({
  label,
  stored,
  draft,
  onChange,
  resolvePhoto,
  caption = '',
}: {
  label: string;
  stored: string;
  /** Under the stored photo: its date and weight ('01/03/2026 · 82,0 kg'), '' for none. */
  caption?: string;
  draft: PhotoDraft;
  onChange: (d: PhotoDraft) => void;
  resolvePhoto: PhotoResolver;
}) {
  const labelId = useId();
  const openRef = useRef<() => void>(null);
  const file = draft.kind === 'new' ? draft.file : null;

  const onDrop = async (files: File[]) => {
    const picked = files[0];
    if (!picked) return;
    const head = new Uint8Array(await picked.slice(0, 16).arrayBuffer());
    const problem = checkPhotoFile(picked.size, head);
    if (problem) return refuse(problem);
    onChange({ kind: 'new', file: picked });
  };
  const onReject = (rejections: FileRejection[]) => {
    const tooBig = rejections.some((r) => r.errors.some((e) => e.code === 'file-too-large'));
    refuse(tooBig ? 'too-big' : 'not-image');
  };

  const showsStored = draft.kind === 'keep' && stored !== '';
  const hasPhoto = showsStored || file !== null;

  return (
    <Stack gap={6}>
      <Text fw={700} id={labelId}>
        {label}
      </Text>
      {hasPhoto ? (
        <>
          {file ? (
            <>
              <FilePreview file={file} alt={`${label} escolhida`} />
              <Text size="sm" className={shared.caption}>
                Nova foto: salve para guardar
              </Text>
            </>
          ) : (
            <>
              <StoredPhoto value={stored} resolvePhoto={resolvePhoto} alt={`${label} salva`} />
              {caption ? (
                <Text size="sm" className={shared.caption}>
                  {caption}
                </Text>
              ) : null}
            </>
          )}
          <Group gap="xs" grow>
            <Button
              variant="default"
              h={44}
              onClick={() => onChange({ kind: 'remove' })}
              aria-label={`Remover ${label.toLowerCase()}`}
            >
              Remover
            </Button>
          </Group>
        </>
      ) : (
        <Dropzone
          onDrop={(f) => void onDrop(f)}
          onReject={onReject}
          accept={ACCEPTED_IMAGE_TYPES}
          maxSize={MAX_PHOTO_BYTES}
          multiple={false}
          useFsAccessApi={false}
          // The button inside opens the picker: one focusable control, no nested interactive roles.
          activateOnClick={false}
          activateOnKeyboard={false}
          enablePointerEvents
          openRef={openRef}
          className={classes.dropzone}
          inputProps={{ 'aria-label': label }}
        >
          <Stack align="center" gap={6}>
            <IconPhotoPlus size={28} aria-hidden="true" />
            <Button
              variant="light"
              size="sm"
              h={44}
              fullWidth
              styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
              onClick={() => openRef.current?.()}
              aria-label={`Escolher foto ${label.replace(/^Foto /, '').toLowerCase()}`}
            >
              Escolher foto
            </Button>
            <Text size="xs" c="dimmed">
              Câmera ou galeria
            </Text>
          </Stack>
        </Dropzone>
      )}
    </Stack>
  );
}
