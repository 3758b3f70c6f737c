import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { formatSgd, type GalleryProject, formatCount } from '@reno/domain';
import { galleryImageSrc, gallerySrcSet } from './gallery-image';

export interface GalleryCardProps {
  project: GalleryProject;
  onOpen: (project: GalleryProject) => void;
  /** The first cards are above the fold on a phone: load them eagerly. */
  eager?: boolean;
}

/** Spec "Projects gallery page": "thumbnail, project name, house type, property type, size in sqft, cost". */
export function GalleryCard({ project, onOpen, eager }: GalleryCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea onClick={() => onOpen(project)} sx={{ height: '100%', alignItems: 'stretch' }}>
        <Box
          component="img"
          src={galleryImageSrc(project.thumbnail_photo, 480)}
          srcSet={gallerySrcSet(project.thumbnail_photo)}
          sizes="(min-width: 900px) 560px, (min-width: 600px) 45vw, 92vw"
          width={480}
          height={360}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          // The first card's image is the largest paint of /projects on a phone: fetch it first.
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover' }}
        />
        <CardContent>
          <Typography variant="h6" component="h3" sx={{ fontSize: 18, fontWeight: 700 }}>
            {project.project_name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {project.type_of_house} · {project.property_type} · {formatCount(project.size)} sqft
          </Typography>
          <Typography variant="subtitle1" component="p" sx={{ mt: 1, fontWeight: 700 }}>
            {formatSgd(project.cost)}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
