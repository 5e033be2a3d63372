import { derivedUuid } from '../../shared/derived-uuid';

/** A visit's id from its worker and time key: the route's key carries these two, never the id itself. */
export const examinationIdFor = (workerId: string, timeKey: string): string => derivedUuid(`examination:${workerId}:${timeKey}`);
