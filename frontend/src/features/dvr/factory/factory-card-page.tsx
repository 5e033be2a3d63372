import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DVR_SITE_CODE, DVR_SITE_SECTIONS, DVR_STATUS, DVR_TYPES, type CustomerDetail, type DvrListRow } from '@tutela/contracts';
import { AppLink } from '../../../components/ui/app-link';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
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

function SiteDvrPanel({
  customerId,
  factoryId,
  site,
  writer,
}: {
  customerId: string;
  factoryId: string;
  site: DvrListRow | undefined;
  writer: boolean;
}) {
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
          <dd data-testid="site-revision">
            {site.last_revision > 0 ? `${site.last_revision} del ${formatDate(site.last_signed_at)}` : 'mai firmato'}
          </dd>
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
        <p className="w-full text-xs text-slate-500">
          Riaperto dopo la revisione {site.last_revision}: le modifiche vanno firmate di nuovo.
        </p>
      )}
    </div>
  );
}

/** What the card's heading shows: from the customer's card, or from the DVRs when that card is not readable. */
interface FactoryHeading {
  customerId: string;
  companyName: string;
  factoryName: string;
  address: string;
  modules: string[];
}

function headingFrom(
  customer: CustomerDetail | undefined,
  rows: readonly DvrListRow[] | undefined,
  customerId: string,
  factoryId: string,
): FactoryHeading | null {
  const factory = customer?.factories.find((row) => row.id === factoryId);
  if (customer && factory) {
    const address = [factory.address, factory.location.comune].filter(Boolean).join(', ') || 'Indirizzo non indicato';
    return { customerId, companyName: customer.company_name, factoryName: factory.name, address, modules: factory.modules };
  }
  const row = rows?.[0];
  return row ? { customerId, companyName: row.company_name, factoryName: row.factory_name, address: '', modules: [] } : null;
}

function FactoryCard({
  customer,
  customerId,
  factoryId,
  rows,
}: {
  customer: CustomerDetail | undefined;
  customerId: string;
  factoryId: string;
  rows: DvrListRow[];
}) {
  const { user, permission } = useUserData();
  const heading = headingFrom(customer, rows, customerId, factoryId);
  if (!heading)
    return (
      <p role="alert" className="p-6 text-sm text-red-700">
        Sede non trovata
      </p>
    );
  const writer = canWriteDvrs(user, permission.level);
  const base = factoryPath(customerId, factoryId);
  const site = rows.find((row) => row.code === DVR_SITE_CODE);
  const counts = countByCode(rows);
  // A customer-side reader may not open the customer's card: the heading then has no link back to it.
  const back = customer ? `/customers/list/card/${encodeURIComponent(customerId)}` : null;
  return (
    <div className="flex flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1">
          {back && (
            <AppLink href={back} className="text-xs text-slate-600 hover:underline">
              ← {heading.companyName}
            </AppLink>
          )}
          <h1 className="text-xl font-semibold text-slate-900" data-testid="factory-name">
            {heading.factoryName}
          </h1>
          {heading.address && <p className="text-sm text-slate-600">{heading.address}</p>}
          <p className="text-sm text-slate-600">{heading.companyName}</p>
        </div>
        <div className="flex flex-wrap gap-1">
          {heading.modules.map((module) => (
            <span key={module} className="rounded bg-brand-50 px-1.5 py-0.5 text-xs font-medium text-brand-700">
              {module}
            </span>
          ))}
        </div>
      </div>
      <Panel title="DVR di sede" testId="site-dvr">
        <SiteDvrPanel customerId={customerId} factoryId={factoryId} site={site} writer={writer} />
      </Panel>
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title="Sezioni del DVR di sede">
          <ul className="grid gap-1 sm:grid-cols-2">
            {DVR_SITE_SECTIONS.map((section) => (
              <li key={section.key}>
                {site ? (
                  <BuilderLink className={LINK} customerId={customerId} factoryId={factoryId} dvr={site} section={section.key}>
                    {section.title}
                  </BuilderLink>
                ) : (
                  <AppLink className={LINK} href={`/dvr/${section.key}/${encodeURIComponent(customerId)}/${encodeURIComponent(factoryId)}`}>
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
                <span
                  className="rounded-full bg-slate-100 px-2 text-xs font-semibold text-slate-700"
                  aria-label={`${counts.get(type.code) ?? 0} documenti`}
                >
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
    </div>
  );
}

/** The factory's card (sr Home): where it is, its site DVR and the specific DVRs. */
export function FactoryCardPage({ customerId, factoryId }: { customerId: string; factoryId: string }) {
  const customer = useQuery({ ...dvrCustomerQuery(customerId), retry: false });
  const dvrs = useQuery(factoryDvrsQuery(customerId, factoryId));
  if (dvrs.isPending || customer.isPending) return <Spinner />;
  if (dvrs.isError) {
    const missing = dvrs.error instanceof ApiError && dvrs.error.isNotFound;
    return (
      <p role="alert" className="p-6 text-sm text-red-700">
        {missing ? 'Sede non trovata' : `Impossibile caricare i DVR della sede: ${dvrs.error.message}`}
      </p>
    );
  }
  return <FactoryCard customer={customer.data} customerId={customerId} factoryId={factoryId} rows={dvrs.data} />;
}
