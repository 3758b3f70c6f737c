import {
  DEPOSIT_CENTS,
  DEPOSIT_VOUCHERS_WORTH_CENTS,
  guarantee,
  QUOTATION_DOCTOR_REPLY_DAYS,
} from '../constants/marketing.js';
import { PAYMENT_DUE_DAYS, PROGRESSIVE_STAGE_PERCENT } from '../payments/progressive-payment.js';

/**
 * Spec §1 "a free renovation e-book": the guide the e-book pop-up sends. Kept as data so the server can
 * render it to a PDF and the numbers it quotes are the product's own constants.
 */
export interface GuideSection {
  heading: string;
  paragraphs: string[];
  /** Ticked off by the reader: printed as check boxes. */
  checklist?: string[];
}

export interface RenovationGuide {
  title: string;
  subtitle: string;
  intro: string;
  sections: GuideSection[];
  closing: string;
}

/** The PDF's route under /api/v1, and its address: stable, so e-mails sent today still work next year. */
export const EBOOK_PDF_ROUTE = '/ebook/renovation-guide.pdf';
export const EBOOK_PDF_PATH = `/api/v1${EBOOK_PDF_ROUTE}`;
export const EBOOK_FILE_NAME = 'EZreno-Renovation-Guide.pdf';

/** "$100,000": whole dollars for prose (formatSgd's cents are for bills). */
const usd = (cents: number) => `$${String(Math.round(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

const [p2, p3, p4, p5] = [2, 3, 4, 5] as const;
const stage = PROGRESSIVE_STAGE_PERCENT;

export const renovationGuide: RenovationGuide = {
  title: 'The EZreno Renovation Guide',
  subtitle: 'Plan, price and protect your home renovation in Singapore',
  intro:
    'Renovating is one of the largest purchases most Singapore households make after the home itself. This guide walks you through it in the order it happens: setting a budget, the rules your building follows, the trades on site, choosing a contractor and paying safely. Each section ends with a short checklist you can tick off.',
  sections: [
    {
      heading: '1. Start with how you will live in the home',
      paragraphs: [
        'Before you look at a single mood board, write down how each room will be used for the next five to ten years: who works from home, whether a baby or an elderly parent is coming, how much you cook, where the bicycles and the luggage go. Storage and power points follow from these answers, and they are far cheaper to plan now than to add later.',
        'Walk through the unit at different times of the day. Note where the sun comes in, where the walls feel damp and which windows face the corridor. These notes decide where the wardrobes, the work desk and the blinds should go.',
      ],
      checklist: [
        'List each room and what happens in it',
        'Note storage needs: shoes, luggage, cleaning, bulky items',
        'Mark where you need extra power points and data points',
        'Photograph and measure the unit before anything is hacked',
      ],
    },
    {
      heading: '2. Set a budget you can keep',
      paragraphs: [
        'Decide on a ceiling before you collect quotes, and keep 10 to 15 percent of it aside for the surprises every renovation has: uneven floors, old wiring, a pipe that has to move. The homes in our inspiration gallery cost between $37,000 and $117,000, depending on the size of the home and how much carpentry and hacking they needed.',
        'Carpentry (priced per foot run), hacking and flooring are usually the three largest lines. Built-in carpentry is where budgets grow fastest, so decide early which pieces must be built in and which can be free-standing furniture bought later.',
        'Use Design Now to price your own layout first: you see every item, quantity and price straight away, so you know what your ideas cost before you talk to anyone.',
      ],
      checklist: [
        'Fix a ceiling and a 10 to 15 percent contingency',
        'Rank your wishes: must have, nice to have, later',
        'Price your layout in Design Now',
        'Budget separately for furniture, appliances and moving',
      ],
    },
    {
      heading: '3. The rules your building follows',
      paragraphs: [
        'HDB flats: many works need an HDB renovation permit before they start, most often hacking or building walls, changing floor finishes that involve hacking, and works near the household shelter, which must never be altered. The contractor applies for the permit, and HDB expects renovation works to be done by contractors on its Directory of Renovation Contractors. New flats usually carry a waiting period before bathroom floor and wall finishes may be hacked, to protect the original waterproofing.',
        'Noise and hours: renovation is allowed on weekdays and Saturdays during set daytime hours, with noisy works such as hacking and drilling limited to shorter weekday hours, and no works on Sundays and public holidays. Tell your neighbours before hacking starts; a short note on their doors goes a long way.',
        "Condominiums: the management (MCST) sets its own renovation rules, usually asks for a renovation deposit and a copy of the contractor's insurance, and may limit working hours further. Landed homes: structural changes, extensions and some facade works need approval from the building and planning authorities, and a qualified person to submit the plans.",
        'Rules change from time to time, so check the current requirements of HDB, your MCST or the authorities before work starts. A good contractor does this for you and shows you the approvals.',
      ],
      checklist: [
        'Confirm which works need a permit or MCST approval',
        'Keep the household shelter untouched',
        'Agree on working hours and notify the neighbours',
        'See the approvals before hacking starts',
      ],
    },
    {
      heading: '4. A typical timeline',
      paragraphs: [
        'Most HDB renovations take 6 to 10 weeks on site; a new flat with little hacking can be faster, a resale flat with new wiring and plumbing slower. Condominiums and landed homes take longer, mainly because of approvals and larger areas.',
        'The usual order is: site protection and hacking; masonry, plumbing and electrical works inside the walls; ceiling and flooring; carpentry measurement and installation; painting; lighting and fittings; cleaning; then the handover inspection. Carpentry is built in a workshop after the final site measurement, so allow two to four weeks between measurement and installation.',
        'Book your move-in date only after the contractor gives you a schedule, and leave a week of slack at the end.',
      ],
      checklist: [
        "Get a written schedule with each trade's dates",
        'Plan key collection, permits and move-in around it',
        'Leave a week of slack before you move in',
      ],
    },
    {
      heading: '5. Hacking and masonry basics',
      paragraphs: [
        'Hacking removes walls, tiles and old fittings; masonry builds what replaces them. Hacking is noisy, dusty and hard to undo, so be sure of the layout first. Ask whether a wall is structural: structural walls cannot be removed, and the contractor should confirm this from the building plans.',
        'In wet areas, the waterproofing membrane under the tiles matters more than the tiles themselves. Ask how it is laid, and ask for a water ponding test before the new tiles go on.',
      ],
      checklist: [
        'Confirm which walls may be hacked',
        'Ask for waterproofing and a ponding test in wet areas',
        'Protect the lift, corridor and your own floors during works',
      ],
    },
    {
      heading: '6. Flooring choices',
      paragraphs: [
        'Overlaying new flooring on top of the old (vinyl, laminate or thin tiles) is quicker, quieter and cheaper than hacking and re-tiling, and often needs no hacking permit. It raises the floor slightly, so doors may need trimming.',
        'Vinyl is warm, quiet and water resistant, good for living rooms and bedrooms. Homogeneous tiles are hard wearing and suit kitchens and bathrooms. Whatever you choose, ask for the exact product, thickness and the area it is priced on, including wastage.',
      ],
      checklist: [
        'Decide where to overlay and where to hack',
        'Check door clearance after the new floor',
        'Get the product name, thickness and area in writing',
      ],
    },
    {
      heading: '7. Carpentry without regrets',
      paragraphs: [
        'Built-in carpentry gives you storage that fits to the centimetre, but it is priced per foot run and cannot move with you. Compare the carcass material (plywood or particle board), the laminate, the hinges and runners, and whether the price includes internal fittings such as drawers and shelves.',
        'Ask for a drawing of every piece with dimensions before fabrication, and check it against your own measurements. Changes after the workshop has started cost time and money.',
      ],
      checklist: [
        'Get drawings with dimensions for every carpentry piece',
        'Confirm materials, laminate and hardware brands',
        'Check internal fittings are included in the price',
      ],
    },
    {
      heading: '8. Electrical, plumbing and lighting',
      paragraphs: [
        'Electrical works must be done by a licensed electrician, and plumbing connected to the water supply by a licensed plumber. In older resale flats, consider rewiring: it is far cheaper while the walls are open than after the paint is dry.',
        'Plan lighting by task: bright light where you cook and work, warm light where you rest. Mark every switch, socket and light point on the floor plan and walk through it with the contractor.',
      ],
      checklist: [
        'Confirm the electrician and plumber are licensed',
        'Mark every switch, socket and light point on the plan',
        'Decide on rewiring before the walls are closed',
      ],
    },
    {
      heading: '9. Reading a quotation',
      paragraphs: [
        'A good quotation lists every item with its area, quantity, unit and price, names the materials, and says what is excluded. Be careful with lump sums such as "electrical works: $4,000" or "carpentry package": they make quotes impossible to compare and changes impossible to price.',
        `Compare like with like: same scope, same materials, same quantities. If you already have a quotation, our Quotation Doctor reviews it item by item and replies within ${QUOTATION_DOCTOR_REPLY_DAYS} days.`,
      ],
      checklist: [
        'Every item has a quantity, unit and price',
        'Materials and brands are named',
        'Exclusions and warranty terms are written down',
        'Variation prices are agreed before extra work starts',
      ],
    },
    {
      heading: '10. Choosing a contractor',
      paragraphs: [
        'Look for a registered, licensed contractor with a track record you can check: completed projects, reviews from homeowners, and a company you can find in the business registry. Ask who will actually supervise your site and how often they will be there.',
        "Be wary of large upfront payments, quotes far below everyone else's, and contractors who will not put the schedule and payment terms in writing. On EZreno, jobs go only to our panel of registered, licensed suppliers.",
      ],
      checklist: [
        'Check registration, licences and insurance',
        'Read reviews and visit a completed project if you can',
        'Meet the person who will supervise your site',
        'Get the schedule and payment terms in writing',
      ],
    },
    {
      heading: '11. Paying safely: escrow and progressive payments',
      paragraphs: [
        `The safest way to pay is in stages that follow the work. On EZreno, a ${usd(DEPOSIT_CENTS)} deposit locks in your quotation prices (with vouchers worth ${usd(DEPOSIT_VOUCHERS_WORTH_CENTS)}), then you pay ${stage[p2]}% of the quotation (less the ${usd(DEPOSIT_CENTS)} deposit) to start, ${stage[p3]}% as works progress, ${stage[p4]}% as they near completion and the last ${stage[p5]}% at the end. Each payment is due ${PAYMENT_DUE_DAYS} days after its invoice.`,
        'Your payments are held in escrow, not paid straight to the contractor. When a piece of work is done, you approve the payment to the contractor, or put it on hold and tell us what is wrong: not completed, defects, or a contractor who has gone missing. Payments you do not hold are released automatically 7 days after the work is completed.',
        `Escrow comes with a workmanship guarantee of up to ${usd(guarantee.workmanshipCents)}: if a supplier does not finish the job properly, we arrange a replacement supplier or refund you. Renovation insurance from our partner insurer covers up to ${usd(guarantee.insuranceCents)} for fire, theft and insured perils.`,
      ],
      checklist: [
        'Never pay most of the price before the work is done',
        'Approve each payment only after checking the work',
        'Use hold, with photos, when something is wrong',
      ],
    },
    {
      heading: '12. Changes on the way: variation orders',
      paragraphs: [
        'Almost every renovation changes as it goes: an extra power point, a different tile, a cabinet you forgot. Each change should be a written variation order with its own items and prices, accepted by you before the work is done. On EZreno you can accept, reject or decline each variation order, and accepted ones are paid through escrow like the rest.',
      ],
      checklist: [
        'Put every change in writing with its price',
        'Accept the price before the extra work starts',
      ],
    },
    {
      heading: '13. Handover and warranty',
      paragraphs: [
        'Inspect the home in daylight with the contractor before the final payment. Open every door and drawer, run every tap, test every switch and socket, look along walls and floors for chips and uneven joints, and check for ponding in the bathrooms. List the defects with photos and agree a date to fix them.',
        `Keep the warranty terms, the product names and the as-built drawings. EZreno works carry a ${guarantee.warrantyYears}-year warranty, and guarantee claims can be made within ${guarantee.claimWindowYears} year.`,
      ],
      checklist: [
        'Inspect every room in daylight before the last payment',
        'Photograph and list all defects with a fix-by date',
        'Keep warranties, receipts and drawings together',
      ],
    },
  ],
  closing: `Ready to start? Design your home in Design Now and get an instant, itemised quotation, backed by our lowest price guarantee: find a lower quote for the same work and we match it or refund you within ${guarantee.lowestPriceRefundDays} days.`,
};
