import { company } from '@reno/domain';
import Box from '@mui/material/Box';

/** The brand mark: a house in the primary red beside the short name. Decorative; links label it. */
export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <Box component="span" aria-hidden sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <svg width="32" height="32" viewBox="0 0 32 32" focusable="false">
        <rect width="32" height="32" rx="6" fill={inverse ? '#ffffff' : '#c8102e'} />
        <path
          d="M6 16 16 7l10 9v9a1 1 0 0 1-1 1h-6v-7h-6v7H7a1 1 0 0 1-1-1z"
          fill={inverse ? '#c8102e' : '#ffffff'}
        />
      </svg>
      <Box
        component="span"
        sx={{
          fontWeight: 800,
          fontSize: 22,
          letterSpacing: '-0.5px',
          color: inverse ? 'common.white' : 'text.primary',
        }}
      >
        {company.shortName}
      </Box>
    </Box>
  );
}
