import { designAreasFromFloorplan, parseFloorplanDocument, type FloorplanDocument } from '@reno/domain';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useToast } from '../../../components/toast';
import { uploadFile } from '../../../lib/upload';

interface WithFloorplan {
  floorplan?: unknown;
  areas: ReturnType<typeof designAreasFromFloorplan>;
}

/**
 * The page's side of the floorplan path: each change replaces the areas with the measured ones (the
 * quotation prices the real rooms, not the standard layout); each stage change is saved with its
 * stage number; stage 18's rendered plan is uploaded as the "Generated Floorplan".
 */
export function useFloorplanPath<D extends WithFloorplan>(
  draft: D,
  setDraft: (next: D) => void,
  saveStage: (next: D) => void,
) {
  const toast = useToast();
  const latest = useRef(draft);
  useLayoutEffect(() => {
    latest.current = draft;
  });
  // The editor does not know the uploaded "Generated Floorplan"; keep its id across later edits.
  const [savedGenerated] = useState(() => parseFloorplanDocument(draft.floorplan)?.generatedFileId ?? null);
  const generated = useRef(savedGenerated);
  const withDoc = useCallback((doc: FloorplanDocument): D => {
    const kept = { ...doc, generatedFileId: doc.generatedFileId ?? generated.current };
    return { ...latest.current, floorplan: kept, areas: designAreasFromFloorplan(kept) };
  }, []);
  const onChange = useCallback((doc: FloorplanDocument) => setDraft(withDoc(doc)), [setDraft, withDoc]);
  const onStage = useCallback(
    (doc: FloorplanDocument) => {
      const next = withDoc(doc);
      setDraft(next);
      saveStage(next);
    },
    [setDraft, saveStage, withDoc],
  );
  const onGenerated = useCallback(
    (doc: FloorplanDocument, plan: Blob) => {
      const file = new File([plan], 'generated-floorplan.png', { type: 'image/png' });
      uploadFile(file, 'floorplan')
        .then((stored) => {
          generated.current = stored._id;
          const next = withDoc({ ...doc, generatedFileId: stored._id });
          setDraft(next);
          saveStage(next);
        })
        .catch((e: unknown) => toast.fromError(e));
    },
    [setDraft, saveStage, withDoc, toast],
  );
  return { onChange, onStage, onGenerated };
}
