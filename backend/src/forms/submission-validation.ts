import {
  clientRules,
  FieldError,
  processSync,
  validateProcessInfo,
  type Component,
  type ValidationContext,
  type ValidationRuleInfo,
  type ValidationScope,
} from '@formio/core';
import { FORM_ERROR_PREFIX, formFieldMessage, isFormDate, isFormDateField } from '@tutela/contracts';
import type { SubmissionErrors } from '../shared/submission-errors';

/**
 * A draft (a visit saved to be finished later, a DVR being written) may leave required fields empty, never hold a
 * malformed value; a final submission (signing, a record that is never signed) must also fill every required field.
 */
export type SubmissionMode = 'draft' | 'final';

interface FormSchema {
  components: unknown[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * form.io checks a masked gg/mm/aaaa field's shape (mask, pattern) but not the calendar: 31/02/2025 and
 * 2023-02-30 pass its rules. Every date field must hold a real date.
 */
const calendarDateRule: ValidationRuleInfo = {
  name: 'calendarDate',
  shouldProcess: ({ component, value }) => isFormDateField(component) && !isEmpty(value),
  process: async (context) => calendarDateRule.processSync!(context),
  processSync: (context) => (isFormDate(context.value) ? null : new FieldError('calendarDate', context, 'calendarDate')),
};

interface OptionsComponent {
  type?: string;
  multiple?: boolean;
  dataSrc?: string;
  data?: { values?: Array<{ value?: unknown }> };
  values?: Array<{ value?: unknown }>;
}

/** The values a select, radio or selectboxes offers in its own definition; null when the screen fills them (lookups). */
function staticOptions(component: unknown): Set<string> | null {
  const { type, dataSrc, data, values } = (component ?? {}) as OptionsComponent;
  const listed =
    type === 'select' && (dataSrc ?? 'values') === 'values'
      ? data?.values
      : (type === 'radio' || type === 'selectboxes') && dataSrc !== 'url'
        ? values
        : undefined;
  if (!Array.isArray(listed) || listed.length === 0) return null;
  return new Set(listed.map((option) => String(option?.value)));
}

/**
 * A select or radio value must be one the form offers. form.io checks it only with `validate.onlyAvailableItems`
 * and compares with ===, so a number select (dataType number, values "1"…"4") never matches; the published forms
 * are immutable, so the rule applies to every static list here, compared as text. Selects the screen fills
 * (`properties.lookup`: jobs, hazards, areas) have no values in the form and are checked by their own commands.
 */
const allowedOptionRule: ValidationRuleInfo = {
  name: 'allowedOption',
  shouldProcess: ({ component, value }) => !isEmpty(value) && staticOptions(component) !== null,
  process: async (context) => allowedOptionRule.processSync!(context),
  processSync: (context) => {
    const options = staticOptions(context.component) as Set<string>;
    const value: unknown = context.value;
    const { type, multiple } = context.component as OptionsComponent;
    // A multiple select reaches the rule one item at a time; a list anywhere else is not a value of the list.
    const chosen = type === 'selectboxes' && isRecord(value) ? Object.keys(value) : Array.isArray(value) && multiple ? value : [value];
    const allowed = chosen.every((item) => ['string', 'number', 'boolean'].includes(typeof item) && options.has(String(item)));
    return allowed ? null : new FieldError('allowedOption', context, 'allowedOption');
  },
};

interface NodeShape {
  type?: string;
  key?: string;
  input?: boolean;
  tree?: boolean;
  components?: NodeShape[];
  columns?: Array<{ components?: NodeShape[] }>;
  rows?: Array<Array<{ components?: NodeShape[] }>> | number;
}

const GRIDS = new Set(['datagrid', 'editgrid']);

/**
 * A grid the submission does not carry has no rows. form.io's walker gives an absent grid one empty row (the
 * renderer's default unless `initEmpty`, which every grid of the forms sets), so its required columns would fail
 * on a row nobody added. Containers and grids are made explicit in the copy the check reads.
 */
function withExplicitGrids(components: readonly NodeShape[], data: Record<string, unknown>): void {
  for (const component of components) {
    const key = component.key;
    if (key && GRIDS.has(component.type ?? '')) {
      if (data[key] === undefined || data[key] === null) data[key] = [];
      const rows = data[key];
      if (Array.isArray(rows)) for (const row of rows) if (isRecord(row)) withExplicitGrids(component.components ?? [], row);
      continue;
    }
    if (key && component.type === 'container') {
      if (data[key] === undefined || data[key] === null) data[key] = {};
      const inner = data[key];
      if (isRecord(inner)) withExplicitGrids(component.components ?? [], inner);
      continue;
    }
    // Layout (panel, columns, fieldset, table…) does not nest the data.
    // A textarea's `rows` is a number: only a table's rows are cells.
    const cells = Array.isArray(component.rows) ? component.rows.flat() : [];
    const columns = Array.isArray(component.columns) ? component.columns : [];
    const nested = [
      ...(component.components ?? []),
      ...columns.flatMap((column) => column.components ?? []),
      ...cells.flatMap((cell) => cell?.components ?? []),
    ];
    withExplicitGrids(nested, data);
  }
}

const isRequiredRule = (rule: ValidationRuleInfo) => rule.name.startsWith('validateRequired');
const BOUND_RULES = new Set(['validateMinimumValue', 'validateMaximumValue']);
const isNumeric = (value: unknown) =>
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)));

/**
 * form.io's min / max throw (and log) on an empty or non-numeric value instead of passing it on: they run on
 * numbers only here; an empty value is the required rule's business, text in a number field the number rule's.
 */
const onNumbersOnly = (rule: ValidationRuleInfo): ValidationRuleInfo =>
  BOUND_RULES.has(rule.name) ? { ...rule, shouldProcess: (context) => isNumeric(context.value) && rule.shouldProcess(context) } : rule;

/** form.io's own rules (custom JavaScript validations are left out: the forms never use them, the CSP forbids eval). */
const FORMIO_RULES = clientRules.map(onNumbersOnly);
const RULES: Record<SubmissionMode, ValidationRuleInfo[]> = {
  final: [...FORMIO_RULES, calendarDateRule, allowedOptionRule],
  draft: [...FORMIO_RULES.filter((rule) => !isRequiredRule(rule)), calendarDateRule, allowedOptionRule],
};

/**
 * Checks a submission against its form with form.io's validation engine (@formio/core, the one the renderer uses),
 * on the server, without a DOM. Conditionally hidden fields are skipped as the renderer skips them. Returns the
 * errors by `data.<path>` (empty when valid).
 */
export function validateSubmission(schema: FormSchema, data: Record<string, unknown>, mode: SubmissionMode): SubmissionErrors {
  const scope: ValidationScope = { errors: [] };
  // form.io writes into the components and the data it walks (scope, defaults): it gets copies of both.
  const components = structuredClone(schema.components) as Component[];
  const copy = structuredClone(data);
  withExplicitGrids(components as NodeShape[], copy);
  processSync<ValidationScope>({
    components,
    data: copy,
    scope,
    processors: [validateProcessInfo],
    rules: RULES[mode],
  } as Parameters<typeof processSync<ValidationScope>>[0] & Pick<ValidationContext, 'rules'>);
  const errors: SubmissionErrors = {};
  for (const error of scope.errors) {
    const context = error.context as { path?: string; component?: unknown; setting?: unknown };
    const key = `${FORM_ERROR_PREFIX}${context.path ?? ''}`;
    const message = formFieldMessage(error.ruleName, context.component, context.setting);
    if (!(errors[key] ??= []).includes(message)) errors[key].push(message);
  }
  return errors;
}
