import { backOfficeMessages as m } from '@reno/domain';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

export const columnSearchTexts = {
  column: 'Column',
  text: 'Search',
  apply: 'Search',
  clear: 'Clear',
} as const;
const t = columnSearchTexts;

export interface ColumnSearchValue {
  searchBy: string;
  search: string;
}

/**
 * Search by column (spec list query searchBy + search): both are needed, else the spec's "Please fill the
 * appropriate fields!" under the empty one; the server refuses the same.
 */
export function ColumnSearch({
  columns,
  onSearch,
}: {
  columns: readonly { field: string; label: string }[];
  onSearch: (value: ColumnSearchValue | null) => void;
}) {
  const [searchBy, setSearchBy] = useState('');
  const [search, setSearch] = useState('');
  const [problem, setProblem] = useState<'column' | 'text' | null>(null);
  const apply = () => {
    if (!searchBy || !search.trim()) {
      setProblem(!searchBy ? 'column' : 'text');
      return;
    }
    setProblem(null);
    onSearch({ searchBy, search: search.trim() });
  };
  return (
    <Stack
      component="form"
      role="search"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
    >
      <TextField
        select
        size="small"
        label={t.column}
        value={searchBy}
        onChange={(e) => setSearchBy(e.target.value)}
        error={problem === 'column'}
        helperText={problem === 'column' ? m.fillFields : undefined}
        sx={{ minWidth: 180 }}
      >
        {columns.map((c) => (
          <MenuItem key={c.field} value={c.field}>
            {c.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={t.text}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        error={problem === 'text'}
        helperText={problem === 'text' ? m.fillFields : undefined}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Button type="submit" variant="contained">
          {t.apply}
        </Button>
        <Button
          onClick={() => {
            setSearch('');
            setSearchBy('');
            setProblem(null);
            onSearch(null);
          }}
        >
          {t.clear}
        </Button>
      </Stack>
    </Stack>
  );
}
