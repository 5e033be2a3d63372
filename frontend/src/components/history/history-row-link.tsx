import { useRouter } from '@tanstack/react-router';

/**
 * "Apri" in a row of 'Ultime attività': a plain link that the router takes over when there is one (the dialog
 * is also rendered outside a router, in its own tests and in embedding screens).
 */
export function HistoryRowLink({ path }: { path: string }) {
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | undefined;
  return (
    <a
      href={path}
      className="text-brand-700 hover:underline"
      aria-label="Apri la cronologia"
      onClick={(event) => {
        if (!router || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        void router.navigate({ to: path as '/' });
      }}
    >
      Apri
    </a>
  );
}
