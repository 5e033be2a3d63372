import clsx from 'clsx';
import type { DvrSection } from '../dvr-rules';

const LINK = 'block w-full rounded px-3 py-1.5 text-left text-sm text-slate-700 hover:bg-slate-100';

/** The DVR sidebar: the form's sections, each scrolling to its panel. A select takes its place on narrow screens. */
export function DvrSideMenu({
  sections,
  current,
  onSection,
}: {
  sections: DvrSection[];
  current: string | null;
  onSection: (key: string) => void;
}) {
  return (
    <>
      <aside className="sticky top-32 hidden max-h-[calc(100vh-11rem)] w-52 shrink-0 self-start overflow-y-auto rounded-lg border border-slate-200 bg-white p-2 md:block xl:top-20 xl:max-h-[calc(100vh-8rem)]">
        <nav aria-label="Sezioni del DVR" className="flex flex-col gap-0.5">
          {sections.map((section) => (
            <button
              key={section.key}
              type="button"
              className={clsx(LINK, section.key === current && 'bg-sr/10 font-medium text-slate-900')}
              aria-current={section.key === current ? 'location' : undefined}
              onClick={() => onSection(section.key)}
            >
              {section.title}
            </button>
          ))}
        </nav>
      </aside>
      <label className="flex items-center gap-2 text-sm md:hidden">
        <span className="text-slate-600">Sezione</span>
        <select
          className="flex-1 rounded-md border border-slate-300 bg-white px-2 py-1.5"
          value={current ?? ''}
          onChange={(event) => event.target.value && onSection(event.target.value)}
        >
          <option value="">—</option>
          {sections.map((section) => (
            <option key={section.key} value={section.key}>
              {section.title}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
