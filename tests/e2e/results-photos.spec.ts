import { expect, expectNoAxeViolations, gotoApp, readStorage, seedStorage, test, toast } from '../fixtures';
import { NOON, userOnDay } from '../users';
import {
  makeImage,
  photoInput,
  PROFILE,
  readPhotoBlobs,
  TINY_PNG_DATA_URL,
  withExifOrientation,
} from './results-helpers';

type Results = { finalWeight: string; finalWeightOn?: string; beforePhoto: string; afterPhoto: string };
type PhotoRecord = { id: number; date: string; beforePhoto: string; afterPhoto: string; weight: string };
const today = () => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());

// seedStorage runs once per tab: each test seeds everything it needs in one call.
const seed = (page: Parameters<typeof seedStorage>[0], values: Record<string, unknown> = {}) =>
  seedStorage(page, { 'm15-profile': PROFILE, ...values });

test('before and after photos are stored as Blobs in IndexedDB, recorded in the history and compared side by side', async ({
  page,
}) => {
  await seed(page);
  await gotoApp(page, '/resultados');
  const png = await makeImage(page, { width: 300, height: 400, type: 'image/png' });
  await photoInput(page, 'Foto antes').setInputFiles({ name: 'antes.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: 'Foto antes escolhida' })).toBeVisible();
  // Kept as soon as it is picked (decision 011): stored, waiting for its form, and no record changed yet.
  const kept = await readPhotoBlobs(page);
  expect(kept).toHaveLength(1);
  expect(await readStorage(page, 'm15-photos-kept')).toEqual([{ id: kept[0]!.id, keptAt: expect.any(Number) }]);
  expect(await readStorage(page, 'm15-results')).toBeNull();
  await photoInput(page, 'Foto depois').setInputFiles({ name: 'depois.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: 'Foto depois escolhida' })).toBeVisible();
  await page.getByLabel('Peso final (kg)').fill('76');
  await page.getByRole('button', { name: 'Salvar Resultados' }).click();
  await expect(toast(page, 'Resultados salvos! 🎉')).toBeVisible();
  // Claimed by the records: no longer waiting for a form.
  expect(await readStorage(page, 'm15-photos-kept')).toBeNull();

  const results = (await readStorage<Results>(page, 'm15-results'))!;
  expect(results.finalWeight).toBe('76');
  expect(results.beforePhoto).toMatch(/^photo-[0-9a-f-]+$/);
  expect(results.afterPhoto).toMatch(/^photo-[0-9a-f-]+$/);
  expect(results.afterPhoto).not.toBe(results.beforePhoto);
  const history = (await readStorage<PhotoRecord[]>(page, 'm15-photo-history'))!;
  expect(history).toHaveLength(1);
  expect(history[0]).toMatchObject({
    date: today(),
    beforePhoto: results.beforePhoto,
    afterPhoto: results.afterPhoto,
    weight: '76',
  });
  expect(typeof history[0]!.id).toBe('number');
  const blobs = await readPhotoBlobs(page);
  expect(blobs.map((b) => b.id).sort()).toEqual([results.beforePhoto, results.afterPhoto].sort());
  for (const b of blobs) expect(b).toMatchObject({ width: 300, height: 400 });
  expect(JSON.stringify(await page.evaluate(() => ({ ...localStorage })))).not.toContain('data:image');

  // Each photo shows once, in the form, with its date and weight below it, not over it.
  const form = page.getByRole('region', { name: 'Registre seu resultado' });
  const before = form.getByRole('img', { name: 'Foto antes salva' });
  const after = form.getByRole('img', { name: 'Foto depois salva' });
  await expect(before).toHaveJSProperty('naturalWidth', 300);
  await expect(after).toHaveJSProperty('naturalWidth', 300);
  // Day and month, on one line under the tile: the year goes without saying.
  const beforeCaption = form.getByText('01/03 · 80,0 kg', { exact: true });
  await expect(form.getByText(`${today().slice(0, 5)} · 76,0 kg`, { exact: true })).toBeVisible();
  const photoBox = (await before.boundingBox())!;
  const captionBox = (await beforeCaption.boundingBox())!;
  expect(captionBox.y).toBeGreaterThanOrEqual(photoBox.y + photoBox.height);
  expect(captionBox.height).toBeLessThan(30);
  await expect(page.getByRole('img', { name: /antes/i })).toHaveCount(1);
  await expect(page.getByRole('img', { name: /depois/i })).toHaveCount(1);

  // And the same comparison for the history record.
  const section = page.getByRole('region', { name: 'Histórico de fotos' });
  await expect(section).toContainText('1 registro salvo');
  await section.getByRole('button', { name: 'Ver Todas' }).click();
  await expect(section.getByRole('listitem').getByRole('img', { name: /^Depois — / })).toHaveJSProperty(
    'naturalWidth',
    300,
  );

  // After a reload the photos are still there (the form shows the stored ones).
  await page.reload();
  await expect(page.getByRole('img', { name: 'Foto antes salva' })).toHaveJSProperty('naturalWidth', 300);
});

// How fast it saves is measured by `npm run bench`; here, what is stored.
test('a 12-megapixel JPEG is downscaled to 1280 px and stored small', async ({ page }) => {
  await seed(page);
  await gotoApp(page, '/resultados');
  const jpeg = await makeImage(page, { width: 4000, height: 3000 });
  await photoInput(page, 'Foto depois').setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await page.getByLabel('Peso final (kg)').fill('75');
  await page.getByRole('button', { name: 'Salvar Resultados' }).click();
  await expect(toast(page, 'Resultados salvos! 🎉')).toBeVisible();
  const [blob] = await readPhotoBlobs(page);
  expect(blob).toMatchObject({ width: 1280, height: 960 });
  expect(['image/webp', 'image/jpeg']).toContain(blob!.type);
  expect(blob!.size).toBeLessThanOrEqual(400 * 1024);
});

test('the camera orientation is respected (EXIF orientation 6 becomes a portrait photo)', async ({ page }) => {
  await seed(page);
  await gotoApp(page, '/resultados');
  const sideways = withExifOrientation(await makeImage(page, { width: 2000, height: 1500 }), 6);
  await photoInput(page, 'Foto antes').setInputFiles({ name: 'retrato.jpg', mimeType: 'image/jpeg', buffer: sideways });
  await page.getByLabel('Peso final (kg)').fill('75');
  await page.getByRole('button', { name: 'Salvar Resultados' }).click();
  await expect(toast(page, 'Resultados salvos! 🎉')).toBeVisible();
  const [blob] = await readPhotoBlobs(page);
  expect(blob).toMatchObject({ width: 960, height: 1280 });
});

test('a text file renamed .jpg is refused with a clear toast and nothing is saved', async ({ page }) => {
  await seed(page, { 'm15-results': { finalWeight: '77', beforePhoto: TINY_PNG_DATA_URL, afterPhoto: '' } });
  await gotoApp(page, '/resultados');
  await page.getByRole('button', { name: 'Remover foto depois' }).waitFor({ state: 'detached' });
  await photoInput(page, 'Foto depois').setInputFiles({
    name: 'foto.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('isto não é uma foto <img src=x onerror=alert(1)>'),
  });
  const t = toast(page, 'Arquivo não é uma imagem');
  await expect(t).toContainText('Escolha uma foto ou imagem do seu aparelho.');
  await expect(t).toHaveAttribute('data-kind', 'error');
  await expect(page.getByRole('img', { name: 'Foto depois escolhida' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Salvar Resultados' }).click();
  await expect(toast(page, 'Resultados salvos! 🎉')).toBeVisible();
  // The earlier photo is intact and no file was stored.
  expect(await readStorage(page, 'm15-results')).toEqual({
    finalWeight: '77',
    beforePhoto: TINY_PNG_DATA_URL,
    afterPhoto: '',
  });
  expect(await readPhotoBlobs(page)).toEqual([]);
});

test('a file that looks like a JPEG but does not decode is refused when picked, and nothing changes', async ({
  page,
}) => {
  await seed(page, { 'm15-results': { finalWeight: '77', beforePhoto: '', afterPhoto: '' } });
  await gotoApp(page, '/resultados');
  const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
  await photoInput(page, 'Foto antes').setInputFiles({ name: 'quebrada.jpg', mimeType: 'image/jpeg', buffer: broken });
  await expect(toast(page, 'Não foi possível abrir a foto')).toContainText('Tente outra foto.');
  await expect(page.getByRole('button', { name: 'Escolher foto antes' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Foto antes escolhida' })).toHaveCount(0);
  expect(await readPhotoBlobs(page)).toEqual([]);
  expect(await readStorage(page, 'm15-photos-kept')).toBeNull();
  expect(await readStorage(page, 'm15-results')).toEqual({ finalWeight: '77', beforePhoto: '', afterPhoto: '' });
  expect(await readStorage(page, 'm15-photo-history')).toBeNull();
});

test('removing a photo saves without it; clearing the history deletes only the files nothing shows', async ({
  page,
}) => {
  await seed(page);
  await gotoApp(page, '/resultados');
  const png = await makeImage(page, { width: 120, height: 160, type: 'image/png' });
  await photoInput(page, 'Foto antes').setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: png });
  await photoInput(page, 'Foto depois').setInputFiles({ name: 'b.png', mimeType: 'image/png', buffer: png });
  await page.getByLabel('Peso final (kg)').fill('78');
  await page.getByRole('button', { name: 'Salvar Resultados' }).click();
  await expect(toast(page, 'Resultados salvos! 🎉')).toBeVisible();
  const first = (await readStorage<Results>(page, 'm15-results'))!;

  await page.getByRole('button', { name: 'Remover foto depois' }).click();
  await page.getByRole('button', { name: 'Salvar Resultados' }).click();
  await expect(page.getByRole('region', { name: 'Histórico de fotos' })).toContainText('2 registros salvos');
  const second = (await readStorage<Results>(page, 'm15-results'))!;
  // The same final weight keeps the date it was first saved on.
  expect(second).toEqual({
    finalWeight: '78',
    finalWeightOn: first.finalWeightOn,
    beforePhoto: first.beforePhoto,
    afterPhoto: '',
  });
  expect(first.finalWeightOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  // The after photo is still shown by the first history record.
  expect((await readPhotoBlobs(page)).map((b) => b.id).sort()).toEqual([first.beforePhoto, first.afterPhoto].sort());

  const section = page.getByRole('region', { name: 'Histórico de fotos' });
  await section.getByRole('button', { name: 'Limpar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sim, apagar' }).click();
  await expect(toast(page, 'Histórico de fotos limpo')).toBeVisible();
  // The before photo is still the current result's: it stays; the other file is gone.
  await expect.poll(async () => (await readPhotoBlobs(page)).map((b) => b.id)).toEqual([first.beforePhoto]);
  await expect(page.getByRole('img', { name: 'Foto antes salva' })).toHaveJSProperty('naturalWidth', 120);
});

test('an empty photo slot says what to do, keeps its size when the photo arrives, and is clean for axe in light and dark', async ({
  page,
}) => {
  await seed(page);
  await gotoApp(page, '/resultados');
  const form = page.getByRole('region', { name: 'Registre seu resultado' });
  // No figure that looks like a photo: the words, and the one button that opens the camera or the gallery.
  await expect(form.getByRole('img')).toHaveCount(0);
  await expect(form).toContainText('Adicione sua foto de antes');
  await expect(form).toContainText('Adicione sua foto de depois');
  const pickBefore = form.getByRole('button', { name: 'Escolher foto antes' });
  await expect(pickBefore).toHaveAccessibleDescription('Adicione sua foto de antes');
  await expect(form.getByRole('button', { name: 'Escolher foto depois' })).toHaveAccessibleDescription(
    'Adicione sua foto de depois',
  );
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectNoAxeViolations(page);

  // The empty slot has the photo's own 4:5 tile: the photo takes its place without a jump.
  const slot = (await form.locator('.mantine-Dropzone-root').first().boundingBox())!;
  expect(Math.round(slot.height)).toBe(Math.round((slot.width * 5) / 4));
  const png = await makeImage(page, { width: 300, height: 400, type: 'image/png' });
  await photoInput(page, 'Foto antes').setInputFiles({ name: 'antes.png', mimeType: 'image/png', buffer: png });
  const photo = form.getByRole('img', { name: 'Foto antes escolhida' });
  await expect(photo).toBeVisible();
  const shown = (await photo.boundingBox())!;
  expect(Math.abs(shown.height - slot.height)).toBeLessThanOrEqual(1);
  expect(Math.abs(shown.y - slot.y)).toBeLessThanOrEqual(1);
  // Its remove button, 44 px and round, sits over the photo's top corner: the photo adds no row of its own.
  const remove = (await form.getByRole('button', { name: 'Remover foto antes' }).boundingBox())!;
  expect(remove.width).toBeGreaterThanOrEqual(44);
  expect(remove.height).toBeGreaterThanOrEqual(44);
  expect(remove.y).toBeGreaterThanOrEqual(shown.y);
  expect(remove.y + remove.height).toBeLessThan(shown.y + shown.height / 2);
  expect(remove.x + remove.width).toBeLessThanOrEqual(shown.x + shown.width);
  expect(remove.x).toBeGreaterThan(shown.x + shown.width / 2);
  await expect(form).not.toContainText('Adicione sua foto de antes');
  await expect(form).toContainText('Adicione sua foto de depois');
});

test('after the days of the way out (day 21), Hoje says which photo is missing and leads to Resultados’ form to add it', async ({
  page,
}) => {
  await page.clock.setFixedTime(NOON);
  await seedStorage(
    page,
    userOnDay(21, { 'm15-results': { finalWeight: '75', beforePhoto: TINY_PNG_DATA_URL, afterPhoto: '' } }),
  );
  await gotoApp(page, '/');
  const result = page.getByRole('region', { name: 'Seu resultado' });
  // One photo in the pair (the image to share, drawn in the same card, is not one of them).
  await expect(result.getByRole('img', { name: /^(Antes|Depois)/ })).toHaveCount(1);
  await expect(result).toContainText('Adicione sua foto de depois');
  await result.getByRole('link', { name: 'Adicionar em Resultados' }).click();
  await expect(page).toHaveURL('/resultados#registrar-resultado');
  await expect(page.getByRole('heading', { name: 'Registre seu resultado' })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Escolher foto depois' })).toBeVisible();
});

test('after the days of the way out (day 21), Hoje captions both photos: the after one with the "Peso Final" saved with it', async ({
  page,
}) => {
  await page.clock.setFixedTime(NOON);
  await seedStorage(
    page,
    userOnDay(21, {
      'm15-results': { finalWeight: '75', beforePhoto: TINY_PNG_DATA_URL, afterPhoto: TINY_PNG_DATA_URL },
    }),
  );
  await gotoApp(page, '/');
  const captions = page.getByRole('region', { name: 'Seu resultado' }).locator('figcaption');
  await expect(captions).toHaveText([/^Antes.*82,0\skg$/, /^Depois\s*75,0\skg$/]);
});

test('photos saved as data URLs by older versions are still shown', async ({ page }) => {
  await seed(page, {
    'm15-results': { finalWeight: '77', beforePhoto: TINY_PNG_DATA_URL, afterPhoto: 'javascript:alert(1)' },
  });
  await gotoApp(page, '/resultados');
  const saved = page.getByRole('img', { name: 'Foto antes salva' });
  await expect(saved).toHaveJSProperty('naturalWidth', 1);
  // A square photo fills its 3:4 frame, cropped at the edges, as a phone's 9:16 one does: no band, no spill.
  const { photo, frame } = await saved.evaluate((img) => {
    const size = (e: Element) => {
      const r = e.getBoundingClientRect();
      return { width: Math.round(r.width), height: Math.round(r.height) };
    };
    return { photo: size(img), frame: size(img.parentElement!) };
  });
  expect(photo).toEqual(frame);
  expect(frame.height).toBeGreaterThan(frame.width);
  await expect(page.getByRole('region', { name: 'Registre seu resultado' })).toContainText(
    'Esta foto não está mais neste aparelho.',
  );
});

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });
  test('a photo can be dropped on the picker', async ({ page }) => {
    await seed(page);
    await gotoApp(page, '/resultados');
    const png = await makeImage(page, { width: 64, height: 64, type: 'image/png' });
    const dataTransfer = await page.evaluateHandle((b64) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const dt = new DataTransfer();
      dt.items.add(new File([bytes], 'arrastada.png', { type: 'image/png' }));
      return dt;
    }, png.toString('base64'));
    const zone = page.locator('.mantine-Dropzone-root').first();
    await zone.dispatchEvent('dragenter', { dataTransfer });
    await zone.dispatchEvent('drop', { dataTransfer });
    await expect(page.getByRole('img', { name: 'Foto antes escolhida' })).toBeVisible();
  });
});

test('a full storage when a photo is picked shows a clear toast and loses nothing', async ({ page }) => {
  await seed(page, { 'm15-results': { finalWeight: '77', beforePhoto: TINY_PNG_DATA_URL, afterPhoto: '' } });
  // The photo store answers as a full disk does.
  await page.addInitScript(() => {
    IDBObjectStore.prototype.put = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await gotoApp(page, '/resultados');
  const png = await makeImage(page, { width: 80, height: 80, type: 'image/png' });
  await photoInput(page, 'Foto depois').setInputFiles({ name: 'b.png', mimeType: 'image/png', buffer: png });
  await expect(toast(page, 'Armazenamento cheio')).toContainText('Nada foi perdido');
  // The slot offers the picker again; nothing was kept or saved.
  await expect(page.getByRole('button', { name: 'Escolher foto depois' })).toBeVisible();
  expect(await readStorage(page, 'm15-photos-kept')).toBeNull();
  expect(await readStorage(page, 'm15-results')).toEqual({
    finalWeight: '77',
    beforePhoto: TINY_PNG_DATA_URL,
    afterPhoto: '',
  });
  expect(await readStorage(page, 'm15-photo-history')).toBeNull();
});

test('a photo kept for a form that was never saved is removed at a later start, once a day has passed', async ({
  page,
}) => {
  await seed(page);
  await gotoApp(page, '/resultados');
  const png = await makeImage(page, { width: 60, height: 80, type: 'image/png' });
  await photoInput(page, 'Foto antes').setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: 'Foto antes escolhida' })).toBeVisible();
  const [abandoned] = await readPhotoBlobs(page);
  // She leaves without saving; a reload (a new start) keeps it: the form could still be open in another tab.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Escolher foto antes' })).toBeVisible();
  // The start's clean-up runs once the screen is idle: it has run when this photo, kept by nothing, is gone.
  await page.evaluate(async () => {
    const open = indexedDB.open('m15-photos');
    const db = await new Promise<IDBDatabase>((resolve) => (open.onsuccess = () => resolve(open.result)));
    await new Promise((resolve) => {
      const tx = db.transaction('photos', 'readwrite');
      tx.objectStore('photos').put({ type: 'image/png', bytes: new ArrayBuffer(8) }, 'photo-left-by-a-save-cut-short');
      tx.oncomplete = resolve;
    });
    db.close();
  });
  await page.reload();
  // readPhotoBlobs decodes every photo: it fails while those 8 bytes, no photo at all, are still there.
  await expect
    .poll(async () => (await readPhotoBlobs(page).catch(() => null))?.map((b) => b.id) ?? null)
    .toEqual([abandoned!.id]);
  expect(await readStorage(page, 'm15-photos-kept')).toEqual([{ id: abandoned!.id, keptAt: expect.any(Number) }]);

  // A day later, it is no longer waiting: the next start removes it and takes it off the list.
  await page.evaluate(() => {
    const list = JSON.parse(localStorage.getItem('m15-photos-kept')!) as { id: string; keptAt: number }[];
    localStorage.setItem(
      'm15-photos-kept',
      JSON.stringify(list.map((p) => ({ ...p, keptAt: p.keptAt - 25 * 3600_000 }))),
    );
  });
  await page.reload();
  await expect.poll(async () => (await readPhotoBlobs(page)).length).toBe(0);
  await expect.poll(() => readStorage(page, 'm15-photos-kept')).toBeNull();
});
