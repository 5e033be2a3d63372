import type { Principal } from '../../../auth/principal';
import type { ListExaminationsRequestDto } from './list-examinations.request.dto';

/** The paged "Visite effettuate" list, or (workerId set) every record of one worker for the worker card. */
export class ListExaminationsQuery {
  constructor(
    readonly params: ListExaminationsRequestDto | null,
    readonly principal: Principal,
    readonly workerId: string | null = null,
  ) {}
}
