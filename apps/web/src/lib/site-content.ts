import { FaqItem, PressMention, Testimonial } from '@reno/domain';
import { z } from 'zod';
import { catalogueQuery } from './query';

/** The public site's shared content (FAQ on /faq and the home page; testimonials and press on several pages). */
export const faqQuery = () => catalogueQuery(['faq'], '/faq', z.array(FaqItem));
export const testimonialsQuery = () => catalogueQuery(['testimonial'], '/testimonial', z.array(Testimonial));
export const pressQuery = () => catalogueQuery(['press'], '/press', z.array(PressMention));
