import { z } from 'zod';
import { buttonHtml, detailTableHtml, detailTableText, paragraphHtml, type DetailRow } from './components.js';
import { safeLink } from './escape.js';
import { renderLayout, type RenderedEmail } from './layout.js';
import { defineTemplate } from './template.js';

/**
 * Issue 12: the e-mails of project operations, each written to its reader (a client, a merchant, a
 * project manager or the admins), never a reused admin lead notice. Every template checks its own
 * data, so a flow that forgets a field fails its change instead of sending "-".
 */
const text = (field: string) =>
  z
    .string({ error: `${field} is required.` })
    .trim()
    .min(1, `${field} is required.`);
const optionalText = z.string().trim().optional();

interface Notice {
  title: string;
  greeting: string;
  paragraphs: string[];
  rows?: DetailRow[];
  button?: { text: string; href: string };
  outro?: string;
}

export function renderNotice(notice: Notice, publicUrl: string | undefined): RenderedEmail {
  const button = notice.button
    ? { ...notice.button, href: safeLink(notice.button.href, publicUrl) }
    : undefined;
  const rows = notice.rows?.length ? notice.rows : undefined;
  const paragraphs = [notice.greeting, ...notice.paragraphs];
  return renderLayout({
    title: notice.title,
    contentHtml: [
      ...paragraphs.map(paragraphHtml),
      ...(rows ? [detailTableHtml(rows)] : []),
      ...(button ? [buttonHtml(button.text, button.href)] : []),
      ...(notice.outro ? [paragraphHtml(notice.outro)] : []),
    ].join('\n'),
    contentText: [
      ...paragraphs,
      ...(rows ? [detailTableText(rows)] : []),
      ...(button ? [`${button.text}: ${button.href}`] : []),
      ...(notice.outro ? [notice.outro] : []),
    ].join('\n\n'),
    publicUrl,
  });
}

/** To the client: the admin approved or declined their payment (replaces the admin lead template). */
export const clientPaymentDecision = defineTemplate(
  z.object({
    first_name: text('first_name'),
    project_name: text('project_name'),
    invoice_number: text('invoice_number'),
    amount: text('amount'),
    status: z.enum(['Approved', 'Declined']),
    admin_notes: optionalText,
    next_invoice: optionalText,
    next_amount: optionalText,
    link: text('link'),
  }),
  (d, ctx) =>
    renderNotice(
      {
        title: d.status === 'Approved' ? 'Your payment is approved' : 'Your payment was not received',
        greeting: `Hi ${d.first_name},`,
        paragraphs:
          d.status === 'Approved'
            ? [
                `Thank you. We have received your payment of ${d.amount} for ${d.invoice_number} of your project ${d.project_name}.`,
                ...(d.next_invoice && d.next_amount
                  ? [
                      `Your next progressive payment, ${d.next_invoice} of ${d.next_amount}, is now in your project.`,
                    ]
                  : []),
              ]
            : [
                `Our admin could not find your payment of ${d.amount} for ${d.invoice_number} of your project ${d.project_name}.`,
                'Please check the transaction and submit the receipt again, or chat with our representative.',
              ],
        rows: [
          ['Invoice', d.invoice_number],
          ['Amount', d.amount],
          ['Status', d.status],
          ...(d.admin_notes ? ([['Note from our admin', d.admin_notes]] as DetailRow[]) : []),
        ],
        button: { text: 'View my payments', href: d.link },
      },
      ctx.publicUrl,
    ),
);

/** To a merchant the admin created: set a password to open the merchant portal. */
export const merchantWelcome = defineTemplate(
  z.object({ first_name: text('first_name'), company_name: text('company_name'), link: text('link') }),
  (d, ctx) =>
    renderNotice(
      {
        title: 'Welcome to the EZreno merchant portal',
        greeting: `Hi ${d.first_name},`,
        paragraphs: [
          `We have set up a merchant account for ${d.company_name}. Choose a password to sign in; you will then see the projects we assign to you, your schedule and your transactions.`,
        ],
        button: { text: 'Set my password', href: d.link },
        outro:
          'The link works once and expires in 7 days. If it has expired, use "Forgot password?" on the sign-in page.',
      },
      ctx.publicUrl,
    ),
);

/** To a merchant: a project service was assigned to them and waits for their answer. */
export const merchantServiceAssigned = defineTemplate(
  z.object({
    first_name: text('first_name'),
    project_name: text('project_name'),
    services: text('services'),
    amount: text('amount'),
    address: optionalText,
    link: text('link'),
  }),
  (d, ctx) =>
    renderNotice(
      {
        title: 'A new project for you',
        greeting: `Hi ${d.first_name},`,
        paragraphs: [
          `You have been assigned the ${d.services} works of the project ${d.project_name}. Please review the scope of work and accept or decline it.`,
        ],
        rows: [
          ['Project', d.project_name],
          ['Service', d.services],
          ['Amount', d.amount],
          ...(d.address ? ([['Location', d.address]] as DetailRow[]) : []),
        ],
        button: { text: 'Review the project', href: d.link },
      },
      ctx.publicUrl,
    ),
);

