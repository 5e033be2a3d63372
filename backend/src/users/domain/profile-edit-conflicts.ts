import type { UserProfile } from '@tutela/contracts';

/**
 * Whether an event appended after the administrator opened the user card conflicts with the profile changes
 * they are saving. Only a change to one of the same fields does: saving it would silently overwrite what the
 * other person wrote. Role grants, deactivation or the user's own password change touch other data, and the
 * card sends only the fields the administrator changed, so those edits merge safely.
 */
export function profileEditConflicts(changes: Partial<UserProfile>): (event: { type: string; data: unknown }) => boolean {
  const edited = Object.keys(changes);
  return (event) =>
    event.type === 'UserUpdated' && edited.some((field) => Object.prototype.hasOwnProperty.call(event.data as object, field));
}
