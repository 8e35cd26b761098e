import { Dropzone } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import '@mantine/core/styles/LoadingOverlay.css';
import '@mantine/core/styles/Overlay.css';
import type { ReactNode, RefObject } from 'react';
import { ACCEPTED_IMAGE_TYPES, MAX_PHOTO_BYTES } from '~/domain/image';
import classes from './photos.module.css';

/**
 * The drop area of an empty photo slot (Mantine Dropzone, photo-picker.tsx): a
 * part of its own, loaded when an empty slot is drawn (decision 008), since
 * picking a photo is rare and its code (react-dropzone's, with a table of
 * 1,200 file types) is most of a screen's. A tap on the button inside opens the camera or the
 * gallery through `openRef`; on a desktop a file can be dropped.
 */
export function PhotoDrop({
  label,
  onDrop,
  onRefuse,
  openRef,
  children,
}: {
  /** The slot's name, for the file input: 'Foto antes'. */
  label: string;
  onDrop: (files: File[]) => void;
  /** A file refused before any work: over the size limit, or not an image. */
  onRefuse: (problem: 'too-big' | 'not-image') => void;
  openRef: RefObject<(() => void) | null>;
  children: ReactNode;
}) {
  return (
    <Dropzone
      onDrop={onDrop}
      onReject={(rejections) =>
        onRefuse(rejections.some((r) => r.errors.some((e) => e.code === 'file-too-large')) ? 'too-big' : 'not-image')
      }
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
      {children}
    </Dropzone>
  );
}
