import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * No "incoming request" / "request completed" lines for this route's successful answers: set on high-volume
     * public reads, whose two lines per request were a quarter of the process's time under load (`pnpm bench:api`).
     * Their failures still log, and access logs are the proxy's.
     */
    quietLog?: boolean;
  }
}

/** Fastify's request logging, quiet on routes that ask for it (a per-route log level costs a pino level per request). */
export class PortalLogController extends LogController {
  override isLogDisabled(request: FastifyRequest): boolean {
    return request.routeOptions?.config?.quietLog === true;
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>): void {
    if (!error && reply.statusCode < 500) return super.requestCompleted(error, request, reply, metadata);
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.error(fields, 'request completed');
  }
}
