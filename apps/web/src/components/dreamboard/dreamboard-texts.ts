import { dreamboardMessages } from '@reno/domain';

export const dreamboardTexts = {
  title: 'Dreamboard',
  intro:
    'Collect photos of what you love and tag the services they are about, so your merchants see what you have in mind.', // ours
  readIntro: "The client's photos of what they have in mind, tagged with services.", // ours
  upload: 'Upload Photo',
  viewMore: 'View More',
  empty: 'No Data Found!',
  emptyHint: 'Upload a photo to start your dreamboard.', // ours
  photo: 'Photo', // ours
  choosePhoto: 'Choose Photo', // ours
  services: 'Services',
  comment: 'Comment',
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  deleteTitle: 'Delete this photo?', // ours
  deleteMessage: 'It is removed from your dreamboard for good.', // ours
  details: 'Photo details', // ours
  added: (date: string) => `Added ${date}`, // ours
  ...dreamboardMessages,
} as const;
