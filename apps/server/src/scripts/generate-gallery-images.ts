/**
 * Draws the gallery's room illustrations (SVG rendered to WebP by sharp) into apps/web/public/gallery.
 * The output is committed; run again only when the seed list changes:
 *   npx tsx apps/server/src/scripts/generate-gallery-images.ts
 * Every image is written at 480 and 960 px wide (`-480.webp` and `.webp`) so cards load the small one.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import {
  GALLERY_IMAGES_PER_PROJECT,
  GALLERY_WORKS,
  gallerySeedProjects,
  galleryImagePath,
  galleryWorkImagePath,
} from '../db/seed/gallery-projects.js';

const out = resolve(dirname(fileURLToPath(import.meta.url)), '../../../web/public');

interface Palette {
  wall: string;
  floor: string;
  wood: string;
  fabric: string;
  accent: string;
  metal: string;
}

const palettes: Record<string, Palette> = {
  scandinavian: {
    wall: '#f3f1ec',
    floor: '#d9c3a0',
    wood: '#c8a27a',
    fabric: '#b9c4c9',
    accent: '#6f8f7a',
    metal: '#2b2b2b',
  },
  modern: {
    wall: '#e9e6e1',
    floor: '#8d8277',
    wood: '#5b4a3c',
    fabric: '#3f4a57',
    accent: '#c8102e',
    metal: '#1e1e1e',
  },
  minimalist: {
    wall: '#fafafa',
    floor: '#e3ddd3',
    wood: '#cbbfae',
    fabric: '#ebe7e0',
    accent: '#9aa39b',
    metal: '#555',
  },
  contemporary: {
    wall: '#ddd6cc',
    floor: '#6f665c',
    wood: '#3e342c',
    fabric: '#a8875d',
    accent: '#2f5d62',
    metal: '#c9a45c',
  },
  industrial: {
    wall: '#8a8d8f',
    floor: '#4a4642',
    wood: '#7a5536',
    fabric: '#3a3a3a',
    accent: '#b5562b',
    metal: '#111',
  },
  japanese: {
    wall: '#efe6d6',
    floor: '#c9b28a',
    wood: '#a27b50',
    fabric: '#d8cdb8',
    accent: '#5c6e4a',
    metal: '#333',
  },
  tropical: {
    wall: '#eef2e6',
    floor: '#b08a5a',
    wood: '#7d5a35',
    fabric: '#e3d7b9',
    accent: '#2e7d4f',
    metal: '#3a3a3a',
  },
  luxury: {
    wall: '#2d2a2e',
    floor: '#cfc6b8',
    wood: '#1f1a17',
    fabric: '#6b4f3a',
    accent: '#c9a45c',
    metal: '#c9a45c',
  },
  retro: {
    wall: '#f2dfb4',
    floor: '#8c5a3c',
    wood: '#a0643b',
    fabric: '#d27d2d',
    accent: '#2f7f8a',
    metal: '#333',
  },
  vintage: {
    wall: '#e8dccb',
    floor: '#7b5b42',
    wood: '#5e3f2a',
    fabric: '#9b6b6b',
    accent: '#4d6b57',
    metal: '#8c7a5b',
  },
  peranakan: {
    wall: '#f5efe4',
    floor: '#3f7f86',
    wood: '#5a3825',
    fabric: '#e58aa6',
    accent: '#2f9c8f',
    metal: '#c9a45c',
  },
  eclectic: {
    wall: '#f0e2d0',
    floor: '#9b7653',
    wood: '#6b3f2a',
    fabric: '#3d6d8e',
    accent: '#e0a030',
    metal: '#222',
  },
  rustic: {
    wall: '#ded0bb',
    floor: '#6d5138',
    wood: '#5a3d26',
    fabric: '#b39b7c',
    accent: '#7a3b2e',
    metal: '#2a2a2a',
  },
};
const fallback: Palette = {
  wall: '#efe9e1',
  floor: '#a58b6f',
  wood: '#6d5442',
  fabric: '#8a9a8f',
  accent: '#d07a4a',
  metal: '#2a2a2a',
};
const paletteFor = (styles: string[]) => palettes[styles[0] ?? ''] ?? palettes[styles[1] ?? ''] ?? fallback;

/** A small deterministic generator so the same list always draws the same pictures. */
function random(seed: string) {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}

const W = 960;
const H = 720;
const FLOOR_Y = 500;

