export { usePage, usePages, fetchPage, fetchPages, contentKeys } from './content-api';
export { ContentSections } from './content-sections';
export { ContentState } from './content-state';
export { ContentPageView, type ContentPageViewProps } from './content-page-view';
export { PageCardGrid } from './page-card-grid';
