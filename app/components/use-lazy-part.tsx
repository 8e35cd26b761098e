import { Button, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { partUnavailableText } from '~/domain/part-unavailable-texts';
import { loadPart, PartUnavailableError } from '~/lib/import-with-retry';
import { hasUnsavedInput } from '~/lib/unsaved';
import ui from './ui.module.css';

type State<T> = { part: T | null; failure: PartUnavailableError | null };

/**
 * A lazily loaded part of a screen (lib/import-with-retry.ts). Loads when `wanted`;
 * once loaded, every later mount has it at once. When it cannot be loaded,
 * `failure` says whether a retry can work; such a retry starts by itself when
 * the phone goes back online, or with `retry` (the user's tap).
 */
export function useLazyPart<T>(load: () => Promise<T>, wanted = true) {
  const [state, setState] = useState<State<T>>(() => ({ part: loaded.get(load) as T | null, failure: null }));
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setState({ part: null, failure: null });
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    if (!wanted || state.part || state.failure) return;
    let live = true;
    loadPart(load).then(
      (part) => {
        loaded.set(load, part);
        if (live) setState({ part, failure: null });
      },
      (error: unknown) => {
        if (live) setState({ part: null, failure: asUnavailable(error) });
      },
    );
    return () => {
      live = false;
    };
    // `attempt` starts a new load after a failure.
  }, [load, wanted, state.part, state.failure, attempt]);

  const retryable = state.failure !== null && !state.failure.reloadNeeded;
  useEffect(() => {
    if (!retryable) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retryable, retry]);

  return { ...state, retry };
}

const loaded = new WeakMap<() => Promise<unknown>, unknown>();

function asUnavailable(error: unknown): PartUnavailableError {
  return error instanceof PartUnavailableError ? error : new PartUnavailableError(true, { cause: error });
}

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
  h?: number;
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