/** To the admins: a merchant accepted or declined a service. */
export const adminServiceAnswered = defineTemplate(
  z.object({
    company_name: text('company_name'),
    project_name: text('project_name'),
    services: text('services'),
    answer: z.enum(['accepted', 'declined']),
    reason: optionalText,
    link: text('link'),
  }),
  (d, ctx) =>
    renderNotice(
      {
        title: d.answer === 'accepted' ? 'A merchant accepted a project' : 'A merchant declined a project',
        greeting: 'Hello,',
        paragraphs: [
          d.answer === 'accepted'
            ? `${d.company_name} accepted the ${d.services} works of ${d.project_name}.`
            : `${d.company_name} declined the ${d.services} works of ${d.project_name}. The service is back on the project desk to assign again.`,
        ],
        rows: [
          ['Merchant', d.company_name],
          ['Project', d.project_name],
          ['Service', d.services],
          ...(d.reason ? ([['Reason', d.reason]] as DetailRow[]) : []),
        ],
        button: { text: 'Open the project desk', href: d.link },
      },
      ctx.publicUrl,
    ),
);

const ScheduleData = z.object({
  first_name: text('first_name'),
  project_name: text('project_name'),
  meetings: z.array(z.string()),
  works: z.array(z.string()),
  link: text('link'),
});
const scheduleRows = (d: z.infer<typeof ScheduleData>): DetailRow[] => [
  ...d.meetings.map((m, i): DetailRow => [`Meeting ${i + 1}`, m]),
  ...d.works.map((w): DetailRow => ['Works', w]),
];

/** To the client: the project's schedule was set or changed. */
export const clientScheduleSet = defineTemplate(ScheduleData, (d, ctx) =>
  renderNotice(
    {
      title: 'Your renovation schedule',
      greeting: `Hi ${d.first_name},`,
      paragraphs: [
        `The schedule of your project ${d.project_name} has been set. Here are the dates to keep free.`,
      ],
      rows: scheduleRows(d),
      button: { text: 'Open my calendar', href: d.link },
    },
    ctx.publicUrl,
  ),
);

/** To a merchant on the project: the dates of their works. */
export const merchantScheduleSet = defineTemplate(ScheduleData, (d, ctx) =>
  renderNotice(
    {
      title: 'Project schedule updated',
      greeting: `Hi ${d.first_name},`,
      paragraphs: [`The schedule of ${d.project_name} has been set. Your works and the project meetings:`],
      rows: scheduleRows(d),
      button: { text: 'Open my calendar', href: d.link },
    },
    ctx.publicUrl,
  ),
);

/** To the admins: a merchant or project manager asked for support. */
export const adminSupportRequest = defineTemplate(
  z.object({
    requester: text('requester'),
    requester_email: text('requester_email'),
    subject: text('subject'),
    message: text('message'),
    project_name: optionalText,
    has_image: z.boolean(),
    link: text('link'),
  }),
  (d, ctx) =>
    renderNotice(
      {
        title: 'New support request',
        greeting: 'Hello,',
        paragraphs: [`${d.requester} sent a support request.`, d.message],
        rows: [
          ['From', `${d.requester} (${d.requester_email})`],
          ['Subject', d.subject],
          ...(d.project_name ? ([['Project', d.project_name]] as DetailRow[]) : []),
          ['Image attached', d.has_image ? 'Yes' : 'No'],
        ],
        button: { text: 'Open support requests', href: d.link },
      },
      ctx.publicUrl,
    ),
);

/** To an existing client: a project manager created a project for them. */
export const clientProjectCreated = defineTemplate(
  z.object({
    first_name: text('first_name'),
    project_name: text('project_name'),
    manager_name: text('manager_name'),
    address: text('address'),
    link: text('link'),
  }),
  (d, ctx) =>
    renderNotice(
      {
        title: 'Your new renovation project',
        greeting: `Hi ${d.first_name},`,
        paragraphs: [
          `${d.manager_name}, your project manager, has created the project ${d.project_name} for ${d.address}. You will find it in your dashboard.`,
        ],
        button: { text: 'Open my dashboard', href: d.link },
      },
      ctx.publicUrl,
    ),
);

/** To a new client a project manager invited: set a password, then find the project in the dashboard. */
export const clientInvitation = defineTemplate(
  z.object({
    first_name: text('first_name'),
    project_name: text('project_name'),
    manager_name: text('manager_name'),
    address: text('address'),
    link: text('link'),
  }),
  (d, ctx) =>
    renderNotice(
      {
        title: 'Your renovation project is waiting for you',
        greeting: `Hi ${d.first_name},`,
        paragraphs: [
          `${d.manager_name}, your project manager at EZreno, has created the project ${d.project_name} for ${d.address}.`,
          'Choose a password to open your account and follow your quotation, payments and schedule.',
        ],
        button: { text: 'Set my password', href: d.link },
        outro:
          'The link works once and expires in 7 days. If it has expired, use "Forgot password?" on the sign-in page.',
      },
      ctx.publicUrl,
    ),
);

/** To a project manager: the admin put them on a project. */
export const pmProjectAssigned = defineTemplate(
  z.object({
    first_name: text('first_name'),
    project_name: text('project_name'),
    client_name: text('client_name'),
    link: text('link'),
  }),
  (d, ctx) =>
    renderNotice(
      {
        title: 'A project for you to manage',
        greeting: `Hi ${d.first_name},`,
        paragraphs: [`You are now the project manager of ${d.project_name} for ${d.client_name}.`],
        button: { text: 'Open the project', href: d.link },
      },
      ctx.publicUrl,
    ),
);
