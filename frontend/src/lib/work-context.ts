/**
 * The customer and factory the user is working on: the menus substitute them into {customer_id} and
 * {factory_id} routes and show factory-only entries while one is selected (spec part 1 §2 "Menus").
 * Selecting happens by opening a customer or factory card; the header's reset button clears it.
 */
export interface WorkContext {
  customerId: string | null;
  factoryId: string | null;
}

const KEY = 'work_context';
const CARD_PATH = /^\/customers\/list\/card\/([^/]+)(?:\/factory\/([^/]+))?/;

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: WorkContext | null = null;

function read(): WorkContext {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (parsed && typeof parsed === 'object') {
      const { customerId, factoryId } = parsed as Record<string, unknown>;
      return {
        customerId: typeof customerId === 'string' ? customerId : null,
        factoryId: typeof factoryId === 'string' ? factoryId : null,
      };
    }
  } catch {
    // A corrupt entry is the same as no selection.
  }
  return { customerId: null, factoryId: null };
}

export function getWorkContext(): WorkContext {
  cached ??= read();
  return cached;
}

export function setWorkContext(next: WorkContext): void {
  const current = getWorkContext();
  if (current.customerId === next.customerId && current.factoryId === next.factoryId) return;
  cached = next;
  sessionStorage.setItem(KEY, JSON.stringify(next));
  listeners.forEach((listener) => listener());
}

export function clearWorkContext(): void {
  setWorkContext({ customerId: null, factoryId: null });
}

export function subscribeWorkContext(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The selection a path implies: a customer card selects its customer and no factory, a factory page
 * (…/factory/{id}/…) both, other pages of a customer (its workers) keep the factory of that customer.
 * Paths outside customer cards imply nothing (null) and keep the current selection.
 */
export function workContextFromPath(pathname: string, current: WorkContext = getWorkContext()): WorkContext | null {
  const match = CARD_PATH.exec(pathname);
  if (!match) return null;
  const customerId = decodeURIComponent(match[1]);
  if (match[2]) return { customerId, factoryId: decodeURIComponent(match[2]) };
  const rest = pathname.slice(match[0].length).replace(/\/+$/, '');
  const keepFactory = rest !== '' && current.customerId === customerId;
  return { customerId, factoryId: keepFactory ? current.factoryId : null };
}
