import { accountMessages } from '@reno/domain';

/** Texts of the profile page (spec "Client" entity and client-list column labels). */
export const profileTexts = {
  title: 'Profile',
  detailsTitle: 'Personal Details', // ours
  salutation: 'Salutation',
  gender: 'Gender',
  firstName: 'First Name',
  lastName: 'Last Name',
  dateOfBirth: 'Date of Birth',
  nationality: 'Citizenship', // spec: nationality "labelled Citizenship"
  mailingAddress: 'Mailing Address',
  billingAddress: 'Billing Address',
  postalCode: 'Postal Code',
  unitNumber: 'Unit Number',
  email: 'Email',
  mobile: 'Mobile Number',
  memberStatus: 'Member Status',
  referralCode: 'Referral Code',
  createdAt: 'Member Since', // ours
  lastLogin: 'Last Login',
  verified: 'Verified',
  notVerified: 'Not verified', // ours
  none: '—',
  save: 'Save',
  saved: accountMessages.profileSaved,
  passwordTitle: 'Change Password', // ours
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm Password',
  changePassword: 'Change Password',
  passwordChanged: accountMessages.passwordChanged,
  mobileTitle: 'Change Mobile Number', // ours
  mobileIntro: 'Your new number becomes your mobile once you verify it with the 6 digit code we send by SMS.', // ours
  newMobile: 'New Mobile Number',
  countryCode: '+65',
  sameMobile: 'This is already your mobile number', // ours
  mobileChanged: 'Mobile number changed', // ours
  googleTitle: 'Google', // ours
  googleIntro:
    'Link Google to sign in with one click. Sign in with the Google account that uses the same email address as this account; Google confirms the address and links it.', // ours
  googleLink: 'Link Google',
  googleNotConfigured: `${accountMessages.googleNotConfigured}: linking Google is not available on this server.`,
  loadFailed: 'Failed to load your profile', // ours
  retry: 'Retry',
} as const;
