import { createHash, randomBytes } from 'node:crypto';

/** An opaque secret for the client (256 random bits, base64url). */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');

/** What the database keeps of an opaque token: its SHA-256, so a leaked table grants nothing. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
