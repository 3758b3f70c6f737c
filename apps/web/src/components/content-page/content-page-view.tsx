import { type PageKind } from '@reno/domain';
import Container from '@mui/material/Container';
import { type ReactNode } from 'react';
import { PublicPageHeader, type PublicPageHeaderProps } from '../public-page-header';
import { usePage } from './content-api';
import { ContentSections } from './content-sections';
import { ContentState } from './content-state';

export interface ContentPageViewProps {
  kind: PageKind;
  slug: string;
  /** Header extras (Consult Now, bank partner, press logos); the title and subtitle come from the page. */
  header?: Omit<PublicPageHeaderProps, 'title' | 'subtitle'>;
  /** Shown under the sections: links to sibling pages, a form, a call to action. */
  children?: ReactNode;
}

/** A database page: the page header, then its sections. */
export function ContentPageView({ kind, slug, header, children }: ContentPageViewProps) {
  const query = usePage(kind, slug);
  return (
    <ContentState query={query}>
      {(page) => (
        <>
          <PublicPageHeader title={page.title} subtitle={page.subtitle} {...header} />
          <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
            <ContentSections sections={page.sections} />
            {children}
          </Container>
        </>
      )}
    </ContentState>
  );
}
