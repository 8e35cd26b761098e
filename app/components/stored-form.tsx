import { Box, Button, Stack, Text } from '@mantine/core';
import { type ReactNode, useId, useRef } from 'react';
import { flushSync } from 'react-dom';
import { OTHER_TAB } from '~/content/shell';
import type { StorageKey } from '~/domain/keys';
import { SectionCard } from './section-card';
import ui from './ui.module.css';
import { useStoredForm } from './use-stored-form';

/** A form's first field she can type in or pick with. */
const FIRST_FIELD = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled])';

/**
 * A form drawn from a stored record (`stored`, as text), drawn again when the
 * record changes, and kept as she typed it when another tab changes
 * `storageKey` meanwhile, with a note that says so (use-stored-form.ts). `children`
 * gets the key the form must carry.
 */
export function StoredForm({
  stored,
  storageKey,
  redrawOwn,
  children,
}: {
  stored: string;
  storageKey: StorageKey;
  redrawOwn?: boolean;
  children: (key: string) => ReactNode;
}) {
  const source = useStoredForm(stored, storageKey, { redrawOwn });
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  // The note and its button go with the discard: the focus goes to the form drawn again, its first
  // field, not back to the top of the page.
  const discard = () => {
    flushSync(source.takeStored);
    box.current?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
  };
  return (
    // A photo picked counts as typed: the file input says so with a change.
    <Box ref={box} onInput={source.onInput} onChange={source.onInput} onSubmit={source.onSubmit}>
      <Stack gap="sm">
        {source.elsewhere ? (
          // Said at once to a screen reader too: the form she is typing in did not change, and why.
          <SectionCard id={titleId} title={OTHER_TAB.title} kind="warning" gap="xs" testId="other-tab-notice">
            <Text size="sm" role="status">
              {OTHER_TAB.message}
            </Text>
            <Button variant="default" size="sm" className={ui.tap} onClick={discard}>
              {OTHER_TAB.discard}
            </Button>
          </SectionCard>
        ) : null}
        {children(source.key)}
      </Stack>
    </Box>
  );
}
