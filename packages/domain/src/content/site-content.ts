import { z } from 'zod';

/** Spec §3 "FAQ item: id, title, description (newline-separated paragraphs)". */
export const FaqItem = z.object({ id: z.string(), title: z.string(), description: z.string() });
export type FaqItem = z.infer<typeof FaqItem>;

/** A FAQ description's paragraphs (spec: "newline-separated paragraphs"). */
export const faqParagraphs = (description: string) =>
  description
    .split('\n')
    .map((p) => p.trim())
    .filter((p) => p.length > 0);

/** Spec §3 "Testimonial: id, value, data{name, rating, content}"; photos rotate on the home page. */
export const Testimonial = z.object({
  id: z.string(),
  value: z.string(),
  data: z.object({ name: z.string(), rating: z.number().int(), content: z.string() }),
  photos: z.array(z.string()),
});
export type Testimonial = z.infer<typeof Testimonial>;

/** Stars shown: spec §1 "Testimonial ratings are 5 (one is 6)", on a five-star scale. */
export const TESTIMONIAL_MAX_STARS = 5;
export const testimonialStars = (rating: number) => Math.max(0, Math.min(rating, TESTIMONIAL_MAX_STARS));

/** Spec §9: "Testimonial autoplay 10 s and 4 s" (the card and its photos). */
export const TESTIMONIAL_AUTOPLAY_MS = 10_000;
export const TESTIMONIAL_PHOTO_AUTOPLAY_MS = 4_000;

/** Spec §1 "press logos with quotes". */
export const PressMention = z.object({
  id: z.string(),
  name: z.string(),
  logo: z.string(),
  quote: z.string(),
});
export type PressMention = z.infer<typeof PressMention>;

/** Spec §9: "press carousel: 4 quotes desktop, 10 logos mobile". */
export const PRESS_QUOTES_DESKTOP = 4;
export const PRESS_LOGOS_MOBILE = 10;
