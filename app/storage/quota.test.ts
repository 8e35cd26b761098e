/**
 * navigator.storage (docs/engines.md): older Safari and WebKitGTK have
 * no persist(), WebKitGTK no estimate(); the app then says the data is not
 * protected and shows no figures it cannot know.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { askPersistentStorage, storageStatus } from './quota';

afterEach(() => vi.unstubAllGlobals());

describe('storageStatus', () => {
  it('reads the usage, the quota and the protection where the browser tells them', async () => {
    vi.stubGlobal('navigator', {
      storage: { estimate: async () => ({ usage: 1200, quota: 5e9 }), persisted: async () => true },
    });
    expect(await storageStatus()).toEqual({ usage: 1200, quota: 5e9, persisted: true });
  });

  it.each([
    ['no navigator.storage', {}],
    ['a navigator.storage without estimate() or persisted() (WebKitGTK)', { storage: {} }],
    [
      'calls that fail',
      {
        storage: {
          estimate: async () => Promise.reject(new Error('x')),
          persisted: async () => Promise.reject(new Error('x')),
        },
      },
    ],
  ])('answers unknown figures for %s', async (_, navigator) => {
    vi.stubGlobal('navigator', navigator);
    expect(await storageStatus()).toEqual({ usage: null, quota: null, persisted: null });
  });
});

describe('askPersistentStorage', () => {
  it('is false where the browser has no persist() (older Safari, WebKitGTK)', async () => {
    vi.stubGlobal('navigator', { storage: {} });
    expect(await askPersistentStorage()).toBe(false);
  });
  it('asks only when not protected yet', async () => {
    const persist = vi.fn(async () => true);
    vi.stubGlobal('navigator', { storage: { persisted: async () => true, persist } });
    expect(await askPersistentStorage()).toBe(true);
    expect(persist).not.toHaveBeenCalled();
  });
});
