import {
  EXAMINATION_MESSAGES,
  EXAMINATION_STATUS,
  FITNESS_OUTCOMES,
  HIGHLIGHTED_OUTCOMES,
  VISIT_FORM_KEYS,
  VISIT_TYPES,
  examinationTypeById,
  type ExaminationDetail,
  type ExaminationFormData,
  type ExaminationStatusCode,
} from '@tutela/contracts';
import { formErrorPath } from '../../components/formio/form-error-path';

/** Pure rules of the examination screens: what the toolbar, side menu and lists show. */

export interface FormAnchor {
  key: string;
  title: string;
}

interface SchemaNode {
  type?: string;
  key?: string;
  title?: string;
  label?: string;
  components?: SchemaNode[];
  columns?: { components?: SchemaNode[] }[];
}

function walk(nodes: unknown, visit: (node: SchemaNode) => boolean): void {
  if (!Array.isArray(nodes)) return;
  for (const node of nodes as SchemaNode[]) {
    if (!node || typeof node !== 'object') continue;
    // visit answers false to stop descending (a questionnaire's own inner panels are not menu entries)
    if (!visit(node)) continue;
    walk(node.components, visit);
    for (const column of node.columns ?? []) walk(column.components, visit);
  }
}

const isPanel = (node: SchemaNode) => node.type === 'panel' && typeof node.key === 'string';
const isQuestionnaire = (node: SchemaNode) => isPanel(node) && node.key!.startsWith('questionario_');

/** Side menu: the top-level panels of the form (sections); questionnaires, and the panel holding them, go to their own submenu. */
export function sectionAnchors(components: unknown): FormAnchor[] {
  const anchors: FormAnchor[] = [];
  if (!Array.isArray(components)) return anchors;
  for (const node of components as SchemaNode[]) {
    if (node && isPanel(node) && !isQuestionnaire(node) && questionnaireAnchors(node.components).length === 0)
      anchors.push({
        key: node.key!,
        title: node.title ?? node.label ?? node.key!,
      });
  }
  return anchors;
}

/** The Questionari submenu: every panel whose key starts with `questionario_`, wherever it sits. */
export function questionnaireAnchors(components: unknown): FormAnchor[] {
  const anchors: FormAnchor[] = [];
  walk(components, (node) => {
    if (isQuestionnaire(node)) {
      anchors.push({ key: node.key!, title: node.title ?? node.key! });
      return false;
    }
    return true;
  });
  return anchors;
}

export function statusLabel(status: ExaminationStatusCode): string {
  if (status === EXAMINATION_STATUS.FI) return 'FIRMATA';
  if (status === EXAMINATION_STATUS.ATT) return 'ATT';
  return EXAMINATION_MESSAGES.NOT_SIGNED;
}

export function outcomeLabel(code: string | null | undefined): string {
  if (!code) return '';
  return FITNESS_OUTCOMES.find((o) => o.code === code)?.label ?? code;
}

export function isHighlightedOutcome(code: string | null | undefined): boolean {
  return !!code && (HIGHLIGHTED_OUTCOMES as readonly string[]).includes(code);
}

/** Name of the visit type: the form's tipo_visita (outcome_bis) wins over the extypes name. */
export function examinationTypeLabel(row: { type_id: number; extype?: string; outcome_bis?: string | null }): string {
  const visit = VISIT_TYPES.find((t) => t.code === row.outcome_bis);
  if (visit) return visit.label;
  return row.extype || examinationTypeById(row.type_id)?.name || String(row.type_id);
}

/** The extypes id a visit is saved with: the chosen tipo_visita's, otherwise the one it was started with. */
export function visitTypeId(data: ExaminationFormData, fallback: number): number {
  const code = data[VISIT_FORM_KEYS.tipoVisita];
  return VISIT_TYPES.find((t) => t.code === code)?.typeId ?? fallback;
}

/**
 * Data the form opens with. A periodic visit (PV) whose periodo_prossima_visita is empty takes the protocol's
 * period for the periodic visit (spec: prefill from the protocol row with extypes id 10).
 */
export function initialFormData(detail: ExaminationDetail): ExaminationFormData {
  const data = { ...detail.exdata };
  const key = VISIT_FORM_KEYS.nextVisitPeriod;
  const empty = data[key] === undefined || data[key] === null || data[key] === '';
  const periodic = (data[VISIT_FORM_KEYS.tipoVisita] ?? detail.outcome_bis) === 'PV' || detail.type_id === 10;
  if (empty && periodic && detail.protocol_next_period !== null && detail.protocol_next_period > 0) {
    data[key] = detail.protocol_next_period;
  }
  return data;
}

export function isReadOnly(detail: ExaminationDetail): boolean {
  return !detail.can_edit || detail.status === EXAMINATION_STATUS.FI;
}

/**
 * 422 field errors keyed by form key: the server names the form's fields 'data.limitazioni' (its form check, by
 * form.io data path) or 'exdata.limitazioni' / 'limitazioni' (the visit's own rules).
 */
export function fieldErrors(errors: Record<string, string[]> | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors ?? {})) {
    const key = formErrorPath(field).replace(/^exdata\./, '');
    out[key] = [...(out[key] ?? []), ...messages];
  }
  return out;
}
