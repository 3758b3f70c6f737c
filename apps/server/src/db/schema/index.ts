export * from './accounts.js';
export * from './files.js';
export * from './notifications.js';
export * from './outbox.js';
export * from './logs.js';
export * from './gallery.js';
export * from './site-content.js';
