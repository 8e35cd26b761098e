/**
 * The page of the report's PDF: A4 with the printed page's
 * margins, the type sizes and inks, and the Writer that puts text on it line
 * by line, turning the page when a line would not fit. The blocks are drawn
 * by report-pdf-blocks.ts; report-pdf.ts puts the document together.
 *
 * Every string goes through pdfText first: the standard Helvetica writes
 * WinAnsi (every Portuguese letter, no emoji).
 */
import { jsPDF } from 'jspdf';
import { pdfText } from '~/domain/pdf-text';

// A4 in millimetres, with the printed page's margins (report.module.css, @page).
export const PAGE = { width: 210, height: 297 };
export const MARGIN = { top: 16, bottom: 18, side: 14 };
export const WIDTH = PAGE.width - 2 * MARGIN.side;
export const BOTTOM = PAGE.height - MARGIN.bottom;
const PT = 25.4 / 72; // millimetres per point
const LINE = 1.3; // line height, × the font size
export const INK = 17;
export const DIM = 85;
export const RULE = 170;
/** The app's brand orange (theme's brand.7) for the measure, teal for its trend, as on the screen. */
export const LINE_COLOR = [194, 65, 12] as const;
export const TREND_COLOR = [20, 110, 100] as const;
export const SIZE = { title: 18, subtitle: 9, section: 13, heading: 11, body: 10, small: 8.5 };

/** The PDF being written and where the next line goes (`y`, in mm from the top of the page). */
export class Writer {
  readonly pdf: jsPDF;
  y = MARGIN.top;

  constructor(compress: boolean) {
    this.pdf = new jsPDF({ unit: 'mm', format: 'a4', compress });
    this.pdf.setTextColor(INK);
    this.pdf.setDrawColor(RULE);
  }

  lineHeight(size: number) {
    return size * PT * LINE;
  }

  font(size: number, style: 'normal' | 'bold' = 'normal', gray = INK) {
    this.pdf.setFont('helvetica', style);
    this.pdf.setFontSize(size);
    this.pdf.setTextColor(gray);
  }

  /** `text` broken into lines of at most `width` mm in the current font (line breaks kept). */
  lines(text: string, width: number): string[] {
    const safe = pdfText(text);
    return safe === '' ? [] : (this.pdf.splitTextToSize(safe, width) as string[]);
  }

  /** A new page when less than `height` mm is left on this one. */
  room(height: number) {
    if (this.y + height <= BOTTOM) return;
    this.pdf.addPage();
    this.y = MARGIN.top;
  }

  /** Lines of text at the left margin (or `x`), each on the page it fits. */
  write(lines: string[], size: number, x = MARGIN.side) {
    const h = this.lineHeight(size);
    for (const line of lines) {
      this.room(h);
      this.pdf.text(line, x, this.y, { baseline: 'top' });
      this.y += h;
    }
  }

  paragraph(text: string, size = SIZE.body, style: 'normal' | 'bold' = 'normal', gray = INK) {
    this.font(size, style, gray);
    this.write(this.lines(text, WIDTH), size);
  }
}
