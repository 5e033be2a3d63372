import { AppLink } from '../../components/ui/app-link';

export function FigureCard({ label, value, href }: { label: string; value: number | string; href?: string }) {
  const body = (
    <>
      <div className="text-3xl font-semibold text-slate-900">{value}</div>
      <div className="mt-1 text-sm text-slate-500">{label}</div>
    </>
  );
  return href ? (
    <AppLink href={href} className="block rounded-lg bg-white p-5 shadow-sm transition-shadow hover:shadow-md">
      {body}
    </AppLink>
  ) : (
    <div className="rounded-lg bg-white p-5 shadow-sm">{body}</div>
  );
}
