/**
 * Hands a file the app made (a backup, a progress image, a calendar) to the
 * user: the share sheet on a phone that takes files (WhatsApp, Drive…), a
 * download everywhere else. A text (the testimonial) goes the same way: the
 * share sheet on a phone, a link to the app that takes it elsewhere.
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

/**
 * Gives `text` to another app: the phone's share sheet where there is one (it
 * works offline and lists the user's WhatsApp), otherwise `url` (a wa.me link:
 * WhatsApp Web or the desktop app) in a new tab. Call it soon after the tap:
 * both need the user's recent gesture. If the browser still refuses, the
 * screen keeps a link to tap.
 */
export async function shareTextOrOpen(text: string, url: string): Promise<'shared' | 'opened' | 'cancelled'> {
  const data = { text };
  if (isTouchPhone() && typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (e) {
      if ((e as Error).name === 'AbortError') return 'cancelled';
      // Not allowed here (the gesture expired, a policy): open the link instead.
    }
  }
  window.open(url, '_blank', 'noopener');
  return 'opened';
}
