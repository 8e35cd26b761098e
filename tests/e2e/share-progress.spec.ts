import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { RESULT_FIRST, TODAY_GUIDE } from '../../app/content/today-screen';
import { CARD_COLORS, CARD_SIZE, cardLayout } from '../../app/lib/progress-card/layout';
import {
  expect,
  expectNoAxeViolations,
  gotoApp,
  losingNetwork,
  readStorage,
  seedStorage,
  test,
  toast,
} from '../fixtures';
import { makeImage, photoInput, showChart, TINY_PNG_DATA_URL } from './results-helpers';
import { NOON, userOnDay } from '../users';

/**
 * "Compartilhar progresso": what the tap produces is checked as a file (its
 * name, its type by its magic bytes, its size by its own header) and, where
 * photos are involved, by the colour of the pixels where they should be.
 * The suite's browser shares no files, so the card is always downloaded.
 */

const FILE_DATE = '2026-11-23';

async function openAs(page: Page, path: string, state: Record<string, unknown>) {
  await page.clock.setFixedTime(NOON);
  await seedStorage(page, state);
  await gotoApp(page, path);
}

const section = (page: Page) => page.getByRole('region', { name: 'Seu progresso em imagem' });
const shareButton = (page: Page) => section(page).getByRole('button', { name: 'Compartilhar progresso' });
const photosBox = (page: Page) => section(page).getByRole('checkbox', { name: 'Incluir fotos de antes e depois' });

/** Taps the button and returns the file the browser downloads. */
async function shareAndDownload(page: Page): Promise<{ name: string; bytes: Buffer }> {
  const download = page.waitForEvent('download');
  await shareButton(page).click();
  return readDownload(await download);
}

async function readDownload(file: Download) {
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

/** The PNG signature, then IHDR first: its width and height. */
function pngSize(bytes: Buffer) {
  expect([...bytes.subarray(0, 8)], 'PNG signature').toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The JPEG SOI marker, then the frame header (SOFn) found by walking the segments: its width and height. */
function jpegSize(bytes: Buffer) {
  expect([...bytes.subarray(0, 3)], 'JPEG SOI marker').toEqual([0xff, 0xd8, 0xff]);
  let i = 2;
  while (i + 9 < bytes.length) {
    expect(bytes[i], `a JPEG marker at byte ${i}`).toBe(0xff);
    const marker = bytes[i + 1]!;
    const length = bytes.readUInt16BE(i + 2);
    // SOF0-SOF15, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
    }
    i += 2 + length;
  }
  throw new Error('no JPEG frame header');
}

/** The colours of the card at these points, decoded by the browser itself. */
async function pixelsAt(page: Page, bytes: Buffer, points: { x: number; y: number }[]) {
  return page.evaluate(
    async ({ b64, points }) => {
      const data = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([data]));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(bitmap, 0, 0);
      return {
        width: bitmap.width,
        height: bitmap.height,
        colors: points.map(({ x, y }) => Array.from(ctx.getImageData(x, y, 1, 1).data.slice(0, 3))),
      };
    },
    { b64: bytes.toString('base64'), points },
  );
}

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
/** JPEG moves colours a little; a different colour is far off. */
function expectColor(actual: number[] | undefined, expected: number[], what: string) {
  const far = actual!.some((c, i) => Math.abs(c - expected[i]!) > 12);
  expect(far, `${what}: got rgb(${actual?.join(', ')}), expected about rgb(${expected.join(', ')})`).toBe(false);
}

const WITH_PHOTOS = cardLayout(true).photos!;
const centre = (box: { x: number; y: number; width: number; height: number }) => ({
  x: Math.round(box.x + box.width / 2),
  y: Math.round(box.y + box.height / 2),
});

/** A one-colour image file, as the browser's encoder makes it. */
async function solidImage(page: Page, color: string, type = 'image/png') {
  const b64 = await page.evaluate(
    async ({ color, type }) => {
      const c = new OffscreenCanvas(300, 400);
      const ctx = c.getContext('2d')!;
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, 300, 400);
      const bytes = new Uint8Array(await (await c.convertToBlob({ type })).arrayBuffer());
      let s = '';
      for (const b of bytes) s += String.fromCharCode(b);
      return btoa(s);
    },
    { color, type },
  );
  return b64;
}

