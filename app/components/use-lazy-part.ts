import { useCallback, useEffect, useRef, useState } from 'react';
import { loadedPart, loadPart, PartUnavailableError } from '~/lib/import-with-retry';

type State<T> = { part: T | null; failure: PartUnavailableError | null };

/**
 * A lazily loaded part of a screen (lib/import-with-retry.ts). Loads when
 * `wanted`; once loaded (here, or by loadPart in a clientLoader or an
 * action), every later mount has it at once. When it cannot be
 * loaded, `failure` says whether a retry can work (show it with
 * `PartUnavailable`); such a retry starts by itself when the phone goes back
 * online, or with `retryHere` (the user's tap). A tap's retry keeps her place:
 * the failure's button goes away, so focus waits in `box` (a container that
 * stays, `tabIndex={-1}`) and, once the part has arrived, goes to `focusOnArrival`
 * when the screen sets it (the part's own button).
 */
export function useLazyPart<T>(load: () => Promise<T>, wanted = true) {
  const [state, setState] = useState<State<T>>(() => ({ part: loadedPart(load), failure: null }));
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setState({ part: null, failure: null });
    setAttempt((n) => n + 1);
  }, []);
  // Callback refs: the screen passes them as `ref`, and never reads an element during its render.
  const boxElement = useRef<HTMLElement | null>(null);
  const arrivalElement = useRef<HTMLElement | null>(null);
  const box = useCallback((el: HTMLElement | null) => void (boxElement.current = el), []);
  const focusOnArrival = useCallback((el: HTMLElement | null) => void (arrivalElement.current = el), []);
  const focusPending = useRef(false);
  const retryHere = useCallback(() => {
    focusPending.current = true;
    boxElement.current?.focus();
    retry();
  }, [retry]);
  useEffect(() => {
    if (!state.part || !focusPending.current) return;
    focusPending.current = false;
    arrivalElement.current?.focus();
  }, [state.part]);

  useEffect(() => {
    if (!wanted || state.part || state.failure) return;
    let live = true;
    loadPart(load).then(
      (part) => {
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

  return { ...state, retry, retryHere, box, focusOnArrival };
}

function asUnavailable(error: unknown): PartUnavailableError {
  return error instanceof PartUnavailableError ? error : new PartUnavailableError(true, { cause: error });
}
