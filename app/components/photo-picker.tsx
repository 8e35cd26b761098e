import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { partMissingToast } from '~/content/messages';
import { PHOTO_PREPARING, PHOTO_PROBLEM_TOAST, PHOTO_SLOT } from '~/content/photos';
import type { Toast } from '~/domain/toast';
import { checkPickedPhoto } from '~/lib/check-photo';
import { loadPart, PartUnavailableError } from '~/lib/import-with-retry';
import { PartUnavailable } from './part-unavailable';
import classes from './photos.module.css';
import { showToast } from './show-toast';
import { useLazyPart } from './use-lazy-part';

/**
 * The screen's step for a picked file that passed the first check: it decodes
 * it (lib/image-encode.ts), keeps it where the screen keeps photos, and answers
 * null, or the toast that says why not. The picker itself writes nothing.
 */
export type TakePhoto = (file: File) => Promise<Toast | null>;

/**
 * The step of a screen that keeps the photo in memory only (Depoimento): the
 * one decoder (lib/image-encode.ts `photoDecodes`, loaded now, as photo
 * decoding always is) must read it. Null when it does.
 */
export async function decodesAsPhoto(file: Blob): Promise<Toast | null> {
  let decoder: typeof import('~/lib/image-encode');
  try {
    decoder = await loadPart(() => import('~/lib/image-encode'));
  } catch (e) {
    return partMissingToast(e instanceof PartUnavailableError && e.reloadNeeded);
  }
  return (await decoder.photoDecodes(file)) ? null : PHOTO_PROBLEM_TOAST['not-decodable'];
}

function refuse(problem: keyof typeof PHOTO_PROBLEM_TOAST) {
  showToast(PHOTO_PROBLEM_TOAST[problem]);
}

// The drop area's code is a part of its own, fetched when an empty slot is drawn (photo-drop.tsx).
const loadDrop = () => import('./photo-drop');

/**
 * The one photo picker (Resultados' before and after, Depoimento's photo): an
 * empty slot is a drop area (Mantine Dropzone, photo-drop.tsx, loaded when an
 * empty slot is drawn) whose button opens the camera or the gallery on a
 * phone; on a desktop a file can be dropped. The first bytes are checked at
 * once (lib/check-photo.ts), so a wrong file is refused before any work; then
 * the screen's step (`take`) decodes and keeps it, while the slot says the
 * photo is being prepared. With a photo, the slot shows the screen's `photo`
 * and a button that removes it: under it, or, for a `tile`, a round 44 px
 * button over its top corner.
 */
export function PhotoPicker({
  label,
  description,
  empty,
  photo,
  take,
  remove,
  maxWidth,
  compact = false,
  tile = false,
}: {
  /** The slot's name, above it and for the file input: 'Foto antes'. */
  label: string;
  description?: string;
  /** What the empty slot says: its title and hint (if any), its button and that button's accessible name. */
  empty: { title?: string; hint?: string; button: string; buttonLabel?: string };
  /** The photo the slot shows (with its caption), or null for an empty slot. */
  photo: ReactNode | null;
  take: TakePhoto;
  /** The remove button: its text, its accessible name, and what it does. */
  remove: { text: string; label?: string; onRemove: () => void };
  /** The slot's widest, in px, where it stands alone in a form (a pair of slots shares the row instead). */
  maxWidth?: number;
  /**
   * An optional photo that most people leave out (Depoimento's): the empty slot is a low row with its
   * button, not a photo-shaped box; the photo, once picked, takes its own shape.
   */
  compact?: boolean;
  /**
   * One of a pair of photos in a form (Resultados'): a 4:5 tile, the empty slot too, and its remove
   * button a round icon over the photo's top corner, so a photo adds no row of its own but its caption.
   */
  tile?: boolean;
}) {
  const emptyId = useId();
  const openRef = useRef<() => void>(null);
  const [preparing, setPreparing] = useState(false);
  const { box, focusOnArrival, ...drop } = useLazyPart(loadDrop, photo === null && !preparing);

  const onDrop = async (files: File[]) => {
    const picked = files[0];
    if (!picked) return;
    const problem = await checkPickedPhoto(picked);
    if (problem) return refuse(problem);
    setPreparing(true);
    // The step answers every problem with a toast; anything else still frees the slot.
    const refused = await take(picked).catch(() => PHOTO_PROBLEM_TOAST['not-decodable']);
    setPreparing(false);
    if (refused) showToast(refused);
  };

  // What the empty slot says, and its button: the same while the drop area's code is on its way,
  // with the button waiting for it.
  const emptySlot = (
    // In a tile, a step closer together: its words and button fit the 4:5 shape at 360 px.
    <Stack align="center" justify="center" gap={tile ? 6 : 'xs'} h="100%">
      {empty.title ? (
        <Text fw={700} size="sm" ta="center" id={emptyId}>
          {empty.title}
        </Text>
      ) : null}
      {empty.hint ? (
        <Text size="xs" c="dimmed" ta="center">
          {empty.hint}
        </Text>
      ) : null}
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
        aria-label={empty.buttonLabel}
        aria-describedby={empty.title ? emptyId : undefined}
      >
        {empty.button}
      </Button>
    </Stack>
  );

  return (
    <Stack
      ref={box}
      tabIndex={-1}
      gap={6}
      className={`${classes.slot} mantine-focus-auto`}
      data-compact={compact || undefined}
      data-tile={tile || undefined}
    >
      <Text fw={700}>{label}</Text>
      {description ? (
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      ) : null}
      {/* A compact empty slot is a full row; a photo keeps the slot's width. */}
      <Stack gap={6} maw={compact && photo === null && !preparing ? undefined : maxWidth}>
        {preparing ? (
          <div className={classes.frame} role="status">
            <Stack align="center" gap={6}>
              <Loader size="sm" aria-hidden="true" />
              <Text size="sm" ta="center">
                {PHOTO_PREPARING}
              </Text>
            </Stack>
          </div>
        ) : photo !== null && tile ? (
          <div className={classes.tile}>
            {photo}
            <Button
              variant="default"
              radius="xl"
              w={44}
              h={44}
              p={0}
              className={classes.removeOver}
              onClick={remove.onRemove}
              aria-label={remove.label ?? remove.text}
            >
              <IconX size={20} aria-hidden="true" />
            </Button>
          </div>
        ) : photo !== null ? (
          <>
            {photo}
            <Group gap="xs" grow>
              <Button variant="default" h={44} onClick={remove.onRemove} aria-label={remove.label}>
                {remove.text}
              </Button>
            </Group>
          </>
        ) : drop.part ? (
          <drop.part.PhotoDrop label={label} onDrop={(f) => void onDrop(f)} onRefuse={refuse} openRef={openRef}>
            {emptySlot}
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
              emptySlot
            )}
          </div>
        )}
      </Stack>
    </Stack>
  );
}
