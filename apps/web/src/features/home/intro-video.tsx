import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { homeTexts, introVideo } from './home-texts';

/**
 * Spec §1 "company intro video": our own short film (made by scripts/make-intro-video.mjs from the
 * gallery and the pitches), served from this site. `preload="none"` keeps it from costing the page
 * anything but the small poster until the visitor plays it; the captions carry the slide texts.
 */
export function IntroVideo() {
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
          component="video"
          controls
          preload="none"
          playsInline
          poster={introVideo.poster}
          width={introVideo.width}
          height={introVideo.height}
          aria-label={homeTexts.videoLabel}
          sx={{
            display: 'block',
            width: '100%',
            height: 'auto',
            aspectRatio: `${introVideo.width} / ${introVideo.height}`,
            borderRadius: 2,
            bgcolor: 'grey.900',
          }}
        >
          <source src={introVideo.webm} type="video/webm" />
          <source src={introVideo.mp4} type="video/mp4" />
          <track kind="captions" src={introVideo.captions} srcLang="en" label="English" default />
          {homeTexts.videoFallback}
        </Box>
      </Box>
    </Container>
  );
}