test('Resultados: a PNG card of 1080 × 1350 named for today; the photos stay out unless ticked', async ({ page }) => {
  await openAs(page, '/resultados', userOnDay(11));
  // Days 1-10 ticked: the card says nothing of days left unticked.
  await expect(section(page).getByTestId('share-unticked')).toHaveCount(0);
  // While the challenge runs no other card counts the ticks: with days 8-10 unticked, the note counts them.
  await page.evaluate(() => localStorage.setItem('m15-completed-days', JSON.stringify([1, 2, 3, 4, 5, 6, 7])));
  await page.reload();
  await expect(section(page).getByTestId('share-unticked')).toHaveText(
    '3 dias que já passaram não estão marcados na Jornada, e a imagem mostra só os dias marcados. Marcar os dias na Jornada',
  );
  await page.evaluate(() =>
    localStorage.setItem('m15-completed-days', JSON.stringify([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])),
  );
  await page.reload();
  await expect(section(page).getByTestId('share-unticked')).toHaveCount(0);
  // A photo saved with the results: the box is offered, and not ticked.
  const png = await makeImage(page, { width: 300, height: 400, type: 'image/png' });
  await photoInput(page, 'Foto antes').setInputFiles({ name: 'antes.png', mimeType: 'image/png', buffer: png });
  await page.getByLabel('Peso final (kg)').fill('77');
  await page.getByRole('button', { name: 'Salvar Resultados' }).click();
  await expect(toast(page, 'Resultados salvos! 🎉')).toBeVisible();
  await expect(photosBox(page)).not.toBeChecked();

  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  const file = await shareAndDownload(page);
  expect(file.name).toBe(`m15-progresso-${FILE_DATE}.png`);
  expect(pngSize(file.bytes)).toEqual({ width: 1080, height: 1350 });
  await expect(toast(page, 'Imagem pronta! 📸')).toContainText(`m15-progresso-${FILE_DATE}.png`);

  // Drawn, not blank: the brand band at the top, the cream background at the bottom.
  const { colors } = await pixelsAt(page, file.bytes, [
    { x: 4, y: 4 },
    { x: 4, y: CARD_SIZE.height - 4 },
  ]);
  expectColor(colors[0], rgb(CARD_COLORS.band), 'the brand band');
  expectColor(colors[1], rgb(CARD_COLORS.background), 'the background');
  // Sharing stores nothing.
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).toBe(stored);
  await expect(shareButton(page)).toBeEnabled();
});

