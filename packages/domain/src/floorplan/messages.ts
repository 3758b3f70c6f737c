/**
 * Texts of the floorplan editor. The spec names the rules (issue 5: "overlapping or self-intersecting
 * polygons refused with a clear message") but not the words, so all of these are ours.
 */
export const floorplanMessages = {
  areaTooFewPoints: 'An area needs at least 3 points.',
  areaSelfIntersecting: 'The outline of this area crosses itself. Move the points so the edges do not cross.',
  areaZero: 'This area has no floor space. Spread the points apart.',
  areaOverlaps: (other: string) =>
    `This area overlaps "${other}". Areas may share a wall but not floor space; move the points apart.`,
  noClosedWalls:
    'There is no closed ring of walls around this point. Draw the missing walls or click the corners instead.',
  openingWithoutWall: 'Windows and doors must be placed on a wall.',
  openingWidth: 'Give the window or door a width.',
  openingOffWall: 'The window or door is longer than the wall it sits on.',
  openingsOverlap: 'Windows and doors on the same wall may not overlap.',
  scaleMarks: 'Mark two different points on the plan.',
  scaleLength: 'Please input the real length between the two points.',
  estimatedScale: 'Estimated scale: measurements are approximate until you set the scale.',
  documentInvalid:
    'The floorplan could not be saved because its drawing is not valid. Please reload the page and try again.',
  documentTooLarge: (limitKb: number) =>
    `The floorplan is too large to save (more than ${limitKb} KB). Remove some walls, furniture or areas and try again.`,
} as const;
