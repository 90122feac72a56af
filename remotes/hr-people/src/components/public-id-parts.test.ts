import { publicIdExpiryState, publicIdExpirySoonDays } from './public-id-parts';

describe('publicIdExpiryState', () => {
  const now = new Date(2026, 10, 26, 23, 30); // 26 Nov 2026, late evening local time

  it('is EXPIRED only after the expiry day, which is still valid', () => {
    expect(publicIdExpiryState('2026-11-25', now)).toBe('EXPIRED');
    expect(publicIdExpiryState('2026-11-26', now)).toBe('EXPIRING_SOON');
  });

  it(`is EXPIRING_SOON up to ${publicIdExpirySoonDays} days ahead, then nothing`, () => {
    expect(publicIdExpiryState('2027-02-24', now)).toBe('EXPIRING_SOON'); // 90 days on
    expect(publicIdExpiryState('2027-02-25', now)).toBeNull();
  });

  it('has no state without a date', () => {
    expect(publicIdExpiryState(null, now)).toBeNull();
  });
});
