// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useReadAgainOnReturn } from './use-read-again-on-return';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Harness({ readAgain }: { readAgain: () => void }) {
  useReadAgainOnReturn(readAgain);
  return null;
}

let container: HTMLDivElement;
let root: Root;
let visibility: DocumentVisibilityState;

/** The page hidden or shown, as a phone does when she leaves the app and comes back. */
const become = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2026, 10, 25, 19, 0) });
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const draw = (readAgain: () => void) => act(() => root.render(<Harness readAgain={readAgain} />));

describe('useReadAgainOnReturn', () => {
  it('reads storage again when she comes back after a night away', () => {
    const readAgain = vi.fn();
    draw(readAgain);
    become('hidden');
    vi.setSystemTime(new Date(2026, 10, 26, 7, 30));
    become('visible');
    expect(readAgain).toHaveBeenCalledTimes(1);
  });

  it('does not for a glance at another app under a minute, and counts each time away on its own', () => {
    const readAgain = vi.fn();
    draw(readAgain);
    become('hidden');
    vi.advanceTimersByTime(59_000);
    become('visible');
    expect(readAgain).not.toHaveBeenCalled();
    become('hidden');
    vi.advanceTimersByTime(60_000);
    become('visible');
    expect(readAgain).toHaveBeenCalledTimes(1);
  });

  it('counts a clock set back while she was away as time away', () => {
    const readAgain = vi.fn();
    draw(readAgain);
    become('hidden');
    vi.setSystemTime(new Date(2026, 10, 24, 19, 0));
    become('visible');
    expect(readAgain).toHaveBeenCalledTimes(1);
  });

  it('does nothing on a "visible" with no "hidden" before it, nor after the screen is gone', () => {
    const readAgain = vi.fn();
    draw(readAgain);
    vi.advanceTimersByTime(3_600_000);
    become('visible');
    become('hidden');
    act(() => root.unmount());
    root = createRoot(container);
    vi.advanceTimersByTime(3_600_000);
    become('visible');
    expect(readAgain).not.toHaveBeenCalled();
  });
});
