import { messages } from '@reno/domain';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { reloadPage } from '../../lib/browser';

export const REFRESH_LABEL = 'Refresh';

/** Spec §8: "App error screen: 'Ooops, something went wrong :(' with a Refresh button." */
export function ErrorScreen() {
  return (
    <Box
      role="alert"
      sx={{
        minHeight: '60vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        p: 3,
        textAlign: 'center',
      }}
    >
      <Typography variant="h4" component="h1">
        {messages.appError}
      </Typography>
      <Button variant="contained" startIcon={<RefreshIcon />} onClick={reloadPage}>
        {REFRESH_LABEL}
      </Button>
    </Box>
  );
}
