import Container from '@mui/material/Container';
import { Navigate, useParams } from 'react-router';
import { PublicPageHeader } from '../../components/public-page-header';
import { LearnGroupList } from './learn-group-list';
import { learnGroupOf } from './learn-texts';

/** /learn/articles, /learn/services, /learn/materials. */
export function LearnListPage() {
  const group = learnGroupOf(useParams().group ?? '');
  if (!group) return <Navigate to="/404" replace />;
  return (
    <>
      <PublicPageHeader title={group.title} subtitle={group.subtitle} />
      <Container sx={{ py: { xs: 4, md: 6 } }}>
        <LearnGroupList key={group.segment} group={group} />
      </Container>
    </>
  );
}
