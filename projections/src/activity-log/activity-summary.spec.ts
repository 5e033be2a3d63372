import { activitySummary, SUMMARY_MAX_LENGTH } from './activity-summary';

describe('activitySummary', () => {
  it('uses the Italian label of a known event and lists its fields', () => {
    expect(
      activitySummary({
        eventType: 'UserCreated',
        operation: 'INSERIMENTO',
        subjectType: 'UTENTE',
        attributes: {
          userId: 'u-1',
          email: 'mario@example.it',
          firstName: 'Mario',
          lastName: 'Rossi',
          mustChangePassword: true,
          staffRoles: [],
        },
      }),
    ).toBe('Inserimento utente: email «mario@example.it», nome «Mario», cognome «Rossi», cambio password obbligatorio «sì».');
  });

  it('says a field was emptied by an update, skips the empty fields of anything new, names roles in Italian', () => {
    expect(activitySummary({ eventType: 'UserUpdated', operation: 'MODIFICA', subjectType: 'UTENTE', attributes: { phone: null } })).toBe(
      'Modifica utente: telefono senza valore.',
    );
    expect(
      activitySummary({
        eventType: 'UserRoleGranted',
        operation: 'MODIFICA',
        subjectType: 'UTENTE',
        attributes: { grantId: 'g', role: 'RSPP', customerId: 'c', factoryId: null, app: null },
      }),
    ).toBe("Ruolo assegnato all'utente: ruolo «RSPP».");
  });

  it('words coded values and formats dates the Italian way', () => {
    expect(
      activitySummary({
        eventType: 'UserPasswordChanged',
        operation: 'MODIFICA',
        subjectType: 'UTENTE',
        attributes: { passwordRef: '0b9a3f4e-1c2d-5e5f-8a9b-0c1d2e3f4a5b', passwordExpiresAt: '2026-12-31', via: 'reset' },
      }),
    ).toBe('Password modificata: scadenza password «31/12/2026», modalità «tramite link di reimpostazione».');
    expect(
      activitySummary({
        eventType: 'UserPasswordResetRequested',
        operation: 'MODIFICA',
        subjectType: 'UTENTE',
        attributes: { tokenRef: '0b9a3f4e-1c2d-5e5f-8a9b-0c1d2e3f4a5c', expiresAt: '2026-07-01T10:15:00.000Z', app: 'md' },
      }),
    ).toBe('Richiesta reimpostazione password: scadenza «01/07/2026 12:15», applicazione «Medicina del lavoro».');
  });

  it('builds a generic sentence for events without a label, naming the type when it is a change', () => {
    expect(
      activitySummary({
        eventType: 'WorkerCreated',
        operation: 'INSERIMENTO',
        subjectType: 'LAVORATORE',
        attributes: { first_name: 'Anna' },
      }),
    ).toBe('Inserimento lavoratore: nome «Anna».');
    expect(activitySummary({ eventType: 'CustomerDeleted', operation: 'ELIMINAZIONE', subjectType: 'CLIENTE', attributes: {} })).toBe(
      'Eliminazione cliente.',
    );
    expect(
      activitySummary({
        eventType: 'WorkerHazardAdded',
        operation: 'MODIFICA',
        subjectType: 'LAVORATORE',
        attributes: { code: 'R12', days: 2.5 },
      }),
    ).toBe('Modifica lavoratore (WorkerHazardAdded): code «R12», days «2,5».');
    expect(
      activitySummary({
        eventType: 'CertificatesZipDownloaded',
        operation: 'DOWNLOAD ESAMI',
        subjectType: 'CLIENTE',
        attributes: { count: 3 },
      }),
    ).toBe('Download esami: count «3».');
    expect(activitySummary({ eventType: 'DvrUpdated', operation: 'MODIFICA', subjectType: 'DVR', attributes: { dvrdata: { a: 1 } } })).toBe(
      'Modifica DVR (DvrUpdated): dati del DVR.',
    );
  });

  it('keeps nested settings to one level, lists short arrays and shortens long text', () => {
    const summary = activitySummary({
      eventType: 'UserUpdated',
      operation: 'MODIFICA',
      subjectType: 'UTENTE',
      attributes: {
        customerSettings: { level: 2, factories_id: ['f1'], deep: { x: 1 } },
        tags: ['a', 'b', 'c', 'd', 'e', 'f', 'g'],
        hazards: [{ code: 'R1' }],
        note: `riga1\nriga2 ${'x'.repeat(200)}`,
      },
    });
    expect(summary).toContain('impostazioni cliente (livello «2», deep)');
    expect(summary).toContain('tags «a, b, c, d, e e altri 2»');
    expect(summary).toContain('rischi (1 elementi)');
    expect(summary).toMatch(/note «riga1 riga2 x+…»\.$/);
    expect(summary).not.toContain('\n');
  });

  it('shortens names of emoji, accents and invisible marks between whole characters (half an emoji stopped the activity log)', () => {
    const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
    const created = (firstName: string) =>
      activitySummary({ eventType: 'UserCreated', operation: 'INSERIMENTO', subjectType: 'UTENTE', attributes: { firstName } });
    expect(created('😀'.repeat(60))).toBe(`Inserimento utente: nome «${'😀'.repeat(39)}…».`);
    for (const name of ['😀'.repeat(60), `a${'😀'.repeat(60)}`, '👨‍👩‍👧‍👦'.repeat(12), 'e\u0301'.repeat(60), `${'x'.repeat(78)}\u202e\u200bz`]) {
      expect(loneSurrogate.test(created(name))).toBe(false);
    }
    expect(created('👨‍👩‍👧‍👦'.repeat(12))).toBe(`Inserimento utente: nome «${'👨‍👩‍👧‍👦'.repeat(7)}…».`);
    expect(created('e\u0301'.repeat(60))).toBe(`Inserimento utente: nome «${'e\u0301'.repeat(39)}…».`);
    // The whole sentence is cut at 500 the same way, wherever its last emoji falls.
    for (const shift of [0, 1]) {
      const attributes = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`campo${i}`, `${'x'.repeat(shift)}${'😀'.repeat(30)}`]));
      const summary = activitySummary({ eventType: 'toString', operation: 'MODIFICA', subjectType: 'UTENTE', attributes });
      expect(summary.length).toBeLessThanOrEqual(SUMMARY_MAX_LENGTH);
      expect(summary.endsWith('…')).toBe(true);
      expect(loneSurrogate.test(summary)).toBe(false);
    }
  });

  it('never exceeds the maximum length and ignores prototype-like keys', () => {
    const attributes = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`campo${i}`, 'valore lungo'.repeat(3)]));
    const summary = activitySummary({
      eventType: 'toString',
      operation: 'MODIFICA',
      subjectType: 'LAVORATORE',
      attributes: { ...attributes, constructor: 'x' },
    });
    expect(summary.length).toBe(SUMMARY_MAX_LENGTH);
    expect(summary.endsWith('…')).toBe(true);
    expect(summary.startsWith('Modifica lavoratore (toString): ')).toBe(true);
  });
});
