import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DVR_SITE_CODE, DVR_SITE_SECTIONS, DVR_STATUS, DVR_TYPES, type CustomerDetail, type DvrListRow } from '@tutela/contracts';
import { AppLink } from '../../../components/ui/app-link';
import { Button } from '../../../components/ui/button';
import { RecordLoader } from '../../../components/ui/record-loader';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format-date';
import { useUserData } from '../../../lib/session';
import { dvrCustomerQuery, factoryDvrsQuery } from '../dvr-api';
import { canWriteDvrs } from '../dvr-rules';
import { DvrStatusBadge } from '../dvr-status-badge';
import { BuilderLink } from '../builder-link';
import { useCreateDvr } from '../use-create-dvr';
import { countByCode, factoryPath } from './factory-paths';

const LINK = 'text-sm font-medium text-brand-700 underline-offset-2 hover:underline';

function Panel({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4" data-testid={testId}>
      <h2 className="mb-3 text-sm font-semibold tracking-wide text-slate-500 uppercase">{title}</h2>
      {children}
    </section>
  );
}

function SiteDvrPanel({ customerId, factoryId, site, writer }: { customerId: string; factoryId: string; site: DvrListRow | undefined; writer: boolean }) {
  const { create, busy } = useCreateDvr(customerId, factoryId);
  if (!site) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-slate-600">Il DVR di sede non esiste ancora.</p>
        {writer && (
          <Button onClick={() => void create(DVR_SITE_CODE)} disabled={busy}>
            Crea DVR di sede
          </Button>
        )}
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
      <DvrStatusBadge status={site.status} />
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div className="flex gap-1">
          <dt className="text-slate-500">Ultima revisione</dt>
          <dd data-testid="site-revision">{site.last_revision > 0 ? `${site.last_revision} del ${formatDate(site.last_signed_at)}` : 'mai firmato'}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-slate-500">Aggiornato</dt>
          <dd>
            {formatDate(site.updated_at)} {site.updated_by && `da ${site.updated_by}`}
          </dd>
        </div>
      </dl>
      <BuilderLink
        customerId={customerId}
        factoryId={factoryId}
        dvr={site}
        className="ml-auto inline-flex rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
      >
        Apri
      </BuilderLink>
      {site.status === DVR_STATUS.OPEN && site.last_revision > 0 && (
        <p className="w-full text-xs text-slate-500">Riaperto dopo la revisione {site.last_revision}: le modifiche vanno firmate di nuovo.</p>
      )}
    </div>
  );
}

function FactoryCard({ customer, factoryId }: { customer: CustomerDetail; factoryId: string }) {
  const { user, permission } = useUserData();
  const dvrs = useQuery(factoryDvrsQuery(customer.id, factoryId));
  const factory = customer.factories.find((row) => row.id === factoryId);
  if (!factory) return <p role="alert" className="p-6 text-sm text-red-700">Sede non trovata</p>;
  const writer = canWriteDvrs(user, permission.level);
  const base = factoryPath(customer.id, factoryId);
  const site = dvrs.data?.find((row) => row.code === DVR_SITE_CODE);
  const counts = countByCode(dvrs.data ?? []);
  return (
    <div className="flex flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1">
          <AppLink href={`/customers/list/card/${encodeURIComponent(customer.id)}`} className="text-xs text-slate-500 hover:underline">
            ← {customer.company_name}
          </AppLink>
          <h1 className="text-xl font-semibold text-slate-900" data-testid="factory-name">
            {factory.name}
          </h1>
          <p className="text-sm text-slate-600">{[factory.address, factory.location.comune].filter(Boolean).join(', ') || 'Indirizzo non indicato'}</p>
          <p className="text-sm text-slate-600">{customer.company_name}</p>
        </div>
        <div className="flex flex-wrap gap-1">
          {factory.modules.map((module) => (
            <span key={module} className="rounded bg-brand-50 px-1.5 py-0.5 text-xs font-medium text-brand-700">
              {module}
            </span>
          ))}
        </div>
      </div>
      {dvrs.isPending ? (
        <Spinner />
      ) : dvrs.isError ? (
        <p role="alert" className="text-sm text-red-700">
          Impossibile caricare i DVR della sede: {dvrs.error.message}
        </p>
      ) : (
        <>
          <Panel title="DVR di sede" testId="site-dvr">
            <SiteDvrPanel customerId={customer.id} factoryId={factoryId} site={site} writer={writer} />
          </Panel>
          <div className="grid gap-4 lg:grid-cols-2">
            <Panel title="Sezioni del DVR di sede">
              <ul className="grid gap-1 sm:grid-cols-2">
                {DVR_SITE_SECTIONS.map((section) => (
                  <li key={section.key}>
                    {site ? (
                      <BuilderLink className={LINK} customerId={customer.id} factoryId={factoryId} dvr={site} section={section.key}>
                        {section.title}
                      </BuilderLink>
                    ) : (
                      <AppLink className={LINK} href={`/dvr/${section.key}/${encodeURIComponent(customer.id)}/${encodeURIComponent(factoryId)}`}>
                        {section.title}
                      </AppLink>
                    )}
                  </li>
                ))}
              </ul>
            </Panel>
            <Panel title="DVR specifici" testId="specific-dvrs">
              <ul className="flex flex-col divide-y divide-slate-100">
                {DVR_TYPES.filter((type) => !type.site).map((type) => (
                  <li key={type.code} className="flex items-center gap-3 py-1.5">
                    <AppLink className={`${LINK} flex-1`} href={`${base}/dvrs/${encodeURIComponent(type.code)}`}>
                      {type.title}
                    </AppLink>
                    <span className="rounded-full bg-slate-100 px-2 text-xs font-semibold text-slate-700" aria-label={`${counts.get(type.code) ?? 0} documenti`}>
                      {counts.get(type.code) ?? 0}
                    </span>
                  </li>
                ))}
              </ul>
              <AppLink className={`${LINK} mt-2 inline-block`} href={`${base}/dvrs`}>
                Tutti i DVR specifici
              </AppLink>
            </Panel>
          </div>
        </>
      )}
    </div>
  );
}

/** The factory's card (sr Home): where it is, its site DVR and the specific DVRs. */
export function FactoryCardPage({ customerId, factoryId }: { customerId: string; factoryId: string }) {
  return (
    <RecordLoader query={useQuery(dvrCustomerQuery(customerId))} notFound="Azienda non trovata" failed="Impossibile caricare l'azienda">
      {(customer) => <FactoryCard customer={customer} factoryId={factoryId} />}
    </RecordLoader>
  );
}
