import { useParams } from 'react-router';
import { ContentPageView } from '../../components/content-page';

/** /terms&condition/{title}, e.g. privacy_policy#information-collected. */
export function TermsDocumentPage() {
  const { title = '' } = useParams();
  return <ContentPageView key={title} kind="terms" slug={title} />;
}
