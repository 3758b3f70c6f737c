import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { EditorAction } from './editor-state';
import { fpTexts as t } from './floorplan-texts';

export interface EditorToolbarProps {
  canUndo: boolean;
  canRedo: boolean;
  canDelete: boolean;
  dispatch: (action: EditorAction) => void;
  onZoom: (factor: number) => void;
  onFit: () => void;
}

/** Buttons for what the keyboard also does, so touch users on a tablet have them too. */
export function EditorToolbar({ canUndo, canRedo, canDelete, dispatch, onZoom, onFit }: EditorToolbarProps) {
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }} role="toolbar">
      <Button size="small" disabled={!canUndo} onClick={() => dispatch({ type: 'undo' })} title="Ctrl+Z">
        {t.undo}
      </Button>
      <Button
        size="small"
        disabled={!canRedo}
        onClick={() => dispatch({ type: 'redo' })}
        title="Ctrl+Shift+Z"
      >
        {t.redo}
      </Button>
      <Button
        size="small"
        disabled={!canDelete}
        onClick={() => dispatch({ type: 'deleteSelected' })}
        title="Delete"
      >
        {t.delete}
      </Button>
      <Button size="small" onClick={() => onZoom(1.25)}>
        {t.zoomIn}
      </Button>
      <Button size="small" onClick={() => onZoom(0.8)}>
        {t.zoomOut}
      </Button>
      <Button size="small" onClick={onFit}>
        {t.fit}
      </Button>
    </Stack>
  );
}
