import { type GalleryProject, type ListResult } from '@reno/domain';
import { publicQuery } from '../../lib/query';

/** The home page's gallery teaser: the top-ranked projects (the server's default order). */
const params = { page: 1, rowsPerPage: 4 };
export const teaserQuery = Object.assign(
  () => publicQuery<ListResult<GalleryProject>>(['gallery-teaser'], '/other_project', params),
  { params },
);
