export { ProjectNav, projectNavItems, projectNavKeyOf, projectNavLabel } from './project-nav';
