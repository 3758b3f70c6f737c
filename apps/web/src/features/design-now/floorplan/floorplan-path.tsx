import { parseFloorplanDocument, type FloorplanDocument } from '@reno/domain';
import { lazy, Suspense, useState } from 'react';
import { PageLoader } from '../../../components/page-loader';

// Konva is only needed on the floorplan path, so it is fetched when the path opens.
const FloorplanEditor = lazy(() => import('./floorplan-editor'));

export interface FloorplanPathProps {
  /** The stored checkpoint document as kept in the draft; anything that does not parse starts at the upload. */
  stored: unknown;
  /** The questionnaire's "N Rooms", for the estimated scale when stage 5 is skipped. */
  propertyRoom: string;
  onChange: (doc: FloorplanDocument) => void;
  onStage: (doc: FloorplanDocument) => void;
  onGenerated: (doc: FloorplanDocument, plan: Blob) => void;
}

/** The floorplan path of the areas step (stages 4 to 18). */
export function FloorplanPath({ stored, propertyRoom, ...props }: FloorplanPathProps) {
  const rooms = Number.parseInt(propertyRoom, 10);
  // Parsed once when the path opens: the editor owns the document from then on.
  const [initial] = useState(() => parseFloorplanDocument(stored) ?? null);
  return (
    <Suspense fallback={<PageLoader />}>
      <FloorplanEditor
        initial={initial}
        {...props}
        {...(rooms >= 1 && rooms <= 8 ? { propertyRooms: rooms } : {})}
      />
    </Suspense>
  );
}
