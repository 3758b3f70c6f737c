import { Outlet } from 'react-router';
import { ProjectNav } from '../../components/project-nav';

/** Every child page of a client project, under its project navigation (issue 12 item 5). */
export function ProjectLayout() {
  return (
    <>
      <ProjectNav />
      <Outlet />
    </>
  );
}
