import { hasAdminPermission, type Role, type Viewer } from '@reno/domain';
import { type NavItem } from './nav-config';

export interface NavViewer {
  role: Viewer;
  permissions: readonly string[];
}

/**
 * Spec "Layout": inactive items are hidden; for admin, entries need a permission flag (a group only with
 * its flag, its children then shown); other roles see every active entry.
 */
export function visibleNavItems(items: readonly NavItem[], viewer: NavViewer): NavItem[] {
  // A child with its own flag (Users > Merchants) shows only to an admin who has that flag too.
  const childAllowed = (item: NavItem) =>
    viewer.role !== 'admin' ||
    item.permission === undefined ||
    hasAdminPermission(viewer.permissions, item.permission);
  const active = (list: readonly NavItem[]): NavItem[] =>
    list
      .filter((item) => !item.inactive && childAllowed(item))
      .map((item) => (item.children ? { ...item, children: active(item.children) } : item));
  const permitted = (item: NavItem) =>
    item.permission !== undefined && hasAdminPermission(viewer.permissions, item.permission);
  const top = viewer.role === 'admin' ? items.filter(permitted) : items;
  return active(top);
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
const segmentsOf = (path: string) => trimSlash(path).split('/').filter(Boolean);
const isUnder = (path: string, root: string) => path === root || path.startsWith(`${root}/`);

/** Spec "Layout": "Admin deep links have 3 to 5 path segments". */
export const isDeepLink = (pathname: string) => {
  const count = segmentsOf(pathname).length;
  return count >= 3 && count <= 5;
};

/** Spec "Layout": "The sidebar is hidden on the client project page." */
export const isSidebarHidden = (pathname: string) =>
  pathname.startsWith('/main-project/') || pathname.startsWith('/other-project/');

const flatten = (items: readonly NavItem[]): NavItem[] =>
  items.flatMap((item) => [item, ...flatten(item.children ?? [])]);

export interface SectionRedirectInput {
  role: Role;
  pathname: string;
  rootPaths: readonly string[];
  /** Already filtered with `visibleNavItems`. */
  visibleItems: readonly NavItem[];
  rememberedDeepLink?: string | null;
}

/**
 * Spec "Layout": on a route change to a section root, go to the section's first visible sub-navigation
 * entry; client and merchant always, admin unless a remembered deep link of that section is restored.
 * Returns the path to go to, or null to stay.
 */
export function sectionRedirect(input: SectionRedirectInput): string | null {
  const pathname = trimSlash(input.pathname);
  const root = input.rootPaths.find((candidate) => trimSlash(candidate) === pathname);
  if (root === undefined) return null;
  const remembered = input.rememberedDeepLink;
  if (input.role === 'admin' && remembered && remembered !== pathname && isUnder(remembered, pathname))
    return remembered;
  const first = flatten(input.visibleItems).find((item) => isUnder(trimSlash(item.path), pathname));
  if (!first || trimSlash(first.path) === pathname) return null;
  return first.path;
}

/**
 * Issue 18: the permission flag a path of the admin console needs: that of the entry whose path is the
 * longest prefix of it (inactive entries included, so a typed address is refused as the menu would).
 * Undefined where no entry covers the path (the console root, the admin's own profile).
 */
export function requiredAdminPermission(
  pathname: string,
  items: readonly NavItem[],
): NavItem['permission'] | undefined {
  const path = trimSlash(pathname);
  let best: NavItem | undefined;
  for (const item of flatten(items)) {
    const candidate = trimSlash(item.path);
    if (!isUnder(path, candidate) || item.permission === undefined) continue;
    if (!best || candidate.length > trimSlash(best.path).length) best = item;
  }
  return best?.permission;
}
