import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { quotationPdfUrl } from './project-api';
import { projectTexts as t } from './project-texts';

/** Client spec §9: "PDF preview 530 wide, 1.2 times as tall"; narrower screens scale it down. */
export const PDF_PREVIEW_WIDTH = 530;

export function QuotationPdfPreview({ projectId, version }: { projectId: string; version: string }) {
  const url = quotationPdfUrl(projectId, version);
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Box
        component="iframe"
        title={t.pdfPreview}
        src={url}
        sx={{
          width: '100%',
          maxWidth: PDF_PREVIEW_WIDTH,
          aspectRatio: '1 / 1.2',
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      />
      <Button href={url} target="_blank" rel="noopener" size="small">
        {t.downloadPdf}
      </Button>
    </Stack>
  );
}
