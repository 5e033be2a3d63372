import { mailsText } from './appointment-details-dialog';

describe('mailsText', () => {
  it('says each summons queued: what, to whom, when; nothing when none was sent', () => {
    expect(mailsText({ mails: [] })).toBeNull();
    const text = mailsText({
      mails: [
        { reason: 'booked', recipients: ['anna@example.it', 'hr@azienda.it'], queued_at: '2026-12-01T08:30:00.000Z' },
        { reason: 'cancelled', recipients: ['anna@example.it'], queued_at: '2026-12-02T10:00:00.000Z' },
      ],
    });
    expect(text).toMatch(
      /^convocazione a anna@example\.it, hr@azienda\.it il 01\/12\/2026 \d{2}:30; annullamento a anna@example\.it il 02\/12\/2026/,
    );
  });
});