test('Resultados: with the box ticked, a JPEG of 1080 × 1350 with both photos; the box is unticked again next time', async ({
  page,
}) => {
  await openAs(page, '/resultados', userOnDay(17));
  const red = Buffer.from(await solidImage(page, '#d01010'), 'base64');
  const blue = Buffer.from(await solidImage(page, '#1040d0', 'image/jpeg'), 'base64');
  await photoInput(page, 'Foto antes').setInputFiles({ name: 'antes.png', mimeType: 'image/png', buffer: red });
  await photoInput(page, 'Foto depois').setInputFiles({ name: 'depois.jpg', mimeType: 'image/jpeg', buffer: blue });
  await page.getByLabel('Peso final (kg)').fill('75');
  await page.getByRole('button', { name: 'Salvar Resultados' }).click();
  await expect(toast(page, 'Resultados salvos! 🎉')).toBeVisible();

  await photosBox(page).check();
  const file = await shareAndDownload(page);
  expect(file.name).toBe(`m15-progresso-${FILE_DATE}.jpg`);
  expect(jpegSize(file.bytes)).toEqual({ width: 1080, height: 1350 });
  const { width, height, colors } = await pixelsAt(page, file.bytes, [
    centre(WITH_PHOTOS.before.photo),
    centre(WITH_PHOTOS.after.photo),
    { x: 4, y: 4 },
  ]);
  expect({ width, height }).toEqual({ width: 1080, height: 1350 });
  expectColor(colors[0], [0xd0, 0x10, 0x10], 'the before photo');
  expectColor(colors[1], [0x10, 0x40, 0xd0], 'the after photo');
  expectColor(colors[2], rgb(CARD_COLORS.band), 'the brand band');
  await expect(toast(page, 'Imagem pronta! 📸')).not.toContainText('Foto');

  // Opting in is for one image: the screen opened again has the box unticked.
  await page.getByRole('link', { name: 'Início', exact: true }).click();
  // Left for real: a second tap before Hoje is on screen would cancel the first navigation
  // (the address changes a moment before the screen does).
  await expect(page.getByRole('heading', { level: 1, name: 'Hoje' })).toBeVisible();
  await page.getByRole('link', { name: 'Resultados', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Seus resultados' })).toBeVisible();
  await expect(photosBox(page)).not.toBeChecked();
  await page.reload();
  await expect(photosBox(page)).not.toBeChecked();
});

test('photos kept as data URLs by older versions go in; one that cannot be read says so and shows as unavailable', async ({
  page,
}) => {
  await page.clock.setFixedTime(NOON);
  await gotoApp(page, '/instalar');
  const green = `data:image/png;base64,${await solidImage(page, '#10a040')}`;
  // The before photo's Blob is gone (an id that points at nothing).
  await seedStorage(
    page,
    userOnDay(17, { 'm15-results': { finalWeight: '75', beforePhoto: 'photo-gone', afterPhoto: green } }),
  );
  await gotoApp(page, '/resultados');
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  await photosBox(page).check();
  const file = await shareAndDownload(page);
  expect(file.name).toBe(`m15-progresso-${FILE_DATE}.jpg`);
  expect(jpegSize(file.bytes)).toEqual({ width: 1080, height: 1350 });
  const { colors } = await pixelsAt(page, file.bytes, [
    { x: WITH_PHOTOS.before.photo.x + 8, y: WITH_PHOTOS.before.photo.y + 40 },
    centre(WITH_PHOTOS.after.photo),
  ]);
  expectColor(colors[0], rgb(CARD_COLORS.photoEmpty), 'the unavailable before photo');
  expectColor(colors[1], [0x10, 0xa0, 0x40], 'the after photo from a data URL');
  await expect(toast(page, 'Imagem pronta! 📸')).toContainText(
    'Uma das fotos não pôde ser lida: no lugar dela aparece “Foto indisponível”.',
  );
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).toBe(stored);
});

test('without photos there is no box to tick, and the card is a PNG', async ({ page }) => {
  await openAs(page, '/resultados', userOnDay(8));
  await expect(shareButton(page)).toBeVisible();
  await expect(photosBox(page)).toHaveCount(0);
  const file = await shareAndDownload(page);
  expect(file.name).toBe(`m15-progresso-${FILE_DATE}.png`);
  expect(pngSize(file.bytes)).toEqual({ width: 1080, height: 1350 });
});

test('when the drawing’s code cannot load, a clear message, nothing stored changes, and a later tap works', async ({
  page,
}) => {
  await openAs(page, '/resultados', userOnDay(11));
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  let downloads = 0;
  page.on('download', () => downloads++);
  // Every download fails, and the browser remembers each URL that failed.
  const network = await losingNetwork(page, 'progress-card-share', { lose: 'all' });
  await shareButton(page).click();
  // loadPart tries three times over 4 s before it gives up.
  await expect(toast(page, 'Não foi possível criar a imagem')).toContainText('Uma parte do app não carregou', {
    timeout: 20_000,
  });
  expect(downloads).toBe(0);
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).toBe(stored);
  await expect(section(page).getByRole('button', { name: 'Recarregar o app' })).toHaveCount(0);

  network.restore();
  const file = await shareAndDownload(page);
  expect(pngSize(file.bytes)).toEqual({ width: 1080, height: 1350 });
});

