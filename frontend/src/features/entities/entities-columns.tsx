import { APP_LABELS, type EntityListRow } from '@tutela/contracts';
import type { ListColumn } from '../../components/list/list-types';

/** Entities list columns; sort keys are the ones GET /api/{app}/entities accepts (name, address_info, users_count, created_at). */
export const ENTITIES_COLUMNS: ListColumn<EntityListRow>[] = [
  { id: 'name', header: 'Nome', sortable: true },
  { id: 'address_info', header: 'Indirizzo', kind: 'long-text', sortable: true, hideBelow: 768 },
  { id: 'active_md', header: APP_LABELS.md, kind: 'boolean', width: '9rem' },
  { id: 'active_fr', header: APP_LABELS.fr, kind: 'boolean', width: '7rem' },
  { id: 'active_sr', header: APP_LABELS.sr, kind: 'boolean', width: '7rem' },
  { id: 'generic', header: 'Versione generica', kind: 'boolean', hideBelow: 960, width: '8rem' },
  // A count, not an amount: the 'number' kind would show it with two decimals.
  { id: 'users_count', header: 'Utenti attivi', sortable: true, align: 'right', width: '7rem' },
  { id: 'created_at', header: 'Creato il', kind: 'date', sortable: true, hideBelow: 600, width: '8rem' },
];
