import { SessionOutlet } from './session-outlet';

/** admintools: the page alone, behind the guard. */
export function GuardedBlankLayout() {
  return (
    <div className="min-h-full">
      <SessionOutlet />
    </div>
  );
}