function room(kind: number, p: Palette, rnd: () => number): string {
  const winX = 80 + rnd() * 420;
  const plantX = rnd() > 0.5 ? 60 : 860;
  const parts = [
    `<rect width="${W}" height="${H}" fill="${p.wall}"/>`,
    `<polygon points="0,${FLOOR_Y} ${W},${FLOOR_Y} ${W},${H} 0,${H}" fill="${p.floor}"/>`,
    `<rect x="0" y="${FLOOR_Y - 8}" width="${W}" height="8" fill="${p.wood}" opacity="0.6"/>`,
    `<rect x="${winX}" y="90" width="260" height="220" rx="4" fill="#cfe3ee" stroke="${p.metal}" stroke-width="8"/>`,
    `<line x1="${winX + 130}" y1="90" x2="${winX + 130}" y2="310" stroke="${p.metal}" stroke-width="6"/>`,
    `<rect x="${winX - 30}" y="80" width="40" height="260" fill="${p.fabric}" opacity="0.8"/>`,
    `<rect x="${plantX - 22}" y="${FLOOR_Y - 70}" width="44" height="70" rx="6" fill="${p.accent}"/>`,
    `<circle cx="${plantX}" cy="${FLOOR_Y - 110}" r="46" fill="#4f7f52"/>`,
    `<circle cx="${plantX - 26}" cy="${FLOOR_Y - 140}" r="30" fill="#5e9460"/>`,
  ];
  if (kind === 1) {
    // Living room: sofa, coffee table, pendant lamp and a wall frame.
    parts.push(
      `<rect x="300" y="${FLOOR_Y - 150}" width="420" height="120" rx="26" fill="${p.fabric}"/>`,
      `<rect x="280" y="${FLOOR_Y - 110}" width="460" height="90" rx="20" fill="${p.fabric}" opacity="0.85"/>`,
      `<rect x="300" y="${FLOOR_Y - 20}" width="14" height="24" fill="${p.metal}"/><rect x="706" y="${FLOOR_Y - 20}" width="14" height="24" fill="${p.metal}"/>`,
      `<ellipse cx="510" cy="${FLOOR_Y + 70}" rx="170" ry="34" fill="${p.wood}"/>`,
      `<rect x="600" y="140" width="140" height="100" fill="${p.accent}" stroke="${p.wood}" stroke-width="8"/>`,
      `<line x1="480" y1="0" x2="480" y2="120" stroke="${p.metal}" stroke-width="3"/><path d="M440 150 L520 150 L500 118 L460 118 Z" fill="${p.metal}"/>`,
    );
  } else if (kind === 2) {
    // Bedroom: bed with headboard, side tables and a lamp.
    parts.push(
      `<rect x="300" y="${FLOOR_Y - 190}" width="380" height="140" rx="10" fill="${p.wood}"/>`,
      `<rect x="280" y="${FLOOR_Y - 80}" width="420" height="110" rx="14" fill="#ffffff"/>`,
      `<rect x="280" y="${FLOOR_Y - 40}" width="420" height="70" rx="10" fill="${p.fabric}"/>`,
      `<rect x="310" y="${FLOOR_Y - 110}" width="120" height="40" rx="14" fill="#f4f4f4"/><rect x="550" y="${FLOOR_Y - 110}" width="120" height="40" rx="14" fill="#f4f4f4"/>`,
      `<rect x="190" y="${FLOOR_Y - 60}" width="80" height="70" fill="${p.wood}"/><rect x="710" y="${FLOOR_Y - 60}" width="80" height="70" fill="${p.wood}"/>`,
      `<path d="M210 ${FLOOR_Y - 110} L250 ${FLOOR_Y - 110} L240 ${FLOOR_Y - 70} L220 ${FLOOR_Y - 70} Z" fill="${p.accent}"/>`,
    );
  } else {
    // Kitchen: base and wall cabinets, counter, hob and hood.
    parts.push(
      `<rect x="120" y="${FLOOR_Y - 170}" width="720" height="170" fill="${p.wood}"/>`,
      `<rect x="110" y="${FLOOR_Y - 186}" width="740" height="20" fill="${p.metal}" opacity="0.85"/>`,
      ...[0, 1, 2, 3, 4, 5].map(
        (i) =>
          `<rect x="${132 + i * 118}" y="${FLOOR_Y - 150}" width="106" height="136" fill="${p.fabric}" opacity="0.5"/>`,
      ),
      `<rect x="120" y="60" width="300" height="120" fill="${p.wood}"/><rect x="560" y="60" width="280" height="120" fill="${p.wood}"/>`,
      `<rect x="440" y="110" width="100" height="80" fill="${p.metal}"/><rect x="450" y="${FLOOR_Y - 196}" width="80" height="10" fill="#111"/>`,
      `<rect x="120" y="200" width="720" height="${FLOOR_Y - 386}" fill="${p.accent}" opacity="0.35"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join('')}</svg>`;
}

function workScene(index: number): string {
  const hue = (index * 37) % 360;
  const bg = `hsl(${hue}, 35%, 88%)`;
  const fg = `hsl(${hue}, 45%, 35%)`;
  const tiles = Array.from({ length: 6 }, (_, i) =>
    Array.from({ length: 8 }, (_, j) =>
      (i + j + index) % 3 === 0
        ? `<rect x="${j * 120 + 6}" y="${i * 120 + 6}" width="108" height="108" rx="8" fill="${fg}" opacity="0.25"/>`
        : '',
    ).join(''),
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><rect width="${W}" height="${H}" fill="${bg}"/>${tiles}<circle cx="480" cy="360" r="${140 + index * 6}" fill="${fg}" opacity="0.85"/><rect x="400" y="300" width="160" height="120" rx="12" fill="${bg}"/></svg>`;
}

async function write(path: string, svg: string) {
  const large = resolve(out, `.${path}`);
  await mkdir(dirname(large), { recursive: true });
  const base = sharp(Buffer.from(svg));
  await writeFile(large, await base.clone().webp({ quality: 62 }).toBuffer());
  await writeFile(
    large.replace(/\.webp$/, '-480.webp'),
    await base.clone().resize(480).webp({ quality: 62 }).toBuffer(),
  );
}

for (const project of gallerySeedProjects) {
  const p = paletteFor(project.styles);
  for (let n = 1; n <= GALLERY_IMAGES_PER_PROJECT; n += 1) {
    await write(galleryImagePath(project.slug, n), room(n, p, random(`${project.slug}-${n}`)));
  }
}
for (const [i, work] of GALLERY_WORKS.entries()) await write(galleryWorkImagePath(work), workScene(i));
process.stdout.write(`Gallery images written to ${out}/gallery\n`);
