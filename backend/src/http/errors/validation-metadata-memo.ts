import { getMetadataStorage } from 'class-validator';

type Storage = ReturnType<typeof getMetadataStorage>;
type Lookup = Storage['getTargetValidationMetadatas'];
type Metadata = ReturnType<Lookup>;
type Grouped = ReturnType<Storage['groupByPropertyName']>;

const REMEMBERING = Symbol('tutela.rememberingValidationMetadata');

/**
 * class-validator looks a DTO's rules up again at every validation: it filters the class's own rules and tests the
 * class against every decorated class of the application for inherited ones (an `instanceof` for each of about 300
 * here), then groups them by property. That was 3 % of the API's CPU at 32 clients. The rules come from decorators
 * that run when the classes load, so the answers are remembered per class and options, and forgotten whenever a rule
 * is added after all (a class loaded late). Callers only read what they get (ValidationExecutor).
 */
export function rememberValidationMetadata(storage: Storage = getMetadataStorage()): void {
  const marked = storage as Storage & { [REMEMBERING]?: true };
  if (marked[REMEMBERING]) return;
  marked[REMEMBERING] = true;
  const lookUp = storage.getTargetValidationMetadatas.bind(storage);
  const group = storage.groupByPropertyName.bind(storage);
  const addRule = storage.addValidationMetadata.bind(storage);
  let answers = new Map<unknown, Map<string, Metadata>>();
  let groups = new WeakMap<Metadata, Grouped>();
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, wanted) => {
    const key = JSON.stringify([schema, always, strictGroups, wanted ?? null]);
    let byOptions = answers.get(target);
    if (!byOptions) answers.set(target, (byOptions = new Map()));
    let found = byOptions.get(key);
    if (!found) byOptions.set(key, (found = lookUp(target, schema, always, strictGroups, wanted)));
    return found;
  };
  storage.groupByPropertyName = (metadata) => {
    let grouped = groups.get(metadata);
    if (!grouped) groups.set(metadata, (grouped = group(metadata)));
    return grouped;
  };
  storage.addValidationMetadata = (metadata) => {
    answers = new Map();
    groups = new WeakMap();
    addRule(metadata);
  };
}
