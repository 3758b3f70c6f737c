import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { styleLabel, type GalleryProject } from '@reno/domain';
import { DesignNowButton } from '../../components/design-now-button';
import { galleryImageSrc } from '../../components/gallery/gallery-image';
import { RenovationCostBar } from '../../components/gallery/renovation-cost-bar';
import { Modal } from '../../components/modal';
import { galleryTexts as t } from './gallery-texts';
import { ImageCarousel } from './image-carousel';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** Spec "Projects gallery page": the detail modal a card opens. */
export function ProjectDetailModal({
  project,
  onClose,
}: {
  project: GalleryProject | undefined;
  onClose: () => void;
}) {
  return (
    <Modal open={project !== undefined} title={project?.project_name ?? ''} onClose={onClose} maxWidth="md">
      {project && (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <ImageCarousel
            name={project.project_name}
            images={[project.thumbnail_photo, ...project.supporting_images]}
          />
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' },
            }}
          >
            <Fact label={t.detailStyle} value={project.design_type.map(styleLabel).join(', ')} />
            <Fact label={t.detailPropertyType} value={`${project.type_of_house}, ${project.property_type}`} />
            <Fact label={t.detailSize} value={t.sqft(project.size)} />
          </Box>
          <Box component="section" aria-labelledby="scope-of-work">
            <Typography id="scope-of-work" variant="h6" component="h3" sx={{ mb: 1 }}>
              {t.scopeOfWork}
            </Typography>
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' },
              }}
            >
              {project.works.map((work) => (
                <Box component="li" key={work.work} sx={{ textAlign: 'center' }}>
                  <Box
                    component="img"
                    src={galleryImageSrc(work.image, 480)}
                    width={480}
                    height={360}
                    alt=""
                    loading="lazy"
                    sx={{ width: '100%', height: 'auto', borderRadius: 1, display: 'block' }}
                  />
                  <Typography variant="body2" sx={{ mt: 0.5 }}>
                    {work.work}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
          <RenovationCostBar cents={project.cost} />
          <DesignNowButton placement="gallery-detail" size="large" fullWidth />
        </Box>
      )}
    </Modal>
  );
}
