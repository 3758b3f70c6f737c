import {
  PAYMENT_METHODS,
  PAYMENT_REVIEW_SEARCH_MAX,
  type PaymentReviewSearchBy,
  type PaymentStatusValue,
} from '@reno/domain';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import type { PaymentReviewFilters } from './payment-review-api';

export const filterTexts = {
  status: 'Status',
  all: 'All',
  search: 'Search',
  searchBy: 'Search by',
  searchByOptions: { project_name: 'Project name', client: 'Client name or e-mail' },
  project: 'Project ID',
  client: 'Client ID',
  method: 'Method',
  from: 'From',
  to: 'To',
  clear: 'Clear Filter',
} as const;

/** Typing waits this long before the list asks the server again. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The search box keeps what is typed and hands it on once typing pauses. */
function useDebounced(value: string, onSettled: (value: string) => void) {
  useEffect(() => {
    const timer = setTimeout(() => onSettled(value), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // onSettled changes every render; only a new value should restart the wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
}

export interface ReviewFiltersProps {
  filters: PaymentReviewFilters;
  onChange: (patch: Partial<PaymentReviewFilters>) => void;
  onClear: () => void;
}

/** Issue 6 item 6 filters: status, text search (project name or client), ids, method and dates. */
export function ReviewFilters({ filters, onChange, onClear }: ReviewFiltersProps) {
  const [search, setSearch] = useState(filters.search);
  useDebounced(search, (text) => {
    if (text.trim() !== filters.search) onChange({ search: text.trim() });
  });

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }} useFlexGap>
      <TextField
        select
        size="small"
        label={filterTexts.status}
        value={filters.status}
        onChange={(e) => onChange({ status: e.target.value as PaymentStatusValue | '' })}
        sx={{ minWidth: 140 }}
      >
        <MenuItem value="">{filterTexts.all}</MenuItem>
        <MenuItem value="Paid">Paid</MenuItem>
        <MenuItem value="Approved">Approved</MenuItem>
        <MenuItem value="Declined">Declined</MenuItem>
      </TextField>
      <TextField
        size="small"
        type="search"
        label={filterTexts.search}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        slotProps={{ htmlInput: { maxLength: PAYMENT_REVIEW_SEARCH_MAX } }}
      />
      <TextField
        select
        size="small"
        label={filterTexts.searchBy}
        value={filters.searchBy}
        onChange={(e) => onChange({ searchBy: e.target.value as PaymentReviewSearchBy })}
        sx={{ minWidth: 200 }}
      >
        {(Object.keys(filterTexts.searchByOptions) as PaymentReviewSearchBy[]).map((key) => (
          <MenuItem key={key} value={key}>
            {filterTexts.searchByOptions[key]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={filterTexts.project}
        value={filters.project}
        onChange={(e) => onChange({ project: e.target.value.trim() })}
      />
      <TextField
        size="small"
        label={filterTexts.client}
        value={filters.client}
        onChange={(e) => onChange({ client: e.target.value.trim() })}
      />
      <TextField
        select
        size="small"
        label={filterTexts.method}
        value={filters.method}
        onChange={(e) => onChange({ method: e.target.value })}
        sx={{ minWidth: 120 }}
      >
        <MenuItem value="">{filterTexts.all}</MenuItem>
        {PAYMENT_METHODS.map((method) => (
          <MenuItem key={method} value={method}>
            {method}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="date"
        label={filterTexts.from}
        value={filters.from}
        onChange={(e) => onChange({ from: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        type="date"
        label={filterTexts.to}
        value={filters.to}
        onChange={(e) => onChange({ to: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button
        onClick={() => {
          setSearch('');
          onClear();
        }}
      >
        {filterTexts.clear}
      </Button>
    </Stack>
  );
}
