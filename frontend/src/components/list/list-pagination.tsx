import { memo } from 'react';
import { PAGE_SIZE_OPTIONS } from '@tutela/contracts';
import { Icon, type IconName } from './icons';

const BUTTON =
  'inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40';

function PageButton({ label, icon, disabled, onClick }: { label: string; icon: IconName; disabled: boolean; onClick: () => void }) {
  return (
    <button type="button" className={BUTTON} aria-label={label} title={label} disabled={disabled} onClick={onClick}>
      <Icon name={icon} className="size-4" />
    </button>
  );
}

/** Footer of the list (40 px, spec part 2 §9): page size 5/10/20/50/100 and page navigation. */
export const ListPagination = memo(function ListPagination({
  pageIndex,
  pageSize,
  total,
  totalCapped = false,
  onPageIndex,
  onPageSize,
}: {
  pageIndex: number;
  pageSize: number;
  total: number;
  /** The server stopped counting at `total` (meta.total_capped): there are more rows than that. */
  totalCapped?: boolean;
  onPageIndex: (pageIndex: number) => void;
  onPageSize: (pageSize: number) => void;
}) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : pageIndex * pageSize + 1;
  const last = Math.min(total, (pageIndex + 1) * pageSize);
  const atStart = pageIndex <= 0;
  const atEnd = pageIndex >= pageCount - 1;
  return (
    <div className="flex h-10 items-center justify-end gap-3 border-t border-slate-200 px-2 text-sm text-slate-700">
      <label className="flex items-center gap-2">
        <span>Righe per pagina</span>
        <select
          className="rounded border border-slate-300 bg-white px-1 py-0.5"
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value))}
        >
          {PAGE_SIZE_OPTIONS.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <span data-testid="list-range">
        {first}–{last} di {totalCapped ? `oltre ${total}` : total}
      </span>
      <div className="flex items-center">
        <PageButton label="Prima pagina" icon="chevronFirst" disabled={atStart} onClick={() => onPageIndex(0)} />
        <PageButton label="Pagina precedente" icon="chevronLeft" disabled={atStart} onClick={() => onPageIndex(pageIndex - 1)} />
        <PageButton label="Pagina successiva" icon="chevronRight" disabled={atEnd} onClick={() => onPageIndex(pageIndex + 1)} />
        <PageButton label="Ultima pagina" icon="chevronLast" disabled={atEnd} onClick={() => onPageIndex(pageCount - 1)} />
      </div>
    </div>
  );
});
