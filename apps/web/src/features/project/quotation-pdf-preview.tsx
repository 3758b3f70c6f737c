import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState } from 'react';
import { quotationPdfUrl } from './project-api';
import { projectTexts as t } from './project-texts';

/** Client spec §9: "PDF preview 530 wide, 1.2 times as tall"; narrower screens scale it down. */
export const PDF_PREVIEW_WIDTH = 530;

/**
 * The quotation PDF drawn page by page with pdf.js in a box of the spec's size, the same on a phone
 * (where browsers show no PDF inside a page) as on a desktop, and no frame for a CSP to refuse. The
 * Download PDF link opens the same same-origin URL.
 */
export function QuotationPdfPreview({ projectId, version }: { projectId: string; version: string }) {
  const url = quotationPdfUrl(projectId, version);
  const pages = useRef<HTMLDivElement>(null);
  const [isLoading, setLoading] = useState(true);

  useEffect(() => {
    const container = pages.current;
    if (!container) return;
    const controller = new AbortController();
    let stop: (() => void) | undefined;
    setLoading(true);
    void (async () => {
      try {
        const res = await fetch(url, { credentials: 'same-origin', signal: controller.signal });
        if (!res.ok) return;
        const [data, { renderPdfPages }] = await Promise.all([res.arrayBuffer(), import('./pdf-pages')]);
        if (controller.signal.aborted) return;
        container.replaceChildren();
        stop = renderPdfPages(
          data,
          container,
          Math.min(PDF_PREVIEW_WIDTH, container.clientWidth || PDF_PREVIEW_WIDTH),
        );
      } catch {
        // Aborted or offline: the download link stays.
      } finally {
        if (!controller.signal.aborted) setLoading(false);
      }
    })();
    return () => {
      controller.abort();
      stop?.();
      container.replaceChildren();
    };
  }, [url]);

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start', width: '100%' }}>
      <Box
        role="region"
        aria-label={t.pdfPreview}
        tabIndex={0}
        sx={{
          position: 'relative',
          width: '100%',
          maxWidth: PDF_PREVIEW_WIDTH,
          aspectRatio: '1 / 1.2',
          overflowY: 'auto',
          border: 1,
          borderColor: 'divider',
          bgcolor: 'grey.100',
        }}
      >
        {isLoading && (
          <CircularProgress
            size={32}
            sx={{ position: 'absolute', top: '45%', left: '45%' }}
            aria-label={t.pdfPreview}
          />
        )}
        <Box ref={pages} sx={{ display: 'grid', gap: 1 }} data-testid="quotation-pdf-pages" />
      </Box>
      <Button href={url} target="_blank" rel="noopener" size="small">
        {t.downloadPdf}
      </Button>
    </Stack>
  );
}
