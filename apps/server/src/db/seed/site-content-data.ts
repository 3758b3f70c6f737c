/** Content the public site starts with; the admin edits it later. Press mentions are demo content. */
export const faqSeed: { title: string; description: string }[] = [
  {
    title: 'What is Design Now?',
    description:
      'Design Now is our self-service design tool. Upload or pick your floor plan, choose a style and the works you want, and you see an itemised quotation straight away.\nIt is free to use and you do not need to commit to anything to try it.',
  },
  {
    title: 'How is the quotation priced?',
    description:
      'Every item is priced from our published rates for your property type and room sizes, so two homeowners asking for the same work get the same price.\nYour quotation lists each item, its quantity and its cost, so you can see exactly what you are paying for.',
  },
  {
    title: 'What is the lowest price guarantee?',
    description:
      'If you find a lower quotation for the same scope of work from a registered contractor, show it to us and we will match it or refund the difference.\nClaims are accepted within 7 days of confirming your quotation.',
  },
  {
    title: 'How does escrow payment protect me?',
    description:
      'Your payments are held in escrow and released to the contractor only when the work of each stage is done and you approve it.\nIf a contractor does not complete the work, our workmanship guarantee of up to $100,000 pays for a replacement contractor or refunds you.',
  },
  {
    title: 'How much do I pay, and when?',
    description:
      'You start with a $150 deposit that locks in your prices. After that you pay in four stages: 10%, 40%, 45% and 5% of the quotation, each as the project reaches that stage.\nWe accept MasterCard, Visa, American Express, PayPal, PayLah, PayNow, GrabPay and bank transfer.',
  },
  {
    title: 'Is my renovation insured?',
    description:
      'Yes. Every project is covered by renovation insurance from our partner insurer, up to $50,000 for fire, theft and other insured perils during the works.',
  },
  {
    title: 'Who carries out the works?',
    description:
      'Jobs go to our panel of registered, licensed contractors. Each one is checked before joining and reviewed by homeowners after every project.\nA project manager from our team keeps the schedule and is your single point of contact.',
  },
  {
    title: 'How long does a typical HDB renovation take?',
    description:
      'Most HDB flats take six to ten weeks from hacking to handover, depending on the scope of work. Your renovation schedule shows the dates for site measurements, colour selection and each stage of work.',
  },
  {
    title: 'Can I change my design after confirming?',
    description:
      'Yes. Changes after confirmation are handled as variation orders: you see the price of the change and approve it before any work starts.',
  },
  {
    title: 'What warranty do I get?',
    description:
      'All workmanship carries a one-year warranty from handover, and you can raise a guarantee claim within one year.',
  },
  {
    title: 'Can you review a quotation I already have?',
    description:
      'Yes. Send it to our Quotation Doctor and one of our specialists will review it item by item and reply within 5 days.',
  },
  {
    title: 'Do you offer renovation loans?',
    description:
      'Through our bank partner you can borrow up to 6 times your monthly income (or S$30,000, whichever is lower) at 4.18% a year, over 1 to 5 years.\nApplicants must be 21 to 59 years old with an annual income of at least S$24,000.',
  },
];

export const testimonialSeed: {
  value: string;
  name: string;
  rating: number;
  content: string;
  photos: string[];
}[] = [
  {
    value: 'punggol-4-room',
    name: 'Jasmine Koh',
    rating: 5,
    content:
      'We collected the keys to our BTO with no idea where to start.\nDesign Now gave us a full quotation in one evening, and the price never moved after that.\nThe project manager sent us photos after every stage, so we always knew where things stood.',
    photos: ['/gallery/punggol-waterway-terraces-1.webp', '/gallery/punggol-waterway-terraces-2.webp'],
  },
  {
    value: 'queenstown-resale',
    name: 'Marcus Lee',
    rating: 5,
    content:
      'Our resale flat needed everything redone, from hacking to rewiring.\nKnowing the money sat in escrow until we approved each stage made a big job feel safe.',
    photos: ['/gallery/queenstown-dawson-skyterrace-1.webp', '/gallery/queenstown-dawson-skyterrace-3.webp'],
  },
  {
    value: 'marine-parade-condo',
    name: 'Nur Aisyah Binte Osman',
    rating: 6,
    content:
      'I compared three quotations and this one was the clearest: every item, every quantity.\nThe carpentry came out exactly like the 3D drawings and handover was on the day promised.',
    photos: ['/gallery/marine-parade-seaside-condo-1.webp', '/gallery/marine-parade-seaside-condo-2.webp'],
  },
  {
    value: 'tampines-5-room',
    name: 'Rajesh Kumar',
    rating: 5,
    content:
      'We changed our minds about the kitchen halfway through.\nThe variation order showed the price before anything started, and we approved it from the phone.',
    photos: ['/gallery/tampines-greenvines-3.webp', '/gallery/tampines-greenvines-1.webp'],
  },
  {
    value: 'serangoon-terrace',
    name: 'Grace Tan',
    rating: 5,
    content:
      'Renovating a landed home is a lot of coordination.\nOne schedule, one project manager and one app for payments made it manageable, even with two young kids at home.',
    photos: ['/gallery/serangoon-gardens-terrace-1.webp', '/gallery/serangoon-gardens-terrace-2.webp'],
  },
];

/** Generic outlet names: demo content the admin replaces with real coverage. */
export const pressSeed: { name: string; quote: string }[] = [
  {
    name: 'Home & Living Weekly',
    quote: 'A renovation platform that shows you the full price before you commit.',
  },
  { name: 'The Property Report', quote: 'Escrow payments bring some welcome certainty to home renovation.' },
  {
    name: 'Island Business Times',
    quote: 'A home-grown start-up taking the guesswork out of renovation quotes.',
  },
  { name: 'Design Digest SG', quote: 'Design Now turns a floor plan into an itemised quotation in minutes.' },
  {
    name: 'Homeowner Monthly',
    quote: 'Stage-by-stage approvals put homeowners back in control of their money.',
  },
  { name: 'Tech in Asia Today', quote: 'Self-service design meets a vetted panel of licensed contractors.' },
  { name: 'City Lifestyle Daily', quote: 'First-time BTO owners finally have a clear starting point.' },
  { name: 'Renovate Now Magazine', quote: 'Transparent pricing is the feature every homeowner asked for.' },
  { name: 'Smart Home Journal', quote: 'From floor plan to handover, everything in one place.' },
  { name: 'Interiors Quarterly', quote: 'Clean, honest quotations with nothing hidden in the fine print.' },
];

export const pressLogoPath = (name: string) => `/press/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg`;
