import { formatCount } from '@reno/domain';

/** Spec "Projects gallery page" words, in one place for the screens and the tests. */
export const galleryTexts = {
  bannerTitle: 'Past Projects',
  bannerSubtitle: 'Real homes renovated through our platform: browse by house type, style, cost and size.',
  filterLabel: 'Filter',
  none: 'None',
  houseType: 'House Type',
  style: 'Style',
  sortLabel: 'Sort',
  count: (n: number) => `${n} Projects`,
  showMore: 'Show More',
  noMore: 'No more projects',
  empty: 'No projects match this filter yet.',
  loadFailed: 'We could not load the projects. Please try again.',
  retry: 'Try again',
  detailStyle: 'Style',
  detailPropertyType: 'Property Type',
  detailSize: 'Size',
  scopeOfWork: 'Scope of Work',
  fullScreen: 'View full screen',
  closePreview: 'Close preview',
  previousImage: 'Previous image',
  nextImage: 'Next image',
  imageOf: (name: string, n: number, total: number) => `${name}, image ${n} of ${total}`,
  sqft: (n: number) => `${formatCount(n)} sqft`,
} as const;
