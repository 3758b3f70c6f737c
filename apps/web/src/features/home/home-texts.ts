/** Spec §1 "Home page pitches" and the hero; the full home page arrives in a later issue. */
export const homeTexts = {
  heroTitle: 'Design your home. Get an instant, itemised quotation.',
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
} as const;
