import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PRESS_LOGOS_MOBILE, PRESS_QUOTES_DESKTOP } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { pressQuery } from '../../lib/site-content';
import { homeTexts } from './home-texts';

const logo = (src: string, name: string) => (
  <Box
    component="img"
    src={src}
    alt={name}
    width={200}
    height={64}
    loading="lazy"
    sx={{ width: '100%', maxWidth: 160, height: 'auto' }}
  />
);

/**
 * Spec §1 "press logos with quotes"; §9 "4 quotes desktop, 10 logos mobile" at the 900 px breakpoint.
 * Both layouts are rendered and CSS picks one, so the pre-rendered page needs no screen size.
 */
export function PressSection() {
  const press = useQuery(pressQuery());
  const items = press.data ?? [];
  if (items.length === 0) return null;
  return (
    <Box
      component="section"
      aria-labelledby="home-press-title"
      sx={{ bgcolor: 'grey.50', py: { xs: 5, md: 7 } }}
    >
      <Container>
        <Typography
          id="home-press-title"
          variant="h5"
          component="h2"
          sx={{ fontWeight: 700, mb: 3, textAlign: 'center' }}
        >
          {homeTexts.pressTitle}
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: { xs: 'none', md: 'grid' },
            gap: 3,
            gridTemplateColumns: `repeat(${PRESS_QUOTES_DESKTOP}, 1fr)`,
          }}
        >
          {items.slice(0, PRESS_QUOTES_DESKTOP).map((p) => (
            <Paper
              component="li"
              key={p.id}
              variant="outlined"
              sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}
            >
              {logo(p.logo, p.name)}
              <Typography component="blockquote" sx={{ m: 0, fontStyle: 'italic' }}>
                “{p.quote}”
              </Typography>
            </Paper>
          ))}
        </Box>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: { xs: 'grid', md: 'none' },
            gap: 2,
            gridTemplateColumns: 'repeat(2, 1fr)',
            justifyItems: 'center',
          }}
        >
          {items.slice(0, PRESS_LOGOS_MOBILE).map((p) => (
            <li key={p.id}>{logo(p.logo, p.name)}</li>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
