import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvField, textCell, toCsv } from './csv';

describe('csvField', () => {
  it('leaves plain text and decimal commas as they are', () => {
    expect(csvField('Dormi bem')).toBe('Dormi bem');
    expect(csvField('80,5')).toBe('80,5');
    expect(csvField('')).toBe('');
    expect(csvField('Água 💧 à tarde')).toBe('Água 💧 à tarde');
  });
  it.each([
    ['a;b', '"a;b"'],
    ['disse "chega"', '"disse ""chega"""'],
    ['"', '""""'],
    ['linha 1\nlinha 2', '"linha 1\nlinha 2"'],
    ['linha 1\r\nlinha 2', '"linha 1\r\nlinha 2"'],
    ['só\r', '"só\r"'],
    [' espaço', '" espaço"'],
    ['espaço ', '"espaço "'],
  ])('quotes %j', (value, field) => expect(csvField(value)).toBe(field));
});

describe('textCell', () => {
  it.each([
    ['=HIPERLINK("http://x";"clique")', '\'=HIPERLINK("http://x";"clique")'],
    ['+1 copo', "'+1 copo"],
    ['-2 kg!', "'-2 kg!"],
    ['@sum(A1)', "'@sum(A1)"],
    ['\tx', "'\tx"],
    [' @SUM(A1)', "' @SUM(A1)"],
    ['  =1+1', "'  =1+1"],
    ['\n-3', "'\n-3"],
  ])('keeps %j as text for a spreadsheet', (text, cell) => expect(textCell(text)).toBe(cell));
  it('leaves other text alone', () => {
    for (const t of ['Bem', '80,5', '', 'a=b', ' bem', '<img src=x onerror=alert(1)>']) expect(textCell(t)).toBe(t);
  });
});

describe('toCsv', () => {
  it('starts with the BOM, separates with ; and ends every row with CRLF', () => {
    expect(
      toCsv([
        ['Data', 'Peso (kg)'],
        ['01/11/2026', '80,5'],
      ]),
    ).toBe(`${CSV_BOM}Data;Peso (kg)\r\n01/11/2026;80,5\r\n`);
    expect(CSV_BOM).toBe('\uFEFF');
  });
  it('reads back as the same rows with an RFC 4180 parser', () => {
    const rows = [
      ['a', 'b;c', 'd"e', 'f\ng', ''],
      ['1', '2', '3', '4', '5'],
    ];
    expect(parse(toCsv(rows))).toEqual(rows);
  });
  it('is the BOM alone for no rows', () => {
    expect(toCsv([])).toBe(CSV_BOM);
  });
});

/** A small RFC 4180 reader with ';' (quotes double inside a quoted field), for the round trip above. */
function parse(text: string): string[][] {
  const body = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    const next = body[i + 1];
    if (quoted && c === '"' && next === '"') {
      field += '"';
      i++;
    } else if (quoted && c === '"') {
      quoted = false;
    } else if (quoted) {
      field += c;
    } else if (c === '"') {
      quoted = true;
    } else if (c === ';') {
      endField();
    } else if (c === '\r' && next === '\n') {
      endField();
      rows.push(row);
      row = [];
      i++;
    } else {
      field += c;
    }
  }
  return rows;
}
