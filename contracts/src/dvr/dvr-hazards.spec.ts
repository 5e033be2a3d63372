import { DVR_SITE_CODE, dvrAssessedHazardIds } from './dvr-types';
import type { HazardAssignment } from '../registry/hazards';
import { DVR_MESSAGES } from './dvr-messages';
import { diffJobHazards, dvrHazardErrors, dvrJobHazards } from './dvr-hazards';

function pivot(hazardId: string, values: Partial<HazardAssignment> = {}): HazardAssignment {
  return { hazardId, evaluationDate: null, expositionDays: null, frequency: null, formData: null, ...values };
}

describe('dvrJobHazards', () => {
  it('given jhaz rows, when read, then each job gets its hazards with the pivot values in catalogue order', () => {
    const result = dvrJobHazards({
      jhaz: [
        { job_id: 'job-b', hazard_id: 'VDT', evaluation_date: '2026-03-01', exposition_days: 220, frequency: 4 },
        { job_id: 'job-a', hazard_id: 'MMC', exposition_days: '200', frequency: '3' },
        { job_id: 'job-a', hazard_id: 'RUMORE', evaluation_date: '2026-02-10T00:00:00+01:00' },
      ],
    });
    expect(result).toEqual([
      { jobId: 'job-a', hazards: [pivot('RUMORE', { evaluationDate: '2026-02-10' }), pivot('MMC', { expositionDays: 200, frequency: 3 })] },
      { jobId: 'job-b', hazards: [pivot('VDT', { evaluationDate: '2026-03-01', expositionDays: 220, frequency: 4 })] },
    ]);
  });

  it('given areas and areahaz rows, when read, then every job of the area gets the area hazards merged with its own', () => {
    const result = dvrJobHazards({
      areas: [
        { area_id: 'a1', name: 'Reparto', job_ids: ['job-a', 'job-b'] },
        { area_id: 'a2', name: 'Ufficio', job_ids: ['job-b'] },
      ],
      jhaz: [
        {
          job_id: 'job-a',
          hazard_id: 'RUMORE',
          probability: 2,
          damage: 2,
          exposition_days: 100,
          frequency: 2,
          evaluation_date: '2026-01-01',
        },
      ],
      areahaz: [
        {
          area_id: 'a1',
          hazard_id: 'RUMORE',
          probability: 3,
          damage: 3,
          exposition_days: 220,
          frequency: 5,
          evaluation_date: '2025-06-01',
        },
        { area_id: 'a2', hazard_id: 'VDT' },
        { area_id: 'a3', hazard_id: 'MMC' },
      ],
    });
    expect(result).toEqual([
      // The area's higher risk wins the exposure; the latest evaluation date is kept.
      { jobId: 'job-a', hazards: [pivot('RUMORE', { evaluationDate: '2026-01-01', expositionDays: 220, frequency: 5 })] },
      { jobId: 'job-b', hazards: [pivot('RUMORE', { evaluationDate: '2025-06-01', expositionDays: 220, frequency: 5 }), pivot('VDT')] },
    ]);
  });

  it('given two rows of equal risk, when merged, then the first row keeps its exposure', () => {
    const result = dvrJobHazards({
      jhaz: [
        { job_id: 'j', hazard_id: 'MMC', frequency: 2 },
        { job_id: 'j', hazard_id: 'MMC', frequency: 4 },
      ],
    });
    expect(result).toEqual([{ jobId: 'j', hazards: [pivot('MMC', { frequency: 2 })] }]);
  });

  it('given malformed data, when read, then bad rows and values are ignored and nothing throws', () => {
    expect(dvrJobHazards(undefined)).toEqual([]);
    expect(dvrJobHazards(null)).toEqual([]);
    expect(dvrJobHazards({ jhaz: 'x', areas: 3, areahaz: {} })).toEqual([]);
    const result = dvrJobHazards({
      jhaz: [
        null,
        4,
        [],
        { hazard_id: 'MMC' },
        { job_id: 'j' },
        { job_id: ' ', hazard_id: 'MMC' },
        { job_id: 'j', hazard_id: 'MMC', frequency: 9, exposition_days: 400, evaluation_date: '2026-02-30' },
      ],
      areas: [{ area_id: 'a', job_ids: 'j' }, { job_ids: ['j'] }],
      areahaz: [{ area_id: 'a', hazard_id: 'VDT' }, { hazard_id: 'RUMORE' }],
    });
    expect(result).toEqual([{ jobId: 'j', hazards: [pivot('MMC')] }]);
  });

  it('given frequency and days at the edges, when read, then 1..5 and 0..366 are kept and the rest is null', () => {
    const result = dvrJobHazards({
      jhaz: [
        { job_id: 'j', hazard_id: 'RUMORE', frequency: 1, exposition_days: 0 },
        { job_id: 'j', hazard_id: 'MMC', frequency: 5, exposition_days: 366 },
        { job_id: 'j', hazard_id: 'VDT', frequency: 0, exposition_days: -1 },
        { job_id: 'j', hazard_id: 'STRESS', frequency: 2.5, exposition_days: 367 },
      ],
    });
    const byId = new Map(result[0].hazards.map((hazard) => [hazard.hazardId, hazard]));
    expect(byId.get('RUMORE')).toMatchObject({ frequency: 1, expositionDays: 0 });
    expect(byId.get('MMC')).toMatchObject({ frequency: 5, expositionDays: 366 });
    expect(byId.get('VDT')).toMatchObject({ frequency: null, expositionDays: null });
    expect(byId.get('STRESS')).toMatchObject({ frequency: null, expositionDays: null });
  });
});

