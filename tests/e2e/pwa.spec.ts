import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROUTES } from '../routes';
import { expect, test, toast } from '../fixtures';

const SW_FILE = 'build/client/sw.js';

/** A port no one listens on, from the system. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The build served from a copy of its own, so a test can deploy "the next
 * version" into it while the other tests, in parallel, keep the build they test.
 */
async function serveACopy(): Promise<{ url: string; dir: string; stop: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'm15-next-version-'));
  await cp('build/client', dir, { recursive: true });
  const port = await freePort();
  const server: ChildProcess = spawn('node', ['scripts/serve.mjs', '--port', String(port), '--dir', dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.once('exit', (code) => reject(new Error(`serve.mjs ended (${code})`)));
    server.stdout?.once('data', () => resolve());
  });
  return {
    url: `http://localhost:${port}`,
    dir,
    stop: async () => {
      server.removeAllListeners('exit');
      server.kill();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

test('the manifest describes an installable Portuguese app', async ({ request }) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.ok()).toBe(true);
  const m = await res.json();
  expect(m).toMatchObject({
    short_name: 'M15',
    lang: 'pt-BR',
    start_url: '/',
    display: 'standalone',
    theme_color: '#c2410c',
  });
  expect(m.name).toContain('M15');
  expect(m.description).toMatch(/15 dias/);
  expect(m.background_color).toMatch(/^#/);
  const bySize = (size: string, purpose?: string) =>
    m.icons.find(
      (i: { sizes: string; purpose?: string }) => i.sizes === size && (i.purpose ?? 'any') === (purpose ?? 'any'),
    );
  expect(bySize('192x192')).toBeTruthy();
  expect(bySize('512x512')).toBeTruthy();
  expect(bySize('512x512', 'maskable')).toBeTruthy();
});

test("the installed app's icon offers 'Registrar o dia' and 'Jornada' when long-pressed", async ({ request }) => {
  const m = await (await request.get('/manifest.webmanifest')).json();
  expect(m.shortcuts).toEqual([
    {
      name: 'Registrar o dia',
      short_name: 'Registrar',
      description: expect.any(String),
      url: '/#registro-do-dia',
      icons: [{ src: '/shortcut-registrar-96x96.png', sizes: '96x96', type: 'image/png' }],
    },
    {
      name: 'Jornada',
      short_name: 'Jornada',
      description: expect.any(String),
      url: '/jornada',
      icons: [{ src: '/shortcut-jornada-96x96.png', sizes: '96x96', type: 'image/png' }],
    },
  ]);
  // Both open offline: their icons are precached with the app, their pages are the app's.
  const sw = await readFile(SW_FILE, 'utf8');
  for (const s of m.shortcuts) expect(sw, s.icons[0].src).toContain(`url:"${s.icons[0].src.slice(1)}"`);
});

test('the build carries the hosts’ files, and the service worker does not precache them', async ({ request }) => {
  const headers = await readFile('build/client/_headers', 'utf8');
  expect(headers).toMatch(/^\/sw\.js\n {2}Cache-Control: no-cache$/m);
  expect(headers).toMatch(/^\/index\.html\n {2}Cache-Control: no-cache$/m);
  expect(headers).toMatch(/^\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
  expect(await readFile('build/client/_redirects', 'utf8')).toMatch(/^\/\*\s+\/index\.html\s+200$/m);
  const sw = await readFile(SW_FILE, 'utf8');
  expect(sw).not.toContain('_headers');
  expect(sw).not.toContain('_redirects');
  // The local server still serves the app as a static host does.
  const page = await request.get('/relatorio');
  expect(page.headers()['cache-control']).toBe('no-cache');
  expect(await page.text()).toContain('<html lang="pt-BR"');
});

test('every icon is a PNG of its stated size', async ({ request }) => {
  const m = await (await request.get('/manifest.webmanifest')).json();
  const icons = [
    ...m.icons,
    ...m.shortcuts.flatMap((s: { icons: unknown[] }) => s.icons),
    { src: '/apple-touch-icon-180x180.png', sizes: '180x180' },
  ];
  for (const icon of icons) {
    const res = await request.get(icon.src);
    expect(res.ok(), icon.src).toBe(true);
    const png = await res.body();
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    const [w, h] = icon.sizes.split('x').map(Number);
    expect(png.readUInt32BE(16), icon.src).toBe(w);
    expect(png.readUInt32BE(20), icon.src).toBe(h);
  }
});

test('the document has the iOS and theme tags', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#c2410c');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/apple-touch-icon-180x180.png');
  await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute('content', 'yes');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /15 dias/);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after the first visit every route opens with no network, served by the worker', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Boas-vindas ao M15' })).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
    // The precache is complete once the worker is active.
    await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      return reg.active?.state;
    });

    await context.setOffline(true);
    for (const route of ROUTES) {
      const response = await page.goto(route.path);
      expect(response?.fromServiceWorker(), route.path).toBe(true);
      await expect(page.getByRole('heading', { level: 1, name: route.title })).toBeVisible();
    }
    await context.setOffline(false);
  });

  test('with no network, Perfil makes a backup through the data route, and its address leads home', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
    await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);

    await context.setOffline(true);
    await page.goto('/perfil');
    // The post goes to /dados: its code, and the backup's, come from the worker's precache.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Fazer backup' }).click();
    expect((await downloading).suggestedFilename()).toMatch(/^m15-backup-\d{4}-\d{2}-\d{2}\.json$/);
    await expect(toast(page, 'Backup pronto! 💾')).toBeVisible();

    // Not a screen: opening the data route's address shows Início.
    const response = await page.goto('/dados');
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Boas-vindas ao M15' })).toBeVisible();
    await context.setOffline(false);
  });
});

test.describe('a new version', () => {
  test.use({ serviceWorkers: 'allow' });

  test('waits for the user: "Nova versão disponível" with "Atualizar", never a silent reload', async ({ page }) => {
    const site = await serveACopy();
    try {
      await page.goto(`${site.url}/`);
      await expect(page.getByRole('heading', { level: 1, name: 'Boas-vindas ao M15' })).toBeVisible();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });

      // The next deploy: the same worker with one comment more. (The browser fetches
      // the worker script itself, outside Playwright's routing, so the file changes.)
      const swFile = path.join(site.dir, 'sw.js');
      await writeFile(swFile, `${await readFile(swFile, 'utf8')}\n// next version ${Date.now()}\n`);
      await page.evaluate(() => {
        (window as unknown as { __m15SamePage: boolean }).__m15SamePage = true;
      });
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

      const prompt = page
        .locator('.m15-notifications .mantine-Notification-root')
        .filter({ hasText: 'Nova versão disponível' });
      await expect(prompt).toBeVisible({ timeout: 20_000 });
      // Nothing reloaded on its own: the page (and what the user was typing) is still there.
      expect(await page.evaluate(() => (window as unknown as { __m15SamePage?: boolean }).__m15SamePage)).toBe(true);

      const reloaded = page.waitForEvent('load');
      await prompt.getByRole('button', { name: 'Atualizar' }).click();
      await reloaded;
      await expect(page.getByRole('heading', { level: 1, name: 'Boas-vindas ao M15' })).toBeVisible();
      expect(
        await page.evaluate(() => (window as unknown as { __m15SamePage?: boolean }).__m15SamePage),
      ).toBeUndefined();
    } finally {
      await site.stop();
    }
  });
});
