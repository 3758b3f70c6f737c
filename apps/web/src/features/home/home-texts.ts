import { dollars } from '@reno/domain';

/** Spec §1 "Home page pitches" and "Home sections", in one place for the screens and the tests. */
export const homeTexts = {
  heroTitle: 'Design your home. Get an instant, itemised quotation.',
  betaBadge: 'Design Now BETA',
  heroSubtitle:
    'Design Now is our self-service design tool: lay out your flat, choose your style and see every line of your renovation quotation. Jobs go to a panel of registered, licensed suppliers.',
  pitchesTitle: 'Renovate with peace of mind',
  pitches: [
    {
      key: 'lowest-price',
      title: 'Lowest price guarantee',
      text: 'Found a lower quote for the same work? We match the lower quote or refund you, within 7 days.',
    },
    {
      key: 'escrow',
      title: 'Escrow payment',
      text: 'Your payments are held in escrow, with a workmanship guarantee of up to $100,000: a replacement supplier or a refund.',
    },
    {
      key: 'insurance',
      title: 'Renovation insurance',
      text: 'Cover from a partner insurer of up to $50,000 for fire, theft and insured perils.',
    },
  ],
  stepsTitle: 'How it works',
  steps: [
    {
      title: 'Design your home',
      text: 'Upload your floor plan or pick your flat type, choose a style and the works you want in Design Now.',
    },
    {
      title: 'Get your instant quotation',
      text: 'See every item, quantity and price straight away, then lock in your prices with a $150 deposit.',
    },
    {
      title: 'Renovate with a licensed supplier',
      text: 'A registered supplier from our panel does the work on a clear schedule, paid from escrow as each stage is done.',
    },
  ],
  stepLabel: (n: number) => `Step ${n}`,
  testimonialsTitle: 'What homeowners say',
  pauseTestimonials: 'Pause testimonials',
  playTestimonials: 'Play testimonials',
  previousTestimonial: 'Previous testimonial',
  nextTestimonial: 'Next testimonial',
  testimonialPhoto: (name: string) => `${name}'s renovated home`,
  rating: (stars: number) => `Rated ${stars} out of 5`,
  pressTitle: 'As featured in',
  videoTitle: 'Meet EZreno',
  videoText:
    'Twenty-five seconds on Design Now, our lowest price guarantee, escrow payments with a $100,000 workmanship guarantee and $50,000 renovation insurance.',
  videoLabel: 'EZreno introduction video',
  videoFallback: 'Your browser cannot play this video.',
  faqTitle: 'Frequently asked questions',
  allFaq: 'See all questions',
  galleryTitle: 'Past projects',
  gallerySubtitle: 'Homes renovated through our platform.',
  allProjects: 'View all projects',
  galleryFailed: 'We could not load the projects.',
  inspirationTitle: 'Get inspired',
  inspirationSubtitle: 'Sample designs and what they cost to build.',
  previousInspiration: 'Previous design',
  nextInspiration: 'Next design',
  renovationCost: 'Renovation Cost',
  scopeOfWork: 'Scope of Work',
  contactUs: 'Contact Us',
  contactUsLabel: 'Contact Us on WhatsApp',
} as const;

export interface InspirationSample {
  name: string;
  style: string;
  propertyType: string;
  sizeSqft: number;
  costCents: number;
  scopeOfWork: string[];
  image: string;
}

/** Spec §1: "A five-item inspiration carousel shows static samples ... with costs from $37,000 to $117,000". */
export const inspirationSamples: InspirationSample[] = [
  {
    name: 'Airy Scandinavian 3-Room',
    style: 'Scandinavian',
    propertyType: '3 Room HDB',
    sizeSqft: 732,
    costCents: dollars(37_000),
    scopeOfWork: ['Vinyl flooring', 'Kitchen cabinets', 'Painting'],
    image: '/gallery/sengkang-fernvale-lea-1.webp',
  },
  {
    name: 'Warm Japandi 4-Room',
    style: 'Japandi',
    propertyType: '4 Room HDB',
    sizeSqft: 990,
    costCents: dollars(58_000),
    scopeOfWork: ['Tiling', 'Platform bed', 'Feature wall', 'Lighting'],
    image: '/gallery/bidadari-alkaff-oasis-1.webp',
  },
  {
    name: 'Industrial Loft 5-Room',
    style: 'Industrial',
    propertyType: '5 Room HDB',
    sizeSqft: 1_313,
    costCents: dollars(76_000),
    scopeOfWork: ['Hacking', 'Cement screed', 'Open kitchen', 'Electrical'],
    image: '/gallery/ang-mo-kio-teachers-estate-1.webp',
  },
  {
    name: 'Contemporary Family Condo',
    style: 'Contemporary',
    propertyType: '3 Bedder Condo',
    sizeSqft: 1_216,
    costCents: dollars(95_000),
    scopeOfWork: ['Hacking', 'Wardrobes', 'False ceiling', 'Bathrooms'],
    image: '/gallery/changi-simei-greenwood-1.webp',
  },
  {
    name: 'Modern Tropical Terrace',
    style: 'Modern',
    propertyType: 'Landed',
    sizeSqft: 2_400,
    costCents: dollars(117_000),
    scopeOfWork: ['Hacking', 'Masonry', 'Plumbing', 'Glass & Aluminium', 'Carpentry'],
    image: '/gallery/serangoon-gardens-terrace-1.webp',
  },
];

/** The 3-step explainer moves on every 4 s and wraps from step 3 back to step 1 (spec §1). */
export const STEP_CYCLE_MS = 4_000;

/** The intro video's files (apps/web/public/video, made by scripts/make-intro-video.mjs). */
export const introVideo = {
  webm: '/video/ezreno-intro.webm',
  mp4: '/video/ezreno-intro.mp4',
  poster: '/video/ezreno-intro-poster.webp',
  captions: '/video/ezreno-intro.en.vtt',
  width: 1280,
  height: 720,
} as const;
