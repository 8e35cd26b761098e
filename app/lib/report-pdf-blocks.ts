/**
 * The blocks of the report's PDF, one drawing function per kind
 * of block of domain/report.ts (ReportBlock), each as the screen shows it:
 * facts side by side, the 15 days in boxes, paragraphs, a chart with its
 * round axis values, a table whose rows never split between pages, the
 * photos. A new section made of these blocks needs nothing new here.
 */
import { chartTicks, TREND_SERIES, type WaistSeries, type WeightSeries } from '~/domain/chart';
import { formatDecimal } from '~/domain/format';
import { pdfText } from '~/domain/pdf-text';
import type { ReportBlock, ReportPhoto } from '~/domain/report';
import { BOTTOM, DIM, INK, LINE_COLOR, MARGIN, RULE, SIZE, TREND_COLOR, WIDTH, type Writer } from './report-pdf-page';

/** A photo as the PDF takes it: JPEG bytes, 'unreadable' when its file could not be read, null when there is none. */
export type PdfPhoto = Uint8Array | 'unreadable' | null;

function facts(w: Writer, items: Extract<ReportBlock, { kind: 'facts' }>['items']) {
  const perRow = 3;
  const colWidth = WIDTH / perRow;
  for (let i = 0; i < items.length; i += perRow) {
    const row = items.slice(i, i + perRow).map((item) => {
      w.font(SIZE.small);
      const label = w.lines(item.label, colWidth - 3);
      w.font(SIZE.body, 'bold');
      const value = w.lines(item.value || '—', colWidth - 3);
      return { label, value };
    });
    const height = Math.max(
      ...row.map((c) => c.label.length * w.lineHeight(SIZE.small) + c.value.length * w.lineHeight(SIZE.body)),
    );
    w.room(height);
    const top = w.y;
    row.forEach((cell, c) => {
      const x = MARGIN.side + c * colWidth;
      w.y = top;
      w.font(SIZE.small, 'normal', DIM);
      w.write(cell.label, SIZE.small, x);
      w.font(SIZE.body, 'bold');
      w.write(cell.value, SIZE.body, x);
    });
    w.y = top + height + 2;
  }
}

function days(w: Writer, list: Extract<ReportBlock, { kind: 'days' }>['days']) {
  const perRow = 5;
  const gap = 2;
  const boxWidth = (WIDTH - gap * (perRow - 1)) / perRow;
  const lh = w.lineHeight(SIZE.small);
  const boxHeight = 4 * lh + 3;
  for (let i = 0; i < list.length; i += perRow) {
    w.room(boxHeight + gap);
    list.slice(i, i + perRow).forEach((d, c) => {
      const x = MARGIN.side + c * (boxWidth + gap);
      w.pdf.setLineWidth(d.done ? 0.6 : 0.2);
      w.pdf.setDrawColor(d.done ? INK : RULE);
      w.pdf.roundedRect(x, w.y, boxWidth, boxHeight, 1.5, 1.5, 'S');
      const texts = [d.day, d.date, d.phase, d.status];
      texts.forEach((text, k) => {
        w.font(SIZE.small, k === 0 ? 'bold' : 'normal');
        const [line] = w.lines(text, boxWidth - 3);
        if (line) w.pdf.text(line, x + 1.5, w.y + 1.5 + k * lh, { baseline: 'top' });
      });
    });
    w.pdf.setDrawColor(RULE);
    w.pdf.setLineWidth(0.2);
    w.y += boxHeight + gap;
  }
}

function paragraphs(w: Writer, items: Extract<ReportBlock, { kind: 'paragraphs' }>['items']) {
  for (const p of items) {
    w.room(w.lineHeight(SIZE.body) * 3);
    w.paragraph(p.title, SIZE.body, 'bold');
    w.paragraph(p.text, SIZE.body);
    w.y += 1.5;
  }
}

/** The chart's labels: a few evenly spaced points, always the first and the last. */
function labelIndexes(count: number, most = 8): number[] {
  if (count <= most) return Array.from({ length: count }, (_, i) => i);
  const step = (count - 1) / (most - 1);
  return Array.from({ length: most }, (_, i) => Math.round(i * step));
}

/** The chart's legend, at the right of its title: the measure's line and the trend's dashes. */
function legend(w: Writer, measure: string, y: number) {
  w.font(SIZE.small, 'normal', DIM);
  const lineY = y + w.lineHeight(SIZE.heading) / 2;
  const trendWidth = w.pdf.getTextWidth(TREND_SERIES);
  const measureWidth = w.pdf.getTextWidth(measure);
  let x = MARGIN.side + WIDTH - trendWidth;
  w.pdf.text(TREND_SERIES, x, lineY, { baseline: 'middle' });
  x -= 9;
  w.pdf.setDrawColor(...TREND_COLOR);
  w.pdf.setLineWidth(0.4);
  w.pdf.setLineDashPattern([1.5, 1], 0);
  w.pdf.line(x, lineY, x + 7, lineY);
  w.pdf.setLineDashPattern([], 0);
  x -= 5 + measureWidth;
  w.pdf.text(pdfText(measure), x, lineY, { baseline: 'middle' });
  x -= 9;
  w.pdf.setDrawColor(...LINE_COLOR);
  w.pdf.setLineWidth(0.6);
  w.pdf.line(x, lineY, x + 7, lineY);
  w.pdf.setDrawColor(RULE);
  w.pdf.setLineWidth(0.2);
}

