import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { findJob } from '../kernel/entities-v3/jobs.js';
import { defaultSettings } from '../kernel/config.js';
import { saveClockOffset, saveSettings, type SandboxContext } from '../kernel/context.js';
import { notFound } from '../kernel/errors.js';
import { zFaultSpec } from '../kernel/faults.js';
import { validate } from '../kernel/http/input.js';
import { findIdentityByEmail, identityToWire, updateIdentity } from '../identity/identities.js';
import { readMailbox } from '../identity/mailbox.js';
import { revokeSubject } from '../auth/token-families.js';
import { resetSandbox, seedDemoStore } from '../lifecycle.js';
import { placeholderSvg } from '../kernel/placeholder-svg.js';

const zSeedBody = z._default(z.object({ seed: z._default(z.enum(['demo', 'none']), 'demo') }), { seed: 'demo' });
const zResetBody = z._default(z.object({ seed: z._default(z.enum(['demo', 'none']), 'none') }), { seed: 'none' });
const zClockBody = z
  .object({
    advanceSeconds: z.optional(z.number().check(z.minimum(0), z.maximum(1e9))),
    advanceMs: z.optional(z.int().check(z.minimum(0), z.maximum(1e12))),
  })
  .check(
    z.refine((b) => b.advanceSeconds !== undefined || b.advanceMs !== undefined, {
      message: 'needs advanceSeconds or advanceMs',
    }),
  );
const between = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max));
const zSettingsBody = z.partial(
  z.object({
    requireEmailVerification: z.boolean(),
    requireOwnerApproval: z.boolean(),
    captcha: z.partial(z.object({ register: z.boolean(), login: z.boolean() })),
    loginThrottle: z.partial(z.object({ maxFailures: between(1, 1000), windowSeconds: between(1, 86_400) })),
    accessTokenTtlSeconds: between(1, 31_536_000),
    authorizationCodeTtlSeconds: between(1, 3600),
    sessionTokenTtlSeconds: between(1, 31_536_000),
    refreshReuse: z.enum(['allow', 'revoke']),
    refreshReuseGraceSeconds: between(0, 3600),
    refreshTokenIdleSeconds: between(1, 10 * 31_536_000),
    countLimit: between(1, 10_000_000),
  }),
);
const zEmailBody = z.object({ email: z.string().check(z.minLength(1)) });
const zMailboxQuery = z.object({ to: z.optional(z.string().check(z.minLength(1))) });

/** Development endpoints under /_sandbox: not part of the platform's API. */
export function registerDevRoutes(app: FastifyInstance, context: SandboxContext): void {
  app.get('/_sandbox/info', async () => ({ ...context.credentials }));

  app.get('/_sandbox/mailbox', async (request) => {
    const { to } = validate(zMailboxQuery, request.query ?? {});
    return { messages: readMailbox(context, to) };
  });

  app.post('/_sandbox/reset', async (request) => {
    const { seed } = validate(zResetBody, request.body);
    resetSandbox(context, context.startSettings);
    const summary = seed === 'demo' ? await seedDemoStore(context) : undefined;
    return { reset: true, ...(summary && { seeded: summary }) };
  });

  app.post('/_sandbox/seed', async (request) => {
    const { seed } = validate(zSeedBody, request.body);
    return seed === 'demo' ? { seeded: await seedDemoStore(context) } : { seeded: null };
  });

  app.get('/_sandbox/clock', async () => clockState(context));
  app.post('/_sandbox/clock', async (request) => {
    const body = validate(zClockBody, request.body);
    context.clock.advance((body.advanceSeconds ?? 0) * 1000 + (body.advanceMs ?? 0));
    saveClockOffset(context);
    return clockState(context);
  });

  app.get('/_sandbox/requests', async () => ({ requests: context.requests.list() }));
  app.delete('/_sandbox/requests', async () => {
    context.requests.clear();
    return { requests: [] };
  });

  app.get('/_sandbox/faults', async () => ({ faults: context.faults.list() }));
  app.post('/_sandbox/faults', async (request) => ({ fault: context.faults.add(validate(zFaultSpec, request.body)) }));
  app.delete('/_sandbox/faults', async () => {
    context.faults.clear();
    return { faults: [] };
  });

  app.get('/_sandbox/settings', async () => ({ settings: context.settings }));
  app.post('/_sandbox/settings', async (request) => {
    const patch = validate(zSettingsBody, request.body);
    const current = context.settings;
    context.settings = {
      ...current,
      ...patch,
      captcha: { ...current.captcha, ...patch.captcha },
      loginThrottle: { ...current.loginThrottle, ...patch.loginThrottle },
    };
    saveSettings(context);
    return { settings: context.settings, defaults: defaultSettings };
  });

  app.post('/_sandbox/identities/approve', async (request) => {
    const identity = memberByEmail(context, validate(zEmailBody, request.body).email);
    const reasons = identity.reasons.filter((r) => r !== 'PENDING_ADMIN_APPROVAL_REQUIRED');
    const status = identity.status === 'PENDING' && reasons.length === 0 ? 'ACTIVE' : identity.status;
    return { identity: identityToWire(updateIdentity(context, identity, { reasons, status })) };
  });

  app.post('/_sandbox/identities/block', async (request) => {
    const identity = memberByEmail(context, validate(zEmailBody, request.body).email);
    revokeSubject(context, identity.id);
    return { identity: identityToWire(updateIdentity(context, identity, { status: 'BLOCKED' })) };
  });

  app.get('/_sandbox/media/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    if (!file) throw notFound('MEDIA_NOT_FOUND', 'Name a media file');
    return reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(placeholderSvg(file));
  });

  app.get<{ Params: { jobId: string } }>('/_sandbox/jobs/:jobId', async (request) => {
    const job = findJob(context, request.params.jobId);
    if (!job) throw notFound('JOB_NOT_FOUND', `No job ${request.params.jobId}`);
    return { job };
  });
}

function memberByEmail(context: SandboxContext, email: string) {
  const identity = findIdentityByEmail(context.db, email);
  if (!identity) throw notFound('MEMBER_NOT_FOUND', `No member with email ${email}`);
  return identity;
}

function clockState(context: SandboxContext) {
  return { now: context.clock.nowIso(), offsetMs: context.clock.offsetMs() };
}
