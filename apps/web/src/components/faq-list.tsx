import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { faqParagraphs } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { faqQuery } from '../lib/site-content';

export const faqTexts = {
  loadFailed: 'We could not load the questions. Please try again.',
  retry: 'Try again',
  empty: 'No questions yet.',
} as const;

// Native <details>: opens and closes without JavaScript, so the pre-rendered page works before hydration.
const item = {
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  mb: 1,
  '& > summary': {
    listStyle: 'none',
    cursor: 'pointer',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: 2,
    px: 2,
    py: 1.5,
  },
  '& > summary::-webkit-details-marker': { display: 'none' },
  '&[open] > summary svg': { transform: 'rotate(180deg)' },
} as const;

/** The FAQ entries as disclosures (spec §3 "FAQ item"); `limit` shows the first few (home page). */
export function FaqList({ limit, headingLevel = 'h3' }: { limit?: number; headingLevel?: 'h2' | 'h3' }) {
  const faq = useQuery(faqQuery());
  if (faq.isPending)
    return (
      <Box aria-busy="true">
        {Array.from({ length: limit ?? 6 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={56} sx={{ mb: 1 }} />
        ))}
      </Box>
    );
  if (faq.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void faq.refetch()}>
            {faqTexts.retry}
          </Button>
        }
      >
        {faqTexts.loadFailed}
      </Alert>
    );
  const items = limit === undefined ? faq.data : faq.data.slice(0, limit);
  if (items.length === 0) return <Typography color="text.secondary">{faqTexts.empty}</Typography>;
  return (
    <div>
      {items.map((entry) => (
        <Box component="details" key={entry.id} sx={item}>
          <summary>
            <Typography component={headingLevel} sx={{ fontWeight: 600, fontSize: 16 }}>
              {entry.title}
            </Typography>
            <ExpandMoreIcon aria-hidden />
          </summary>
          <Box sx={{ px: 2, pb: 2 }}>
            {faqParagraphs(entry.description).map((p) => (
              <Typography key={p} sx={{ mb: 1, '&:last-child': { mb: 0 } }}>
                {p}
              </Typography>
            ))}
          </Box>
        </Box>
      ))}
    </div>
  );
}