function chart(w: Writer, block: Extract<ReportBlock, { kind: 'chart' }>) {
  const series: WeightSeries | WaistSeries = block.series;
  const values = series.points.map((p) => (p as unknown as Record<string, number>)[series.measure]!);
  const domain = series.domain;
  if (!domain || values.length === 0) return;
  const height = 55;
  w.room(w.lineHeight(SIZE.heading) + height + 18);
  const titleY = w.y;
  w.paragraph(block.title, SIZE.heading, 'bold');
  if (series.withTrend) legend(w, series.measure, titleY);
  w.y += 4;
  const axis = 12;
  const box = { x: MARGIN.side + axis, y: w.y, w: WIDTH - axis - 2, h: height };
  const [low, high] = domain;
  const yOf = (v: number) => box.y + box.h - ((v - low) / (high - low || 1)) * box.h;
  const xOf = (i: number) => box.x + (values.length === 1 ? box.w / 2 : (i / (values.length - 1)) * box.w);
  // The round values of the axis (78, 80, 82…), as on the screen.
  w.font(SIZE.small, 'normal', DIM);
  w.pdf.setLineWidth(0.1);
  for (const t of chartTicks(domain)) {
    const y = yOf(t);
    w.pdf.line(box.x, y, box.x + box.w, y);
    w.pdf.text(formatDecimal(t), box.x - 2, y, { align: 'right', baseline: 'middle' });
  }
  w.pdf.setLineWidth(0.2);
  w.pdf.line(box.x, box.y + box.h, box.x + box.w, box.y + box.h);
  // The trend (7-day moving average), dashed, under the measure.
  if (series.withTrend) {
    const trend = series.points.map((p) => p[TREND_SERIES]);
    w.pdf.setDrawColor(...TREND_COLOR);
    w.pdf.setLineDashPattern([1.5, 1], 0);
    w.pdf.setLineWidth(0.4);
    for (let i = 1; i < trend.length; i++) {
      const a = trend[i - 1];
      const b = trend[i];
      if (a !== undefined && b !== undefined) w.pdf.line(xOf(i - 1), yOf(a), xOf(i), yOf(b));
    }
    w.pdf.setLineDashPattern([], 0);
  }
  w.pdf.setDrawColor(...LINE_COLOR);
  w.pdf.setFillColor(...LINE_COLOR);
  w.pdf.setLineWidth(0.6);
  for (let i = 1; i < values.length; i++) w.pdf.line(xOf(i - 1), yOf(values[i - 1]!), xOf(i), yOf(values[i]!));
  if (values.length <= 60) values.forEach((v, i) => w.pdf.circle(xOf(i), yOf(v), 0.7, 'F'));
  w.pdf.setDrawColor(RULE);
  w.pdf.setLineWidth(0.2);
  w.font(SIZE.small, 'normal', DIM);
  for (const i of labelIndexes(values.length)) {
    const align = values.length === 1 ? 'center' : i === 0 ? 'left' : i === values.length - 1 ? 'right' : 'center';
    w.pdf.text(pdfText(series.points[i]!.label), xOf(i), box.y + box.h + 1.5, { align, baseline: 'top' });
  }
  w.y = box.y + box.h + 1.5 + w.lineHeight(SIZE.small) + 1;
  w.paragraph(block.summary, SIZE.small, 'normal', DIM);
  w.y += 2;
}

/**
 * Column widths: each column as wide as its widest word or value, the free
 * text taking what is left. Beside free text a column is at most 40 mm; a
 * table without it (the fasts, the checks) keeps each value on one line
 * while the page's width allows.
 */
function columnWidths(w: Writer, block: Extract<ReportBlock, { kind: 'table' }>): number[] {
  const pad = 3;
  const most = block.textColumn === undefined ? WIDTH : 40;
  const widths = block.columns.map((column, c) => {
    if (c === block.textColumn) return 0;
    w.font(SIZE.small, 'bold');
    const head = Math.max(
      ...pdfText(column)
        .split(' ')
        .map((word) => w.pdf.getTextWidth(word)),
    );
    w.font(SIZE.small);
    const cells = block.rows.map((r) => w.pdf.getTextWidth(pdfText(r[c] ?? '')));
    return Math.min(Math.max(head, ...cells) + pad, most);
  });
  const used = widths.reduce((a, b) => a + b, 0);
  if (block.textColumn !== undefined) widths[block.textColumn] = Math.max(WIDTH - used, 30);
  const total = widths.reduce((a, b) => a + b, 0);
  return total > WIDTH ? widths.map((x) => (x * WIDTH) / total) : widths;
}

