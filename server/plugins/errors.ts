import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '../../common/contracts/auth.js';
import { AppError } from '../errors.js';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

function fieldErrorsOf(validation: { instancePath: string; message?: string }[]) {
  const fieldErrors: Record<string, string[]> = {};
  let formMessage: string | undefined;
  for (const issue of validation) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const message = issue.message ?? 'Invalid value';
    if (field === '') {
      formMessage ??= /unrecognized key/i.test(message)
        ? message
        : 'The request body must be a JSON object';
      continue;
    }
    (fieldErrors[field] ??= []).push(message);
  }
  const first = Object.values(fieldErrors)[0]?.[0];
  return { fieldErrors, message: formMessage ?? first ?? 'Invalid request' };
}

/** Client-side mistakes Fastify itself detects, mapped to messages a person can act on. */
const FRAMEWORK_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported content type' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body must be a JSON object' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Invalid Content-Length' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    message: 'Uploads must be sent as multipart/form-data',
  },
  FST_PARTS_LIMIT: { status: 413, message: 'The upload has too many parts' },
  FST_FILES_LIMIT: { status: 413, message: 'Upload one file at a time' },
  FST_FIELDS_LIMIT: { status: 413, message: 'The upload has too many fields' },
  FST_PROTO_VIOLATION: { status: 400, message: 'Invalid form field name' },
  FST_MP_PREMATURE_CLOSE: { status: 400, message: 'The upload was interrupted before it finished' },
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const send = (status: number, body: Omit<ApiErrorBody, 'requestId'>) =>
      reply.status(status).send({ ...body, requestId: request.id } satisfies ApiErrorBody);

    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return send(error.statusCode, {
        message: error.message,
        ...(error.fieldErrors && { fieldErrors: error.fieldErrors }),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { message, fieldErrors } = fieldErrorsOf(error.validation);
      return send(400, { message, ...(Object.keys(fieldErrors).length > 0 && { fieldErrors }) });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return send(500, { message: INTERNAL_MESSAGE });
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) return send(known.status, { message: known.message });
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return send(400, { message: 'The request body is not valid JSON' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return send(status, { message: error.message });
    request.log.error({ err: error }, 'unhandled error');
    return send(500, { message: INTERNAL_MESSAGE });
  });
}