describe('diffJobHazards', () => {
  it('given a job without hazards, when the DVR assesses two, then both are added', () => {
    const diff = diffJobHazards([], [pivot('RUMORE'), pivot('VDT')], []);
    expect(diff).toEqual({ hazards: [pivot('RUMORE'), pivot('VDT')], added: ['RUMORE', 'VDT'], removed: [], changed: true });
  });

  it('given a hazard the last revision set, when the new revision drops it, then it is removed', () => {
    const diff = diffJobHazards([pivot('RUMORE'), pivot('VDT')], [pivot('VDT')], ['RUMORE', 'VDT']);
    expect(diff).toMatchObject({ hazards: [pivot('VDT')], added: [], removed: ['RUMORE'], changed: true });
  });

  it('given a hazard added by hand on the job card, when the DVR does not assess it, then it stays', () => {
    const diff = diffJobHazards([pivot('STRESS')], [pivot('VDT')], ['RUMORE']);
    expect(diff).toMatchObject({ hazards: [pivot('VDT'), pivot('STRESS')], added: ['VDT'], removed: [] });
  });

  it('given a hazard with a detailed form, when the DVR re-assesses it, then the form stays and the DVR values win where given', () => {
    const current = [pivot('RUMORE', { evaluationDate: '2024-01-01', expositionDays: 100, frequency: 2, formData: { lex: 82 } })];
    const diff = diffJobHazards(current, [pivot('RUMORE', { evaluationDate: '2026-01-01', frequency: 4 })], []);
    expect(diff).toEqual({
      hazards: [pivot('RUMORE', { evaluationDate: '2026-01-01', expositionDays: 100, frequency: 4, formData: { lex: 82 } })],
      added: [],
      removed: [],
      changed: true,
    });
  });

  it('given the same hazards and values, when diffed, then nothing changes', () => {
    const current = [pivot('RUMORE', { evaluationDate: '2026-01-01', formData: { lex: 82 } })];
    expect(diffJobHazards(current, [pivot('RUMORE')], ['RUMORE'])).toMatchObject({ added: [], removed: [], changed: false });
  });

  it('given a job the previous revision assessed, when this revision drops the job, then it loses only what that revision set', () => {
    const diff = diffJobHazards([pivot('RUMORE'), pivot('MMC'), pivot('STRESS')], [], ['RUMORE', 'MMC']);
    expect(diff).toMatchObject({ hazards: [pivot('STRESS')], added: [], removed: ['RUMORE', 'MMC'], changed: true });
  });

  it('given the merged hazards of areas and jhaz, when applied to a job, then the job gets their union', () => {
    const [job] = dvrJobHazards({
      areas: [{ area_id: 'a', job_ids: ['j'] }],
      jhaz: [{ job_id: 'j', hazard_id: 'VDT' }],
      areahaz: [
        { area_id: 'a', hazard_id: 'RUMORE' },
        { area_id: 'a', hazard_id: 'VDT' },
      ],
    });
    expect(diffJobHazards([pivot('STRESS')], job.hazards, []).added).toEqual(['RUMORE', 'VDT']);
  });
});

describe('dvrHazardErrors', () => {
  it('given jobs of another factory and unknown hazards, when checked, then each row names its field', () => {
    const errors = dvrHazardErrors(
      {
        jhaz: [{ job_id: 'mine', hazard_id: 'RUMORE' }, { job_id: 'other', hazard_id: 'NOPE' }, { job_id: 'other' }],
        areas: [
          { area_id: 'a', job_ids: ['mine'] },
          { area_id: 'b', job_ids: ['mine', 'other'] },
        ],
        areahaz: [
          { area_id: 'a', hazard_id: 'VDT' },
          { area_id: 'a', hazard_id: 'XYZ' },
        ],
      },
      ['mine'],
    );
    expect(errors).toEqual({
      'jhaz.1.job_id': [DVR_MESSAGES.JOB_NOT_IN_FACTORY],
      'jhaz.1.hazard_id': [DVR_MESSAGES.HAZARD_UNKNOWN],
      'areas.1.job_ids': [DVR_MESSAGES.JOB_NOT_IN_FACTORY],
      'areahaz.1.hazard_id': [DVR_MESSAGES.HAZARD_UNKNOWN],
    });
  });

  it('given a specific DVR, when a row names a hazard its type does not assess, then that row is refused', () => {
    const data = {
      jhaz: [
        { job_id: 'mine', hazard_id: 'RUMORE' },
        { job_id: 'mine', hazard_id: 'STRESS' },
      ],
      areahaz: [{ area_id: 'a', hazard_id: 'VDT' }],
    };
    expect(dvrHazardErrors(data, ['mine'], undefined, dvrAssessedHazardIds('RUM'))).toEqual({
      'jhaz.1.hazard_id': [DVR_MESSAGES.HAZARD_NOT_IN_TYPE],
      'areahaz.0.hazard_id': [DVR_MESSAGES.HAZARD_NOT_IN_TYPE],
    });
    // The site DVR assesses every hazard of the catalogue.
    expect(dvrHazardErrors(data, ['mine'], undefined, dvrAssessedHazardIds(DVR_SITE_CODE))).toEqual({});
  });

  it('given valid or malformed data, when checked, then there is no error and nothing throws', () => {
    expect(dvrHazardErrors({ jhaz: [{ job_id: 'mine', hazard_id: 'MMC' }] }, ['mine'])).toEqual({});
    expect(dvrHazardErrors(undefined, [])).toEqual({});
    expect(dvrHazardErrors({ jhaz: 5, areas: [null], areahaz: 'x' }, [])).toEqual({});
  });
});
