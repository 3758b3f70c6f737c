import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ContentPageView, PageCardGrid, usePages } from '../../components/content-page';
import { ABOUT_US_SLUG, aboutTexts } from './about-texts';

/** /about: our story, then cards to the sub-pages. */
export function AboutPage() {
  const pages = usePages('about');
  const subPages = (pages.data?.items ?? []).filter((page) => page.slug !== ABOUT_US_SLUG);
  return (
    <ContentPageView kind="about" slug={ABOUT_US_SLUG}>
      {subPages.length > 0 && (
        <Box sx={{ mt: 6 }}>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
            {aboutTexts.more}
          </Typography>
          <PageCardGrid pages={subPages} hrefOf={(page) => `/about/${page.slug}`} label={aboutTexts.more} />
        </Box>
      )}
    </ContentPageView>
  );
}
