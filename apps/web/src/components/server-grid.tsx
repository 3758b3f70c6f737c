import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { useState } from 'react';
import { type Query } from '../lib/api';

/**
 * Spec §9 "Grid page-size options 50, 100, 150 (default 20), server-side paging, sorting, filtering".
 * 20 is listed too: the grid only shows a page size that is one of its options.
 */
export const GRID_PAGE_SIZES = [20, 50, 100, 150];
export const GRID_DEFAULT_PAGE_SIZE = 20;

/** Paging and sorting state of a server-side grid, and the list query (1-based page) it stands for. */
export function useServerGridState(initialSort: GridSortModel = []) {
  const [paginationModel, setPaginationModel] = useState<GridPaginationModel>({
    page: 0,
    pageSize: GRID_DEFAULT_PAGE_SIZE,
  });
  const [sortModel, setSortModel] = useState<GridSortModel>(initialSort);
  const sort = sortModel[0];
  const query: Query = {
    page: paginationModel.page + 1,
    rowsPerPage: paginationModel.pageSize,
    ...(sort?.sort ? { sortBy: sort.field, sort: sort.sort } : {}),
  };
  /** Filters changed: back to the first page. */
  const resetPage = () => setPaginationModel((m) => ({ ...m, page: 0 }));
  return { paginationModel, setPaginationModel, sortModel, setSortModel, query, resetPage };
}

export function ServerGrid<R extends GridValidRowModel>({
  label,
  rows,
  rowCount,
  columns,
  loading,
  state,
  getRowId,
  onRowClick,
}: {
  label: string;
  rows: readonly R[];
  rowCount: number;
  columns: GridColDef<R>[];
  loading: boolean;
  state: ReturnType<typeof useServerGridState>;
  getRowId?: (row: R) => string;
  /** Opens a row (an editor); rows are then focusable buttons for the keyboard too. */
  onRowClick?: (row: R) => void;
}) {
  return (
    // The grid scrolls sideways inside its box on a phone; the page itself never does.
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <DataGrid
        aria-label={label}
        rows={rows}
        columns={columns}
        rowCount={rowCount}
        loading={loading}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        disableColumnFilter
        pageSizeOptions={GRID_PAGE_SIZES}
        paginationModel={state.paginationModel}
        onPaginationModelChange={state.setPaginationModel}
        sortModel={state.sortModel}
        onSortModelChange={(model) => {
          state.setSortModel(model);
          state.resetPage();
        }}
        disableRowSelectionOnClick
        autoHeight
        {...(getRowId ? { getRowId } : {})}
        {...(onRowClick
          ? {
              onRowClick: (params: { row: R }) => onRowClick(params.row),
              onCellKeyDown: (params: { row: R }, event: { key: string }) => {
                if (event.key === 'Enter') onRowClick(params.row);
              },
              sx: { '& .MuiDataGrid-row': { cursor: 'pointer' } },
            }
          : {})}
      />
    </Box>
  );
}
