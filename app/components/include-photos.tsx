import { Text } from '@mantine/core';
import { useId } from 'react';
import { INCLUDE_PHOTOS_LABEL } from '~/content/progress-card';
import ui from './ui.module.css';

/**
 * "Incluir fotos de antes e depois": the one opt-in that lets the before
 * and after photos into something that leaves the app (the progress card,
 * the printed report). The screen holds the state, never ticked when it
 * opens, and says in `note` where the photos would go.
 */
export function IncludePhotos({
  checked,
  onChange,
  disabled = false,
  note,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  note: string;
}) {
  const noteId = useId();
  return (
    <div>
      {/* A native checkbox: Mantine's brings its Group and Card along, 2 KB more on Hoje's first load. */}
      <label className={ui.check}>
        <input
          type="checkbox"
          className={ui.checkInput}
          checked={checked}
          onChange={(e) => onChange(e.currentTarget.checked)}
          disabled={disabled}
          aria-describedby={noteId}
        />
        {INCLUDE_PHOTOS_LABEL}
      </label>
      <Text size="sm" c="dimmed" id={noteId}>
        {note}
      </Text>
    </div>
  );
}
