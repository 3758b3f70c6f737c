import { FORBIDDEN_PASSWORD_CHARS, passwordHints, type PasswordHints } from '@reno/domain';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { passwordTexts } from './password-texts';

/** The four live hints under a new password (spec §5), and the forbidden-characters message. */
export function PasswordHintList({ password }: { password: string }) {
  const hints = passwordHints(password);
  return (
    <>
      <List dense disablePadding aria-label="Password rules">
        {(Object.keys(passwordTexts.hints) as (keyof PasswordHints)[]).map((key) => (
          <ListItem key={key} disableGutters data-passed={hints[key]}>
            <ListItemIcon sx={{ minWidth: 32 }}>
              {hints[key] ? (
                <CheckCircle fontSize="small" color="success" titleAccess="passed" />
              ) : (
                <RadioButtonUnchecked fontSize="small" titleAccess="not passed" />
              )}
            </ListItemIcon>
            <ListItemText primary={passwordTexts.hints[key]} />
          </ListItem>
        ))}
      </List>
      {FORBIDDEN_PASSWORD_CHARS.test(password) && (
        <Typography role="alert" color="error" variant="body2">
          {passwordTexts.forbidden}
        </Typography>
      )}
    </>
  );
}
