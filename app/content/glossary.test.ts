/**
 * One voice: the words of docs/glossary.md in every text the
 * user reads from app/content, app/components and the screens' folders.
 * The texts are read from the source with TypeScript's own parser: string
 * literals, template texts and JSX text, never comments or identifiers.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const GLOSSARY = readFileSync('docs/glossary.md', 'utf8');

const ticked = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
const section = (title: string) => {
  const start = GLOSSARY.indexOf(`## ${title}`);
  const end = GLOSSARY.indexOf('\n## ', start + 1);
  return GLOSSARY.slice(start, end === -1 ? undefined : end);
};

/** The "never" column of the table: each banned word with the one to say instead. */
const BANNED = section('Words')
  .split('\n')
  .filter((line) => line.startsWith('|') && line.includes('`'))
  .flatMap((line) => {
    const [, , say, never] = line.split('|').map((c) => c.trim());
    return ticked(never!).map((word) => ({ word, say: say! }));
  });
const NAMES = ticked(section('Names')).sort((a, b) => b.length - a.length);
const SPEC_TEXTS = ticked(section('The specification')).sort((a, b) => b.length - a.length);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}
const FILES = ['app/content', 'app/components', 'app/routes'].flatMap(sourceFiles);

/** JSX attributes that hold words the user reads or hears; every other attribute holds code. */
const SHOWN_ATTRIBUTES = new Set([
  'title',
  'subtitle',
  'label',
  'placeholder',
  'description',
  'aria-label',
  'alt',
  'confirmLabel',
  'cancelLabel',
  'error',
]);
/** A lone lowercase token ('post', 'offline', 'm15-diary', '/perfil') is code, not a sentence. */
const isCode = (text: string) => /^[a-z0-9/#?=._-]*$/i.test(text) && !/\s/.test(text) && text === text.toLowerCase();

interface Found {
  file: string;
  line: number;
  text: string;
}

/** Every text the user reads in a file; `headings` only those of a heading, button, tab or dialog title. */
function textsOf(file: string): { all: Found[]; headings: Found[] } {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const all: Found[] = [];
  const headings: Found[] = [];
  const at = (node: ts.Node, text: string): Found => ({
    file,
    line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
    text,
  });
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isJsxAttribute(node)) {
      const name = node.name.getText();
      if (!SHOWN_ATTRIBUTES.has(name)) return;
      const init = node.initializer;
      if (init && ts.isStringLiteral(init)) {
        all.push(at(init, init.text));
        const owner = node.parent.parent;
        const tag = ts.isJsxSelfClosingElement(owner) || ts.isJsxOpeningElement(owner) ? owner.tagName.getText() : '';
        if (name === 'confirmLabel' || (name === 'title' && /PageHeader|ConfirmModal|Alert/.test(tag)))
          headings.push(at(init, init.text));
        return;
      }
    }
    if (ts.isJsxElement(node) && /^(Title|Button|Tabs\.Tab)$/.test(node.openingElement.tagName.getText())) {
      const words = node.children
        .filter(ts.isJsxText)
        .map((c) => c.text)
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
      if (words) headings.push(at(node, words));
    }
    let text: string | null = null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node))
      text = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' … ');
    else if (ts.isJsxText(node)) text = node.text.replace(/\s+/g, ' ').trim();
    if (text && /\p{L}/u.test(text) && !isCode(text)) all.push(at(node, text));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { all, headings };
}

const TEXTS = FILES.map(textsOf);
const withoutSpecTexts = (text: string) => SPEC_TEXTS.reduce((t, s) => t.split(s).join(' '), text);
const wordPattern = (word: string) => {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const first = escaped[0]!;
  // The word as written, or capitalised at the start of a sentence.
  const either = `[${first}${first.toUpperCase()}]${escaped.slice(1)}`;
  return new RegExp(`(?<![\\p{L}\\p{N}-])${either}(?![\\p{L}\\p{N}-])`, 'u');
};

describe('docs/glossary.md', () => {
  it('is read: its banned words, names and the specification’s own texts', () => {
    expect(BANNED.map((b) => b.word)).toEqual(expect.arrayContaining(['completos', 'excluir', 'offline', 'e-mail']));
    expect(NAMES).toEqual(expect.arrayContaining(['M15', 'Cetocarnívora', 'Tela de Início']));
    expect(SPEC_TEXTS).toEqual(expect.arrayContaining(['Seu Perfil', 'Dias completados', 'Salvar Resultados']));
    // The scan reaches the screens and the shared texts.
    expect(FILES).toEqual(expect.arrayContaining(['app/content/tutorial.ts', 'app/routes/perfil/route.tsx']));
    // Every screen, Hoje, Resultados, Relatório and Instalar included.
    for (const screen of ['_index', 'resultados', 'relatorio', 'instalar'])
      expect(FILES.some((f) => f.startsWith(`app/routes/${screen}/`))).toBe(true);
  });

  it('finds a banned word, and lets the specification’s own texts be', () => {
    const banned = (text: string) => BANNED.filter((b) => wordPattern(b.word).test(withoutSpecTexts(text)));
    expect(banned('Excluir registro').map((b) => b.word)).toEqual(['excluir']);
    expect(banned('35 ml por kg').map((b) => b.word)).toEqual(['ml']);
    expect(banned('35 mL por kg')).toEqual([]);
    expect(banned('Dias completados: 4/15')).toEqual([]);
    expect(banned('Abrindo seu email...')).toEqual([]);
  });
});

describe('one word for each thing (docs/glossary.md)', () => {
  it('no text in app/content, app/components or a screen uses a word the glossary says never to use', () => {
    const found = TEXTS.flatMap(({ all }) =>
      all.flatMap(({ file, line, text }) =>
        BANNED.filter((b) => wordPattern(b.word).test(withoutSpecTexts(text))).map(
          (b) => `${file}:${line}: "${b.word}" in "${text}" (say: ${b.say})`,
        ),
      ),
    );
    expect(found).toEqual([]);
  });

  it('headings, buttons, tabs and dialog titles are in sentence case, but for names and the specification’s titles', () => {
    const titleCase = TEXTS.flatMap(({ headings }) =>
      headings.flatMap(({ file, line, text }) => {
        let rest = withoutSpecTexts(text);
        for (const name of NAMES) rest = rest.replace(wordPattern(name), ' ');
        // A capital after the start of a sentence is fine.
        // Words with a letter: a leading emoji ('💡 Dicas') is not the first word.
        const words = rest.split(/\s+/).filter((w) => /\p{L}/u.test(w));
        const capitalised = words.slice(1).filter((w, i) => /^\p{Lu}/u.test(w) && !/[.!?:]$/.test(words[i]!));
        return capitalised.length > 0 ? [`${file}:${line}: "${text}" (${capitalised.join(', ')})`] : [];
      }),
    );
    expect(titleCase).toEqual([]);
  });
});
