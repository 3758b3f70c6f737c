export * from './approval-item.js';
export * from './escrow.js';
export * from './approvals-api.js';
