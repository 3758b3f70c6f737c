/** The outbox: write e-mail and SMS in the caller's transaction; a worker delivers them. */
export { enqueueEmail, enqueueSms, type EnqueueEmailOptions } from './enqueue.js';
export { emailTemplates, isEmailTemplateName, type EmailTemplateName } from './templates/registry.js';
export { createOutboxWorker, type OutboxLog, type OutboxWorker, type OutboxWorkerOptions } from './worker.js';
export { startOutboxWorker } from './start-worker.js';
