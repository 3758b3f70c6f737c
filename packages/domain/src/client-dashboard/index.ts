export * from './client-projects.js';
