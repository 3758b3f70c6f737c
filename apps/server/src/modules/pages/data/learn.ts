import { DEPOSIT_CENTS, guarantee, PAYMENT_STAGE_PERCENTS } from '@reno/domain';
import { section, wholeSgd, type SeedPage } from './seed-page.js';

/** /learn: articles (by title slug), services and materials (by id); spec "Public routes". */
export const learnPages: SeedPage[] = [
  {
    kind: 'article',
    slug: 'hdb-renovation-permit-guide',
    title: 'HDB Renovation Permits: What Needs Approval',
    subtitle: 'Know what your contractor must apply for before hacking starts.',
    summary: 'Which works need an HDB permit, who applies, and how long approval takes.',
    rank: 1,
    sections: [
      section('Works that need a permit', [
        'Hacking or building walls, replacing floor or wall tiles in bathrooms, changing windows and relocating the household shelter door all need HDB approval. Hacking a household shelter wall is never allowed.',
      ]),
      section('Who applies', [
        'Your contractor must be on the HDB Directory of Renovation Contractors and applies on your behalf. Every supplier on our panel is registered.',
      ]),
      section('How long it takes', [
        'Most permits are approved online within a few working days. Plan hacking for after approval: works started without a permit can be stopped and fined.',
      ]),
    ],
  },
  {
    kind: 'article',
    slug: 'reading-a-renovation-quotation',
    title: 'How to Read a Renovation Quotation',
    subtitle: 'Spot vague items, missing works and inflated quantities.',
    summary: 'The five lines most quotations get wrong, and what to ask.',
    rank: 2,
    sections: [
      section('Look for quantities and units', [
        'A good quotation states each item with a quantity and a unit: square feet of tiling, running feet of carpentry. "Lump sum" items hide the price of each part.',
      ]),
      section('Check what is included', [
        'Haulage, protection of common areas, debris disposal and final cleaning are often left out and charged later. Ask for them in writing.',
      ]),
      section('Compare like with like', [
        'Lay quotations side by side item by item. If you are unsure, send yours to our Quotation Doctor for a free review.',
      ]),
    ],
  },
  {
    kind: 'article',
    slug: 'why-escrow-protects-homeowners',
    title: 'Why Escrow Protects Homeowners',
    subtitle: 'Paying by stage keeps your money safe until the work is done.',
    summary: `How the ${PAYMENT_STAGE_PERCENTS.join('/')}% stages and escrow keep you in control.`,
    rank: 3,
    sections: [
      section('The problem with paying up front', [
        'Large up-front payments leave homeowners with no leverage if the contractor delays or disappears.',
      ]),
      section('How our escrow works', [
        `After a ${wholeSgd(DEPOSIT_CENTS)} deposit, you pay ${PAYMENT_STAGE_PERCENTS.join('%, ')}% by stage. Each payment waits in escrow until you approve that stage.`,
        `If a supplier cannot finish, the workmanship guarantee of up to ${wholeSgd(guarantee.workmanshipCents)} pays for a replacement supplier or a refund.`,
      ]),
    ],
  },
  {
    kind: 'service',
    slug: 'hacking-and-masonry',
    title: 'Hacking and Masonry',
    subtitle: 'Removing and building walls, floors and kerbs.',
    summary: 'Wall removal, floor screeding and bathroom kerbs by licensed masons.',
    rank: 1,
    sections: [
      section('What is included', [
        'Hacking of approved walls and floor finishes, debris removal, cement screeding, new brick or block walls and bathroom kerbs.',
      ]),
      section('Good to know', [
        'Hacking is noisy and HDB allows it only on weekdays from 9 am to 5 pm. Your neighbours are notified before work starts.',
      ]),
    ],
  },
  {
    kind: 'service',
    slug: 'carpentry',
    title: 'Carpentry',
    subtitle: 'Built-in wardrobes, kitchen cabinets and feature walls.',
    summary: 'Made-to-measure cabinets and wardrobes, measured after wet works.',
    rank: 2,
    sections: [
      section('What is included', [
        'Kitchen top and bottom cabinets, wardrobes, TV consoles, shoe cabinets and feature walls, built to the measurements taken after the wet works.',
      ]),
      section('Good to know', [
        'Carpentry is priced per running foot. Choose laminate finishes early: popular colours can take two weeks to arrive.',
      ]),
    ],
  },
  {
    kind: 'service',
    slug: 'electrical-and-lighting',
    title: 'Electrical and Lighting',
    subtitle: 'Power points, lighting and rewiring by licensed electricians.',
    summary: 'New power points, lighting points and full rewiring for older flats.',
    rank: 3,
    sections: [
      section('What is included', [
        'New and relocated power points, lighting points, concealed wiring and a new distribution board where needed.',
      ]),
      section('Good to know', [
        'Electrical works must be done by an Energy Market Authority licensed electrician, who certifies the installation at the end.',
      ]),
    ],
  },
  {
    kind: 'material',
    slug: 'vinyl-flooring',
    title: 'Vinyl Flooring',
    subtitle: 'Waterproof, quiet and quick to lay over existing tiles.',
    summary: 'A popular choice for living rooms and bedrooms in HDB flats.',
    rank: 1,
    sections: [
      section('Why choose it', [
        'Vinyl planks lay over existing tiles without hacking, so the job is quick and quiet. They are waterproof and warm underfoot.',
      ]),
      section('Things to consider', [
        'Heavy furniture can dent softer planks. Choose a wear layer of at least 0.3 mm for living areas.',
      ]),
    ],
  },
  {
    kind: 'material',
    slug: 'quartz-countertops',
    title: 'Quartz Countertops',
    subtitle: 'Hard-wearing and stain-resistant kitchen tops.',
    summary: 'Engineered stone that resists stains and needs no sealing.',
    rank: 2,
    sections: [
      section('Why choose it', [
        'Quartz is non-porous, so curry and coffee stains wipe off, and it never needs sealing.',
      ]),
      section('Things to consider', [
        'Use a trivet for hot pots: very high heat can mark the resin that binds the stone.',
      ]),
    ],
  },
  {
    kind: 'material',
    slug: 'homogeneous-tiles',
    title: 'Homogeneous Tiles',
    subtitle: 'Durable tiles with colour through the whole body.',
    summary: 'Tough tiles for kitchens, bathrooms and service yards.',
    rank: 3,
    sections: [
      section('Why choose it', [
        'The colour runs through the whole tile, so chips barely show. They suit wet areas and heavy traffic.',
      ]),
      section('Things to consider', [
        'Choose a matt or textured finish in bathrooms: polished tiles are slippery when wet.',
      ]),
    ],
  },
];
