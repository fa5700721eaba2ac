import type { Identity, IdentityProfile, IdentityStatusName, StatusReason } from '../../generated/types.gen.js';
import type { SandboxContext } from '../kernel/context.js';
import { type Database, getMapped } from '../kernel/db/database.js';
import { newId } from '../kernel/ids.js';

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

/** A record as SQLite answers it: the flag as 0 or 1, reasons and profile as JSON. */
type IdentityRow = Omit<IdentityRecord, 'emailVerified' | 'reasons' | 'profile'> & {
  emailVerified: number;
  reasons: string;
  profile: string;
};

const SELECT = `SELECT id, email, password_hash AS passwordHash, password_factor_id AS passwordFactorId,
  email_verified AS emailVerified, status, status_reasons AS reasons, profile, revision, created_at AS createdAt,
  updated_at AS updatedAt FROM identities WHERE`;

const fromRow = (row: IdentityRow): IdentityRecord => ({
  ...row,
  emailVerified: row.emailVerified === 1,
  reasons: JSON.parse(row.reasons) as StatusReason[],
  profile: JSON.parse(row.profile) as IdentityProfile,
});

export const findIdentityByEmail = (db: Database, email: string): IdentityRecord | undefined =>
  getMapped(db, fromRow, `${SELECT} email = ?`, email);

export const findIdentityById = (db: Database, id: string): IdentityRecord | undefined =>
  getMapped(db, fromRow, `${SELECT} id = ?`, id);

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
