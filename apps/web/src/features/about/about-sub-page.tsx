import { Navigate, useParams } from 'react-router';
import { ContentPageView } from '../../components/content-page';
import { DesignNowButton } from '../../components/design-now-button';
import Box from '@mui/material/Box';
import { isAboutSubPage } from './about-texts';

/** /about/{newsroom|reviews|partners|stickers|loans|guarantee|media}; any other sub-path is a 404. */
export function AboutSubPage() {
  const { section = '' } = useParams();
  if (!isAboutSubPage(section)) return <Navigate to="/404" replace />;
  return (
    <ContentPageView
      key={section}
      kind="about"
      slug={section}
      header={{ showBankPartner: section === 'loans', showConsultNow: section === 'guarantee' }}
    >
      <Box sx={{ mt: 5 }}>
        <DesignNowButton placement={`about-${section}`} size="large" />
      </Box>
    </ContentPageView>
  );
}
