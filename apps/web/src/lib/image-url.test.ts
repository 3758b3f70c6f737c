import { describe, expect, it } from 'vitest';
import { imageUrl } from './image-url';

describe('imageUrl', () => {
  it('adds only the variants asked for', () => {
    expect(imageUrl('/api/v1/files/f1')).toBe('/api/v1/files/f1');
    expect(imageUrl('/api/v1/files/f1', { thumb: true })).toBe('/api/v1/files/f1?thumb=1');
    expect(imageUrl('/api/v1/files/f1', { width: 640.4, height: 480, ratio: '16:9' })).toBe(
      '/api/v1/files/f1?width=640&height=480&ratio=16%3A9',
    );
    expect(imageUrl('/f?v=2', { width: 10 })).toBe('/f?v=2&width=10');
  });
});
