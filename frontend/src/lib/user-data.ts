import type { UserDataResponse } from '@tutela/contracts';

/** GET /api/{app}/getuserdata, as contracts define it (spec part 1 §3 "User data"). */
export type UserData = UserDataResponse['data'];

/** The server computes the permission with contracts' computePermission; it is also what it enforces. */
export type UserPermission = UserData['permission'];
