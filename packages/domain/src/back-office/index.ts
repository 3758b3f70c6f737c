export * from './admin-groups.js';
export * from './overview.js';
export * from './messages.js';
export * from './users.js';
export * from './announcements.js';
