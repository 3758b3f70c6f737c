import { formatDate, formatSgd, projectDisplayName, type DraftProject } from '@reno/domain';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { designNowProjectPath, quotationProgressPath } from '../../lib/draft-projects';
import { draftTexts as t } from './draft-projects-texts';

export function DraftProjectCard({ project, onDelete }: { project: DraftProject; onDelete: () => void }) {
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="h6" component="h2">
          {projectDisplayName(project.name)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t.created} {formatDate(project.created_at)}
        </Typography>
        <Typography variant="body2">
          {t.total}: {project.total_amount === null ? t.nil : formatSgd(project.total_amount)}
        </Typography>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        <Button size="small" component={RouterLink} to={designNowProjectPath(project._id)}>
          {t.goToDesignNow}
        </Button>
        {project.total_amount !== null && (
          <Button size="small" component={RouterLink} to={quotationProgressPath(project._id)}>
            {t.viewQuotation}
          </Button>
        )}
        <Button
          size="small"
          color="error"
          onClick={onDelete}
          aria-label={`${t.delete} ${projectDisplayName(project.name)}`}
        >
          {t.delete}
        </Button>
      </CardActions>
    </Card>
  );
}
