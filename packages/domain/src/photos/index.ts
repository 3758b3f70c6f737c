export * from './dreamboard.js';
