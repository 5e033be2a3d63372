import type { FormDefinition } from '@tutela/contracts';
import { Button } from '../../../components/ui/button';
import type { CommandProblems } from './use-examination-commands';

interface LabelledNode {
  key?: string;
  label?: string;
  components?: LabelledNode[];
  columns?: { components?: LabelledNode[] }[];
}

/** The label a form key has in the form, so a 422 message names the field as the doctor sees it. */
export function fieldLabel(components: unknown, key: string): string {
  const stack = Array.isArray(components) ? [...(components as LabelledNode[])] : [];
  while (stack.length) {
    const node = stack.pop()!;
    if (node?.key === key && node.label) return node.label;
    stack.push(...(node?.components ?? []), ...(node?.columns ?? []).flatMap((c) => c.components ?? []));
  }
  return key;
}

/** What the last save was refused for: a concurrent change (with a way to reload) or the fields to fix. */
export function ExaminationProblems({
  problems,
  definition,
  onReload,
}: {
  problems: CommandProblems;
  definition: FormDefinition;
  onReload: () => void;
}) {
  if (problems.conflict) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
      >
        <span className="flex-1">{problems.message}</span>
        <Button variant="secondary" onClick={onReload}>
          Ricarica
        </Button>
      </div>
    );
  }
  const fields = Object.entries(problems.fields);
  if (!problems.message && fields.length === 0) return null;
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {fields.length === 0 ? (
        <p>{problems.message}</p>
      ) : (
        <ul className="ml-4 list-disc" aria-label="Campi da correggere">
          {fields.map(([key, messages]) => (
            <li key={key}>
              <span className="font-medium">{fieldLabel(definition.schema.components, key)}</span>: {messages.join(' ')}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
