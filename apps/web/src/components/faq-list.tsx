import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { faqParagraphs } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { faqQuery } from '../lib/site-content';

export const faqTexts = {
  loadFailed: 'We could not load the questions. Please try again.',
  retry: 'Try again',
  empty: 'No questions yet.',
} as const;

/** The FAQ entries as accordions (spec §3 "FAQ item"); `limit` shows the first few (home page). */
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
      {items.map((item) => (
        <Accordion
          key={item.id}
          disableGutters
          variant="outlined"
          slotProps={{ heading: { component: headingLevel } }}
        >
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography sx={{ fontWeight: 600 }}>{item.title}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            {faqParagraphs(item.description).map((p) => (
              <Typography key={p} sx={{ mb: 1, '&:last-child': { mb: 0 } }}>
                {p}
              </Typography>
            ))}
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
