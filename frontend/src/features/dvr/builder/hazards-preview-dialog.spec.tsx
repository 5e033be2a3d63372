import { fireEvent, render, screen, within } from '@testing-library/react';
import { DVR_MESSAGES, type DvrHazardsPreview } from '@tutela/contracts';
import { HazardsPreviewDialog } from './hazards-preview-dialog';

const PREVIEW: DvrHazardsPreview = {
  jobs: [
    {
      job_id: 'j1',
      job_name: 'Saldatore',
      added: [{ hazard_id: 'RUMORE', description: 'Rumore' }],
      removed: [{ hazard_id: 'VDT', description: 'Videoterminali' }],
      workers: [
        { id: 'w1', name: 'Rossi Mario', protocol: ['Visita medica (12 mesi)', 'Audiometria (24 mesi)'] },
        { id: 'w2', name: 'Verdi Luca', protocol: [] },
      ],
    },
    { job_id: 'j2', job_name: 'Impiegato', added: [], removed: [{ hazard_id: 'VDT', description: 'Videoterminali' }], workers: [] },
  ],
  workers_total: 2,
};

describe('HazardsPreviewDialog', () => {
  it('lists each job with its added and removed hazards and its workers with their protocol', () => {
    render(<HazardsPreviewDialog preview={PREVIEW} onAnswer={() => undefined} />);
    expect(screen.getByText(DVR_MESSAGES.HAZARDS_PREVIEW_TITLE)).toBeTruthy();
    const jobs = screen.getAllByTestId('preview-job');
    expect(jobs).toHaveLength(2);
    const welder = within(jobs[0]);
    expect(welder.getByText('Saldatore')).toBeTruthy();
    expect(welder.getByText('Rumore')).toBeTruthy();
    expect(welder.getByText('Videoterminali')).toBeTruthy();
    expect(welder.getByText('Rossi Mario')).toBeTruthy();
    expect(welder.getByText('Visita medica (12 mesi); Audiometria (24 mesi)')).toBeTruthy();
    expect(welder.getByText('—')).toBeTruthy();
    expect(within(jobs[1]).getByText('Nessun lavoratore attivo nella mansione')).toBeTruthy();
    expect(screen.getByText(/2 mansioni cambiano i propri rischi; 2 lavoratori da rivedere/)).toBeTruthy();
  });

  it.each([
    ['Conferma e firma', 'apply'],
    ['Firma senza aggiornare le mansioni', 'skip'],
    ['Annulla', null],
  ])('answers %s with %s', (label, choice) => {
    const onAnswer = jest.fn();
    render(<HazardsPreviewDialog preview={PREVIEW} onAnswer={onAnswer} />);
    fireEvent.click(screen.getByRole('button', { name: label }));
    expect(onAnswer).toHaveBeenCalledWith(choice);
  });
});
