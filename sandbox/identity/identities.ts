import type { Identity, IdentityProfile, IdentityStatusName, StatusReason } from '../../generated/types.gen.js';
import type { SandboxContext } from '../context.js';
import type { Database } from '../db/database.js';
import { newId } from '../ids.js';

export interface IdentityRecord {
  id: string;
  email: string;
  passwordHash: string | null;
  passwordFactorId: string | null;
  emailVerified: boolean;
  status: IdentityStatusName;
  reasons: StatusReason[];
  profile: IdentityProfile;
  revision: number;
  createdAt: number;
  updatedAt: number;
}

interface IdentityRow {
  id: string;
  email: string;
  password_hash: string | null;
  password_factor_id: string | null;
  email_verified: number;
  status: IdentityStatusName;
  status_reasons: string;
  profile: string;
  revision: number;
  created_at: number;
  updated_at: number;
}

function fromRow(row: IdentityRow): IdentityRecord {
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    passwordFactorId: row.password_factor_id,
    emailVerified: row.email_verified === 1,
    status: row.status,
    reasons: JSON.parse(row.status_reasons) as StatusReason[],
    profile: JSON.parse(row.profile) as IdentityProfile,
    revision: row.revision,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function findIdentityByEmail(db: Database, email: string): IdentityRecord | undefined {
  const row = db.get<IdentityRow>('SELECT * FROM identities WHERE email = ?', email);
  return row && fromRow(row);
}

export function findIdentityById(db: Database, id: string): IdentityRecord | undefined {
  const row = db.get<IdentityRow>('SELECT * FROM identities WHERE id = ?', id);
  return row && fromRow(row);
}

export interface NewIdentity {
  email: string;
  passwordHash: string | null;
  profile: IdentityProfile;
  emailVerified: boolean;
  status: IdentityStatusName;
  reasons: StatusReason[];
}

export function createIdentity(context: SandboxContext, fields: NewIdentity): IdentityRecord {
  const now = context.clock.now();
  const id = newId();
  context.db.run(
    `INSERT INTO identities (id, email, password_hash, password_factor_id, email_verified, status, status_reasons, profile,
       revision, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
    id,
    fields.email,
    fields.passwordHash,
    fields.passwordHash ? newId() : null,
    fields.emailVerified ? 1 : 0,
    fields.status,
    JSON.stringify(fields.reasons),
    JSON.stringify(fields.profile),
    now,
    now,
  );
  return findIdentityById(context.db, id)!;
}

export type IdentityChanges = Partial<
  Pick<IdentityRecord, 'passwordHash' | 'emailVerified' | 'status' | 'reasons' | 'profile'>
>;

export function updateIdentity(
  context: SandboxContext,
  identity: IdentityRecord,
  changes: IdentityChanges,
): IdentityRecord {
  const next = { ...identity, ...changes };
  const factorId = next.passwordHash ? (identity.passwordFactorId ?? newId()) : null;
  context.db.run(
    `UPDATE identities SET password_hash = ?, password_factor_id = ?, email_verified = ?, status = ?, status_reasons = ?,
       profile = ?, revision = revision + 1, updated_at = ? WHERE id = ?`,
    next.passwordHash,
    factorId,
    next.emailVerified ? 1 : 0,
    next.status,
    JSON.stringify(next.reasons),
    JSON.stringify(next.profile),
    context.clock.now(),
    identity.id,
  );
  return findIdentityById(context.db, identity.id)!;
}

/** Drops a pending reason; the identity becomes ACTIVE when none is left. */
export function withoutReason(identity: IdentityRecord, reason: StatusReason): IdentityChanges {
  const reasons = identity.reasons.filter((r) => r !== reason);
  const status = identity.status === 'PENDING' && reasons.length === 0 ? 'ACTIVE' : identity.status;
  return { reasons, status };
}

export function identityToWire(identity: IdentityRecord): Identity {
  return {
    id: identity.id,
    revision: String(identity.revision),
    createdDate: new Date(identity.createdAt).toISOString(),
    updatedDate: new Date(identity.updatedAt).toISOString(),
    connections: [],
    identityProfile: identity.profile,
    metadata: {},
    email: { address: identity.email, isVerified: identity.emailVerified },
    status: { name: identity.status, reasons: identity.reasons },
    factors: identity.passwordFactorId
      ? [{ factorId: identity.passwordFactorId, type: 'PASSWORD', status: 'ACTIVE' }]
      : [],
  };
}
