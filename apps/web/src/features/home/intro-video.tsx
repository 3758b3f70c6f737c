import PlayCircleFilledIcon from '@mui/icons-material/PlayCircleFilled';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { company } from '@reno/domain';
import { useState } from 'react';
import { homeTexts } from './home-texts';

/**
 * Spec §1 "company intro video". The player (and its third-party scripts and cookies) loads only when the
 * visitor asks for it, so the page stays fast; until then a poster stands in.
 */
export function IntroVideo() {
  const [isPlaying, setPlaying] = useState(false);
  return (
    <Container component="section" aria-labelledby="home-video-title" sx={{ py: { xs: 6, md: 8 } }}>
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: '2fr 3fr' },
        }}
      >
        <Box>
          <Typography id="home-video-title" variant="h4" component="h2" sx={{ fontWeight: 700 }}>
            {homeTexts.videoTitle}
          </Typography>
          <Typography sx={{ mt: 2, color: 'text.secondary' }}>{homeTexts.videoText}</Typography>
        </Box>
        <Box
          sx={{
            position: 'relative',
            aspectRatio: '16 / 9',
            borderRadius: 2,
            overflow: 'hidden',
            bgcolor: 'grey.900',
          }}
        >
          {isPlaying ? (
            <Box
              component="iframe"
              src={company.introVideoEmbedUrl}
              title={homeTexts.videoTitle}
              allow="autoplay; encrypted-media; picture-in-picture"
              allowFullScreen
              sx={{ border: 0, width: '100%', height: '100%' }}
            />
          ) : (
            <ButtonBase
              onClick={() => setPlaying(true)}
              aria-label={homeTexts.playVideo}
              sx={{ width: '100%', height: '100%' }}
            >
              <Box
                component="img"
                src="/gallery/tampines-greenvines-1-480.webp"
                alt=""
                width={480}
                height={360}
                loading="lazy"
                sx={{ width: '100%', height: '100%', objectFit: 'cover', opacity: 0.7 }}
              />
              <PlayCircleFilledIcon sx={{ position: 'absolute', fontSize: 80, color: 'common.white' }} />
            </ButtonBase>
          )}
        </Box>
      </Box>
    </Container>
  );
}
