import {
  Catalogue,
  DesignNowProject,
  type CreateDesignNowProjectInput,
  type SaveDesignNowProjectInput,
} from '@reno/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { catalogueQuery } from '../../lib/query';

export const catalogueQueryOptions = catalogueQuery(['design-now'], '/catalogue', Catalogue);

export const activeProjectQuery = queryOptions({
  queryKey: ['design-now', 'active'],
  queryFn: ({ signal }) => api.get('/design-now/active', { schema: DesignNowProject.nullable(), signal }),
});

export const designNowProjectQuery = (id: string) =>
  queryOptions({
    queryKey: ['design-now', 'project', id],
    queryFn: ({ signal }) => api.get(`/design-now/projects/${id}`, { schema: DesignNowProject, signal }),
  });

export const createDesignNowProject = (body: CreateDesignNowProjectInput) =>
  api.post('/design-now/projects', body, { schema: DesignNowProject });

export const saveDesignNowProject = (id: string, body: SaveDesignNowProjectInput) =>
  api.put(`/design-now/projects/${id}`, body, { schema: DesignNowProject });
