import { memo } from 'react';
import clsx from 'clsx';
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import type { DateTone } from '../list-types';
import { Icon } from '../icons';
import {
  classifyDate,
  cutText,
  DATE_MARKER_TITLES,
  DATE_STATUS_CLASSES,
  dateMarker,
  formatListDate,
  formatListDateTime,
} from './cell-format';
import { AVAILABILITY_INFO, IMPORT_KIND_LABELS, availabilityOf, importIssuesOf, isOutcomeHighlighted } from './status-rules';

/** Small memoized cells: with 100 rows per page each must render cheaply and only when its value changes. */

export const DateMarkerBadge = memo(function DateMarkerBadge({ marker }: { marker: 'TO-BE' | 'NDF' }) {
  return (
    <span
      title={DATE_MARKER_TITLES[marker]}
      className={clsx(
        'rounded px-1.5 py-0.5 text-xs font-semibold',
        marker === 'TO-BE' ? 'bg-brand-100 text-brand-700' : 'bg-slate-200 text-slate-700',
      )}
    >
      {marker}
    </span>
  );
});

export const DateCell = memo(function DateCell({
  value,
  tone = 'none',
  withTime = false,
}: {
  value: unknown;
  tone?: DateTone;
  withTime?: boolean;
}) {
  const marker = dateMarker(value);
  if (marker) return <DateMarkerBadge marker={marker} />;
  const text = withTime ? formatListDateTime(value) : formatListDate(value);
  if (!text) return null;
  const status = classifyDate(value, tone);
  return (
    <time data-status={status ?? undefined} className={status ? DATE_STATUS_CLASSES[status] : undefined}>
      {text}
    </time>
  );
});

export const LongTextCell = memo(function LongTextCell({ value }: { value: unknown }) {
  const { text, full, cut } = cutText(value);
  if (!cut) return <>{text}</>;
  return (
    <Popover className="inline">
      <PopoverButton
        className="cursor-help text-left underline decoration-dotted underline-offset-2"
        // the text opens its popover without also opening the row
        onClick={(event) => event.stopPropagation()}
      >
        {text}
      </PopoverButton>
      <PopoverPanel
        anchor="bottom start"
        className="z-50 max-w-md rounded-md border border-slate-200 bg-white p-3 text-sm whitespace-pre-wrap shadow-lg"
      >
        {full}
      </PopoverPanel>
    </Popover>
  );
});

export const AvailabilityCell = memo(function AvailabilityCell({ row }: { row: unknown }) {
  const status = availabilityOf(row);
  if (!status) return null;
  const info = AVAILABILITY_INFO[status];
  return (
    <span
      role="img"
      aria-label={info.label}
      title={info.label}
      data-status={status}
      className={clsx('inline-block size-3 rounded-full', info.dotClass)}
    />
  );
});

export const OutcomeCell = memo(function OutcomeCell({ value, row }: { value: unknown; row: unknown }) {
  if (value === null || value === undefined || value === '') return null;
  const highlighted = isOutcomeHighlighted(row);
  return (
    <span
      data-highlighted={highlighted || undefined}
      className={clsx(highlighted && 'rounded bg-amber-200 px-1.5 py-0.5 font-semibold text-amber-900')}
    >
      {String(value)}
    </span>
  );
});

export const ImportStatusCell = memo(function ImportStatusCell({ row }: { row: unknown }) {
  const issues = importIssuesOf(row);
  return (
    <div className="flex flex-col gap-0.5 text-xs">
      {issues.kind !== 'unknown' && (
        <span className={clsx('font-semibold', issues.kind === 'error' ? 'text-red-700' : 'text-slate-700')}>
          {IMPORT_KIND_LABELS[issues.kind]}
        </span>
      )}
      {issues.error && (
        <span className="flex items-center gap-1 text-red-700" data-testid="import-error">
          {issues.otherCustomer && (
            <span title="Lavoratore di un'altra azienda" className="inline-flex">
              <Icon name="building" className="size-4" />
            </span>
          )}
          {issues.error}
        </span>
      )}
      {issues.warnings.map((warning) => (
        <span key={warning} className="flex items-center gap-1 text-amber-700" data-testid="import-warning">
          <Icon name="warning" className="size-4" />
          {warning}
        </span>
      ))}
    </div>
  );
});
