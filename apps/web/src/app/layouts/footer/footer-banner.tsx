import { layout } from '@reno/domain';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { DesignNowButton } from '../../../components/design-now-button';
import { footerTexts } from './footer-texts';

export function FooterBanner() {
  return (
    <Box
      sx={{
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        py: { xs: 5, md: 6 },
        minHeight: layout.bottomBarHeight,
      }}
    >
      <Container
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { xs: 'flex-start', md: 'center' },
          gap: 3,
          justifyContent: 'space-between',
        }}
      >
        <Box>
          <Typography variant="h4" component="h2" sx={{ fontWeight: 700, fontSize: { xs: 26, md: 34 } }}>
            {footerTexts.bannerHeadline}
          </Typography>
          <Typography sx={{ mt: 1, opacity: 0.9 }}>{footerTexts.bannerSubline}</Typography>
        </Box>
        <DesignNowButton
          placement="footer-banner"
          size="large"
          sx={{
            flexShrink: 0,
            bgcolor: 'common.white',
            color: 'primary.main',
            '&:hover': { bgcolor: 'grey.100' },
          }}
        />
      </Container>
    </Box>
  );
}
