export * from './project-information.js';
export * from './quotation-edit.js';
