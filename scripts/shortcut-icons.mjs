#!/usr/bin/env node
// The installed app's shortcut icons (the manifest's `shortcuts`, from
// app/content/shortcuts.ts): the logo's orange rounded square with the bottom
// bar's glyph of the screen each one opens, in white. Run by `npm run icons`
// after the app icons; writes public/shortcut-<name>-96x96.png.
import path from 'node:path';
import sharp from 'sharp';

const SIZE = 96;
const BRAND = '#c2410c';
/** The bottom bar's glyphs (app/components/shell/nav-icons.tsx), 24×24 strokes. */
const GLYPHS = {
  // 'Registrar o dia' opens Início's check-in, the diary entry of the day.
  registrar: [
    'M5 4.5A1.5 1.5 0 0 1 6.5 3H19v15H6.5A1.5 1.5 0 0 0 5 19.5z',
    'M5 19.5A1.5 1.5 0 0 0 6.5 21H19',
    'M9 7.5h6',
  ],
  jornada: ['M5 5h14a1 1 0 0 1 1 1v14H4V6a1 1 0 0 1 1-1z', 'M4 10h16', 'M8.5 3v4', 'M15.5 3v4', 'm9 15 2 2 4-4'],
};

/** The glyph fills the middle 60 %, so a launcher's round mask never cuts it. */
function shortcutSvg(paths) {
  const scale = (SIZE * 0.6) / 24;
  const offset = SIZE * 0.2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">` +
    `<rect width="${SIZE}" height="${SIZE}" rx="${Math.round(SIZE * 0.22)}" fill="${BRAND}"/>` +
    `<g transform="translate(${offset} ${offset}) scale(${scale})" fill="none" stroke="#fff" stroke-width="2" ` +
    `stroke-linecap="round" stroke-linejoin="round">${paths.map((d) => `<path d="${d}"/>`).join('')}</g></svg>`
  );
}

for (const [name, paths] of Object.entries(GLYPHS)) {
  const file = path.resolve('public', `shortcut-${name}-${SIZE}x${SIZE}.png`);
  await sharp(Buffer.from(shortcutSvg(paths)))
    .png({ compressionLevel: 9 })
    .toFile(file);
  console.log(`${path.relative(process.cwd(), file)}`);
}
