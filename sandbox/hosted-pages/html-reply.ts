import type { FastifyReply } from 'fastify';
import { messagePage } from './message-page.js';

export function html(reply: FastifyReply, body: string): FastifyReply {
  return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(body);
}

export function expiredLink(reply: FastifyReply): FastifyReply {
  return html(reply.code(400), messagePage('This link has expired', 'Start again from the store.'));
}
