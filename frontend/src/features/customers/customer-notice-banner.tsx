import { CUSTOMER_NOTICES, type CustomerNotice } from '@tutela/contracts';

/** The customer's default_notice as the warning the spec asks for wherever the customer is shown. */
export function CustomerNoticeBanner({ notice }: { notice: CustomerNotice | null }) {
  const label = CUSTOMER_NOTICES.find((option) => option.value === notice)?.label;
  if (!label) return null;
  return (
    <p
      role="alert"
      className={
        notice === 2
          ? 'rounded-md bg-red-100 px-3 py-2 text-sm font-semibold text-red-800'
          : 'rounded-md bg-amber-100 px-3 py-2 text-sm font-semibold text-amber-900'
      }
    >
      ⚠ {label}
    </p>
  );
}
