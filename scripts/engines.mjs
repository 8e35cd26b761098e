#!/usr/bin/env node
// The WebKit and Firefox suite (tests/engines/): the core form flows of M15 in
// the engines iPhones and Firefox users run, against the production build that
// the Playwright suite uses (build/client, served by scripts/serve.mjs).
//
//   npm run test:engines            both engines (npm test runs this after Playwright)
//   npm run test:webkit             WebKit alone (WebKitGTK's WebDriver and MiniBrowser, under Xvfb)
//   npm run test:firefox            Firefox ESR alone (WebDriver BiDi)
//
// It builds first with the e2e settings, as `npm run test:e2e` does, unless
// E2E_SKIP_BUILD=1 (npm test has built already). Where a browser or Xvfb is
// missing it installs Debian's packages when running as root on Debian, the way
// scripts/chromium.mjs does for Chromium; elsewhere it says what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { E2E_BUILD_SETTINGS } from '../tests/build-settings.mjs';

const first = (paths) => paths.filter(Boolean).find((p) => existsSync(p)) ?? null;

/** Where each engine's programs are; null where one is missing. */
export function findEngines() {
  return {
    webkitDriver: first([process.env.WEBKIT_WEBDRIVER_PATH, '/usr/bin/WebKitWebDriver']),
    miniBrowser: first([
      process.env.MINIBROWSER_PATH,
      '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
      '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
      '/usr/libexec/webkit2gtk-4.1/MiniBrowser',
    ]),
    xvfb: first([process.env.XVFB_PATH, '/usr/bin/Xvfb']),
    firefox: first([process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox']),
  };
}

/** The Debian package that brings each program (MiniBrowser comes with the driver's library). */
const PACKAGES = {
  webkit: { webkitDriver: 'webkit2gtk-driver', miniBrowser: 'webkit2gtk-driver', xvfb: 'xvfb' },
  firefox: { firefox: 'firefox-esr' },
};

/** Finds the programs `engines` need, installing Debian's packages where they are missing; throws when it cannot. */
export function ensureEngines(engines) {
  const missing = () => {
    const found = findEngines();
    return [
      ...new Set(
        engines.flatMap((e) =>
          Object.entries(PACKAGES[e])
            .filter(([program]) => !found[program])
            .map(([, pkg]) => pkg),
        ),
      ),
    ];
  };
  const packages = missing();
  if (packages.length === 0) return findEngines();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    console.log(`Instalando os pacotes do Debian que faltam: ${packages.join(', ')}…`);
    // The package lists are refreshed first, so this installs the current packages, the ones a new machine gets.
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (missing().length === 0) return findEngines();
  }
  throw new Error(
    `Faltam programas para os testes em ${engines.join(' e ')}: instale os pacotes ${missing().join(', ')} ` +
      '(Debian: apt-get install -y ' +
      `${missing().join(' ')}), ou indique os caminhos em WEBKIT_WEBDRIVER_PATH, MINIBROWSER_PATH, XVFB_PATH, FIREFOX_PATH.`,
  );
}

const versionOf = (program, args) => {
  try {
    return execFileSync(program, args, { encoding: 'utf8', timeout: 20_000, stdio: ['ignore', 'pipe', 'ignore'] })
      .trim()
      .split('\n')[0];
  } catch {
    return '(version unknown)';
  }
};

/** One line per engine for the log of every run: which browser drove the tests. */
export function describeEngines(found, engines) {
  const lines = [];
  if (engines.includes('webkit')) {
    const pkg = spawnSync('dpkg-query', ['-W', '-f=${Version}', 'webkit2gtk-driver'], { encoding: 'utf8' });
    const version = pkg.status === 0 ? pkg.stdout.trim() : '(version unknown)';
    lines.push(`WebKit: WebKitGTK ${version} (${found.webkitDriver}, ${found.miniBrowser})`);
  }
  if (engines.includes('firefox')) lines.push(`Firefox: ${versionOf(found.firefox, ['--version'])} (${found.firefox})`);
  return lines.join('\n');
}

const ENGINES = ['webkit', 'firefox'];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const asked = process.argv[2];
  if (asked && !ENGINES.includes(asked)) {
    console.error(`Uso: node scripts/engines.mjs [${ENGINES.join('|')}]`);
    process.exit(2);
  }
  const engines = asked ? [asked] : ENGINES;
  const found = ensureEngines(engines);
  const run = (cmd, args, env = {}) => {
    const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    if (r.status !== 0) process.exit(r.status ?? 1);
  };
  if (!process.env.E2E_SKIP_BUILD) run('npm', ['run', 'build', '--silent'], E2E_BUILD_SETTINGS);
  console.log(describeEngines(found, engines));
  run('npx', ['vitest', 'run', '--config', 'vitest.engines.config.ts', ...engines.map((e) => `tests/engines/${e}`)], {
    ENGINE_PROGRAMS: JSON.stringify(found),
  });
}
