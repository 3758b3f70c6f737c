import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { DesignNowButton } from '../../components/design-now-button';
import { PublicPageHeader } from '../../components/public-page-header';
import { infoTexts as t } from './info-texts';

/** /construction: the page links lead to while a section is being built. */
export function ConstructionPage() {
  return (
    <>
      <PublicPageHeader title={t.constructionTitle} subtitle={t.constructionSubtitle} />
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography>{t.constructionText}</Typography>
        <Box sx={{ mt: 4, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <DesignNowButton placement="construction" size="large" />
          <Button component={RouterLink} to="/learn" variant="outlined" size="large">
            {t.learn}
          </Button>
        </Box>
      </Container>
    </>
  );
}
