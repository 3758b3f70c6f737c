/** The back office's texts (issue 18), ours where the spec gives none; one place for screens and tests. */
export const backOfficeMessages = {
  groupSaved: 'Group saved.',
  groupDeleted: 'Group deleted.',
  groupNameTaken: 'A group with this name already exists.',
  groupsSaved: 'Groups saved.',
  ownGroups: 'You cannot change your own groups.',
  /** Spec list query: a search needs both its column and its text. */
  fillFields: 'Please fill the appropriate fields!',
  clientDeactivated: 'Client deactivated.',
  clientReactivated: 'Client reactivated.',
  verificationResent: 'Verification e-mail sent.',
  alreadyVerified: 'This e-mail is already verified.',
  announcementPosted: 'Announcement posted.',
  announcementDeleted: 'Announcement deleted.',
  announcementDates: 'The end date must be on or after the start date.',
} as const;
