import { GalleryProject, listResult } from '@reno/domain';
import { catalogueQuery } from '../../lib/query';

/** The home page's gallery teaser: the top-ranked projects (the server's default order). */
const params = { page: 1, rowsPerPage: 4 };
export const teaserQuery = Object.assign(
  () => catalogueQuery(['gallery-teaser'], '/other_project', listResult(GalleryProject), params),
  { params },
);
