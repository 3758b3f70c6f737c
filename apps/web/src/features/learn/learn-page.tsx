import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { PublicPageHeader } from '../../components/public-page-header';
import { LearnGroupHeading, LearnGroupList } from './learn-group-list';
import { LEARN_GROUPS, learnTexts } from './learn-texts';

/** /learn: articles, services and materials, a few of each. */
export function LearnPage() {
  return (
    <>
      <PublicPageHeader title={learnTexts.title} subtitle={learnTexts.subtitle} />
      <Container sx={{ py: { xs: 4, md: 6 }, display: 'grid', gap: 6 }}>
        {LEARN_GROUPS.map((group) => (
          <Box component="section" key={group.segment}>
            <LearnGroupHeading group={group} />
            <LearnGroupList group={group} preview />
          </Box>
        ))}
      </Container>
    </>
  );
}
