import { afterEach, describe, expect, it, vi } from 'vitest';
import { mayDefer } from './first-paint';

describe('mayDefer: what lies below the fold may wait for the first paint', () => {
  it('on a start with no anchor', () => {
    expect(mayDefer('')).toBe(true);
    expect(mayDefer('#')).toBe(true);
  });

  it('not when an anchor must be landed on: the whole page comes at once', () => {
    expect(mayDefer('#registro-do-dia')).toBe(false);
  });
});

describe('afterFirstPaint and deferBelowTheFold: one first paint per start', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  /** A fresh module (its first paint not yet marked), a page at `hash`, frames answered by hand. */
  async function start(hash = '') {
    vi.resetModules();
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('window', { location: { hash } });
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    const mod = await import('./first-paint');
    return { ...mod, frames };
  }

  it('runs every waiting task together, after the frame and the task that follows it; later ones at once', async () => {
    const { afterFirstPaint, deferBelowTheFold, frames } = await start();
    expect(deferBelowTheFold()).toBe(true);
    const footer = vi.fn();
    const below = vi.fn();
    afterFirstPaint(footer);
    afterFirstPaint(below);
    expect(frames).toHaveLength(1);
    frames[0]!(0);
    // Still before the paint: the frame's callback runs before it.
    expect(footer).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(footer).toHaveBeenCalledOnce();
    expect(below).toHaveBeenCalledOnce();
    // A screen opened later draws at once.
    expect(deferBelowTheFold()).toBe(false);
    const later = vi.fn();
    afterFirstPaint(later);
    expect(later).toHaveBeenCalledOnce();
    expect(frames).toHaveLength(1);
  });

  it('a cancelled task does not run', async () => {
    const { afterFirstPaint, frames } = await start();
    const task = vi.fn();
    afterFirstPaint(task)();
    frames[0]!(0);
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
  });

  it('a start at an #anchor defers nothing, then or later', async () => {
    const { deferBelowTheFold } = await start('#registro-do-dia');
    expect(deferBelowTheFold()).toBe(false);
    expect(deferBelowTheFold()).toBe(false);
  });
});