function table(w: Writer, block: Extract<ReportBlock, { kind: 'table' }>) {
  if (block.rows.length === 0) {
    w.paragraph(block.empty, SIZE.body, 'normal', DIM);
    return;
  }
  const widths = columnWidths(w, block);
  const lh = w.lineHeight(SIZE.small);
  const xs = widths.map((_, c) => MARGIN.side + widths.slice(0, c).reduce((a, b) => a + b, 0));
  const header = () => {
    w.font(SIZE.small, 'bold');
    const cells = block.columns.map((column, c) => w.lines(column, widths[c]! - 2));
    const height = Math.max(...cells.map((l) => l.length)) * lh + 2;
    w.room(height + lh + 2);
    cells.forEach((l, c) => l.forEach((line, k) => w.pdf.text(line, xs[c]!, w.y + 1 + k * lh, { baseline: 'top' })));
    w.y += height;
    w.pdf.setLineWidth(0.3);
    w.pdf.line(MARGIN.side, w.y, MARGIN.side + WIDTH, w.y);
    w.pdf.setLineWidth(0.2);
  };
  header();
  for (const row of block.rows) {
    w.font(SIZE.small);
    const cells = row.map((cell, c) => w.lines(cell, widths[c]! - 2));
    let from = 0;
    const rows = Math.max(1, ...cells.map((l) => l.length));
    // A row is never cut between pages, unless it alone is longer than a page (a very long note).
    if (w.y + rows * lh + 2 > BOTTOM && rows * lh + 2 < BOTTOM - MARGIN.top - 10) {
      w.pdf.addPage();
      w.y = MARGIN.top;
      header();
      w.font(SIZE.small);
    }
    while (from < rows) {
      const fit = Math.max(1, Math.floor((BOTTOM - w.y - 2) / lh));
      const to = Math.min(rows, from + fit);
      cells.forEach((l, c) =>
        l.slice(from, to).forEach((line, k) => w.pdf.text(line, xs[c]!, w.y + 1 + k * lh, { baseline: 'top' })),
      );
      w.y += (to - from) * lh + 2;
      from = to;
      if (from < rows) {
        w.pdf.addPage();
        w.y = MARGIN.top;
        header();
        w.font(SIZE.small);
      }
    }
    w.pdf.line(MARGIN.side, w.y, MARGIN.side + WIDTH, w.y);
  }
  w.y += 2;
}

function drawPhotos(
  w: Writer,
  block: Extract<ReportBlock, { kind: 'photos' }>,
  files: { before: PdfPhoto; after: PdfPhoto },
) {
  const gap = 6;
  const width = (WIDTH - gap) / 2;
  const maxHeight = width * (4 / 3);
  const sides: [ReportPhoto, PdfPhoto][] = [
    [block.before, files.before],
    [block.after, files.after],
  ];
  const sizes = sides.map(([, file]) => {
    if (!(file instanceof Uint8Array)) return { w: width, h: 30 };
    const { width: pw, height: ph } = w.pdf.getImageProperties(file);
    const scale = Math.min(width / pw, maxHeight / ph);
    return { w: pw * scale, h: ph * scale };
  });
  const height = Math.max(...sizes.map((s) => s.h)) + 3 * w.lineHeight(SIZE.small) + 2;
  w.room(height);
  const top = w.y;
  sides.forEach(([side, file], i) => {
    const x = MARGIN.side + i * (width + gap);
    const size = sizes[i]!;
    if (file instanceof Uint8Array) {
      w.pdf.addImage(file, 'JPEG', x, top, size.w, size.h);
    } else {
      w.pdf.roundedRect(x, top, width, size.h, 1.5, 1.5, 'S');
      w.font(SIZE.small, 'normal', DIM);
      w.pdf.text(pdfText(file === 'unreadable' ? block.unreadable : block.noPhoto), x + width / 2, top + size.h / 2, {
        align: 'center',
        baseline: 'middle',
      });
    }
    w.y = top + size.h + 1.5;
    w.font(SIZE.small, 'bold');
    w.write(w.lines(side.title, width), SIZE.small, x);
    w.font(SIZE.small);
    w.write(w.lines([side.date, side.weight].filter(Boolean).join(' · '), width), SIZE.small, x);
  });
  w.y = top + height;
}

/** Draws `block` where the writer stands; `photos` are the files of a photos block. */
export function drawBlock(w: Writer, block: ReportBlock, photos: { before: PdfPhoto; after: PdfPhoto }) {
  switch (block.kind) {
    case 'facts':
      facts(w, block.items);
      break;
    case 'text':
      w.paragraph(block.text);
      w.y += 1.5;
      break;
    case 'paragraphs':
      paragraphs(w, block.items);
      break;
    case 'days':
      days(w, block.days);
      break;
    case 'chart':
      chart(w, block);
      break;
    case 'table':
      table(w, block);
      break;
    case 'photos':
      drawPhotos(w, block, photos);
      break;
  }
}
