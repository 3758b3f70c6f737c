import { formatCount } from '@reno/domain';

import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DesignNowButton } from '../../components/design-now-button';
import { galleryImageSrc } from '../../components/gallery/gallery-image';
import { RenovationCostBar } from '../../components/gallery/renovation-cost-bar';
import { homeTexts, inspirationSamples } from './home-texts';

/** Spec §1: the five-item inspiration carousel of static samples. */
export function InspirationCarousel() {
  const [index, setIndex] = useState(0);
  const count = inspirationSamples.length;
  const sample = inspirationSamples[index] ?? inspirationSamples[0];
  if (!sample) return null;
  const step = (by: number) => setIndex((i) => (i + by + count) % count);
  return (
    <Box
      component="section"
      aria-labelledby="home-inspiration-title"
      sx={{ bgcolor: 'grey.50', py: { xs: 6, md: 8 } }}
    >
      <Container>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 3 }}>
          <Box>
            <Typography id="home-inspiration-title" variant="h4" component="h2" sx={{ fontWeight: 700 }}>
              {homeTexts.inspirationTitle}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{homeTexts.inspirationSubtitle}</Typography>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center' }}>
            <IconButton aria-label={homeTexts.previousInspiration} onClick={() => step(-1)}>
              <ChevronLeftIcon />
            </IconButton>
            <Typography aria-live="polite" variant="body2">
              {index + 1} / {count}
            </Typography>
            <IconButton aria-label={homeTexts.nextInspiration} onClick={() => step(1)}>
              <ChevronRightIcon />
            </IconButton>
          </Box>
        </Box>
        <Paper
          variant="outlined"
          role="group"
          aria-roledescription="slide"
          aria-label={sample.name}
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, overflow: 'hidden' }}
        >
          <Box
            component="img"
            src={galleryImageSrc(sample.image, 480)}
            width={480}
            height={360}
            loading="lazy"
            alt=""
            sx={{ width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', display: 'block' }}
          />
          <Box sx={{ p: { xs: 3, md: 4 }, display: 'grid', gap: 2, alignContent: 'start' }}>
            <Typography variant="h5" component="h3" sx={{ fontWeight: 700 }}>
              {sample.name}
            </Typography>
            <Typography color="text.secondary">
              {sample.style} · {sample.propertyType} · {formatCount(sample.sizeSqft)} sqft
            </Typography>
            <RenovationCostBar cents={sample.costCents} label={homeTexts.renovationCost} />
            <Box>
              <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
                {homeTexts.scopeOfWork}
              </Typography>
              <Box
                component="ul"
                sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
              >
                {sample.scopeOfWork.map((work) => (
                  <Box
                    component="li"
                    key={work}
                    sx={{ px: 1.25, py: 0.25, borderRadius: 4, bgcolor: 'grey.200', fontSize: 13 }}
                  >
                    {work}
                  </Box>
                ))}
              </Box>
            </Box>
            <DesignNowButton placement="home-inspiration" />
          </Box>
        </Paper>
      </Container>
    </Box>
  );
}
