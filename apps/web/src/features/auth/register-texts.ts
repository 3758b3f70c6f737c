import { accountMessages } from '@reno/domain';

/** Texts of the Register dialog, Verify Number step and end dialog (spec "Sign In dialog", §4, §5, §8). */
export const registerTexts = {
  registerTitle: 'Register',
  verifyTitle: 'Verify Number',
  thankYouTitle: 'Thank You', // spec end dialog "thank you"
  salutation: 'Salutation',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  mobile: 'Mobile Number',
  countryCode: '+65',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  affiliateCode: 'Affiliate or Referral Code (optional)',
  termsBefore: 'I agree to the ',
  termsLink: 'Terms & Conditions',
  prohelp: 'I would like ProHelp: an EZreno consultant contacts me to help with my renovation', // ours
  register: 'Register',
  cancel: 'Cancel',
  next: 'Next',
  haveAccount: 'Already have an account? Sign In',
  checking: 'Checking…',
  failedToConnect: 'Failed to connect to server',
  verifyIntro: 'We sent a 6 digit code by SMS to your mobile number. Enter it below to verify the number.', // ours
  verifyPhone: accountMessages.verifyPhone,
  thankYouText: 'Thank you for registering with EZreno. Your phone number is verified.', // ours
  emailLinkSent: (email: string) =>
    `We have sent a verification link to ${email}. Please open it to verify your email.`, // ours
  toDashboard: 'Go to Dashboard',
  /** Ours: the end dialog's button when the registration started on a page to return to (Design Now). */
  continue: 'Continue',
} as const;
