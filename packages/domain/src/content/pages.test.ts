import { describe, expect, it } from 'vitest';
import { contentPagePath } from './pages.js';

describe('contentPagePath (spec "Public routes")', () => {
  it('gives /terms&condition/{title} and the /learn detail pages their addresses', () => {
    expect(contentPagePath('terms', 'privacy_policy')).toBe('/terms&condition/privacy_policy');
    expect(contentPagePath('article', 'hdb-rules')).toBe('/learn/articles/hdb-rules');
    expect(contentPagePath('service', 'hacking')).toBe('/learn/services/hacking');
    expect(contentPagePath('material', 'vinyl')).toBe('/learn/materials/vinyl');
  });

  it('has no address for pages shown inside a fixed route', () => {
    expect(contentPagePath('about', 'loans')).toBeNull();
    expect(contentPagePath('rewards', 'ezcash')).toBeNull();
  });
});
