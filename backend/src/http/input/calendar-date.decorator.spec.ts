import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { ListExaminationsRequestDto } from '../../examinations/queries/list-examinations/list-examinations.request.dto';
import { HazardPivotDto } from '../../jobs/http/registry-pivots.request.dto';
import { PlaceLookupRequestDto } from '../../lookups/lookups.request.dto';
import { ResignWorkerRequestDto } from '../../workers/commands/resign-worker/resign-worker.request.dto';

/** Every date field a request carries outside form.io submissions, by its DTO. */
const DATE_FIELDS: Array<[new () => object, string]> = [
  [ResignWorkerRequestDto, 'resigned_on'],
  [ListExaminationsRequestDto, 'from'],
  [ListExaminationsRequestDto, 'to'],
  [HazardPivotDto, 'evaluation_date'],
  [PlaceLookupRequestDto, 'date'],
];

async function dateErrors(dto: new () => object, field: string, value: string): Promise<string[]> {
  const errors = await validate(plainToInstance(dto, { [field]: value }));
  return errors.filter((error) => error.property === field).flatMap((error) => Object.values(error.constraints ?? {}));
}

describe('IsCalendarDate on the request dates', () => {
  it.each(DATE_FIELDS)('%p.%s refuses a day the month does not have (a pattern let 2023-02-30 through)', async (dto, field) => {
    for (const value of ['2023-02-30', '2025-02-31', '2023-02-29', '2025-04-31', '2025-13-01', '20250101']) {
      expect(await dateErrors(dto, field, value)).toEqual(['Data non valida']);
    }
  });

  it.each(DATE_FIELDS)('%p.%s accepts real dates, a leap day included', async (dto, field) => {
    for (const value of ['2024-02-29', '2025-12-31', '2026-01-01']) expect(await dateErrors(dto, field, value)).toEqual([]);
  });
});
