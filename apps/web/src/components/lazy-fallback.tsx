import CircularProgress from '@mui/material/CircularProgress';

/** Shown for the moment a lazily loaded dialog or drawer's code is on its way (first opening only). */
export function LazyFallback() {
  return (
    <CircularProgress
      aria-label="Loading"
      size={32}
      sx={{ position: 'fixed', top: '50%', left: '50%', ml: -2, mt: -2, zIndex: 'modal' }}
    />
  );
}
