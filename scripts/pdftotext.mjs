// Finds `pdftotext` (Poppler), with which the end-to-end suite reads the
// report's PDF as a reader's tool extracts it, installing Debian's
// `poppler-utils` when running as root on Debian, as chromium.mjs does for
// the browser. Elsewhere it says what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = [
  process.env.PDFTOTEXT_PATH,
  '/usr/bin/pdftotext',
  '/usr/local/bin/pdftotext',
  '/opt/homebrew/bin/pdftotext',
].filter(Boolean);

export function findPdftotext() {
  return CANDIDATES.find((p) => existsSync(p)) ?? null;
}

export function ensurePdftotext() {
  const found = findPdftotext();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    console.log('Nenhum pdftotext encontrado: instalando o pacote poppler-utils do Debian…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'poppler-utils'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = findPdftotext();
    if (installed) return installed;
  }
  const which = spawnSync('which', ['pdftotext'], { encoding: 'utf8' }).stdout?.trim();
  if (which) return which;
  throw new Error(
    'pdftotext não encontrado: instale o poppler-utils (Debian/Ubuntu: apt-get install poppler-utils; macOS: brew install poppler) ou defina PDFTOTEXT_PATH.',
  );
}
