// Finds a Chromium for the end-to-end tests and the bench, installing one
// when there is none: Debian's `chromium` package when running as root on
// Debian, otherwise Playwright's own download (which needs its CDN).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
].filter(Boolean);

export function findChromium() {
  return CANDIDATES.find((p) => existsSync(p)) ?? null;
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    console.log('Nenhum Chromium encontrado: instalando o pacote chromium do Debian…');
    // The package lists are refreshed first, so this installs the current package, the one a new machine gets.
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = findChromium();
    if (installed) return installed;
  }
  console.log('Nenhum Chromium do sistema: usando o navegador do Playwright…');
  const r = spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error('Não foi possível instalar um Chromium para os testes.');
  return null; // Playwright finds its own download.
}

/**
 * One line that says which Chromium drives the tests, for the log of every
 * run: browsers differ (e.g. whether a failed dynamic import is remembered).
 * When Debian's package lists (as last updated) hold a newer package than the
 * one installed, the line says so and how to get it.
 */
export function describeChromium(path) {
  if (!path) return "Chromium: Playwright's own download";
  let version = '(version unknown)';
  try {
    // Debian's wrapper script prints a shell warning on stderr before the version: not ours to show.
    version = execFileSync(path, ['--version'], {
      encoding: 'utf8',
      timeout: 20_000,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // A browser that cannot tell its version still runs the tests.
  }
  let upgrade = '';
  if (existsSync('/etc/debian_version') && path === '/usr/bin/chromium') {
    const policy = spawnSync('apt-cache', ['policy', 'chromium'], { encoding: 'utf8', timeout: 10_000 }).stdout ?? '';
    const installed = /Installed: (\S+)/.exec(policy)?.[1];
    const candidate = /Candidate: (\S+)/.exec(policy)?.[1];
    if (installed && candidate && installed !== '(none)' && installed !== candidate)
      upgrade = `\n  A newer package (${candidate}) is what a new machine gets: apt-get update && apt-get install -y --only-upgrade chromium`;
  }
  return `Chromium: ${version} (${path})${upgrade}`;
}

/** Flags for a headless Chromium on a machine with no network but loopback. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * What Playwright 1.65 turns off in every Chromium it launches (its `chromiumSwitches`).
 * Chromium reads only the last `--disable-features` of a command line, so a list of our own
 * must repeat these: `chromium.test.mjs` fails when the installed Playwright's list differs.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The flags of every Chromium that Playwright launches here: the e2e suite, the bench, the trace
 * and the screenshots. Headless Chromium opens a window for each browser context (each test,
 * each measured load), and that window loads the address bar's popup
 * (chrome://omnibox-popup.top-chrome) in a renderer of its own, which nothing here opens and no
 * phone has. On two cores it took as much processor time as the app's page: without it the e2e
 * suite ran in 7.5 min instead of 9.6, and the bench's loads no longer wait for it (decision
 * 012). Puppeteer turns the same two features off by default. Lighthouse launches its own
 * Chrome with its launcher's flags (scripts/bench/lighthouse.mjs).
 */
export const PLAYWRIGHT_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'].join(',')}`,
];
