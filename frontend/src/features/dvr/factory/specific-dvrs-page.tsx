import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DVR_TYPES, type DvrType } from '@tutela/contracts';
import { AppLink } from '../../../components/ui/app-link';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useUserData } from '../../../lib/session';
import { factoryDvrsQuery } from '../dvr-api';
import { canWriteDvrs } from '../dvr-rules';
import { useCreateDvr } from '../use-create-dvr';
import { countByCode, factoryPath } from './factory-paths';
import { NewDvrDialog } from './new-dvr-dialog';

/** DVR specifici of a factory: each type with how many documents it has, and "Nuovo" for writers. */
export function SpecificDvrsPage({ customerId, factoryId }: { customerId: string; factoryId: string }) {
  const { user, permission } = useUserData();
  const dvrs = useQuery(factoryDvrsQuery(customerId, factoryId));
  const { create, busy } = useCreateDvr(customerId, factoryId);
  const [creating, setCreating] = useState<DvrType | null>(null);
  const writer = canWriteDvrs(user, permission.level);
  const base = factoryPath(customerId, factoryId);
  const counts = countByCode(dvrs.data ?? []);
  const factoryName = dvrs.data?.[0]?.factory_name;
  return (
    <div className="flex flex-col gap-4 p-4 sm:p-6">
      <div>
        <AppLink href={base} className="text-xs text-slate-600 hover:underline">
          ← {factoryName ?? 'Sede'}
        </AppLink>
        <h1 className="text-xl font-semibold text-slate-900">DVR specifici</h1>
      </div>
      {dvrs.isPending ? (
        <Spinner />
      ) : dvrs.isError ? (
        <p role="alert" className="text-sm text-red-700">
          Impossibile caricare i DVR della sede: {dvrs.error.message}
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {DVR_TYPES.filter((type) => !type.site).map((type) => (
            <li key={type.code} className="flex flex-wrap items-center gap-3 px-4 py-3" data-testid="dvr-type-row">
              <AppLink
                href={`${base}/dvrs/${encodeURIComponent(type.code)}`}
                className="min-w-48 flex-1 font-medium text-brand-700 hover:underline"
              >
                {type.title}
              </AppLink>
              <span className="text-sm text-slate-600">
                {counts.get(type.code) === 1 ? '1 documento' : `${counts.get(type.code) ?? 0} documenti`}
              </span>
              {writer && (
                <Button variant="secondary" className="px-3 py-1" onClick={() => setCreating(type)} aria-label={`Nuovo: ${type.title}`}>
                  Nuovo
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {creating && (
        <NewDvrDialog
          type={creating}
          busy={busy}
          onClose={() => setCreating(null)}
          onCreate={(title) => void create(creating.code, title).then((ok) => ok && setCreating(null))}
        />
      )}
    </div>
  );
}
