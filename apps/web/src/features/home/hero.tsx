import { layout } from '@reno/domain';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { DesignNowButton } from '../../components/design-now-button';
import { homeTexts } from './home-texts';

export function Hero() {
  return (
    <Box
      component="section"
      aria-labelledby="home-hero-title"
      sx={{
        background: 'linear-gradient(135deg, #fff5f6 0%, #ffffff 60%)',
        minHeight: { md: layout.bannerHeight * 0.7 },
        display: 'flex',
        alignItems: 'center',
        py: { xs: 6, md: 10 },
      }}
    >
      <Container>
        {/* An outlined pill in plain markup: MUI's Chip would add ~3 KB to every visit's first load. */}
        <Box
          component="span"
          sx={{
            display: 'inline-block',
            mb: 2,
            px: 1.25,
            py: 0.25,
            border: 1,
            borderColor: 'primary.main',
            borderRadius: 4,
            color: 'primary.main',
            fontSize: 13,
            lineHeight: 1.6,
          }}
        >
          {homeTexts.betaBadge}
        </Box>
        <Typography
          id="home-hero-title"
          variant="h2"
          component="h1"
          sx={{ fontWeight: 800, fontSize: { xs: 32, sm: 40, md: 52 }, maxWidth: 820 }}
        >
          {homeTexts.heroTitle}
        </Typography>
        <Typography
          variant="h6"
          component="p"
          sx={{ mt: 2, fontWeight: 400, color: 'text.secondary', maxWidth: 680 }}
        >
          {homeTexts.heroSubtitle}
        </Typography>
        <Box sx={{ mt: 4 }}>
          <DesignNowButton placement="home-hero" size="large" />
        </Box>
      </Container>
    </Box>
  );
}
