import type { FastifyError, FastifyInstance } from 'fastify';
import { ERROR_MESSAGES } from '@studio/domain';
import { HttpError, type ApiErrorItem } from './errors';

function isFastifyClientError(error: unknown): error is FastifyError {
  if (!(error instanceof Error) || !('statusCode' in error)) return false;
  const { statusCode } = error as FastifyError;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500;
}

/**
 * Every error leaves the server in the list form of the contract. Errors Fastify raises before a
 * handler runs (unparsable JSON, a body too large) keep their status with the catalogue message.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.status).headers(error.headers).send(error.errors);
    }
    if (isFastifyClientError(error)) {
      const status = error.statusCode ?? 400;
      const body: ApiErrorItem[] = [
        {
          code: status === 400 ? 'INVALID_REQUEST' : (error.code ?? 'CLIENT_ERROR'),
          message: status === 400 ? ERROR_MESSAGES.badRequest : error.message,
          ...(status === 400 ? { field: 'body' } : {}),
        },
      ];
      return reply.status(status).send(body);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send([{ code: 'INTERNAL_ERROR', message: ERROR_MESSAGES.internalTryAgain }]);
  });
}
