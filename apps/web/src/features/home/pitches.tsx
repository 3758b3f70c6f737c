import HealthAndSafetyOutlinedIcon from '@mui/icons-material/HealthAndSafetyOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import SellOutlinedIcon from '@mui/icons-material/SellOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { homeTexts } from './home-texts';

const icons = {
  'lowest-price': SellOutlinedIcon,
  escrow: LockOutlinedIcon,
  insurance: HealthAndSafetyOutlinedIcon,
} as const;

export function Pitches() {
  return (
    <Container component="section" aria-labelledby="home-pitches-title" sx={{ py: { xs: 6, md: 8 } }}>
      <Typography
        id="home-pitches-title"
        variant="h4"
        component="h2"
        sx={{ fontWeight: 700, mb: 4, textAlign: { md: 'center' } }}
      >
        {homeTexts.pitchesTitle}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {homeTexts.pitches.map((pitch) => {
          const Icon = icons[pitch.key];
          return (
            <Paper component="li" key={pitch.key} variant="outlined" sx={{ p: 3 }}>
              <Icon color="primary" sx={{ fontSize: 40 }} aria-hidden />
              <Typography variant="h6" component="h3" sx={{ mt: 1, fontWeight: 700 }}>
                {pitch.title}
              </Typography>
              <Typography sx={{ mt: 1, color: 'text.secondary' }}>{pitch.text}</Typography>
            </Paper>
          );
        })}
      </Box>
    </Container>
  );
}
