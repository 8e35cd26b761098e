/**
 * Every sentence the user reads lives in app/content, the screens' included:
 * `domain`, `storage` and `lib` answer
 * with codes, a route's action.ts turns them into the words of app/content,
 * and the screens and shared components take their words from there too.
 * This test reads their source with TypeScript's own parser (string
 * literals, template texts and JSX text, never comments or identifiers) and
 * fails on any Portuguese sentence there.
 *
 * A sentence: two words or more (a template's `${…}` counts as one) with a
 * sign that a person reads it: an emoji or a closing '!'; two words and an
 * accented letter; a word only Portuguese writes ('de', 'você', 'não'…); or
 * a Portuguese ending ('apagado', 'armazenamento', 'novamente': -ado/-ido,
 * -mento, -mente, -ção).
 * A single word is a label or a code (the chart's series 'Tendência', the
 * weekdays and the 'às' of domain/format.ts, a button's 'Remover'), not a
 * sentence; a developer's English ('not JSON', 'Invalid date: ') has none of
 * those signs, and neither has a path or a media query.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** Where no sentence may be written: everything of the app but app/content itself. */
const FOLDERS = ['app/domain', 'app/storage', 'app/lib', 'app/routes', 'app/components'];
const FILES_ALONE = ['app/root.tsx', 'app/entry.client.tsx'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}
const FILES = [...FOLDERS.flatMap(sourceFiles), ...FILES_ALONE];

const ACCENTED = /[áàâãçéêíóôõúÁÀÂÃÇÉÊÍÓÔÕÚ]/;
/**
 * Words no English text uses ('as', 'no', 'do', 'se' and 'data' are left out: English has them too),
 * and the app's own: the words its messages are made of.
 */