test('when only a reload can bring the drawing’s code, the card says so instead of promising a retry', async ({
  page,
}) => {
  await openAs(page, '/resultados', userOnDay(11));
  await losingNetwork(page, 'progress-card-share', { lose: 'all', scriptsOnly: true });
  await shareButton(page).click();
  const block = section(page).getByRole('status');
  await expect(block).toContainText('A criação da imagem não carregou, e só volta depois que o app for recarregado.', {
    timeout: 20_000,
  });
  await expect(block.getByRole('button', { name: 'Recarregar o app' })).toBeVisible();
  await expect(toast(page, 'Não foi possível criar a imagem')).toHaveCount(0);
});

test('when the browser cannot encode the image, a clear message and no file (never a blank one)', async ({ page }) => {
  await page.addInitScript(() => {
    OffscreenCanvas.prototype.convertToBlob = () => Promise.reject(new DOMException('out of memory', 'EncodingError'));
    HTMLCanvasElement.prototype.toBlob = function (callback) {
      callback(null);
    };
  });
  await openAs(page, '/resultados', userOnDay(11));
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  let downloads = 0;
  page.on('download', () => downloads++);
  await shareButton(page).click();
  await expect(toast(page, 'Não foi possível criar a imagem')).toContainText(
    'O navegador não conseguiu desenhar a imagem',
  );
  await expect(shareButton(page)).toHaveAttribute('aria-disabled', 'false');
  expect(downloads).toBe(0);
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).toBe(stored);
});

test('while the card is made the button says so and a second tap makes no second file; the keyboard works', async ({
  page,
}) => {
  await openAs(page, '/resultados', userOnDay(11));
  // Hold the drawing's code back a moment, so the busy state can be seen and tapped.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/progress-card-share-[^/?]+\.js(\?.*)?$/, async (route) => {
    await held;
    await route.continue();
  });
  const downloads: Download[] = [];
  page.on('download', (d) => downloads.push(d));

  await shareButton(page).focus();
  await page.keyboard.press('Enter');
  const busy = section(page).getByRole('button', { name: 'Criando a imagem…' });
  await expect(busy).toHaveAttribute('aria-disabled', 'true');
  // Playwright will not click a button marked disabled; a person's second tap still reaches it.
  await busy.dispatchEvent('click');
  await busy.dispatchEvent('click');
  release();
  await expect(toast(page, 'Imagem pronta! 📸')).toBeVisible();
  await expect(shareButton(page)).toHaveAttribute('aria-disabled', 'false');
  // The button kept the keyboard focus through the busy state.
  await expect(shareButton(page)).toBeFocused();
  await page.waitForTimeout(1000);
  expect(downloads).toHaveLength(1);
  expect(downloads[0]!.suggestedFilename()).toBe(`m15-progresso-${FILE_DATE}.png`);
});

test('Hoje: no card during the challenge (day 5); after the last day, the same card', async ({ page }) => {
  await openAs(page, '/', userOnDay(5));
  await expect(page.getByTestId('challenge-today')).toHaveText('Dia 5 de 15 · Jejum I');
  await expect(page.getByRole('button', { name: 'Compartilhar progresso' })).toHaveCount(0);
  await expect(section(page)).toHaveCount(0);
});

