import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ContentPageView, PageCardGrid, usePages } from '../../components/content-page';
import { legalTexts, TERMS_MAIN_SLUG, termsDocumentPath } from './legal-texts';

/** /terms&condition: the terms of use, then the other policies (privacy, payment terms). */
export function TermsPage() {
  const documents = usePages('terms');
  const others = (documents.data?.items ?? []).filter((page) => page.slug !== TERMS_MAIN_SLUG);
  return (
    <ContentPageView kind="terms" slug={TERMS_MAIN_SLUG}>
      {others.length > 0 && (
        <Box sx={{ mt: 6 }}>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
            {legalTexts.otherDocuments}
          </Typography>
          <PageCardGrid
            pages={others}
            hrefOf={(page) => termsDocumentPath(page.slug)}
            label={legalTexts.otherDocuments}
          />
        </Box>
      )}
    </ContentPageView>
  );
}
