/**
 * Messages of project operations (issue 12). The spec's catalogue has few for this side of the
 * product; where it has one it is quoted, the others are ours and marked so.
 */
export const operationsMessages = {
  required: 'Required',
  /** Spec §8 "Update Failed!" family: a state change that lost a race or is no longer allowed. */
  updateFailed: 'Update Failed!',
  updated: 'Successfully Updated!',
  merchantCreated: 'Merchant created. We sent them an e-mail to set their password.', // ours
  merchantDeactivated: 'Merchant deactivated. They can no longer sign in.', // ours
  merchantActivated: 'Merchant activated.', // ours
  merchantEmailTaken: 'This email is already registered', // ours
  merchantPhoneTaken: 'This mobile number is already registered', // ours
  merchantNotFound: 'This merchant does not exist.', // ours
  merchantInactive: 'This merchant is deactivated and cannot take new projects.', // ours
  serviceAlreadyAssigned: 'This service was just assigned by someone else. Please refresh.', // ours
  serviceNotAssignable: 'This service can no longer be assigned.', // ours
  serviceAlreadyAnswered: 'You have already answered this project.', // ours
  serviceAccepted: 'Project accepted. You will find it under current projects.', // ours
  serviceDeclined: 'Project declined. The admin has been told.', // ours
  declineReasonRequired: 'Please tell us why you decline', // ours
  milestoneOutOfOrder:
    'Milestones are completed in order: Deposit, Confirmation, Start Works, Carpentry, Touch Up, Handover.', // ours
  milestoneDateBeforePrevious: 'The date cannot be before the previous milestone.', // ours
  milestoneAlreadyDone: 'This milestone is already completed.', // ours
  meetingsOutOfOrder: 'Meetings must be in order: meeting 1, then meeting 2, then meeting 3.', // ours
  meetingGap: 'Set meeting 1 before meeting 2, and meeting 2 before meeting 3.', // ours
  scheduleStageRange: 'Stage must be 0, 1 or 2.', // ours
  scheduleServiceUnknown: 'This service is not part of the project.', // ours
  scheduleSaved: 'Schedule saved. The client and the merchants have been told.', // ours
  supportSent: 'Your request has been sent. Our admin will get back to you.', // ours
  fileUploaded: 'File uploaded!', // ours
  fileNotFound: 'Please upload the file first.', // ours
  fileWrongCategory: 'This file was uploaded for something else. Please upload it again here.', // ours
  clientNotFound: 'No client found with this email or mobile number.', // ours
  clientIdentityInvalid: 'Please input a valid email or singapore phone number', // ours
  projectCreated: 'Project created!', // ours
  projectManagerNotFound: 'This project manager does not exist.', // ours
  noNotifications: 'No Data Found!',
} as const;
