// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterLoad, resetAfterLoadForTests, SCREEN_WAIT_MS, SETTLE_MS, screenShown } from './after-load';

describe('afterLoad', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetAfterLoadForTests();
    // jsdom has no idle callbacks: the task runs when the settle timer ends.
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the first screen after the page has loaded', () => {
    const task = vi.fn();
    afterLoad(task);
    vi.advanceTimersByTime(1000);
    expect(task).not.toHaveBeenCalled();
    screenShown();
    vi.advanceTimersByTime(1000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('lets the screen settle first when it is already shown', () => {
    screenShown();
    const task = vi.fn();
    afterLoad(task);
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs nothing when cancelled while the screen settles', () => {
    screenShown();
    const task = vi.fn();
    const cancel = afterLoad(task);
    vi.advanceTimersByTime(SETTLE_MS / 2);
    cancel();
    vi.advanceTimersByTime(SETTLE_MS * 10);
    expect(task).not.toHaveBeenCalled();
  });

  it('does not wait forever for a screen that never comes', () => {
    const task = vi.fn();
    afterLoad(task);
    vi.advanceTimersByTime(SCREEN_WAIT_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, at any stage', () => {
    const early = vi.fn();
    afterLoad(early)();
    const late = vi.fn();
    const cancelLate = afterLoad(late);
    screenShown();
    cancelLate();
    vi.advanceTimersByTime(SCREEN_WAIT_MS * 2);
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });

  it('runs each task once even when the screen is announced twice', () => {
    const task = vi.fn();
    afterLoad(task);
    screenShown();
    screenShown();
    vi.advanceTimersByTime(SCREEN_WAIT_MS * 2);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
