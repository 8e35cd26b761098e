/**
 * The Portuguese she reads, checked over every text of app/content: its
 * string literals and template texts, read with TypeScript's parser (never
 * comments or identifiers). Neutral forms where the specification does not
 * fix the words, the weekday with its article ('na sexta', 'no domingo'),
 * unit symbols in lower case, joined to their figure by a non-breaking
 * space, and “ ” around a name rather than straight quotes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { momentOf } from '~/domain/format';
import { momentText } from './words';
import { FAST_CLOCK } from './fasting-clock';

const DIR = 'app/content';
const FILES = readdirSync(DIR)
  .filter((f) => /\.(ts|js)$/.test(f) && !/\.test\.ts$/.test(f))
  .map((f) => join(DIR, f));

/** Every text a file writes: string literals and the fixed parts of its templates. */
function textsOf(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) texts.push(node.text);
    else if (ts.isTemplateExpression(node)) {
      // The template as one text, each `${…}` a word: 'em ${when}' reads 'em X'.
      texts.push(node.head.text + node.templateSpans.map((s) => `X${s.literal.text}`).join(''));
    } else if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

const WEEKDAY = '(segunda|terça|quarta|quinta|sexta|sábado|domingo)';
const RULES: [string, RegExp][] = [
  ['"em" before a weekday: "na sexta", "no domingo"', new RegExp(`\\bem ${WEEKDAY}\\b`, 'i')],
  ['"Kg": the symbol is "kg"', /\bKg\b/],
  ['"Cm": the symbol is "cm"', /\bCm\b/],
  ['straight quotes around a name: “ ”', /(^|[\s(:])(['"])[^'"\n]+\2(?=[\s.,:;!?)]|$)/],
  ['a masculine form where a neutral one exists', /\b(saciad[oa]s?|[Bb]em-vind[oa]s?|fraco)\b/],
  ['"malato dimagnésio": "malato de dimagnésio"', /malato dimagn/],
  // A template's value is read as 'X': '${n} h de jejum' reads 'X h de jejum'.
  ['a figure and its unit apart: a non-breaking space joins them', /(\d|\bX) (kg|cm|mL|L|g|h|min)\b/],
];

describe('the Portuguese of app/content', () => {
  it.each(RULES)('no %s', (_, rule) => {
    const found = FILES.flatMap((f) =>
      textsOf(f)
        .filter((t) => rule.test(t))
        .map((t) => `${f}: ${t}`),
    );
    expect(found).toEqual([]);
  });

  it('the rules bite', () => {
    const bites = [
      'Termina em sexta, 06/03',
      'Termina em X',
      '80 Kg',
      'Cm de cintura',
      "Toque em 'Instalar app'",
      'Toque em "Instalar app".',
      'até ficar saciado',
      'Bem-vindo ao M15',
      'malato dimagnésio',
      '1 garrafa de 500 mL',
      'X h de jejum',
    ];
    // 'em X' (a template's value) is a weekday only at run time: the clock's own test below covers it.
    for (const text of bites.filter((t) => t !== 'Termina em X')) {
      expect(
        RULES.some(([, rule]) => rule.test(text)),
        text,
      ).toBe(true);
    }
    for (const text of [
      'd’água',
      'kg eliminados',
      'Toque em “Instalar app”',
      'Peso: 80,0\u00a0kg',
      '500\u00a0mL',
      'Ex: 65.0',
    ]) {
      expect(
        RULES.some(([, rule]) => rule.test(text)),
        text,
      ).toBe(false);
    }
  });

  it('the end of a fast reads "na sexta", "no domingo", whatever the day', () => {
    // One instant on each day of a week, at noon in the phone's zone.
    for (let d = 1; d <= 7; d++) {
      const instant = new Date(2026, 2, d, 12).toISOString();
      const when = momentText(momentOf(instant), instant);
      for (const text of [FAST_CLOCK.endsAt(when), FAST_CLOCK.endedAt(when), FAST_CLOCK.doneAt(when)]) {
        expect(text).not.toMatch(new RegExp(`\\bem ${WEEKDAY}`));
        expect(text).toMatch(new RegExp(`\\b(na (segunda|terça|quarta|quinta|sexta)|no (sábado|domingo))\\b`));
      }
    }
  });
});
