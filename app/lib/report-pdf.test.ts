import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildWaistSeries, buildWeightSeries } from '~/domain/chart';
import type { ReportDocument } from '~/domain/report';
import { renderReportPdf } from './report-pdf';

const NAME = 'Maria Conceição Araújo 🎉';
const HOSTILE = '<img src=x onerror=alert(1)> ) ( \\ endstream %%EOF';

const diary = Array.from({ length: 9 }, (_, i) => ({
  date: `2026-11-${String(17 + i).padStart(2, '0')}`,
  weight: String(82 - i * 0.4),
  water: '2',
  waist: i % 3 === 0 ? String(84 - i / 2) : '',
}));

function documentWith(rows: string[][]): ReportDocument {
  return {
    title: 'Relatório para a consulta',
    summary: 'Dia 7 de 15 · Ceto II · em 23/11/2026, 12:00',
    subtitle: 'M15 · Ativação Metabólica em 15 Dias · Gerado em 23/11/2026, 12:00',
    sections: [
      {
        id: 'perfil',
        title: 'Perfil',
        blocks: [
          {
            kind: 'facts',
            items: [
              { label: 'Nome', value: NAME },
              { label: 'Peso inicial', value: '82,0 kg' },
              { label: 'Altura', value: '' },
            ],
          },
        ],
      },
      {
        id: 'dias',
        title: 'Os 15 dias',
        blocks: [
          { kind: 'text', text: 'Dias completados: 6/15' },
          {
            kind: 'days',
            days: Array.from({ length: 15 }, (_, i) => ({
              day: `Dia ${i + 1}`,
              date: '',
              phase: i < 3 ? 'Ceto I' : 'Jejum I',
              status: i < 6 ? '✓ Concluído' : i === 6 ? 'Hoje' : '—',
              done: i < 6,
            })),
          },
        ],
      },
      {
        id: 'protocolo',
        title: 'O protocolo, em resumo',
        blocks: [{ kind: 'paragraphs', items: [{ title: 'Jejum Final', text: 'Água, café e chá sem açúcar.' }] }],
      },
      {
        id: 'medidas',
        title: 'Peso e cintura até agora',
        blocks: [
          {
            kind: 'chart',
            title: 'Evolução do peso',
            label: 'Gráfico',
            series: buildWeightSeries({ diary, initialWeight: '82.5', finalWeight: '' }),
            summary: '3 pontos, de 82,5 kg (Início) a 80,0 kg (02/03).',
            words: { measure: 'Peso', trend: 'Tendência', points: ['Início', '01/03', '02/03'] },
          },
          {
            kind: 'chart',
            title: 'Evolução da cintura',
            label: 'Gráfico',
            series: buildWaistSeries({ diary }),
            summary: '2 pontos, de 84,0 cm (01/03) a 83,0 cm (02/03).',
            words: { measure: 'Cintura', trend: 'Tendência', points: ['01/03', '02/03'] },
          },
        ],
      },
      {
        id: 'diario',
        title: 'Diário',
        blocks: [
          {
            kind: 'table',
            columns: ['Data', 'Dia', 'Fase', 'Peso (kg)', 'Como se sentiu'],
            rows,
            textColumn: 4,
            empty: 'Nenhum registro no diário ainda.',
          },
        ],
      },
    ],
    footer: ['Feito pelo app M15.', 'O M15 não substitui orientação médica ou nutricional.'],
    pageNumber: 'Página {n} de {total}',
  };
}

const ROWS = [
  ['17/11/2026', '1', 'Ceto I', '82,0', HOSTILE],
  ['23/11/2026', '7', 'Ceto II', '79,4', 'Disse "chega"; dormi\ncedo 💪🏽'],
];

/** The file as Latin-1 text (WinAnsi writes every Portuguese letter as its Latin-1 byte), streams inflated. */
function pdfAsText(bytes: ArrayBuffer): string {
  const raw = Buffer.from(bytes);
  let text = raw.toString('latin1');
  for (const m of text.matchAll(/\/FlateDecode[^]*?stream\r?\n/g)) {
    const start = m.index! + m[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      text += inflateSync(raw.subarray(start, end)).toString('latin1');
    } catch {
      // An image or a font stream that is not deflated text.
    }
  }
  return text;
}

