import { layout } from '@reno/domain';
import { createTheme } from '@mui/material/styles';

/** Spec §9: "Theme primary colour red". This red keeps white text above 4.5:1 contrast. */
export const BRAND_RED = '#c8102e';

const focusRing = { outline: `3px solid ${BRAND_RED}`, outlineOffset: 2 };

export const theme = createTheme({
  palette: {
    primary: { main: BRAND_RED, contrastText: '#ffffff' },
    secondary: { main: '#1f2937' },
    background: { default: '#ffffff' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  mixins: { toolbar: { minHeight: layout.appBarHeight } },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // Keyboard users always see where they are, whatever a component's own focus style.
        'a:focus-visible, button:focus-visible, [role="button"]:focus-visible, [tabindex]:focus-visible':
          focusRing,
      },
    },
  },
});
