/**
 * Spec dashboard floorplan view: "Uploaded Floorplan", "Generated Floorplan", "Back To Dashboard"; client
 * spec "floorplan tab and floorplan download modal". The rest is ours.
 */
export const floorplansTexts = {
  title: 'Floorplans',
  uploaded: 'Uploaded Floorplan',
  generated: 'Generated Floorplan',
  back: 'Back To Dashboard',
  download: 'Download',
  downloadTitle: 'Download Floorplans',
  downloadOne: (what: string) => `Download ${what}`,
  thumbnail: (what: string) => `${what} preview`,
  close: 'Close',
  none: (what: string) => `No ${what} yet.`,
  noneReason: {
    uploaded: 'Upload a floorplan in Design Now to download it here.',
    generated: 'It is made when you reach the updated floorplan in Design Now.',
  },
  loadError: 'Failed to load the floorplans',
  retry: 'Retry',
} as const;
