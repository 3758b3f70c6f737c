import { paragraphsOf, type PageSection } from '@reno/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * The sections of a content page, each an `<h2>` with its anchor as id. The sections arrive after the
 * first paint, so the browser's own jump to `#anchor` has already missed them: scroll once they exist.
 */
export function ContentSections({ sections }: { sections: PageSection[] }) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
  }, [hash, sections]);

  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      {sections.map((section) => (
        <Box component="section" key={section.anchor} aria-labelledby={section.anchor}>
          <Typography
            id={section.anchor}
            variant="h5"
            component="h2"
            tabIndex={-1}
            sx={{ fontWeight: 700, scrollMarginTop: 80 }}
          >
            {section.heading}
          </Typography>
          {paragraphsOf(section.body).map((paragraph) => (
            <Typography key={paragraph} sx={{ mt: 1.5, lineHeight: 1.7 }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      ))}
    </Box>
  );
}
