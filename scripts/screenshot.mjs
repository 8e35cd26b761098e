#!/usr/bin/env node
// Takes the README's phone screenshot of a screen of the served build.
// Usage: node scripts/screenshot.mjs [path] [out.png] (serve the build first: npm run serve)
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

const [path = '/', out = 'docs/screenshot.png'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS });
const page = await browser.newPage({
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'pt-BR',
  serviceWorkers: 'block',
});
await page.goto(`http://localhost:${process.env.PORT ?? 4173}${path}`);
await page.locator('main h1').first().waitFor();
await page.waitForTimeout(300);
await page.screenshot({ path: out });
await browser.close();
console.log(`screenshot: ${out}`);
