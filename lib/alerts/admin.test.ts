import { describe, expect, it } from 'vitest';
import { subscribersCsv } from './admin';

describe('the subscribers export', () => {
  it('writes one formula-safe row per subscriber', () => {
    const csv = subscribersCsv([
      {
        id: 7,
        email: '+cmd@press.example',
        locale: 'ko',
        languages: ['ko', 'en'],
        topics: ['Kairo Newsroom', 'Web3/Crypto'],
        frequency: 'daily',
        createdAt: '2026-11-27T10:00:00.000Z',
        confirmedAt: null,
        tokenNonce: 'secret-part-of-links',
      },
    ]);
    const [header, row] = csv.trim().split(/\r?\n/);
    expect(header).toBe('id,email,status,locale,languages,topics,frequency,createdAt,confirmedAt');
    expect(row).toContain("'+cmd@press.example");
    expect(row).toContain('unconfirmed');
    expect(csv).not.toContain('secret-part-of-links');
  });
});
