/**
 * A back-office invitation's life (ADR 0056): open for 72 hours after it is made, then expired; used once, when the
 * invitee sets their password; replaced when the owner invites the same e-mail again.
 */
export const INVITATION_HOURS = 72;

export type InvitationState = 'open' | 'expired' | 'used';

export const invitationExpiry = (now: Date) => new Date(now.getTime() + INVITATION_HOURS * 60 * 60 * 1000);

export function invitationState(invitation: { expiresAt: Date; acceptedAt: Date | null }, now: Date): InvitationState {
  if (invitation.acceptedAt) return 'used';
  return invitation.expiresAt.getTime() > now.getTime() ? 'open' : 'expired';
}

/** What the invitee is told when the link no longer works (one message for a token unknown, used or replaced). */
export const INVITATION_REFUSALS: Record<Exclude<InvitationState, 'open'> | 'unknown', string> = {
  expired: 'This invitation has expired. Ask an owner of the shop to invite you again.',
  used: 'This invitation link has been used already or replaced by a newer one. Sign in, or ask an owner to invite you again.',
  unknown: 'This invitation link has been used already or replaced by a newer one. Sign in, or ask an owner to invite you again.',
};
