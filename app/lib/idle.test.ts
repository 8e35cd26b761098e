/**
 * whenIdle (docs/engines.md): WebKit, the engine of every iPhone browser, has
 * no requestIdleCallback; there the task runs on the next turn instead.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LONG_IDLE_MS, whenIdle } from './idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  /** A fake requestIdleCallback: each call is kept, to be answered with a deadline. */
  function fakeIdle() {
    const calls: { cb: IdleRequestCallback; timeout: number | undefined; id: number }[] = [];
    const requestIdleCallback = vi.fn((cb: IdleRequestCallback, opts?: IdleRequestOptions) => {
      calls.push({ cb, timeout: opts?.timeout, id: calls.length + 1 });
      return calls.length;
    });
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('window', { requestIdleCallback, cancelIdleCallback });
    const answer = (left: number, didTimeout = false) =>
      calls.at(-1)!.cb({ didTimeout, timeRemaining: () => left } as IdleDeadline);
    return { calls, cancelIdleCallback, answer };
  }

  it('waits for a long idle period where requestIdleCallback exists', () => {
    vi.useFakeTimers();
    const idle = fakeIdle();
    const task = vi.fn();
    whenIdle(task, 3000);
    expect(idle.calls).toHaveLength(1);
    expect(task).not.toHaveBeenCalled();
    idle.answer(LONG_IDLE_MS + 9);
    expect(task).toHaveBeenCalledOnce();
    // The timeout does not run it a second time.
    vi.advanceTimersByTime(5000);
    expect(task).toHaveBeenCalledOnce();
  });

  it('lets the short gaps between frames go by: the first screen is still being drawn', () => {
    vi.useFakeTimers();
    const idle = fakeIdle();
    const task = vi.fn();
    const cancel = whenIdle(task, 3000);
    idle.answer(12);
    idle.answer(LONG_IDLE_MS - 1);
    expect(task).not.toHaveBeenCalled();
    expect(idle.calls).toHaveLength(3);
    cancel();
    expect(idle.cancelIdleCallback).toHaveBeenCalledWith(3);
  });

  it('runs the task when the timeout comes, even if no long idle period came (an animation that never stops)', () => {
    vi.useFakeTimers();
    const idle = fakeIdle();
    const task = vi.fn();
    whenIdle(task, 3000);
    for (let i = 0; i < 100; i++) idle.answer(8);
    vi.advanceTimersByTime(2999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
    expect(idle.cancelIdleCallback).toHaveBeenCalledWith(101);
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
