import { company } from '@reno/domain';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.js';
import { BRAND_RED } from './components.js';
import { renderEmail } from './registry.js';

const ctx = { subject: 'New client registered', publicUrl: 'https://ezreno.example.sg' };

const adminNotice = (data: Record<string, unknown>) => renderEmail('emailSender_function.html', data, ctx);

const refusal = (fn: () => unknown): AppError => {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error('expected an AppError');
};

describe('emailSender_function.html (spec "Email job")', () => {
  const data = {
    subject_title: 'Design Now <request>',
    client_firstname: '<script>alert("x")</script>',
    client_lastname: "O'Neil & Sons",
    client_email: 'wei@example.sg',
    client_phone: '6591234567',
    phone_verified: true,
    request_prohelp: 'Yes',
    property_type: 'HDB <5 Rooms>',
  };

  it('shows every field, HTML-escaped, in the shared layout', () => {
    const { html } = adminNotice(data);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('O&#39;Neil &amp; Sons');
    expect(html).toContain(
      '<h1 style="margin:0 0 20px;font-family:Arial, Helvetica, sans-serif;font-size:22px;line-height:1.3;color:#111827;">Design Now &lt;request&gt;</h1>',
    );
    for (const text of ['First name', 'Last name', 'wei@example.sg', '6591234567', 'Requested ProHelp'])
      expect(html).toContain(text);
    expect(html).toContain('>Verified<');
    // Keys the template does not know still reach the admin, as labelled rows.
    expect(html).toContain('Property type');
    expect(html).toContain('HDB &lt;5 Rooms&gt;');
    // The layout: table-based, inline brand colour, company contact in the footer.
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('<meta name="viewport"');
    expect(html).toContain('role="presentation"');
    expect(html).toContain(`background-color:${BRAND_RED}`);
    expect(html).toContain(company.name);
    expect(html).toContain(company.email);
    expect(html).toContain(`href="${ctx.publicUrl}"`);
  });

  it('writes a plain-text version with the same fields, unescaped', () => {
    const { text } = adminNotice(data);
    expect(text.split('\n')[0]).toBe('Design Now <request>');
    expect(text).toContain('First name: <script>alert("x")</script>');
    expect(text).toContain('Phone verification: Verified');
    expect(text).toContain('Property type: HDB <5 Rooms>');
    expect(text).toContain(company.email);
  });

  it('says "Not verified" unless the phone was verified, and falls back to the subject as heading', () => {
    for (const phone_verified of [false, 'false', undefined, 0, '']) {
      expect(adminNotice({ client_firstname: 'Wei', phone_verified }).text).toContain(
        'Phone verification: Not verified',
      );
    }
    for (const phone_verified of [true, 'true', 'Verified', 1]) {
      expect(adminNotice({ phone_verified }).text).toContain('Phone verification: Verified');
    }
    expect(adminNotice({}).text.split('\n')[0]).toBe('New client registered');
  });
});

describe('general_notice', () => {
  it('renders paragraphs and a button whose link is escaped and resolved against PUBLIC_URL', () => {
    const { html, text } = renderEmail(
      'general_notice',
      {
        title: 'Payment received',
        paragraphs: ['Thank you, <b>Wei</b>.', 'Stage 2 is next.'],
        button_text: 'View project',
        button_url: '/client-dashboard?a=1&b=2',
      },
      ctx,
    );
    expect(html).toContain('Thank you, &lt;b&gt;Wei&lt;/b&gt;.');
    expect(html).toContain('Stage 2 is next.');
    expect(html).toContain('href="https://ezreno.example.sg/client-dashboard?a=1&amp;b=2"');
    expect(html).toContain('>View project</a>');
    expect(text).toContain('View project: https://ezreno.example.sg/client-dashboard?a=1&b=2');
  });

  it('takes one text with a paragraph per line', () => {
    const { html } = renderEmail(
      'general_notice',
      { title: 'Hello', paragraphs: 'First line\n\nSecond line' },
      ctx,
    );
    expect(html.match(/<p /g)).toHaveLength(2);
  });

  it('refuses missing fields and links that are not web addresses', () => {
    expect(refusal(() => renderEmail('general_notice', { paragraphs: ['x'] }, ctx)).message).toBe(
      'title is required.',
    );
    expect(refusal(() => renderEmail('general_notice', { title: 'x' }, ctx)).message).toBe(
      'paragraphs is required.',
    );
    expect(
      refusal(() => renderEmail('general_notice', { title: 'x', paragraphs: ['y'], button_text: 'Go' }, ctx))
        .message,
    ).toBe('button_text and button_url go together.');
    const script = refusal(() =>
      renderEmail(
        'general_notice',
        { title: 'x', paragraphs: ['y'], button_text: 'Go', button_url: 'javascript:alert(1)' },
        ctx,
      ),
    );
    expect(script.code).toBe('BAD_REQUEST');
    expect(script.message).toBe('button_url must be a web address.');
  });
});

it('refuses an unknown template name instead of sending a blank e-mail', () => {
  const e = refusal(() => renderEmail('welcome_v9.html', {}, ctx));
  expect(e.code).toBe('BAD_REQUEST');
  expect(e.message).toBe('Unknown e-mail template "welcome_v9.html".');
  // Names come from the registry's own keys only, not from Object.prototype.
  expect(refusal(() => renderEmail('toString', {}, ctx)).code).toBe('BAD_REQUEST');
});

describe('account link e-mails (verify_email, reset_password, set_password)', () => {
  it.each(['verify_email', 'verify_email_g', 'verify_email_tt', 'reset_password', 'set_password'])(
    '%s greets, escapes and carries the link',
    (name) => {
      const link = 'https://ezreno.example.sg/verify-email?token=abc';
      const { html, text } = renderEmail(name, { first_name: '<Wei>', link }, ctx);
      expect(html).toContain('Hi &lt;Wei&gt;,');
      expect(html).toContain(`href="${link}"`);
      expect(text).toContain(link);
    },
  );
  it('refuses a job without its link', () => {
    expect(refusal(() => renderEmail('reset_password', { first_name: 'Wei' }, ctx)).message).toBe(
      'link is required.',
    );
  });
});
