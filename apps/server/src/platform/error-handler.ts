import { fieldIsRequired, fieldMustBeNumber, ListQueryError, messages, type ApiFailure } from '@reno/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldError } from './errors.js';

interface ValidationIssue {
  instancePath: string;
  message?: string;
  keyword: string;
  params: Record<string, unknown>;
}

/**
 * Spec §5: "is not of a type number" becomes "{field} must be a number." and a missing string becomes
 * "{field} is required."; messages written in our schemas pass through unchanged.
 */
export function validationMessage(issue: ValidationIssue): FieldError {
  const field = issue.instancePath.split('/').filter(Boolean).join('.') || 'body';
  const text = issue.message ?? '';
  if (issue.keyword === 'invalid_type') {
    if (/received undefined/.test(text)) return { field, message: fieldIsRequired(field) };
    if (issue.params.expected === 'number' || issue.params.expected === 'int') {
      return { field, message: fieldMustBeNumber(field) };
    }
    return { field, message: fieldIsRequired(field) };
  }
  return { field, message: text || fieldIsRequired(field) };
}

const send = (reply: FastifyReply, status: number, body: ApiFailure) => reply.status(status).send(body);

export function registerErrorHandling(
  app: FastifyInstance,
  onServerError: (e: Error, req: FastifyRequest) => void,
  onRefusal?: (e: AppError, req: FastifyRequest) => void,
) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      onRefusal?.(error, request);
      return send(reply, error.status, {
        success: false,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    if (error instanceof ListQueryError) {
      return send(reply, 400, {
        success: false,
        message: error.message,
        errors: [{ field: error.field, message: error.message }],
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map(validationMessage);
      return send(reply, 400, {
        success: false,
        message: errors[0]?.message ?? messages.failedToProcess,
        errors,
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return send(reply, 429, { success: false, message: messages.tooManyRequests });
    if (status === 413) return send(reply, 413, { success: false, message: messages.fileTooLarge });
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type): their text is safe to show.
      return send(reply, status, { success: false, message: error.message });
    }
    onServerError(error, request);
    return send(reply, 500, { success: false, message: messages.internalError, requestId: request.id });
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, 404, {
      success: false,
      message: `${messages.notFound}: ${request.method} ${request.url.split('?')[0]}`,
    }),
  );
}
