/**
 * Hands a file the app made (a backup, a progress image, a calendar) to the
 * user: the share sheet on a phone that takes files (WhatsApp, Drive…), a
 * download everywhere else.
 */
export type Delivery = 'shared' | 'downloaded' | 'cancelled';

const isTouchPhone = () => typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;

export function download(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.click();
  // The browser has started the download by then; the URL is only a handle.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export async function shareOrDownload(file: File, text: { title: string; text?: string }): Promise<Delivery> {
  if (isTouchPhone() && navigator.canShare?.({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title: text.title, ...(text.text ? { text: text.text } : {}) });
      return 'shared';
    } catch (e) {
      if ((e as Error).name === 'AbortError') return 'cancelled';
      // Sharing failed (not allowed here, or the target refused it): download instead.
    }
  }
  download(file, file.name);
  return 'downloaded';
}
