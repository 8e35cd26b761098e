/**
 * Handing a file to the user (docs/engines.md): the share sheet only where
 * the browser shares files (Web Share Level 2: Safari and Chrome on phones);
 * a download everywhere else: Firefox, desktop browsers, WebKitGTK, and a
 * Safari that cannot share this kind of file.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shareOrDownload } from './share-or-download';

const clicked: string[] = [];
const file = new File(['{}'], 'm15-backup-2026-11-22.json', { type: 'application/json' });

function phone({ touch, navigator }: { touch: boolean; navigator: Record<string, unknown> }) {
  vi.stubGlobal('matchMedia', (q: string) => ({ matches: touch && q === '(pointer: coarse)' }));
  vi.stubGlobal('navigator', navigator);
}

beforeEach(() => {
  clicked.length = 0;
  vi.useFakeTimers();
  vi.stubGlobal('URL', { createObjectURL: () => 'blob:m15/1', revokeObjectURL: vi.fn() });
  vi.stubGlobal('document', {
    createElement: () => ({
      click(this: { download: string }) {
        clicked.push(this.download);
      },
    }),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('shareOrDownload', () => {
  it('opens the share sheet on a phone that shares files', async () => {
    const share = vi.fn(async () => {});
    phone({ touch: true, navigator: { canShare: () => true, share } });
    expect(await shareOrDownload(file, { title: 'Backup do M15' })).toBe('shared');
    expect(share).toHaveBeenCalledWith({ files: [file], title: 'Backup do M15' });
    expect(clicked).toEqual([]);
  });

  it.each([
    ['Firefox and WebKitGTK (no Web Share at all)', { touch: true, navigator: {} }],
    ['a browser with Web Share but without files (no canShare)', { touch: true, navigator: { share: vi.fn() } }],
    ['a phone that cannot share this file', { touch: true, navigator: { canShare: () => false, share: vi.fn() } }],
    ['a desktop browser, even one that shares', { touch: false, navigator: { canShare: () => true, share: vi.fn() } }],
  ])('downloads the file in %s', async (_, setup) => {
    phone(setup);
    expect(await shareOrDownload(file, { title: 'Backup do M15' })).toBe('downloaded');
    expect(clicked).toEqual(['m15-backup-2026-11-22.json']);
    expect((setup.navigator as { share?: ReturnType<typeof vi.fn> }).share ?? vi.fn()).not.toHaveBeenCalled();
  });

  it('downloads when the share sheet refuses (not allowed here), and says nothing when she closes it', async () => {
    phone({
      touch: true,
      navigator: { canShare: () => true, share: async () => Promise.reject(new DOMException('no', 'NotAllowedError')) },
    });
    expect(await shareOrDownload(file, { title: 'Backup do M15' })).toBe('downloaded');
    expect(clicked).toEqual(['m15-backup-2026-11-22.json']);
    phone({
      touch: true,
      navigator: { canShare: () => true, share: async () => Promise.reject(new DOMException('closed', 'AbortError')) },
    });
    expect(await shareOrDownload(file, { title: 'Backup do M15' })).toBe('cancelled');
    expect(clicked).toHaveLength(1);
  });
});
