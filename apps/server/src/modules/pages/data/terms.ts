import {
  company,
  DEPOSIT_CENTS,
  guarantee,
  INFORMATION_COLLECTED_ANCHOR,
  PAYMENT_STAGE_PERCENTS,
  PRIVACY_POLICY_SLUG,
  QUOTATION_DOCTOR_REPLY_DAYS,
} from '@reno/domain';
import { section, wholeSgd, type SeedPage } from './seed-page.js';

const [s1, s2, s3, s4] = PAYMENT_STAGE_PERCENTS;

export const termsPages: SeedPage[] = [
  {
    kind: 'terms',
    slug: 'terms_of_use',
    title: 'Terms & Conditions',
    subtitle: `The agreement between you and ${company.name} when you use our website and services.`,
    summary: 'How our marketplace works, how payments are held and released, and what we promise.',
    rank: 1,
    sections: [
      section('About these terms', [
        `${company.name} ("${company.shortName}", "we") runs a marketplace that connects homeowners in Singapore with registered, licensed renovation suppliers. By creating an account, using Design Now or paying a deposit you agree to these terms.`,
        'We may update these terms. The version published on this page on the day you pay a deposit applies to that project.',
      ]),
      section('Your account', [
        'You must be at least 18 years old and give true details. Keep your password private: anything done through your account is treated as done by you.',
        'We verify your mobile number by SMS and your e-mail address by a link before your project moves ahead.',
      ]),
      section('Quotations and Design Now', [
        'Design Now gives you an instant, itemised quotation from the layout and choices you make. It is an estimate until a site measurement confirms the quantities.',
        `Before you confirm your project you receive up to ${guarantee.drawings3d} 3D drawings and ${guarantee.drawingsDetail} detail drawings.`,
      ]),
      section('Deposit and staged payments', [
        `A deposit of ${wholeSgd(DEPOSIT_CENTS)} locks in your prices. It is deducted from your first payment.`,
        `The quotation is paid in four stages: ${s1}% on confirmation, ${s2}% when works start, ${s3}% at carpentry and ${s4}% at handover.`,
        'Every payment is held in escrow. Money is released to your supplier only when the work of that stage is done and you have approved it, or when you have not raised a concern within 7 days of completion.',
      ]),
      section('Variation orders', [
        'Changes to the agreed works are made through a variation order that shows the price before you accept it. Nothing outside the quotation or an accepted variation order is payable.',
      ]),
      section('Our guarantees', [
        `Lowest price guarantee: if you find a lower written quotation for the same scope from a licensed contractor, we match it or refund the difference within ${guarantee.lowestPriceRefundDays} days.`,
        `Workmanship guarantee: if your supplier cannot finish or fix the work, we appoint a replacement supplier or refund you, up to ${wholeSgd(guarantee.workmanshipCents)}. Claims must be made within ${guarantee.claimWindowYears} year of handover.`,
        `Renovation insurance from our partner insurer covers fire, theft and insured perils during the works, up to ${wholeSgd(guarantee.insuranceCents)}.`,
      ]),
      section('Quotation Doctor', [
        `When you send us an existing quotation, our team reviews it and replies within ${QUOTATION_DOCTOR_REPLY_DAYS} days. The review is advice, not an offer or a contract.`,
      ]),
      section('Limits of our responsibility', [
        'Suppliers carry out the works and hold the licences and permits they need. We check their registration, hold your money in escrow and stand behind the guarantees above; beyond them our liability is limited to the fees you paid us.',
      ]),
      section('Governing law', [
        'These terms are governed by the laws of Singapore. Disputes go first to our support team, then to mediation at the Singapore Mediation Centre, and then to the courts of Singapore.',
      ]),
    ],
  },
  {
    kind: 'terms',
    slug: PRIVACY_POLICY_SLUG,
    title: 'Privacy Policy',
    subtitle: 'What we collect, why, and the choices you have under the Personal Data Protection Act 2012.',
    summary: 'How we collect, use, protect and delete your personal data.',
    rank: 2,
    sections: [
      section('Who we are', [
        `${company.name} is responsible for the personal data described here. Our Data Protection Officer can be reached at ${company.email}.`,
      ]),
      section(
        'Information collected',
        [
          'Account details: your salutation, name, e-mail address, mobile number and, when you pay, your billing address.',
          'Project details: your renovation address, floor plan, the choices you make in Design Now, quotations, photos and receipts you upload.',
          'Payment details: the amount, method and status of each payment. Card numbers go straight to our payment provider and never reach our servers.',
          'Usage details: pages visited, the campaign that brought you to us (kept for one week) and technical data such as your browser and IP address.',
        ],
        INFORMATION_COLLECTED_ANCHOR,
      ),
      section('How we use it', [
        'To give you quotations, match you with suppliers, schedule site visits, hold and release payments, and send you messages about your project.',
        'To prevent fraud, to meet our legal duties and, if you agree, to send you offers and our newsletter.',
      ]),
      section('Who we share it with', [
        'Your assigned supplier and project manager see what they need to carry out your project. Payment providers, our SMS and e-mail services and our insurer receive what they need to do their part. We never sell personal data.',
      ]),
      section('How long we keep it', [
        'Project and payment records are kept for 5 years after handover, as Singapore tax and contract law require. Other data is deleted 2 years after your last activity.',
      ]),
      section('Your choices', [
        `You may ask to see, correct or withdraw consent for the use of your personal data by writing to ${company.email}. We answer within 30 days.`,
      ]),
    ],
  },
  {
    kind: 'terms',
    slug: 'payment_terms',
    title: 'Payment Terms',
    subtitle: 'How the deposit, staged payments and escrow work.',
    summary: 'The deposit, the four payment stages and how money is released to suppliers.',
    rank: 3,
    sections: [
      section('Accepted payment methods', [
        'MasterCard, Visa, American Express, PayPal, PayLah, PayNow, GrabPay and bank transfer.',
      ]),
      section('When each payment is due', [
        `Each stage (${PAYMENT_STAGE_PERCENTS.join('%, ')}%) is invoiced when its works are ready to begin and is due 7 days after the invoice date.`,
      ]),
      section('Release to your supplier', [
        'When a stage is completed you approve the release or put it on hold with a reason. Without either, the payment is released automatically 7 days after completion.',
      ]),
    ],
  },
];
