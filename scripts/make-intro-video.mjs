// Makes the company intro video of the home page (spec §1 "company intro video") from the project's own
// gallery images and the home page's pitches: a ~25 s 720p slideshow as WebM (VP9) and MP4 (H.264), a
// poster image and WebVTT captions with the slide texts, written to apps/web/public/video/.
//
// Needs ffmpeg (with libvpx-vp9, libx264, libwebp and drawtext) on the PATH: `apt-get install -y ffmpeg`.
// Only this script needs it; the build and the tests use the committed outputs.
// Usage: node scripts/make-intro-video.mjs   (FONT=/path/to/bold.ttf to use another font)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const gallery = join(root, 'apps/web/public/gallery');
const out = join(root, 'apps/web/public/video');
const font = process.env.FONT ?? '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 25;
/** Each slide's time on screen, and the cross-fade into the next. */
const SLIDE_S = 4.6;
const FADE_S = 0.6;
/** Over ~1.5 MB a file would cost a phone visitor too much when played. */
const MAX_BYTES = 1.5 * 1024 * 1024;

/** The slides: a gallery image and the pitch it carries (spec §1 "Home page pitches"). */
const slides = [
  {
    image: 'punggol-waterway-terraces-1.webp',
    title: 'EZreno',
    text: 'Design your home.\nGet an instant, itemised quotation.',
  },
  {
    image: 'sentosa-cove-residences-1.webp',
    title: 'Design Now',
    text: 'Lay out your home, pick a style and the works,\nand see every line of your quotation instantly.',
  },
  {
    image: 'holland-village-loft-1.webp',
    title: 'Lowest price guarantee',
    text: 'Found a lower quote for the same work?\nWe match it or refund you, within 7 days.',
  },
  {
    image: 'bishan-loft-duplex-1.webp',
    title: 'Escrow payments',
    text: 'Your money is held in escrow, with a workmanship\nguarantee of up to $100,000.',
  },
  {
    image: 'katong-shophouse-living-2.webp',
    title: 'Renovation insurance',
    text: 'Up to $50,000 of cover for fire, theft\nand insured perils, from our partner insurer.',
  },
  {
    image: 'tampines-greenvines-2.webp',
    title: 'Start designing your dream home today!',
    text: 'Try Design Now on ezreno.sg',
  },
];

const run = (args) => {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    stdio: 'inherit',
  });
  if (result.error) throw new Error(`ffmpeg could not start (${result.error.message}); install it first`);
  if (result.status !== 0) throw new Error(`ffmpeg failed with exit code ${result.status}`);
};

const time = (s) => {
  const ms = Math.round(s * 1000);
  const pad = (n, w = 2) => String(n).padStart(w, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
};

if (!existsSync(font)) throw new Error(`No font at ${font}: set FONT to a bold TrueType font`);
for (const slide of slides) {
  if (!existsSync(join(gallery, slide.image))) throw new Error(`Missing gallery image ${slide.image}`);
}
mkdirSync(out, { recursive: true });
const work = mkdtempSync(join(tmpdir(), 'intro-video-'));

try {
  // Text goes through files: drawtext's inline text would need escaping of ':', '$', ',' and quotes.
  const frames = Math.round(SLIDE_S * FPS);
  const chains = slides.map((slide, i) => {
    const titleFile = join(work, `title-${i}.txt`);
    const textFile = join(work, `text-${i}.txt`);
    writeFileSync(titleFile, slide.title);
    writeFileSync(textFile, slide.text);
    const common = `fontfile=${font}:fontcolor=white:x=(w-text_w)/2`;
    return [
      `[${i}:v]scale=${WIDTH * 2}:${HEIGHT * 2}:force_original_aspect_ratio=increase`,
      `crop=${WIDTH * 2}:${HEIGHT * 2}`,
      // A slow push-in (rendered at twice the size, so the zoom does not judder).
      `zoompan=z='1+0.06*on/${frames}':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=${frames}:s=${WIDTH}x${HEIGHT}:fps=${FPS}`,
      `drawbox=x=0:y=ih*0.30:w=iw:h=ih*0.40:color=black@0.6:t=fill`,
      `drawtext=${common}:textfile=${titleFile}:fontsize=64:y=h*0.36`,
      `drawtext=${common}:textfile=${textFile}:fontsize=34:line_spacing=14:y=h*0.50`,
      `drawbox=x=0:y=ih-12:w=iw:h=12:color=0xc8102e:t=fill`,
      `format=yuv420p,setsar=1[s${i}]`,
    ].join(',');
  });
  let last = 's0';
  const fades = slides.slice(1).map((_, k) => {
    const next = `x${k + 1}`;
    const offset = ((k + 1) * (SLIDE_S - FADE_S)).toFixed(2);
    const chain = `[${last}][s${k + 1}]xfade=transition=fade:duration=${FADE_S}:offset=${offset}[${next}]`;
    last = next;
    return chain;
  });
  const filter = [...chains, ...fades].join(';');
  const inputs = slides.flatMap((slide) => ['-i', join(gallery, slide.image)]);
  const master = join(work, 'master.mkv');
  run([...inputs, '-filter_complex', filter, '-map', `[${last}]`, '-c:v', 'ffv1', master]);

  const webm = join(out, 'ezreno-intro.webm');
  const mp4 = join(out, 'ezreno-intro.mp4');
  run(['-i', master, '-c:v', 'libvpx-vp9', '-crf', '38', '-b:v', '0', '-row-mt', '1', '-an', webm]);
  run([
    ...['-i', master, '-c:v', 'libx264', '-preset', 'slow', '-crf', '30', '-tune', 'stillimage'],
    ...['-profile:v', 'high', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an', mp4],
  ]);
  // The poster is the first slide, small: the browser fetches it with the page.
  run([
    '-ss',
    '1.5',
    '-i',
    master,
    '-frames:v',
    '1',
    '-vf',
    'scale=640:360',
    '-c:v',
    'libwebp',
    '-quality',
    '70',
    join(out, 'ezreno-intro-poster.webp'),
  ]);

  const step = SLIDE_S - FADE_S;
  const total = slides.length * SLIDE_S - (slides.length - 1) * FADE_S;
  const cues = slides.map((slide, i) => {
    const end = i === slides.length - 1 ? total : (i + 1) * step;
    return `${i + 1}\n${time(i * step)} --> ${time(end)}\n${slide.title}\n${slide.text}\n`;
  });
  writeFileSync(join(out, 'ezreno-intro.en.vtt'), `WEBVTT\n\n${cues.join('\n')}`);

  for (const file of [webm, mp4]) {
    const { size } = statSync(file);
    console.log(`${file.replace(root, '')}: ${(size / 1024).toFixed(0)} KB, ${total.toFixed(1)} s`);
    if (size > MAX_BYTES) throw new Error(`${file} is over ${MAX_BYTES} bytes: raise the crf`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