const PORTUGUESE_WORDS = new Set(
  (
    'de da das dos na nas nos num numa ao aos um uma uns umas em para pra pelo pela pelos pelas com sem ' +
    'os ou que seu sua seus suas meu minha você vocês não mais muito nada tudo todos todas foi foram ' +
    'está estão algo agora ainda já aqui isso este esta esse essa nenhum nenhuma ' +
    'dias hoje foto fotos registro registros dados aparelho jejum desafio novo nova ' +
    'informe toque tente escolha marque responda preencha confira'
  ).split(' '),
);
const PORTUGUESE_ENDING = /\p{L}{2,}(ados?|adas?|idos?|idas?|mentos?|mente|ção|ções)$/u;
/** What only a person reads: an emoji ('🎉', '🗑️'; not a lone '™'), or a sentence that exclaims. */
const FOR_A_PERSON = /\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F|!\s*$/u;
const SUBSTITUTION = '\u0000';
/** Code that happens to hold a Portuguese word: a path ('/resultados#…'), a media query. */
const CODE = /^(\/[\w/#-]*$|\((min|max)-(width|height):)/;

/** Whether a text written in the code is a Portuguese sentence (see the top of this file). */
export function isPortugueseSentence(text: string): boolean {
  // Words of two letters or more: a colour ('#e7e5e4') or an id has none.
  const words = (text.match(/\p{L}[\p{L}'’-]*\p{L}/gu) ?? []).map((w) => w.toLowerCase());
  const substitutions = text.split(SUBSTITUTION).length - 1;
  if (words.length + substitutions < 2) return false;
  if (CODE.test(text.replaceAll(SUBSTITUTION, 'x'))) return false;
  if (FOR_A_PERSON.test(text)) return true;
  if (words.length >= 2 && ACCENTED.test(text)) return true;
  return words.some((w) => PORTUGUESE_WORDS.has(w) || PORTUGUESE_ENDING.test(w));
}

interface Found {
  file: string;
  line: number;
  text: string;
}

/** Every string literal and template text of `code`, with its line. */
export function textsOf(file: string, code: string): Found[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
  const found: Found[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    let text: string | null = null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    // JSX text as it renders: the lines of a text joined by one space.
    else if (ts.isJsxText(node)) text = node.text.replace(/\s*\n\s*/g, ' ').trim();
    else if (ts.isTemplateExpression(node))
      text = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(SUBSTITUTION);
    if (text !== null) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push({ file, line, text });
    }
    // Into a template's substitutions too: `${n === 0 ? 'nenhum concluído' : …}`.
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const sentencesIn = (file: string, code: string) =>
  textsOf(file, code)
    .filter((t) => isPortugueseSentence(t.text))
    .map((t) => `${t.file}:${t.line}: "${t.text.replaceAll(SUBSTITUTION, '${…}')}"`);

describe('a Portuguese sentence', () => {
  it.each([
    // The specification's toasts (§5, §8) and the field messages, as they were written in domain/ and the actions.
    'Preencha todos os campos',
    'Nome, data de início, peso e altura são obrigatórios.',
    'Perfil salvo com sucesso! 🎉',
    'Registro salvo! 🎉',
    'Você tá vencendo o corpo antigo.',
    'Adicione seu peso final',
    'Escreva algo primeiro',
    'Anotação salva! 📝',
    'Histórico limpo',
    'Histórico de fotos limpo',
    'Lista limpa! 🗑️',
    'Todos os itens foram removidos',
    'Abrindo seu email...',
    'Dia concluído! 🎉',
    'Campo obrigatório.',
    'Armazenamento cheio',
    'Backup danificado',
    'Imagem compartilhada',
    'item adicionado',
    'itens adicionados',
    'receitas avaliadas',
    'Nada novo para adicionar',
    'Confira os campos destacados',
    'Toque no dia novamente.',
    'Informe a data do registro.',
    'nenhum concluído',
  ])('is found: %j', (text) => {
    expect(isPortugueseSentence(text)).toBe(true);
  });

  it('is found in a template, each ${…} counting as a word', () => {
    expect(sentencesIn('x.ts', 'export const f = (a: number, b: number) => `${a} de ${b}`;')).toHaveLength(1);
    expect(sentencesIn('x.ts', 'export const f = (n: string) => `Use no máximo ${n} caracteres.`;')).toHaveLength(1);
    expect(sentencesIn('x.ts', "export const f = (n: number) => `${n}, ${n === 0 ? 'nenhum concluído' : n}`;")).toEqual(
      ['x.ts:1: "nenhum concluído"'],
    );
  });

  it.each([
    // A developer's English, a code, a label of one word, a format's words.
    'not JSON',
    'no m15-backup format',
    'Invalid reminder time: ',
    'pickRandom needs at least one item',
    'image dimensions must be positive',
    ' is not waiting for a form',
    'Unknown intent',
    'Tendência',
    'Início',
    'sábado',
    ' às ',
    'm15-completed-days',
    'PRODID:-//M15//Lembretes//PT-BR',
    '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ',
    '#e7e5e4',
    '/resultados#\u0000',
    '(min-width: 62em)',
  ])('is not taken for one: %j', (text) => {
    expect(isPortugueseSentence(text)).toBe(false);
  });

  it('is not an id made in a template', () => {
    expect(sentencesIn('x.ts', 'export const uid = (p: string, day: number) => `${p}-dia-${day}@m15`;')).toEqual([]);
  });

  it('is found in JSX text, as it renders', () => {
    const code = [
      'export const A = () => (',
      '  <p>',
      '    Seu progresso fica',
      '    só neste aparelho.',
      '  </p>',
      ');',
    ].join('\n');
    expect(sentencesIn('x.tsx', code)).toEqual(['x.tsx:3: "Seu progresso fica só neste aparelho."']);
  });

  it('is not looked for in comments, names or imports', () => {
    const code = [
      "import { x } from '~/content/não-é-isto';",
      '// Preencha todos os campos: nada foi salvo.',
      '/** Você tá vencendo o corpo antigo. */',
      "export const noteSaved = 'note-saved';",
    ].join('\n');
    expect(sentencesIn('x.ts', code)).toEqual([]);
  });
});

describe('every sentence lives in app/content', () => {
  it('reads domain, storage, lib, every screen and shared component, and the root', () => {
    expect(FILES).toEqual(
      expect.arrayContaining([
        'app/domain/profile.ts',
        'app/storage/local.ts',
        'app/lib/progress-card/share.ts',
        'app/routes/perfil/action.ts',
        'app/routes/diario/action.ts',
        'app/routes/_index/welcome.tsx',
        'app/routes/resultados/route.tsx',
        'app/components/shell/footer.tsx',
        'app/root.tsx',
      ]),
    );
    expect(FILES.filter((f) => f.startsWith('app/routes/')).length).toBeGreaterThanOrEqual(60);
  });

  // It parses every source file with TypeScript: about 2 s alone, several times that on a
  // machine busy with the other steps of `npm test`.
  it('no Portuguese sentence is written outside app/content', { timeout: 60_000 }, () => {
    const found = FILES.flatMap((file) => sentencesIn(file, readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });
});
