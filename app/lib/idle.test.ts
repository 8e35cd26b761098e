/**
 * whenIdle (docs/engines.md): WebKit, the engine of every iPhone browser, has
 * no requestIdleCallback; there the task runs on the next turn instead.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('waits for the browser to be idle, at most the timeout, where requestIdleCallback exists', () => {
    const requestIdleCallback = vi.fn((_cb: () => void, _opts: { timeout: number }) => 7);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('window', { requestIdleCallback, cancelIdleCallback });
    const task = vi.fn();
    const cancel = whenIdle(task, 3000);
    expect(requestIdleCallback).toHaveBeenCalledWith(task, { timeout: 3000 });
    expect(task).not.toHaveBeenCalled();
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('runs the task on the next turn where there is none (WebKit), and can still be cancelled', () => {
    vi.useFakeTimers();
    vi.stubGlobal('window', {});
    const task = vi.fn();
    whenIdle(task, 3000);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledOnce();

    const cancelled = vi.fn();
    whenIdle(cancelled, 3000)();
    vi.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
