import { z } from 'zod';
import { buttonHtml, paragraphHtml } from './components.js';
import { safeLink } from './escape.js';
import { renderLayout } from './layout.js';
import { defineTemplate, type EmailTemplate } from './template.js';

/** Data of every account e-mail: who it greets and the single-use link it carries. */
const Data = z.object({
  first_name: z.string({ error: 'first_name is required.' }).trim().min(1, 'first_name is required.'),
  link: z.string({ error: 'link is required.' }).trim().min(1, 'link is required.'),
});

interface LinkWording {
  title: string;
  intro: string;
  button: string;
  /** Why the reader may ignore it, and how long the link lasts. */
  outro: string;
}

/** An e-mail whose whole job is one link: verify an address, reset or set a password. */
const accountLink = (wording: LinkWording): EmailTemplate =>
  defineTemplate(Data, (data, ctx) => {
    const href = safeLink(data.link, ctx.publicUrl);
    const greeting = `Hi ${data.first_name},`;
    return renderLayout({
      title: wording.title,
      contentHtml: [
        paragraphHtml(greeting),
        paragraphHtml(wording.intro),
        buttonHtml(wording.button, href),
        paragraphHtml(wording.outro),
      ].join('\n'),
      contentText: [greeting, wording.intro, `${wording.button}: ${href}`, wording.outro].join('\n\n'),
      publicUrl: ctx.publicUrl,
    });
  });

export const verifyEmail = accountLink({
  title: 'Verify your email',
  intro: 'Thank you for registering. Please confirm this is your email address.',
  button: 'Verify email',
  outro: 'The link works once and expires in 48 hours. If you did not register, you can ignore this email.',
});

/**
 * Spec §9: "Leads sources g (Google) and tt (TikTok) pick different email templates". The welcome that
 * carries the verification link speaks to where the client found us; the link and its rules are the same.
 */
export const verifyEmailFromGoogle = accountLink({
  title: 'Welcome to EZreno, verify your email',
  intro:
    'Thank you for finding us on Google and registering. Please confirm this is your email address to get your instant quotation.',
  button: 'Verify email',
  outro: 'The link works once and expires in 48 hours. If you did not register, you can ignore this email.',
});

export const verifyEmailFromTikTok = accountLink({
  title: 'Welcome to EZreno, verify your email',
  intro:
    'Thank you for joining us from TikTok. Please confirm this is your email address to start designing your dream home.',
  button: 'Verify email',
  outro: 'The link works once and expires in 48 hours. If you did not register, you can ignore this email.',
});

export const resetPassword = accountLink({
  title: 'Reset your password',
  intro: 'We received a request to reset the password of your account.',
  button: 'Reset password',
  outro: 'The link works once and expires in 1 hour. If you did not ask for it, you can ignore this email.',
});

export const setPassword = accountLink({
  title: 'Set your password',
  intro: 'An account has been created for you. Choose a password to sign in.',
  button: 'Set password',
  outro: 'The link works once and expires in 7 days.',
});
