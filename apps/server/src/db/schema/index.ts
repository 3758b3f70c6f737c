export * from './accounts.js';
export * from './files.js';
export * from './notifications.js';
export * from './outbox.js';
export * from './logs.js';
export * from './catalogue.js';
export * from './projects.js';
