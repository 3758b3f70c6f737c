import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { homeTexts, STEP_CYCLE_MS } from './home-texts';
import { usePrefersReducedMotion } from './use-reduced-motion';

/** Spec §1: "a 3-step explainer that cycles through steps 1 to 3 and wraps". */
export function HowItWorks() {
  const [active, setActive] = useState(0);
  const reduceMotion = usePrefersReducedMotion();
  const count = homeTexts.steps.length;
  useEffect(() => {
    if (reduceMotion) return;
    const timer = setInterval(() => setActive((i) => (i + 1) % count), STEP_CYCLE_MS);
    return () => clearInterval(timer);
  }, [count, reduceMotion, active]);

  return (
    <Box
      component="section"
      aria-labelledby="home-steps-title"
      sx={{ bgcolor: 'grey.50', py: { xs: 6, md: 8 } }}
    >
      <Container>
        <Typography
          id="home-steps-title"
          variant="h4"
          component="h2"
          sx={{ fontWeight: 700, mb: 4, textAlign: { md: 'center' } }}
        >
          {homeTexts.stepsTitle}
        </Typography>
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          {homeTexts.steps.map((step, i) => {
            const isActive = i === active;
            return (
              <li key={step.title}>
                <Box
                  aria-current={isActive ? 'step' : undefined}
                  onMouseEnter={() => setActive(i)}
                  sx={{
                    height: '100%',
                    p: 3,
                    borderRadius: 2,
                    border: 2,
                    borderColor: isActive ? 'primary.main' : 'grey.300',
                    bgcolor: 'background.paper',
                    transition: 'border-color 300ms',
                  }}
                >
                  <Typography
                    component="span"
                    variant="overline"
                    sx={{
                      color: isActive ? 'primary.main' : 'text.secondary',
                      fontWeight: 700,
                      display: 'block',
                    }}
                  >
                    {homeTexts.stepLabel(i + 1)}
                  </Typography>
                  <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
                    {step.title}
                  </Typography>
                  <Typography component="span" sx={{ display: 'block', mt: 1, color: 'text.secondary' }}>
                    {step.text}
                  </Typography>
                </Box>
              </li>
            );
          })}
        </Box>
      </Container>
    </Box>
  );
}
