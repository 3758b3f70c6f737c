import type { DesignArea } from '../design-now/areas.js';
import { DEFAULT_CEILING_HEIGHT_FT } from '../design-now/areas.js';
import type { FloorplanDocument } from './document.js';
import { measureFloorplanAreas } from './measured-areas.js';

/** The limits of `DesignArea`, so a huge mis-scaled plan is clamped rather than refused by the server. */
const MAX_FLOOR_SQFT = 20000;
const MAX_PERIMETER_FT = 5000;
const MAX_NAME = 60;

/**
 * Issue 5 item 4: the measured areas of the plan, as the quotation engine's areas in place of the
 * standard layout (floor area in sqft, perimeter in feet; walls from perimeter x ceiling height).
 */
export function designAreasFromFloorplan(doc: FloorplanDocument): DesignArea[] {
  return measureFloorplanAreas(doc).map((m) => ({
    id: m.id,
    area_type: m.areaType,
    name: m.name.slice(0, MAX_NAME).trim() || m.areaType,
    floor_area_sqft: Math.min(MAX_FLOOR_SQFT, m.floorAreaSqft),
    perimeter_ft: Math.min(MAX_PERIMETER_FT, m.perimeterFt),
    ceiling_height_ft: DEFAULT_CEILING_HEIGHT_FT,
    wall_area_sqft: null,
  }));
}
