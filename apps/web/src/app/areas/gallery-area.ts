// The past-projects gallery (/projects), its own lazy chunk: other public pages do not carry it.
export { ProjectsPage } from '../../features/gallery/projects-page';
