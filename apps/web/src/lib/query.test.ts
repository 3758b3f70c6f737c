import { CATALOGUE_STALE_MS } from '@reno/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mockApi, ok } from '../test/api-mock';
import { ApiError } from './errors';
import { catalogueQuery, createQueryClient } from './query';

describe('query client', () => {
  it('caches catalogue reads for 15 minutes and nothing else', async () => {
    mockApi({ 'GET /property-types': () => ok(['HDB', 'Condo']) });
    const options = catalogueQuery(['property-types'], '/property-types', z.array(z.string()));
    expect(options.staleTime).toBe(CATALOGUE_STALE_MS);
    const client = createQueryClient();
    expect(client.getDefaultOptions().queries?.staleTime).toBe(0);
    expect(await client.fetchQuery(options)).toEqual(['HDB', 'Condo']);
  });

  it('does not retry a 4xx answer but retries a dropped connection', () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry;
    if (typeof retry !== 'function') throw new Error('retry should be a function');
    expect(retry(0, new ApiError('Not found', { status: 404 }))).toBe(false);
    expect(retry(0, new ApiError('Failed to process your request', { status: 0 }))).toBe(true);
    expect(retry(2, new ApiError('Failed to process your request', { status: 503 }))).toBe(false);
  });
});
