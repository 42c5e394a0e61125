import { INVITATION_HOURS, invitationExpiry, invitationState } from './staff-invitation';

describe('a staff invitation', () => {
  const made = new Date('2026-11-29T08:00:00Z');
  const expiresAt = invitationExpiry(made);

  it('is open for 72 hours', () => {
    expect(INVITATION_HOURS).toBe(72);
    expect(expiresAt.toISOString()).toBe('2026-12-02T08:00:00.000Z');
    expect(invitationState({ expiresAt, acceptedAt: null }, made)).toBe('open');
    expect(invitationState({ expiresAt, acceptedAt: null }, new Date(expiresAt.getTime() - 1))).toBe('open');
  });

  it('has expired from its 72nd hour on', () => {
    expect(invitationState({ expiresAt, acceptedAt: null }, expiresAt)).toBe('expired');
    expect(invitationState({ expiresAt, acceptedAt: null }, new Date('2027-01-01T00:00:00Z'))).toBe('expired');
  });

  it('is used once accepted, whether or not its time is over', () => {
    expect(invitationState({ expiresAt, acceptedAt: made }, made)).toBe('used');
    expect(invitationState({ expiresAt, acceptedAt: made }, new Date('2027-01-01T00:00:00Z'))).toBe('used');
  });
});
