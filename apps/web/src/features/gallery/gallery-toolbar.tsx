import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import {
  filterParam,
  GALLERY_SORT_OPTIONS,
  GALLERY_STYLE_OPTIONS,
  parseGalleryFilter,
  HOUSE_TYPE_GROUPS,
  type GalleryFilter,
  type GallerySortKey,
} from '@reno/domain';
import { useId } from 'react';
import { galleryTexts as t } from './gallery-texts';

export interface GalleryToolbarProps {
  filter: GalleryFilter | undefined;
  sortKey: GallerySortKey;
  onFilterChange: (filter: GalleryFilter | undefined) => void;
  onSortChange: (sortKey: GallerySortKey) => void;
}

const NONE = '';
const toFilter = (value: string): GalleryFilter | undefined =>
  value === NONE ? undefined : parseGalleryFilter(value);
const isSortKey = (value: string): value is GallerySortKey =>
  GALLERY_SORT_OPTIONS.some((o) => o.key === value);

/** Spec "Projects gallery page": the filter dropdown (None, grouped House Type, Style) and the sort dropdown. */
export function GalleryToolbar({ filter, sortKey, onFilterChange, onSortChange }: GalleryToolbarProps) {
  const filterId = useId();
  const sortId = useId();
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <FormControl size="small" sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
        {/* "None" is shown while no filter is chosen (displayEmpty), so the label always sits on the border. */}
        <InputLabel id={filterId} shrink>
          {t.filterLabel}
        </InputLabel>
        <Select
          labelId={filterId}
          label={t.filterLabel}
          notched
          value={filter ? filterParam(filter) : NONE}
          onChange={(e) => onFilterChange(toFilter(e.target.value))}
          renderValue={(value) => (value === NONE ? t.none : (toFilter(value)?.value ?? t.none))}
          displayEmpty
        >
          <MenuItem value={NONE}>{t.none}</MenuItem>
          <ListSubheader>{t.houseType}</ListSubheader>
          {HOUSE_TYPE_GROUPS.flatMap((group) => [
            // A one-option group (Landed) needs no heading of its own.
            group.options.length > 1 && (
              <ListSubheader
                key={`g-${group.group}`}
                sx={{ pl: 3, lineHeight: '32px', color: 'text.secondary' }}
              >
                {group.group}
              </ListSubheader>
            ),
            ...group.options.map((option) => (
              <MenuItem key={option} value={`type_of_house:${option}`} sx={{ pl: 5 }}>
                {option}
              </MenuItem>
            )),
          ])}
          <ListSubheader>{t.style}</ListSubheader>
          {GALLERY_STYLE_OPTIONS.map((style) => (
            <MenuItem key={style} value={`design_type:${style}`} sx={{ pl: 4 }}>
              {style}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl size="small" sx={{ minWidth: 240, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
        <InputLabel id={sortId}>{t.sortLabel}</InputLabel>
        <Select
          labelId={sortId}
          label={t.sortLabel}
          value={sortKey}
          onChange={(e) => {
            if (isSortKey(e.target.value)) onSortChange(e.target.value);
          }}
        >
          {GALLERY_SORT_OPTIONS.map((option) => (
            <MenuItem key={option.key} value={option.key}>
              {option.label}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </Box>
  );
}
