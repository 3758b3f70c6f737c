import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ContentState, PageCardGrid, usePages } from '../../components/content-page';
import { EmptyState } from '../../components/empty-state';
import { type LearnGroup, learnTexts } from './learn-texts';

/** One group's cards; on /learn a preview with a "See all" link, on its own page every card. */
export function LearnGroupList({ group, preview = false }: { group: LearnGroup; preview?: boolean }) {
  const query = usePages(group.kind);
  return (
    <ContentState query={query}>
      {(list) =>
        list.items.length === 0 ? (
          <EmptyState title={learnTexts.empty} />
        ) : (
          <Box>
            <PageCardGrid
              pages={preview ? list.items.slice(0, 3) : list.items}
              hrefOf={(page) => `/learn/${group.segment}/${page.slug}`}
              label={group.title}
            />
            {preview && (
              <Button component={RouterLink} to={`/learn/${group.segment}`} sx={{ mt: 1 }}>
                {learnTexts.seeAll(group.title)}
              </Button>
            )}
          </Box>
        )
      }
    </ContentState>
  );
}

export function LearnGroupHeading({ group }: { group: LearnGroup }) {
  return (
    <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
      {group.title}
    </Typography>
  );
}
