// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountRoot } from '../../test-utils/react-root';
import { useReadAgainOnReturn } from './use-read-again-on-return';

function Harness({ readAgain }: { readAgain: () => void }) {
  useReadAgainOnReturn(readAgain);
  return null;
}

let screen: ReturnType<typeof mountRoot>;
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
  screen = mountRoot();
});
afterEach(() => {
  screen.unmount();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const draw = (readAgain: () => void) => screen.render(<Harness readAgain={readAgain} />);

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
    screen.unmount();
    vi.advanceTimersByTime(3_600_000);
    become('visible');
    expect(readAgain).not.toHaveBeenCalled();
  });
});
