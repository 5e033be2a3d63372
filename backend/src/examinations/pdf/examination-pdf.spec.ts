import { renderExaminationPdf } from './examination-pdf';

describe('examination pdf', () => {
  it('renders a PDF document from a signed version', async () => {
    const pdf = await renderExaminationPdf({
      workerName: 'Mario Rossi',
      birthDate: '1980-01-01',
      companyName: 'Acme',
      typeId: 10,
      form: {
        id: 1,
        code: 'VIS',
        version: 1,
        title: 'Visita',
        kind: 'VIS',
        schema: { components: [{ key: 'anamnesi', label: 'Anamnesi' }] },
      },
      version: {
        examination_id: 'e1',
        version: 1,
        signed_by: { id: 'u', name: 'Dott. Rossi' },
        signed_at: '2026-03-02T10:00:00.000Z',
        outcome: 'IL',
        archived: false,
        examinationdate: '2026-03-02',
        outcome_bis: null,
        form_code: 'VIS',
        form_version: 1,
        exdata: { giudizio: 'IL', limitazioni: 'No carichi', anamnesi: 'Nulla da segnalare' },
      },
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1000);
  });
});
