import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Inter (SIL Open Font License) from @fontsource/inter, embedded in every document so it prints the
 * same on every machine and viewer; no system font is ever used. WOFF, because fontkit cannot subset
 * WOFF2 files. The Latin subset covers the product's texts (English, accented names, $ – · ’ “ ”).
 */
export const DOCUMENT_FONTS = {
  regular: require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff'),
  bold: require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff'),
} as const;
