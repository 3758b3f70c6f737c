import { aboutPages } from './about.js';
import { learnPages } from './learn.js';
import { rewardsPages } from './rewards.js';
import type { SeedPage } from './seed-page.js';
import { termsPages } from './terms.js';

/** Every page seeded into an empty content table, in every environment (the site needs them to work). */
export const seedPages: SeedPage[] = [...termsPages, ...aboutPages, ...learnPages, ...rewardsPages];
