import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { DreamboardBoard, dreamboardTexts as t } from '../../components/dreamboard';

/** Client route {main-project|other-project}/{id}/dreamboard. */
export function DreamboardPage() {
  const { id = '' } = useParams();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          {t.title}
        </Typography>
        <DreamboardBoard projectId={id} />
      </Stack>
    </Container>
  );
}
