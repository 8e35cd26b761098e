import { Button, Loader } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { PartUnavailable } from '~/components/part-unavailable';
import { showToast } from '~/components/show-toast';
import ui from '~/components/ui.module.css';
import type { PhotoResolver } from '~/domain/photo-ref';
import { type ReportDocument, reportPdfFileName } from '~/domain/report';
import { REPORT_PDF_TEXT, reportPdfDownloadedToast, reportPdfFailedToast } from '~/content/report';
import { loadPart, PartUnavailableError } from '~/lib/import-with-retry';

// The PDF writer and its library load on the first tap only: neither the first visit nor the installed start pays for them.
const loadWriter = () => import('~/lib/report-pdf');

/**
 * "Compartilhar relatório (PDF)": makes the PDF of the report as
 * the page shows it (the photos only when ticked) on the phone, offline, and
 * opens the share sheet with the file, or downloads it where files cannot be
 * shared. Nothing stored changes.
 */
export function ShareReport({ document, resolvePhoto }: { document: ReportDocument; resolvePhoto: PhotoResolver }) {
  const [busy, setBusy] = useState(false);
  // The state reaches the button a render later: a second tap before it must not make a second file.
  const running = useRef(false);
  // The writer's code did not download (loadPart tried again already): the block below says so,
  // with "Tentar de novo", or "Recarregar o app" when only a reload can bring it.
  const [failure, setFailure] = useState<PartUnavailableError | null>(null);

  const make = async () => {
    let writer: Awaited<ReturnType<typeof loadWriter>>;
    try {
      writer = await loadPart(loadWriter);
    } catch (e) {
      setFailure(e instanceof PartUnavailableError ? e : new PartUnavailableError(true, { cause: e }));
      return;
    }
    setFailure(null);
    const fileName = reportPdfFileName(new Date());
    const delivery = await writer.shareReportPdf({
      document,
      resolvePhoto,
      fileName,
      shareTitle: REPORT_PDF_TEXT.shareTitle,
    });
    if (delivery === 'failed') showToast(reportPdfFailedToast);
    else if (delivery === 'downloaded') showToast(reportPdfDownloadedToast(fileName));
  };

  const share = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await make();
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        className={ui.tap}
        // On a phone the label alone fits one line in the hero; the busy spinner always shows.
        classNames={busy ? undefined : { section: ui.wideOnly }}
        leftSection={busy ? <Loader size={18} color="currentColor" /> : <IconShare size={18} aria-hidden="true" />}
        // Busy, not disabled: a disabled button drops the keyboard focus.
        data-disabled={busy || undefined}
        aria-disabled={busy}
        onClick={() => void share()}
        h="auto"
        mih={44}
        py="xs"
        styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
      >
        {busy ? REPORT_PDF_TEXT.busy : REPORT_PDF_TEXT.button}
      </Button>
      {failure ? <PartUnavailable what={REPORT_PDF_TEXT.what} failure={failure} onRetry={() => void share()} /> : null}
    </>
  );
}
