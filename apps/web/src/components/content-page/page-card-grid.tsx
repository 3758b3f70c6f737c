import { type ContentPageSummary } from '@reno/domain';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** Cards linking to content pages: title and summary; `hrefOf` decides each page's path. */
export function PageCardGrid({
  pages,
  hrefOf,
  label,
}: {
  pages: ContentPageSummary[];
  hrefOf: (page: ContentPageSummary) => string;
  label: string;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
      }}
    >
      {pages.map((page) => (
        <li key={page._id}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to={hrefOf(page)} sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
                  {page.title}
                </Typography>
                <Typography sx={{ mt: 1, color: 'text.secondary' }}>{page.summary}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Box>
  );
}
