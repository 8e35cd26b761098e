/**
 * Text as the report's PDF can write it. The PDF uses the
 * standard Helvetica, which every PDF reader has, so the file carries no
 * font and its text stays real text (searchable, copyable). Those fonts
 * write WinAnsi: Latin-1 (every Portuguese letter: á ã â à ç é ê í ó ô õ ú ü)
 * and a few marks (– — “ ” ‘ ’ … • € ™). Anything else is changed here, on
 * purpose, never left to the writer (which would garble the whole line):
 * a few symbols the app uses get their plain spelling, a letter with a mark
 * WinAnsi lacks loses the mark (ă → a), emoji go, and what is left becomes
 * '?'. Pure.
 */

/** The characters of WinAnsi's 0x80-0x9F row (the rest of WinAnsi is Latin-1). */
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

const SPELLED: Record<string, string> = {
  '\u2212': '-', // minus sign
  '\u2010': '-',
  '\u2011': '-',
  '\u2192': '->',
  '\u2190': '<-',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2713': '',
  '\u2714': '',
  '\u2248': '~',
  '\u00A0': ' ',
  '\u202F': ' ',
  '\u2009': ' ',
};

/** Emoji and what builds them: pictographs, skin tones, joiners, variation selectors, keycaps, flags. */
const EMOJI = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u200D|\uFE0E|\uFE0F|\u20E3/gu;
const MARKS = /\p{M}/gu;

function isWinAnsi(ch: string): boolean {
  const code = ch.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.includes(ch);
}

/**
 * `text` in characters the PDF's fonts write. Line breaks are kept (one
 * '\n' each; the writer breaks the line there); tabs become a space; other
 * control characters go; runs of spaces left by a removed emoji close up.
 */
export function pdfText(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC').replace(/\r\n?/g, '\n').replace(EMOJI, '')) {
    if (ch === '\n') out += ch;
    else if (ch === '\t') out += ' ';
    else if (ch in SPELLED) out += SPELLED[ch];
    else if (isWinAnsi(ch)) out += ch;
    else if (/\p{Cc}|\p{Cf}/u.test(ch)) continue;
    else {
      const bare = ch.normalize('NFD').replace(MARKS, '');
      out += bare !== '' && [...bare].every(isWinAnsi) ? bare : '?';
    }
  }
  return out.replace(/ {2,}/g, ' ').replace(/ +\n/g, '\n').replace(/\n +/g, '\n').trim();
}
