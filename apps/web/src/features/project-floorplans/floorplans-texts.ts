/** Spec dashboard floorplan view: "Uploaded Floorplan", "Generated Floorplan", "Back To Dashboard"; the rest is ours. */
export const floorplansTexts = {
  title: 'Floorplans',
  uploaded: 'Uploaded Floorplan',
  generated: 'Generated Floorplan',
  back: 'Back To Dashboard',
  download: (what: string) => `Download ${what}`,
  none: (what: string) => `No ${what} yet.`,
  loadError: 'Failed to load the floorplans',
  retry: 'Retry',
} as const;
