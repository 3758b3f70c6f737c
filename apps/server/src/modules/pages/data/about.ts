import { company, DEPOSIT_CENTS, guarantee, renovationLoan as loan } from '@reno/domain';
import { section, wholeSgd, type SeedPage } from './seed-page.js';

/** The /about page itself is the `about-us` page; the others are its sub-paths (spec "Public routes"). */
export const ABOUT_US_SLUG = 'about-us';

export const aboutPages: SeedPage[] = [
  {
    kind: 'about',
    slug: ABOUT_US_SLUG,
    title: 'About Us',
    subtitle: 'Renovation made transparent, protected and affordable for every Singapore home.',
    summary: `Who we are and why ${company.shortName} holds your renovation money in escrow.`,
    rank: 1,
    sections: [
      section('Our story', [
        'Too many Singapore homeowners have paid a contractor up front and watched the work stall. We started EZreno so that nobody has to take that risk again.',
        'Homeowners design their home in Design Now, see an itemised price in minutes and work with a panel of registered, licensed suppliers.',
      ]),
      section('How we protect you', [
        `Your ${wholeSgd(DEPOSIT_CENTS)} deposit locks in your prices. Every later payment sits in escrow and is released only when you approve the finished stage.`,
        `Our workmanship guarantee covers up to ${wholeSgd(guarantee.workmanshipCents)} and partner insurance covers up to ${wholeSgd(guarantee.insuranceCents)} for fire, theft and insured perils.`,
      ]),
      section('What we believe', [
        'Clear prices, written before work starts. Money that moves only when work is done. Suppliers rated by the homeowners they served.',
      ]),
    ],
  },
  {
    kind: 'about',
    slug: 'newsroom',
    title: 'Newsroom',
    subtitle: 'Announcements and updates from the EZreno team.',
    summary: 'Product launches, partnerships and milestones.',
    rank: 2,
    sections: [
      section('Design Now enters public beta', [
        'Homeowners can now draw their floor plan, choose a style and receive an instant itemised quotation without waiting for a site visit. Design Now is marked BETA while we add more finishes and room types.',
      ]),
      section('Escrow for every project', [
        'Every project on EZreno now pays through escrow in four stages, so suppliers are paid for finished work and homeowners stay in control of every release.',
      ]),
      section('Renovation loan with our bank partner', [
        `Homeowners can now finance their renovation at ${loan.ratePercentPerYear}% a year over ${loan.minTenureYears} to ${loan.maxTenureYears} years, applied for online with an answer in about ${loan.approvalSeconds} seconds.`,
      ]),
    ],
  },
  {
    kind: 'about',
    slug: 'reviews',
    title: 'Reviews',
    subtitle: 'What homeowners say after handover.',
    summary: 'Real reviews from homeowners who renovated with EZreno.',
    rank: 3,
    sections: [
      section('How reviews work', [
        'Only homeowners whose project reached handover can leave a review, and each review is linked to a real project. We publish good and bad reviews alike and never edit them.',
      ]),
      section('Rated on what matters', [
        'Homeowners rate their supplier on workmanship, keeping to the schedule, communication and tidiness. A supplier whose ratings fall is coached and, if needed, removed from the panel.',
      ]),
      section('Tell us about your renovation', [
        'Finished recently? Your review helps the next family choose well. Sign in and open your project to leave one.',
      ]),
    ],
  },
  {
    kind: 'about',
    slug: 'partners',
    title: 'Be Our Partner',
    subtitle: 'Join our panel of registered renovation suppliers.',
    summary: 'How contractors, interior designers and tradespeople join EZreno.',
    rank: 4,
    sections: [
      section('Who we look for', [
        'Renovation contractors registered with the Housing & Development Board, interior designers and specialist trades (carpentry, electrical, plumbing, painting, tiling) with a record of good work in Singapore.',
      ]),
      section('What you get', [
        'Homeowners who have already designed their home and confirmed a budget, quotations prepared for you, and payments that are guaranteed to arrive once a stage is approved.',
      ]),
      section('How to apply', [
        `Write to ${company.email} with your company registration, licences and three recent projects. Our partnerships team replies within a week and arranges a meeting and a site visit to one of your projects.`,
      ]),
    ],
  },
  {
    kind: 'about',
    slug: 'stickers',
    title: 'Stickers',
    subtitle: 'Our free sticker set for chat apps.',
    summary: 'Renovation moods, from hacking day to key collection.',
    rank: 5,
    sections: [
      section('The set', [
        'Twelve stickers for every stage of a renovation: key collection, hacking day, "the tiles are here", waiting for the carpenter, first night in the new home, and more.',
      ]),
      section('How to get them', [
        'Open the sticker link on your phone and tap Add. The set is free to use in personal chats.',
      ]),
    ],
  },
  {
    kind: 'about',
    slug: 'loans',
    title: 'Renovation Loan',
    subtitle: `From ${loan.ratePercentPerYear}% a year with our bank partner.`,
    summary: `Borrow up to ${loan.maxMonthlyIncomeMultiple} times your monthly income, repaid over ${loan.minTenureYears} to ${loan.maxTenureYears} years.`,
    rank: 6,
    sections: [
      section('Loan at a glance', [
        `Interest rate: ${loan.ratePercentPerYear}% a year.`,
        `Tenure: ${loan.minTenureYears} to ${loan.maxTenureYears} years.`,
        `Amount: up to ${loan.maxMonthlyIncomeMultiple} times your monthly income or ${wholeSgd(loan.maxAmountCents)}, whichever is lower.`,
        `Approval in about ${loan.approvalSeconds} seconds when you apply online with Myinfo.`,
      ]),
      section('Who can apply', [
        `Singapore citizens and permanent residents aged ${loan.minAge} to ${loan.maxAge}.`,
        `A minimum annual income of ${wholeSgd(loan.minAnnualIncomeCents)}.`,
        'The loan pays for renovation works on a home you own or are buying.',
      ]),
      section('How it works with escrow', [
        'The bank pays the approved amount towards your staged payments, which are held in escrow like any other payment and released only when you approve each finished stage.',
      ]),
    ],
  },
  {
    kind: 'about',
    slug: 'guarantee',
    title: 'Guarantee',
    subtitle: `Up to ${wholeSgd(guarantee.workmanshipCents)} workmanship guarantee and ${wholeSgd(guarantee.insuranceCents)} renovation insurance.`,
    summary: 'The three promises that protect your renovation.',
    rank: 7,
    sections: [
      section('Lowest price guarantee', [
        `Found a lower written quotation for the same scope from a licensed contractor? We match it, or refund the difference within ${guarantee.lowestPriceRefundDays} days.`,
      ]),
      section('Escrow and workmanship guarantee', [
        'Your payments are held in escrow and released stage by stage only after you approve the work.',
        `If your supplier cannot finish or put right the work, we appoint a replacement supplier or refund you, up to ${wholeSgd(guarantee.workmanshipCents)}. Claims can be made within ${guarantee.claimWindowYears} year of handover, and every job carries a ${guarantee.warrantyYears}-year warranty.`,
      ]),
      section('Renovation insurance', [
        `Our partner insurer covers your home during the works against fire, theft and insured perils, up to ${wholeSgd(guarantee.insuranceCents)}.`,
      ]),
    ],
  },
  {
    kind: 'about',
    slug: 'media',
    title: 'Media',
    subtitle: 'For journalists and content creators.',
    summary: 'Press kit, logos and media contact.',
    rank: 8,
    sections: [
      section('Press kit', [
        'Our logo, product screenshots and founder photos are available on request, with permission to use them in coverage of EZreno.',
      ]),
      section('Media contact', [
        `Write to ${company.email} with "Media" in the subject. We reply to press enquiries within one working day.`,
      ]),
    ],
  },
];
