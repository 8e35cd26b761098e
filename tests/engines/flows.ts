/**
 * The core form flows of M15, the same in every engine the suite drives:
 * the profile, the check-in on Início, the diary, ticking a day, a before
 * photo on Resultados that is still there after a reload, the restart of
 * Resultados, a note with hostile text, and a backup restored. Each asserts what the user sees and
 * what is stored. Playwright covers these in Chromium in depth
 * (tests/e2e/); here they prove the engines of iPhones and of Firefox.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject, it } from 'vitest';
import { Screen, type Driver } from './engine';
import { PHONE } from './phone';

const HOSTILE = '<img src=x onerror="window.__xss=1">';

/** Today in the phone's time zone, as stored ('2026-11-23'). */
const todayIso = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: PHONE.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

const profileStartingToday = () => ({
  name: 'Ana',
  startDate: todayIso(),
  initialWeight: '80',
  height: '165',
  waterGoal: '2.8',
});

/** Registers the flows for one engine: `start` launches it once, `open` gives each flow a fresh browser. */
export function coreFlows(engine: { start(): Promise<{ open(): Promise<Driver>; stop(): Promise<void> }> }) {
  let browser: Awaited<ReturnType<typeof engine.start>>;
  let screen: Screen;
  /** The flow's browser until it is closed: a flow whose browser did not open has none. */
  let opened: Screen | null = null;
  let dir: string;

  beforeAll(async () => {
    browser = await engine.start();
    dir = mkdtempSync(join(tmpdir(), 'm15-engines-'));
  });
  afterAll(async () => {
    await browser?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    screen = opened = new Screen(await browser.open(), inject('baseURL'));
  });
  afterEach(async () => {
    if (!opened) return;
    const current = opened;
    opened = null;
    try {
      // No uncaught error since the screen was last drawn.
      expect(await current.errors(), 'uncaught errors in the page').toEqual([]);
    } finally {
      await current.driver.close();
    }
  });

  /** A real photo, made by the engine's own canvas: a PNG of this size. */
  async function photoFile(name: string, width: number, height: number): Promise<string> {
    const base64 = await screen.driver.evaluate(
      (w: number, h: number) => {
        const c = document.createElement('canvas');
        c.width = w;
        c.height = h;
        const ctx = c.getContext('2d')!;
        const g = ctx.createLinearGradient(0, 0, 0, h);
        g.addColorStop(0, '#7fb3ff');
        g.addColorStop(1, '#4a7a3a');
        ctx.fillStyle = g;
        ctx.fillRect(0, 0, w, h);
        ctx.fillStyle = '#222';
        ctx.fillRect(w / 4, h / 4, w / 2, h / 2);
        return c.toDataURL('image/png').split(',')[1]!;
      },
      width,
      height,
    );
    const path = join(dir, name);
    writeFileSync(path, Buffer.from(base64, 'base64'));
    return path;
  }

  /** The page's value of the field with this label. */
  const valueOf = (label: string) =>
    screen.driver.evaluate((l: string) => {
      const field = [...document.querySelectorAll('label')].find(
        (x) => x.textContent?.replace(/\s*\*$/, '').trim() === l,
      );
      const input = field?.htmlFor ? (document.getElementById(field.htmlFor) as HTMLInputElement | null) : null;
      return input?.value ?? null;
    }, label);

  it('the profile: saved, and shown again after a reload', async () => {
    await screen.goto('/perfil');
    // A new profile starts today: the date input comes filled.
    expect(await valueOf('Data de início')).toBe(todayIso());
    await screen.fill('Nome', 'Ana');
    await screen.fill('Peso inicial (kg)', '80,5');
    await screen.fill('Altura (cm)', '165');
    // The water goal follows the weight as she types (35 mL per kg).
    await screen.waitFor(
      'the water goal of 80,5 kg',
      () => (document.querySelector('input[name="waterGoal"]') as HTMLInputElement | null)?.value === '2,8',
    );
    await screen.click({ role: 'button', name: 'Salvar perfil' });
    expect(await screen.toast('Perfil salvo com sucesso! 🎉')).toContain(
      'Cada litro de água é um passo fora da retenção!',
    );
    const saved = { name: 'Ana', startDate: todayIso(), initialWeight: '80.5', height: '165', waterGoal: '2.8' };
    expect(await screen.stored('m15-profile')).toEqual(saved);
    await screen.reload();
    await screen.waitFor(
      'the saved name',
      () => (document.querySelector('input[name="name"]') as HTMLInputElement | null)?.value === 'Ana',
    );
    expect(await valueOf('Peso inicial (kg)')).toBe('80,5');
    expect(await valueOf('Data de início')).toBe(todayIso());
  });

  it('the check-in on Início: the day’s weight and water are saved and shown', async () => {
    await screen.goto('/');
    await screen.seed({ 'm15-profile': profileStartingToday() });
    await screen.goto('/');
    await screen.fill('Peso (kg)', '79,6');
    await screen.fill('Água consumida (litros)', '1,5');
    await screen.click({ role: 'button', name: '+1 copo (250 mL de água)' });
    await screen.waitFor('1,75 L after one glass', () =>
      [...document.querySelectorAll('input')].some((i) => i.value === '1,75'),
    );
    await screen.click({ role: 'button', name: 'Salvar registro' });
    await screen.toast('Registro salvo! 🎉');
    expect(await screen.stored('m15-diary')).toEqual([{ date: todayIso(), weight: '79.6', water: '1.75' }]);
    const water = await screen.waitFor(
      'the water of today',
      () => document.querySelector('[data-testid="water-today"]')?.textContent,
    );
    expect(water).toBe('1,75 de 2,8\u00a0L');
  });

  it('the diary: an entry is saved, listed and kept after a reload', async () => {
    await screen.goto('/diario');
    expect(await valueOf('Data')).toBe(todayIso());
    await screen.fill('Peso (kg)', '79,5');
    await screen.fill('Água consumida (litros)', '2');
    // Typed as keys (WebKit's driver cannot type characters beyond the BMP, such as emoji).
    await screen.fill('Como você está se sentindo? (opcional)', 'Animada, com energia — ótimo');
    await screen.click({ role: 'button', name: 'Salvar registro' });
    expect(await screen.toast('Registro salvo! 🎉')).toContain('Você tá vencendo o corpo antigo.');
    expect(await screen.stored('m15-diary')).toEqual([
      { date: todayIso(), weight: '79.5', water: '2', feeling: 'Animada, com energia — ótimo' },
    ]);
    await screen.reload();
    const entry = await screen.waitFor(
      'the entry in the list',
      () => (document.querySelector('[data-testid="diary-entry"]') as HTMLElement | null)?.innerText,
    );
    expect(entry).toContain('Peso: 79,5\u00a0kg · Água: 2,0\u00a0L');
    expect(entry).toContain('Animada, com energia — ótimo');
  });

  it('ticking a day on Jornada saves it at once', async () => {
    await screen.goto('/');
    // Started yesterday: today is day 2, and day 1 can be ticked without a question.
    const yesterday = new Date(`${todayIso()}T12:00:00Z`);
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);
    await screen.seed({
      'm15-profile': { ...profileStartingToday(), startDate: yesterday.toISOString().slice(0, 10) },
    });
    await screen.goto('/jornada');
    await screen.click({ role: 'button', name: 'Dia 1' });
    await screen.toast('Dia concluído! 🎉');
    await screen.waitFor('day 1 pressed', () =>
      [...document.querySelectorAll('button[aria-pressed="true"]')].some((b) => b.textContent === 'Dia 1'),
    );
    expect(await screen.stored('m15-completed-days')).toEqual([1]);
    expect(
      await screen.waitFor('the count', () => document.querySelector('[data-testid="days-done"]')?.textContent),
    ).toBe('Dias completados: 1/15');
  });

  it('Resultados: a picked before photo and a dropped after photo are saved and shown again after a reload', async () => {
    await screen.goto('/');
    await screen.seed({ 'm15-profile': profileStartingToday() });
    await screen.goto('/resultados');
    // The before photo is picked from the gallery (a file on the phone)…
    await screen.upload({ role: 'file', name: 'Foto antes' }, await photoFile('antes.png', 300, 400));
    await screen.find({ role: 'img', name: 'Foto antes escolhida' });
    // …the after photo is a file the browser holds in memory, as a camera shot or a converted HEIC can be.
    await screen.driver.evaluate(async () => {
      const c = document.createElement('canvas');
      c.width = 240;
      c.height = 320;
      c.getContext('2d')!.fillRect(0, 0, 120, 160);
      const blob = await new Promise<Blob>((resolve) => c.toBlob((b) => resolve(b!), 'image/png'));
      const dt = new DataTransfer();
      dt.items.add(new File([blob], 'depois.png', { type: 'image/png' }));
      const zone = [...document.querySelectorAll('.mantine-Dropzone-root')].find((z) =>
        z.querySelector('input[aria-label="Foto depois"]'),
      )!;
      zone.dispatchEvent(new DragEvent('dragenter', { bubbles: true, dataTransfer: dt }));
      zone.dispatchEvent(new DragEvent('drop', { bubbles: true, dataTransfer: dt }));
    });
    await screen.find({ role: 'img', name: 'Foto depois escolhida' });
    await screen.fill('Peso final (kg)', '76');
    await screen.click({ role: 'button', name: 'Salvar Resultados' });
    await screen.toast('Resultados salvos! 🎉');
    const results = await screen.stored<{ beforePhoto: string; afterPhoto: string }>('m15-results');
    expect(results).toMatchObject({ finalWeight: '76', beforePhoto: expect.stringMatching(/^photo-[0-9a-f-]+$/) });
    expect(results!.afterPhoto).toMatch(/^photo-[0-9a-f-]+$/);
    const kept = await screen.photos();
    expect(kept.map((p) => p.id)).toEqual([results!.beforePhoto, results!.afterPhoto].sort());
    // Re-encoded, never kept as the PNG picked: WebKit answers a WebP request with PNG, so it gets JPEG.
    for (const p of kept) expect(['image/webp', 'image/jpeg']).toContain(p.type);
    expect(await screen.stored('m15-photo-history')).toEqual([
      expect.objectContaining({ beforePhoto: results!.beforePhoto, afterPhoto: results!.afterPhoto, weight: '76' }),
    ]);

    await screen.reload();
    // Both stored photos are drawn again, from IndexedDB, at their own size.
    const widths = await screen.waitFor('the saved photos to be drawn', () => {
      const width = (alt: string) =>
        (document.querySelector(`img[alt="${alt}"]`) as HTMLImageElement | null)?.naturalWidth;
      const both = [width('Foto antes salva'), width('Foto depois salva')];
      return both.every(Boolean) ? both : null;
    });
    expect(widths).toEqual([300, 240]);
  });

  it('Resultados’ restart: its dialog says what goes and what stays, then the protocol is recorded and Perfil opens', async () => {
    await screen.goto('/');
    // Started 16 days ago, every day ticked: the challenge is over and won.
    const start = new Date(`${todayIso()}T12:00:00Z`);
    start.setUTCDate(start.getUTCDate() - 16);
    await screen.seed({
      'm15-profile': { ...profileStartingToday(), startDate: start.toISOString().slice(0, 10) },
      'm15-completed-days': Array.from({ length: 15 }, (_, i) => i + 1),
      'm15-diary': [{ date: todayIso(), weight: '76', water: '2' }],
      'm15-notes': [{ id: 1, text: 'nota', date: '2026-03-01T10:00:00.000Z' }],
    });
    await screen.goto('/resultados');
    await screen.click({ role: 'button', name: 'Recomeçar o M15' });
    const dialog = await screen.waitFor(
      'the restart dialog',
      () => (document.querySelector('dialog[open]') as HTMLElement | null)?.innerText,
    );
    expect(dialog).toContain('Deseja reiniciar o protocolo? Seu progresso atual será salvo no histórico.');
    expect(dialog).toContain('Será apagado deste aparelho:');
    expect(dialog).toContain('Fica como está:');
    expect(dialog).toContain('Fazer backup antes');
    await screen.click({ role: 'button', name: 'Sim, recomeçar', within: 'dialog[open]' });
    await screen.toast('Desafio recomeçado! 🔄');
    expect(await screen.stored('m15-diary')).toBeNull();
    expect(await screen.stored('m15-notes')).toBeNull();
    expect(await screen.stored('m15-profile')).toMatchObject({ name: 'Ana' });
    expect(await screen.stored('m15-protocol-history')).toEqual([
      expect.objectContaining({ initialWeight: '80', finalWeight: '76', daysCompleted: 15 }),
    ]);
    // The specification's 3 s of celebration, then Perfil.
    await screen.waitFor('Perfil', () => location.pathname === '/perfil' && Boolean(document.querySelector('main h1')));
  });

  it('a note with hostile text is kept and shown as text, and nothing in it runs', async () => {
    await screen.goto('/anotacoes');
    await screen.fill('Nova anotação', HOSTILE);
    await screen.click({ role: 'button', name: 'Adicionar Anotação' });
    await screen.toast('Anotação salva! 📝');
    expect(await screen.stored('m15-notes')).toEqual([expect.objectContaining({ text: HOSTILE })]);
    // Shown as it was typed, as text, right after saving and again after a reload; nothing in it ran.
    for (const moment of ['saved', 'reloaded']) {
      if (moment === 'reloaded') await screen.reload();
      const shown = await screen.waitFor(`the note in the list (${moment})`, () => {
        const list = document.querySelector('ul[aria-label="Suas anotações"]') as HTMLElement | null;
        return list?.innerText.includes('onerror')
          ? { text: list.innerText, images: list.querySelectorAll('img').length }
          : null;
      });
      expect(shown.text).toContain(HOSTILE);
      expect(shown.images).toBe(0);
      expect(await screen.driver.evaluate(() => (window as { __xss?: number }).__xss ?? null)).toBeNull();
    }
  });

  it('a backup is restored: every key, and its photo shown on Resultados', async () => {
    const backup = JSON.parse(readFileSync('tests/data/backup-before-waist.json', 'utf8')) as {
      data: Record<string, unknown>;
      photos: Record<string, unknown>;
    };
    await screen.goto('/perfil');
    await screen.upload(
      { role: 'file', css: 'input[type="file"][accept*="json"]' },
      resolve('tests/data/backup-before-waist.json'),
    );
    const summary = await screen.waitFor(
      'the backup summary',
      () => (document.querySelector('dialog[open] [data-testid="backup-summary"]') as HTMLElement | null)?.innerText,
    );
    expect(summary).toContain('3 registros no diário');
    // Nothing is replaced before she confirms.
    expect(await screen.stored('m15-profile')).toBeNull();
    await screen.click({ role: 'button', name: 'Sim, restaurar', within: 'dialog[open]' });
    await screen.toast('Backup restaurado! ✅');
    for (const [key, value] of Object.entries(backup.data)) expect(await screen.stored(key), key).toEqual(value);
    expect(await screen.photoIds()).toEqual(Object.keys(backup.photos));
    await screen.waitFor('the restored name', () =>
      (document.querySelector('input[name="name"]') as HTMLInputElement | null)?.value.startsWith('Bia'),
    );
    await screen.goto('/resultados');
    await screen.waitFor('the restored photo to be drawn', () =>
      [...document.querySelectorAll('img[alt^="Foto"]')].some((i) => (i as HTMLImageElement).naturalWidth > 0),
    );
  });
}
