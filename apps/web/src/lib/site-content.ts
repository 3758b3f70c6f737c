import { type FaqItem, type PressMention, type Testimonial } from '@reno/domain';
import { publicQuery } from './query';

/** The public site's shared content (FAQ on /faq and the home page; testimonials and press on several pages). */
export const faqQuery = () => publicQuery<FaqItem[]>(['faq'], '/faq');
export const testimonialsQuery = () => publicQuery<Testimonial[]>(['testimonial'], '/testimonial');
export const pressQuery = () => publicQuery<PressMention[]>(['press'], '/press');
