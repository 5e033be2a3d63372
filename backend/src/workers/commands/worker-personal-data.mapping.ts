import type { WorkerPersonalData } from '@tutela/contracts';
import type { WorkerPersonalDataRequestDto } from './worker-personal-data.request.dto';

/** The request's snake_case fields as the events' personal data; absent fields stay absent. */
export function personalChanges(body: WorkerPersonalDataRequestDto): Partial<WorkerPersonalData> {
  return {
    ...(body.first_name !== undefined && { firstName: body.first_name }),
    ...(body.last_name !== undefined && { lastName: body.last_name }),
    ...(body.sex !== undefined && { sex: body.sex }),
    ...(body.birth_date !== undefined && { birthDate: body.birth_date }),
    ...(body.birth_place !== undefined && { birthPlace: body.birth_place }),
    ...(body.birth_place_code !== undefined && {
      birthPlaceCode: body.birth_place_code,
    }),
    ...(body.fiscal_code !== undefined && { fiscalCode: body.fiscal_code }),
    ...(body.email !== undefined && { email: body.email }),
    ...(body.email_personal !== undefined && {
      emailPersonal: body.email_personal,
    }),
    ...(body.phone !== undefined && { phone: body.phone }),
  };
}
