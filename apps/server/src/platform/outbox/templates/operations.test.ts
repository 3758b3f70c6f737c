import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.js';
import { renderEmail } from './registry.js';

const ctx = { subject: 'Subject', publicUrl: 'https://ezreno.example.sg' };
const render = (name: string, data: Record<string, unknown>) => renderEmail(name, data, ctx);

/** Issue 12: every operations e-mail greets its reader and carries what they need, never the admin lead rows. */
describe('operations e-mail templates', () => {
  it('tells the client their payment is approved, with the next invoice and a link to their payments', () => {
    const mail = render('client_payment_decision', {
      first_name: 'Wei Ling',
      project_name: 'Wei Ling Home',
      invoice_number: 'INV-000012',
      amount: '$150.00',
      status: 'Approved',
      admin_notes: 'Approved',
      next_invoice: 'INV-000013',
      next_amount: '$2,350.00',
      link: '/main-project/p1/transactions/progressive-payment',
    });
    expect(mail.text).toContain('Hi Wei Ling,');
    expect(mail.text).toContain('We have received your payment of $150.00 for INV-000012');
    expect(mail.text).toContain('INV-000013 of $2,350.00');
    expect(mail.text).toContain('https://ezreno.example.sg/main-project/p1/transactions/progressive-payment');
    expect(mail.text).not.toMatch(/Phone verification|Requested ProHelp|Email: -/);
  });

  it('tells the client a declined payment was not received and what to do', () => {
    const mail = render('client_payment_decision', {
      first_name: 'Wei Ling',
      project_name: 'Wei Ling Home',
      invoice_number: 'INV-000012',
      amount: '$150.00',
      status: 'Declined',
      link: '/x',
    });
    expect(mail.text).toContain('could not find your payment');
    expect(mail.text).toContain('chat with our representative');
  });

  it('welcomes a merchant with a set-password link and tells it of an assignment', () => {
    const welcome = render('merchant_welcome', {
      first_name: 'Ahmad',
      company_name: 'Lion City',
      link: '/set-password?token=abc',
    });
    expect(welcome.text).toContain('merchant account for Lion City');
    expect(welcome.text).toContain('https://ezreno.example.sg/set-password?token=abc');
    const assigned = render('merchant_service_assigned', {
      first_name: 'Ahmad',
      project_name: 'Tan Home',
      services: 'Flooring',
      amount: '$1,234.00',
      link: '/incoming-project/p1',
    });
    expect(assigned.text).toContain('You have been assigned the Flooring works of the project Tan Home');
    expect(assigned.html).toContain('https://ezreno.example.sg/incoming-project/p1');
  });

  it('escapes what people typed (a decline reason, a support message)', () => {
    const mail = render('admin_service_answered', {
      company_name: 'A & B <Works>',
      project_name: 'P',
      services: 'S',
      answer: 'declined',
      reason: '<script>alert(1)</script>',
      link: '/admin/projects/p',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('A &amp; B &lt;Works&gt;');
  });

  it('refuses missing data instead of sending a blank field', () => {
    expect(() =>
      render('client_schedule_set', { first_name: 'A', project_name: 'P', meetings: [], works: [] }),
    ).toThrow(AppError);
    for (const name of [
      'client_schedule_set',
      'merchant_schedule_set',
      'admin_support_request',
      'client_project_created',
      'client_invitation',
      'pm_project_assigned',
      'support_reply',
    ])
      expect(() => render(name, {})).toThrow(AppError);
  });

  it('the support reply is written to the requester: their question, our answer, escaped, and their page', () => {
    const mail = render('support_reply', {
      name: 'Tan Ah Kow',
      subject: 'Invoice <question>',
      question: 'Where is my invoice?',
      reply: 'It is on the Completed tab.',
      link: '/support',
    });
    expect(mail.html).toContain('Hi Tan Ah Kow,');
    expect(mail.html).toContain('It is on the Completed tab.');
    expect(mail.html).toContain('Where is my invoice?');
    expect(mail.html).toContain('Invoice &lt;question&gt;');
    expect(mail.text).toContain('/support');
  });
});
