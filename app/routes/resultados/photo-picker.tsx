import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useId, useRef } from 'react';
import { PHOTO_PREPARING, PHOTO_PROBLEM_TOAST, PHOTO_SLOT, type PhotoSide } from '~/content/photos';
import { PHOTO_PICKER } from '~/content/results-screen';
import { checkPickedPhoto } from '~/lib/check-photo';
import type { Toast } from '~/domain/toast';
import { PartUnavailable } from '~/components/part-unavailable';
import { showToast } from '~/components/show-toast';
import type { PhotoResolver } from '~/domain/photo-ref';
import { StoredPhoto } from '~/components/stored-photo';
import { useLazyPart } from '~/components/use-lazy-part';
import shared from '~/components/photos.module.css';
import { KeptPreview } from './kept-preview';
import classes from './photos.module.css';

/**
 * A photo slot of the results form: what is stored stays, is removed, or is
 * replaced by a photo kept when it was picked (its id is what the form posts).
 */
export type PhotoDraft =
  { kind: 'keep' } | { kind: 'remove' } | { kind: 'preparing' } | { kind: 'new'; id: string; photo: Blob };

/** The route's keeping step (decision 011): decodes, downscales and keeps a picked file, or says why not. */
export type KeepPhoto = (file: File) => Promise<{ ok: true; id: string; photo: Blob } | { ok: false; toast: Toast }>;

function refuse(problem: keyof typeof PHOTO_PROBLEM_TOAST) {
  showToast(PHOTO_PROBLEM_TOAST[problem]);
}

// The drop area's code is a part of its own, fetched when an empty slot is drawn (photo-drop.tsx).
const loadDrop = () => import('./photo-drop');

/**
 * Before/after photo picker on Mantine Dropzone (photo-drop.tsx, loaded when
 * an empty slot is drawn): on a phone a tap opens the camera or the gallery,
 * on a desktop a file can be dropped. The first bytes
 * are checked at once so a wrong file is refused before any work; then the
 * route's keeping step (`keep`) decodes, downscales and keeps it, and the
 * slot shows the photo as it will be saved. The picker itself writes nothing.
 */
export function PhotoPicker({
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
  const labelId = useId();
  const emptyId = useId();
  const openRef = useRef<() => void>(null);
  const kept = draft.kind === 'new' ? draft.photo : null;
  const showsStored = draft.kind === 'keep' && stored !== '';
  const hasPhoto = showsStored || kept !== null;
  const { box, focusOnArrival, ...drop } = useLazyPart(loadDrop, !hasPhoto && draft.kind !== 'preparing');

  const onDrop = async (files: File[]) => {
    const picked = files[0];
    if (!picked) return;
    const problem = await checkPickedPhoto(picked);
    if (problem) return refuse(problem);
    const previous = draft;
    onChange({ kind: 'preparing' });
    // The keeping step answers every problem with a toast; anything else still frees the slot.
    const result = await keep(picked).catch(() => null);
    if (result?.ok) return onChange({ kind: 'new', id: result.id, photo: result.photo });
    if (result) showToast(result.toast);
    else refuse('not-decodable');
    onChange(previous);
  };

  // What the empty slot says, and its button: the same while the drop area's code is on its way,
  // with the button waiting for it.
  const empty = (
    <Stack align="center" justify="center" gap="xs" h="100%">
      <Text fw={700} size="sm" ta="center" id={emptyId}>
        {PHOTO_SLOT.add[side]}
      </Text>
      <Text size="xs" c="dimmed" ta="center">
        {PHOTO_SLOT.pickHint}
      </Text>
      <Button
        ref={focusOnArrival}
        variant="light"
        size="sm"
        mih={44}
        // "Escolher foto" on one line in a half of a 360 px phone's form.
        px={4}
        fullWidth
        disabled={!drop.part}
        onClick={() => openRef.current?.()}
        aria-label={PHOTO_PICKER.pickFor[side]}
        aria-describedby={emptyId}
      >
        {PHOTO_SLOT.pick}
      </Button>
    </Stack>
  );

  return (
    <Stack ref={box} tabIndex={-1} gap={6} className={`${classes.slot} mantine-focus-auto`}>
      <Text fw={700} id={labelId}>
        {label}
      </Text>
      {draft.kind === 'preparing' ? (
        <div className={shared.frame} role="status">
          <Stack align="center" gap={6}>
            <Loader size="sm" aria-hidden="true" />
            <Text size="sm" ta="center">
              {PHOTO_PREPARING}
            </Text>
          </Stack>
        </div>
      ) : hasPhoto ? (
        <>
          {kept ? (
            <>
              <KeptPreview photo={kept} alt={PHOTO_PICKER.keptAlt(label)} />
              <Text size="sm" className={shared.caption}>
                {PHOTO_PICKER.keptNote}
              </Text>
            </>
          ) : (
            <>
              <StoredPhoto value={stored} resolvePhoto={resolvePhoto} alt={PHOTO_PICKER.storedAlt(label)} />
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
              aria-label={PHOTO_PICKER.remove(label)}
            >
              Remover
            </Button>
          </Group>
        </>
      ) : drop.part ? (
        <drop.part.PhotoDrop label={label} onDrop={(f) => void onDrop(f)} onRefuse={refuse} openRef={openRef}>
          {empty}
        </drop.part.PhotoDrop>
      ) : (
        <div
          className={`${classes.dropzone} ${classes.waiting}`}
          aria-busy={!drop.failure}
          // A photo dropped before the drop area's code (or without it) is taken here, so the
          // browser does not open the file in place of the page and lose what was typed.
          onDragOver={(e) => e.preventDefault()}
          onDrop={(e) => {
            e.preventDefault();
            void onDrop([...e.dataTransfer.files]);
          }}
        >
          {drop.failure ? (
            <PartUnavailable what={PHOTO_SLOT.pickerPart} failure={drop.failure} onRetry={drop.retryHere} h="100%" />
          ) : (
            empty
          )}
        </div>
      )}
    </Stack>
  );
}
