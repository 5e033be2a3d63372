import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { DVR_SITE_CODE, DVR_SITE_SECTIONS } from '@tutela/contracts';
import { AppLink } from '../../../components/ui/app-link';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useUserData } from '../../../lib/session';
import { factoryDvrsQuery } from '../dvr-api';
import { canWriteDvrs } from '../dvr-rules';
import { builderPath, useCreateDvr } from '../use-create-dvr';
import { factoryPath } from './factory-paths';

/**
 * The sr menu's "DVR SEDE" entries (/dvr/{section}/{customer_id}/{factory_id}): the site DVR's builder at that
 * section, or the offer to create the site DVR when the factory has none yet.
 */
export function SiteSectionPage({ section, customerId, factoryId }: { section: string; customerId: string; factoryId: string }) {
  const navigate = useNavigate();
  const { user, permission } = useUserData();
  const dvrs = useQuery(factoryDvrsQuery(customerId, factoryId, DVR_SITE_CODE));
  const { create, busy } = useCreateDvr(customerId, factoryId);
  const known = DVR_SITE_SECTIONS.find((entry) => entry.key === section);
  const site = dvrs.data?.[0];

  useEffect(() => {
    if (site && known)
      void navigate({
        to: builderPath(customerId, factoryId, site.id, site.code) as '/',
        search: { section: known.key } as never,
        replace: true,
      });
  }, [site, known, navigate, customerId, factoryId]);

  if (!known)
    return (
      <p role="alert" className="p-6 text-sm text-red-700">
        Sezione del DVR non valida
      </p>
    );
  if (dvrs.isPending || site) return <Spinner label="Apertura del DVR di sede…" />;
  if (dvrs.isError)
    return (
      <p role="alert" className="p-6 text-sm text-red-700">
        Impossibile caricare il DVR di sede: {dvrs.error.message}
      </p>
    );
  return (
    <div className="flex flex-col items-start gap-3 p-6">
      <h1 className="text-lg font-semibold text-slate-900">{known.title}</h1>
      <p className="text-sm text-slate-700">Il DVR di sede non esiste ancora</p>
      <div className="flex flex-wrap gap-2">
        {canWriteDvrs(user, permission.level) && (
          <Button onClick={() => void create(DVR_SITE_CODE, null, known.key)} disabled={busy}>
            Crea DVR di sede
          </Button>
        )}
        <AppLink
          href={factoryPath(customerId, factoryId)}
          className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          Torna alla sede
        </AppLink>
      </div>
    </div>
  );
}
