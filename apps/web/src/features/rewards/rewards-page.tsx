import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { ContentPageView } from '../../components/content-page';

export const REWARDS_SLUG = 'rewards';
export const rewardsTexts = { shopez: 'Visit Shopez', myRewards: 'My EZcash and referrals' } as const;

/** /rewards, with the spec's #ezcash and #referral anchors (section anchors of the page). */
export function RewardsPage() {
  return (
    <ContentPageView kind="rewards" slug={REWARDS_SLUG}>
      <Box sx={{ mt: 5, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/rewards/shopez" variant="contained" size="large">
          {rewardsTexts.shopez}
        </Button>
        {/* A client's own balance, history and referral code (issue 16); a visitor is asked to sign in. */}
        <Button component={RouterLink} to="/joinclub" variant="outlined" size="large">
          {rewardsTexts.myRewards}
        </Button>
      </Box>
    </ContentPageView>
  );
}
