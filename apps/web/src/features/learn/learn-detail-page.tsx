import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { ContentPageView } from '../../components/content-page';
import { DesignNowButton } from '../../components/design-now-button';
import { learnGroupOf, learnTexts } from './learn-texts';

/** /learn/articles/{title}, /learn/services/{id}, /learn/materials/{id}. */
export function LearnDetailPage() {
  const params = useParams();
  const group = learnGroupOf(params.group ?? '');
  const slug = params.slug ?? '';
  if (!group) return <Navigate to="/404" replace />;
  return (
    <ContentPageView key={`${group.kind}/${slug}`} kind={group.kind} slug={slug}>
      <Box sx={{ mt: 5, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <DesignNowButton placement={`learn-${group.segment}`} />
        <Button component={RouterLink} to={`/learn/${group.segment}`} variant="outlined">
          {learnTexts.backTo(group.title)}
        </Button>
      </Box>
    </ContentPageView>
  );
}
