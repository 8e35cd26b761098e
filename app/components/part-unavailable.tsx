import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { partUnavailableText } from '~/content/messages';
import type { PartUnavailableError } from '~/lib/import-with-retry';
import { hasUnsavedInput } from '~/lib/unsaved';
import ui from './ui.module.css';

/**
 * What a screen shows in place of a part that did not load: what happened,
 * and the one thing that can help. A retry when one can work; otherwise a
 * reload, offered only when nothing typed on the page would be lost.
 */
export function PartUnavailable({
  what,
  failure,
  onRetry,
  h,
}: {
  /** The part, as the sentence names it: "O gráfico". */
  what: string;
  failure: PartUnavailableError;
  onRetry: () => void;
  /** The box's height: a number of pixels, or a CSS length ('100%'). */
  h?: number | string;
}) {
  const [unsaved, setUnsaved] = useState(false);
  const text = partUnavailableText(what, failure.reloadNeeded);
  const reload = () => {
    if (hasUnsavedInput()) setUnsaved(true);
    else window.location.reload();
  };
  return (
    <Stack role="status" gap="xs" align="center" justify="center" h={h} ta="center" p="sm">
      <Text size="sm">{text.message}</Text>
      {unsaved ? (
        <Text size="sm" fw={700}>
          {text.saveFirst}
        </Text>
      ) : null}
      <Button variant="light" className={ui.tap} onClick={failure.reloadNeeded ? reload : onRetry}>
        {text.action}
      </Button>
    </Stack>
  );
}
