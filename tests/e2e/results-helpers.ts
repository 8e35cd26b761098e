import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

/** Shared data and helpers of the results specs. */
export const PROFILE = { name: 'Ana', startDate: '2026-03-01', initialWeight: '80', height: '165', waterGoal: '2.8' };

/** A diary of weigh-ins: [date, weight] pairs, 2 L of water each. */
export const diary = (...days: [string, string][]) => days.map(([date, weight]) => ({ date, weight, water: '2' }));

/** A real image made by the browser's own encoder (OffscreenCanvas → JPEG/PNG), as file bytes. */
export async function makeImage(
  page: Page,
  {
    width,
    height,
    type = 'image/jpeg',
    quality = 0.92,
  }: { width: number; height: number; type?: string; quality?: number },
): Promise<Buffer> {
  const b64 = await page.evaluate(
    async ({ width, height, type, quality }) => {
      const c = new OffscreenCanvas(width, height);
      const ctx = c.getContext('2d')!;
      // Something like a photo: a sky gradient, a horizon, a few shapes and some grain.
      const g = ctx.createLinearGradient(0, 0, 0, height);
      g.addColorStop(0, '#7fb3ff');
      g.addColorStop(0.6, '#ffe2b8');
      g.addColorStop(1, '#4a7a3a');
      ctx.fillStyle = g;
      ctx.fillRect(0, 0, width, height);
      for (let i = 0; i < 40; i++) {
        ctx.fillStyle = `hsl(${(i * 37) % 360} 60% ${30 + (i % 5) * 10}%)`;
        ctx.beginPath();
        ctx.arc(
          (((i * 97) % 100) / 100) * width,
          (((i * 53) % 100) / 100) * height,
          (0.02 + (i % 7) / 100) * width,
          0,
          Math.PI * 2,
        );
        ctx.fill();
      }
      ctx.fillStyle = '#222';
      ctx.font = `${Math.round(height / 10)}px sans-serif`;
      ctx.fillText('M15 antes e depois', width * 0.1, height * 0.5);
      // Sensor grain over the whole frame, as in a real phone photo (it is what makes them 3-6 MB).
      const grain = ctx.getImageData(0, 0, width, height);
      let seed = 42;
      for (let i = 0; i < grain.data.length; i += 4) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        const n = (seed % 25) - 12;
        grain.data[i] = grain.data[i]! + n;
        grain.data[i + 1] = grain.data[i + 1]! + n;
        grain.data[i + 2] = grain.data[i + 2]! + ((seed >> 8) % 25) - 12;
      }
      ctx.putImageData(grain, 0, 0);
      const blob = await c.convertToBlob({ type, quality });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let s = '';
      for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(s);
    },
    { width, height, type, quality },
  );
  return Buffer.from(b64, 'base64');
}

/** Inserts an EXIF block with this orientation right after a JPEG's SOI marker. */
export function withExifOrientation(jpeg: Buffer, orientation: number): Buffer {
  const tiff = Buffer.from([
    0x49,
    0x49,
    0x2a,
    0x00,
    0x08,
    0x00,
    0x00,
    0x00, // 'II', 42, IFD at 8
    0x01,
    0x00, // one entry
    0x12,
    0x01,
    0x03,
    0x00,
    0x01,
    0x00,
    0x00,
    0x00,
    orientation,
    0x00,
    0x00,
    0x00, // Orientation, SHORT, 1
    0x00,
    0x00,
    0x00,
    0x00, // no next IFD
  ]);
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'binary'), tiff]);
  const len = body.length + 2;
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, len >> 8, len & 0xff]), body]);
  return Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]);
}

/** The photos the app keeps in IndexedDB, with their type and decoded size. */
export async function readPhotoBlobs(page: Page) {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const r = indexedDB.open('m15-photos');
      r.onupgradeneeded = () => r.result.createObjectStore('photos');
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
    if (!db.objectStoreNames.contains('photos')) return [];
    const all = await new Promise<{ keys: IDBValidKey[]; values: unknown[] }>((resolve, reject) => {
      const tx = db.transaction('photos', 'readonly');
      const store = tx.objectStore('photos');
      const keys = store.getAllKeys();
      const values = store.getAll();
      tx.oncomplete = () => resolve({ keys: keys.result, values: values.result });
      tx.onerror = () => reject(tx.error);
    });
    db.close();
    return Promise.all(
      all.values.map(async (value, i) => {
        // Stored as bytes and type (app/storage/photos.ts); older versions stored a Blob.
        const stored = value as { type: string; bytes: ArrayBuffer };
        const blob = value instanceof Blob ? value : new Blob([stored.bytes], { type: stored.type });
        const bmp = await createImageBitmap(blob);
        const out = { id: String(all.keys[i]), size: blob.size, type: blob.type, width: bmp.width, height: bmp.height };
        bmp.close();
        return out;
      }),
    );
  });
}

export const photoInput = (page: Page, label: 'Foto antes' | 'Foto depois') =>
  page.locator(`input[type="file"][aria-label="${label}"]`);

/** A 1×1 PNG as older versions stored it (a data URL). */
export const TINY_PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** The built chunk that holds js-confetti (found by one of its own option names). */
export function confettiChunk(): string {
  const dir = path.resolve('build/client/assets');
  const file = fs
    .readdirSync(dir)
    .find((f) => f.endsWith('.js') && fs.readFileSync(path.join(dir, f), 'utf8').includes('confettiDispatchPosition'));
  if (!file) throw new Error('js-confetti chunk not found in the build');
  return file;
}

/** The chart loads when it is about to be seen: scroll to it, then return it. */
export async function showChart(page: Page) {
  await page.getByRole('heading', { name: 'Evolução do peso' }).scrollIntoViewIfNeeded();
  return page.getByTestId('grafico-peso');
}

/**
 * The chart's axis labels as the user reads them: the dates along the bottom
 * (with 'Início' and 'Final'), and the values up the side as numbers.
 */
export async function chartAxes(chart: Locator): Promise<{ x: string[]; y: number[] }> {
  const texts = await chart.locator('svg text').allTextContents();
  const isValue = (t: string) => /^\d+(,\d+)?$/.test(t);
  return { x: texts.filter((t) => !isValue(t)), y: texts.filter(isValue).map((t) => Number(t.replace(',', '.'))) };
}