describe('renderReportPdf', () => {
  it('writes a PDF whose text holds the name with its accents, the columns and the statuses as real text', () => {
    const bytes = renderReportPdf(documentWith(ROWS), { compress: false });
    const text = Buffer.from(bytes).toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    // The name, with its accents as WinAnsi bytes, and no emoji left in it.
    expect(text).toContain('(Maria Conceição Araújo) Tj');
    for (const word of ['(Fase) Tj', '(Dia) Tj', '(Ceto II) Tj', '(Hoje) Tj', '(Concluído) Tj', '(82,0 kg) Tj'])
      expect(text).toContain(word);
    expect(text).toMatch(/\(Página 1 de [12]\) Tj/);
    expect(text).toContain('(O M15 não substitui orientação médica ou nutricional.) Tj');
    // A note's line break starts a new line; its emoji is gone.
    expect(text).toContain('(cedo) Tj');
    // Standard Helvetica, in WinAnsi: no font is carried in the file.
    expect(text).toContain('/BaseFont /Helvetica');
    expect(text).toContain('/Encoding /WinAnsiEncoding');
    expect(text).not.toContain('/FontFile');
  });

  it('keeps hostile text as text: brackets and backslashes escaped, nothing that ends a stream early', () => {
    const text = Buffer.from(renderReportPdf(documentWith(ROWS), { compress: false })).toString('latin1');
    expect(text).toContain('(<img src=x onerror=alert\\(1\\)> \\) \\( \\\\ endstream %%EOF) Tj');
  });

  it('gives the same text compressed, as the app makes it', () => {
    const bytes = renderReportPdf(documentWith(ROWS));
    const head = Buffer.from(bytes).toString('latin1');
    expect(head.startsWith('%PDF-')).toBe(true);
    expect(head).not.toContain('Maria');
    const text = pdfAsText(bytes);
    expect(text).toContain('(Maria Conceição Araújo) Tj');
    expect(text).toContain('(Fase) Tj');
  });

  it('breaks a long diary over pages, with the page number on each, and writes a note longer than a page', () => {
    const many = Array.from({ length: 80 }, (_, i) => ['17/11/2026', '1', 'Ceto I', '82,0', `nota ${i}`]);
    const long = ['18/11/2026', '2', 'Ceto I', '81,6', Array.from({ length: 150 }, (_, i) => `linha ${i}`).join('\n')];
    const text = Buffer.from(renderReportPdf(documentWith([...many, long]), { compress: false })).toString('latin1');
    const pages = Number(/Página 1 de (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThanOrEqual(4);
    expect(text).toContain(`(Página ${pages} de ${pages}) Tj`);
    expect(text).toContain('(nota 79) Tj');
    expect(text).toContain('(linha 149) Tj');
    // The table's header is repeated on each page it runs over.
    expect(text.split('(Como se sentiu) Tj').length - 1).toBeGreaterThanOrEqual(pages - 2);
  });

  it('says the table is empty instead of drawing an empty one', () => {
    const text = Buffer.from(renderReportPdf(documentWith([]), { compress: false })).toString('latin1');
    expect(text).toContain('(Nenhum registro no diário ainda.) Tj');
    expect(text).not.toContain('(Como se sentiu) Tj');
  });

  it('writes a table without free text with each value on one line: the fasts and the checks read whole', () => {
    const doc = documentWith(ROWS);
    const checks: ReportDocument = {
      ...doc,
      sections: [
        {
          id: 'verificacoes',
          title: 'Verificação antes dos jejuns',
          blocks: [
            {
              kind: 'table',
              columns: ['Bloco', 'Feita em', 'Resultado'],
              rows: [
                ['Jejum I', '19/11/2026, 08:00', 'Sem impedimento nas respostas'],
                ['Jejum Final', '26/11/2026, 09:15', 'Orientou não jejuar — conversar com o médico'],
              ],
              empty: 'Nenhuma verificação registrada.',
            },
          ],
        },
      ],
    };
    const text = Buffer.from(renderReportPdf(checks, { compress: false })).toString('latin1');
    // The em dash is WinAnsi's 0x97 byte.
    expect(text).toContain('(Orientou não jejuar \u0097 conversar com o médico) Tj');
    expect(text).toContain('(26/11/2026, 09:15) Tj');
    expect(text).toContain('(Verificação antes dos jejuns) Tj');
  });
});
