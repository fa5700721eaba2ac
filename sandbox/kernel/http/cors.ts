import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { matchesAny } from './uri-patterns.js';
import { LOCAL_ORIGIN_PATTERNS } from '../config.js';

/**
 * Browser apps on other origins talk to the sandbox as they do to the platform: allowed origins are reflected,
 * and the request id and Retry-After headers are exposed to scripts.
 */
export async function registerCors(app: FastifyInstance, extraOrigins: readonly string[]): Promise<void> {
  const patterns = [...LOCAL_ORIGIN_PATTERNS, ...extraOrigins];
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && matchesAny(origin, patterns)),
    methods: ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
    exposedHeaders: ['X-Wix-Request-Id', 'Retry-After', 'X-Wix-Consistent'],
    maxAge: 600,
  });
}
