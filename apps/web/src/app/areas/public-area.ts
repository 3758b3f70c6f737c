// The public area's pages, loaded together as one lazy chunk by the router.
export { HomePage } from '../../features/home/home-page';
export { NotFoundPage, UnauthorisedPage } from '../../features/status-pages/status-page';
