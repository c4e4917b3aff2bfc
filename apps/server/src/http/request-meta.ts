import type { FastifyRequest } from 'fastify';
import type { RequestMeta } from '@/auth/auth.service.ts';

export function requestMeta(request: FastifyRequest): RequestMeta {
  const ua = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof ua === 'string' ? ua : null, requestId: request.id };
}
