/**
 * "Compartilhar relatório (PDF)": the report as an A4 PDF, made
 * on the phone, offline, from the same document the screen and the printed
 * page show (domain/report.ts, ReportDocument). Loaded on the tap only
 * (routes/relatorio/share-report.tsx), with jsPDF; its two helpers
 * (report-pdf-page.ts, the page and its text; report-pdf-blocks.ts, each
 * kind of block) are imported by this module alone, so the tap still loads
 * one file.
 *
 * The text is real text in the standard Helvetica (no font inside the file),
 * searchable and copyable by the nutritionist.
 */
import { pdfText } from '~/domain/pdf-text';
import type { PhotoResolver } from '~/domain/photo-ref';
import type { ReportDocument } from '~/domain/report';
import { canvas2d, canvasToBlob, decodeImage } from './image-encode';
import { readPhoto } from './read-photo';
import { drawBlock, type PdfPhoto } from './report-pdf-blocks';
import { DIM, MARGIN, PAGE, SIZE, WIDTH, Writer } from './report-pdf-page';
import { type Delivery, shareOrDownload } from './share-or-download';

/**
 * The report's PDF (its bytes): the title, each section of the document and
 * the closing lines, the page number on every page. `photos` holds the
 * photos' files when the document has its photos section. `compress: false`
 * writes the text streams as they are (the unit tests read them).
 */
export function renderReportPdf(
  document: ReportDocument,
  options: { photos?: { before: PdfPhoto; after: PdfPhoto }; compress?: boolean } = {},
): ArrayBuffer {
  const w = new Writer(options.compress ?? true);
  w.pdf.setProperties({ title: pdfText(document.title), subject: pdfText(document.subtitle), creator: 'M15' });
  w.pdf.setLanguage('pt-BR');
  w.paragraph(document.title, SIZE.title, 'bold');
  w.y += 1;
  // Where she stands, and when: read first, since it is read days later.
  if (document.summary) w.paragraph(document.summary, SIZE.heading, 'bold');
  w.y += 1;
  w.paragraph(document.subtitle, SIZE.subtitle, 'normal', DIM);
  w.y += 4;
  for (const section of document.sections) {
    // A heading never ends a page: it keeps some of its section with it.
    w.room(w.lineHeight(SIZE.section) + 18);
    w.paragraph(section.title, SIZE.section, 'bold');
    w.y += 1.5;
    for (const block of section.blocks) drawBlock(w, block, options.photos ?? { before: null, after: null });
    w.y += 5;
  }
  w.room(12);
  w.pdf.setLineWidth(0.2);
  w.pdf.line(MARGIN.side, w.y, MARGIN.side + WIDTH, w.y);
  w.y += 2;
  document.footer.forEach((line, i) =>
    w.paragraph(line, SIZE.small, i === document.footer.length - 1 ? 'bold' : 'normal'),
  );
  const total = w.pdf.getNumberOfPages();
  for (let n = 1; n <= total; n++) {
    w.pdf.setPage(n);
    w.font(SIZE.small, 'normal', DIM);
    const label = document.pageNumber.replace('{n}', String(n)).replace('{total}', String(total));
    w.pdf.text(pdfText(label), PAGE.width - MARGIN.side, PAGE.height - 10, { align: 'right', baseline: 'bottom' });
  }
  return w.pdf.output('arraybuffer');
}

/**
 * A stored photo as JPEG bytes for the PDF: a JPEG as it is, another image
 * (WebP, PNG) drawn and encoded again. 'unreadable' when it cannot be read
 * or decoded; null when there is no photo.
 */
async function photoFile(value: string, resolvePhoto: PhotoResolver): Promise<PdfPhoto> {
  if (value === '') return null;
  const blob = await readPhoto(value, resolvePhoto);
  if (!blob) return 'unreadable';
  try {
    if (blob.type === 'image/jpeg') return new Uint8Array(await blob.arrayBuffer());
    const { source, width, height, release } = await decodeImage(blob, null);
    let jpeg: Blob | null = null;
    try {
      const made = canvas2d(width, height);
      made?.ctx.drawImage(source, 0, 0);
      jpeg = made && (await canvasToBlob(made.canvas, 'image/jpeg', 0.85));
    } finally {
      release();
    }
    return jpeg ? new Uint8Array(await jpeg.arrayBuffer()) : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

/**
 * What the tap does: read the photos when the document has them, make the
 * PDF, hand it to the share sheet or the downloads. Returns how it was
 * delivered, or 'failed' when no PDF could be made (nothing is delivered).
 */
export async function shareReportPdf(input: {
  document: ReportDocument;
  resolvePhoto: PhotoResolver;
  fileName: string;
  shareTitle: string;
}): Promise<Delivery | 'failed'> {
  let bytes: ArrayBuffer;
  try {
    const block = input.document.sections.flatMap((s) => s.blocks).find((b) => b.kind === 'photos');
    const photos = block
      ? {
          before: await photoFile(block.before.photo, input.resolvePhoto),
          after: await photoFile(block.after.photo, input.resolvePhoto),
        }
      : undefined;
    bytes = renderReportPdf(input.document, { photos });
  } catch {
    return 'failed';
  }
  const file = new File([bytes], input.fileName, { type: 'application/pdf' });
  return shareOrDownload(file, { title: input.shareTitle });
}
