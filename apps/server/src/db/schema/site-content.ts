import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';

/** Spec §3 "FAQ item: id, title, description (newline-separated paragraphs) or htmlDescription". */
export const faqItems = pgTable('faq_items', {
  id: id(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  rank: integer('rank').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Spec §3 "Testimonial: id, value, data{name, rating, content}", with the home page's rotating photos. */
export const testimonials = pgTable('testimonials', {
  id: id(),
  value: text('value').notNull().unique(),
  name: text('name').notNull(),
  rating: integer('rating').notNull(),
  content: text('content').notNull(),
  photos: jsonb('photos').$type<string[]>().notNull().default([]),
  rank: integer('rank').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Spec §1 "press logos with quotes": demo content the admin replaces. */
export const pressMentions = pgTable('press_mentions', {
  id: id(),
  name: text('name').notNull(),
  logo: text('logo').notNull(),
  quote: text('quote').notNull(),
  rank: integer('rank').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
