import { describe, expect, it } from 'vitest';
import { pdfText } from './pdf-text';

/** Every character is one the standard PDF fonts write (WinAnsi), or a line break. */
function writable(text: string): boolean {
  return [...text].every((ch) => {
    const code = ch.codePointAt(0)!;
    return (
      ch === '\n' ||
      (code >= 0x20 && code <= 0x7e) ||
      (code >= 0xa0 && code <= 0xff) ||
      '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'.includes(ch)
    );
  });
}

describe('pdfText', () => {
  it('keeps every Portuguese letter and the marks the report uses', () => {
    const text = 'Maria Conceição Araújo — ÁÉÍÓÚ áéíóú âêô ãõ à ç ü · 82,0 kg “ok” ‘sim’ … • –';
    expect(pdfText(text)).toBe(text);
  });

  it('keeps letters written as a base and a combining mark (NFD, as some keyboards type)', () => {
    expect(pdfText('Conceic\u0327a\u0303o')).toBe('Conceição');
  });

  it('takes emoji out, with their joiners, skin tones, flags and variation selectors, and closes the gap', () => {
    expect(pdfText('Dia concluído! 🎉')).toBe('Dia concluído!');
    expect(pdfText('Me senti 💪🏽 bem 👩‍👩‍👧 hoje 🇧🇷 ❤️ ok')).toBe('Me senti bem hoje ok');
    expect(pdfText('🔥🔥🔥')).toBe('');
  });

  it('spells the symbols the app writes that the fonts lack', () => {
    expect(pdfText('−0,6 kg')).toBe('-0,6 kg');
    expect(pdfText('✓ Concluído')).toBe('Concluído');
    expect(pdfText('Perfil → Restaurar backup')).toBe('Perfil -> Restaurar backup');
    expect(pdfText('≤ 2 s')).toBe('<= 2 s');
  });

  it('drops the mark of a letter the fonts lack, and writes ? for the rest', () => {
    expect(pdfText('Łódź Ștefan')).toBe('?ódz Stefan');
    expect(pdfText('Анна 李')).toBe('???? ?');
  });

  it('keeps line breaks, makes tabs spaces and drops other control characters', () => {
    expect(pdfText('dormi\r\ncedo\rhoje\tbem\u0000\u0007 \u200B!')).toBe('dormi\ncedo\nhoje bem !');
  });

  it('writes hostile text as the text it is', () => {
    const hostile = '<img src=x onerror=alert(1)> ) \\ ( %PDF';
    expect(pdfText(hostile)).toBe(hostile);
  });

  it('always gives text the fonts can write', () => {
    const samples = ['\uD83D', 'a\uDC00b', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢', 'ǅ ǈ Ǳ', '\u2028\u2029', 'ﬁ ﬀ', '™ € ƒ'];
    for (const s of samples) expect(writable(pdfText(s)), JSON.stringify(s)).toBe(true);
  });
});
