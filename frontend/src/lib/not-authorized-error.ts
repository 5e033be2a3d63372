import { MESSAGES } from '@tutela/contracts';

/**
 * Thrown by a route guard when the user may not open the page (a typed URL, an old bookmark, another
 * application's level). The route error boundary shows the "Utente non autorizzato" page for it: one clear answer
 * instead of a silent move to the dashboard.
 */
export class NotAuthorizedError extends Error {
  constructor() {
    super(MESSAGES.UNAUTHORIZED);
    this.name = 'NotAuthorizedError';
  }
}
