import type { UpdateUserRequest, UserDetail } from '@tutela/contracts';
import type { UserProfileValues } from './validate-user-profile';

/**
 * Only the fields that changed are sent (POST /api/{app}/users/{id} changes only what it receives): an
 * unchanged e-mail is not re-checked for uniqueness and the log records exactly what was modified.
 * null when nothing changed.
 */
export function changedProfileFields(
  user: Pick<UserDetail, 'first_name' | 'last_name' | 'email'>,
  values: UserProfileValues,
): UpdateUserRequest | null {
  const changes: UpdateUserRequest = {};
  const firstName = values.first_name.trim();
  const lastName = values.last_name.trim();
  const email = values.email.trim();
  if (firstName !== user.first_name) changes.first_name = firstName;
  if (lastName !== user.last_name) changes.last_name = lastName;
  if (email.toLowerCase() !== user.email.toLowerCase()) changes.email = email;
  return Object.keys(changes).length > 0 ? changes : null;
}