test('Hoje on the days of the way out (day 16): sharing is the result’s outline button alone, a PNG of 1080 × 1350, axe-core clean', async ({
  page,
}) => {
  await openAs(
    page,
    '/',
    userOnDay(16, { 'm15-results': { finalWeight: '74.5', beforePhoto: TINY_PNG_DATA_URL, afterPhoto: '' } }),
  );
  await expect(page.getByTestId('challenge-today')).toHaveText('Desafio concluído 🏆');
  // The way out of the fast is the action of the moment: in the result's card, one outline button; the image,
  // its preview and the photo option wait in Resultados, a link away.
  const result = page.getByRole('region', { name: 'Seu resultado' });
  const button = result.getByRole('button', { name: 'Compartilhar progresso' });
  await expect(button).toHaveAttribute('data-variant', 'outline');
  await expect(section(page)).toHaveCount(0);
  await expect(page.getByTestId('card-preview')).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Incluir fotos de antes e depois' })).toHaveCount(0);
  await expect(result.getByRole('img')).toHaveCount(0);
  await expect(result.getByRole('link', { name: RESULT_FIRST.allResults })).toHaveAttribute('href', '/resultados');
  await expectNoAxeViolations(page);
  const download = page.waitForEvent('download');
  await button.click();
  const file = await readDownload(await download);
  // Without the photos (the option is not on this screen): a PNG, where an image with them is a JPEG.
  expect(file.name).toBe(`m15-progresso-${FILE_DATE}.png`);
  expect(pngSize(file.bytes)).toEqual({ width: 1080, height: 1350 });
  expect(await readStorage(page, 'm15-results')).toEqual({
    finalWeight: '74.5',
    beforePhoto: TINY_PNG_DATA_URL,
    afterPhoto: '',
  });
});

test('Hoje after the days of the way out (day 21): sharing is the action, its image shown, its button filled', async ({
  page,
}) => {
  await openAs(page, '/', userOnDay(21, { 'm15-results': { finalWeight: '74.5', beforePhoto: '', afterPhoto: '' } }));
  await expect(page.getByTestId('refeed')).toHaveCount(0);
  // With the way out done, the note after the 15 days is the day's guidance.
  await expect(page.getByText(TODAY_GUIDE.after.before)).toBeVisible();
  await expect(section(page).getByTestId('card-preview').getByRole('img')).toBeVisible();
  await expect(shareButton(page)).toHaveAttribute('data-variant', 'filled');
});

test('Hoje after day 15 with a photo: ticked, the JPEG carries it (the photo store loads on the tap)', async ({
  page,
}) => {
  await page.clock.setFixedTime(NOON);
  await gotoApp(page, '/instalar');
  const amber = `data:image/png;base64,${await solidImage(page, '#e0a000')}`;
  await seedStorage(
    page,
    userOnDay(21, { 'm15-results': { finalWeight: '74.5', beforePhoto: amber, afterPhoto: '' } }),
  );
  await gotoApp(page, '/');
  await photosBox(page).check();
  const file = await shareAndDownload(page);
  expect(file.name).toBe(`m15-progresso-${FILE_DATE}.jpg`);
  expect(jpegSize(file.bytes)).toEqual({ width: 1080, height: 1350 });
  const { colors } = await pixelsAt(page, file.bytes, [centre(WITH_PHOTOS.before.photo)]);
  expectColor(colors[0], [0xe0, 0xa0, 0x00], 'the before photo');
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`Resultados with the control and its box: axe-core clean, 44 px targets, no sideways scroll (${colorScheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await page.clock.setFixedTime(NOON);
    await gotoApp(page, '/instalar');
    const photo = `data:image/png;base64,${await solidImage(page, '#808080')}`;
    await seedStorage(
      page,
      userOnDay(17, { 'm15-results': { finalWeight: '75', beforePhoto: photo, afterPhoto: '' } }),
    );
    await gotoApp(page, '/resultados');
    // The chart's placeholder shimmers until the chart is near the screen: let it come first.
    await expect((await showChart(page)).locator('svg').first()).toBeVisible();
    await section(page).scrollIntoViewIfNeeded();
    await expect(photosBox(page)).toBeVisible();
    await expectNoAxeViolations(page);
    const label = section(page).locator('label').filter({ hasText: 'Incluir fotos de antes e depois' });
    for (const control of [shareButton(page), label]) {
      const box = await control.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(43.5);
      expect(box?.width).toBeGreaterThanOrEqual(43.5);
    }
    // The whole label ticks the box.
    await label.click();
    await expect(photosBox(page)).toBeChecked();
    await photosBox(page).press('Space');
    await expect(photosBox(page)).not.toBeChecked();
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(sideways).toBe(false);
  });
}
