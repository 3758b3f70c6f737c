import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, useLocation, useParams } from 'react-router';

/**
 * Client spec §2 "Client routes": a project's child pages, as far as they exist. Each entry's `path` is
 * relative to /{main-project|other-project}/{id}; `match` lists the sub-paths that belong to it (the
 * payment panel's tabs, the floorplan tabs), so the entry stays selected on them.
 */
export const projectNavItems = [
  { key: 'details', label: 'Project Details', path: '', match: [''] },
  { key: 'quotation', label: 'Quotation', path: 'quotation', match: ['quotation', 'checkout'] },
  {
    key: 'transactions',
    label: 'Transactions',
    path: 'transactions/progressive-payment',
    match: ['transactions'],
  },
  { key: 'time-schedule', label: 'Time Schedule', path: 'time-schedule', match: ['time-schedule'] },
  { key: 'merchants', label: 'Merchants', path: 'merchants', match: ['merchants'] },
  // Issue 14: spec §2 "approval (pending-approval, approved)".
  { key: 'approval', label: 'Approval', path: 'approval/pending-approval', match: ['approval'] },
  {
    key: 'floorplans',
    label: 'Floorplans',
    path: 'nav-floorplans/floorplans',
    match: ['nav-floorplans/floorplans'],
  },
  {
    key: 'special-specification',
    label: 'Special Specification',
    path: 'nav-floorplans/special-specification',
    match: ['nav-floorplans/special-specification'],
  },
  { key: 'dreamboard', label: 'Dreamboard', path: 'dreamboard', match: ['dreamboard'] },
] as const;

export const projectNavLabel = 'Project navigation';

/** The entry of a sub-path ('' for the project details page). */
export function projectNavKeyOf(subPath: string): string | false {
  const clean = subPath.replace(/^\/+|\/+$/g, '');
  const found = projectNavItems.find((item) =>
    item.match.some((m) => (m === '' ? clean === '' : clean === m || clean.startsWith(`${m}/`))),
  );
  return found?.key ?? false;
}

/**
 * The project navigation above every child page of a client project (the side navigation is hidden on
 * project pages, spec "Layout"). Scrolls sideways inside itself on a phone, never the page.
 */
export function ProjectNav() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const area = pathname.startsWith('/other-project/') ? 'other-project' : 'main-project';
  const base = `/${area}/${encodeURIComponent(id)}`;
  const rest = pathname.startsWith(base) ? pathname.slice(base.length) : decodeURIComponent(pathname);
  const value = projectNavKeyOf(rest);
  return (
    <Box
      component="nav"
      aria-label={projectNavLabel}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', minWidth: 0 }}
    >
      <Tabs
        value={value}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ maxWidth: 'lg', mx: 'auto', px: { xs: 0, md: 2 } }}
      >
        {projectNavItems.map((item) => (
          <Tab
            key={item.key}
            value={item.key}
            label={item.label}
            component={RouterLink}
            to={item.path ? `${base}/${item.path}` : base}
          />
        ))}
      </Tabs>
    </Box>
  );
}
