import { type ClientProfile, formatDateLong, formatDateTime, withCountryCode } from '@reno/domain';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';
import { profileTexts as texts } from './profile-texts';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="div">{children}</Typography>
    </Grid>
  );
}

const VerifiedChip = ({ isVerified }: { isVerified: boolean }) => (
  <Chip
    size="small"
    sx={{ ml: 1 }}
    color={isVerified ? 'success' : 'warning'}
    label={isVerified ? texts.verified : texts.notVerified}
  />
);

/** What the client sees but does not edit here: sign-in identities, membership and dates. */
export function AccountSummary({ profile }: { profile: ClientProfile }) {
  return (
    <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
      <Item label={texts.email}>
        {profile.email}
        <VerifiedChip isVerified={profile.email_verified} />
      </Item>
      <Item label={texts.mobile}>
        {profile.handphone_no ? `+${withCountryCode(profile.handphone_no)}` : texts.none}
        {profile.handphone_no && <VerifiedChip isVerified={profile.handphone_verified} />}
      </Item>
      <Item label={texts.memberStatus}>{profile.member_status}</Item>
      <Item label={texts.referralCode}>{profile.referral_code}</Item>
      <Item label={texts.createdAt}>{formatDateLong(profile.created_at)}</Item>
      <Item label={texts.lastLogin}>
        {profile.last_login ? formatDateTime(profile.last_login) : texts.none}
      </Item>
    </Grid>
  );
}
