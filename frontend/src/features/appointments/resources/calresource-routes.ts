import type { CalResourceType } from '@tutela/contracts';

/** Where each screen's list, new-record form and card live (typed for the router). */
export function calresourceRoutes(type: CalResourceType) {
  return type === 'resources'
    ? {
        list: { to: '/appointments/resources' } as const,
        add: { to: '/appointments/resources/add' } as const,
        card: (id: string) => ({ to: '/appointments/resources/card/$id', params: { id } }) as const,
      }
    : {
        list: { to: '/appointments/clinics' } as const,
        add: { to: '/appointments/clinics/add' } as const,
        card: (id: string) => ({ to: '/appointments/clinics/card/$id', params: { id } }) as const,
      };
}
