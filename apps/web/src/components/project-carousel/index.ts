export {
  ProjectCarousel,
  CAROUSEL_STEP,
  carouselTexts,
  type CarouselProject,
  type ProjectCarouselProps,
} from './project-carousel';
export { ClientProjectsCarousel } from './client-projects-carousel';
