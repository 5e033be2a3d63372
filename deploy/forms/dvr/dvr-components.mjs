// Building blocks of the DVR forms (generate-dvr-forms.mjs). Same rules as the visit form: no JavaScript strings
// (the CSP forbids eval and form.io runs with noeval), conditions and calculated values are JSON Logic objects.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
export const contracts = require("../../../contracts/dist/index.js");
const { EXPOSURE_FREQUENCIES, DVR_PROBABILITY_LEVELS, DVR_DAMAGE_LEVELS, DVR_RISK_LEVELS } = contracts;

export const text = (key, label, extra = {}) => ({ type: "textfield", key, label, input: true, tableView: false, ...extra });
export const area = (key, label, extra = {}) => ({ type: "textarea", key, label, input: true, rows: 3, autoExpand: true, ...extra });
export const num = (key, label, extra = {}) => ({ type: "number", key, label, input: true, ...extra });
export const check = (key, label, extra = {}) => ({ type: "checkbox", key, label, input: true, ...extra });
export const required = { validate: { required: true } };

// Dates typed as every date of the product (gg/mm/aaaa, masked), the way the visit form does: the calendar widget's
// popup sits outside the form container and the app has no global styles for it. The server reads them with
// contracts' dvrFormDate (YYYY-MM-DD in events and on the jobs' hazards).
export const date = (key, label, extra = {}) =>
  text(key, label, {
    inputMask: "99/99/9999",
    placeholder: "gg/mm/aaaa",
    ...extra,
    validate: {
      pattern: "^(0[1-9]|[12]\\d|3[01])/(0[1-9]|1[0-2])/\\d{4}$",
      customMessage: "Data non valida: usare gg/mm/aaaa",
      ...(extra.validate ?? {}),
    },
  });

const options = (values) => values.map(([value, l]) => ({ value: String(value), label: l }));
export const select = (key, label, values, extra = {}) => ({
  type: "select", key, label, input: true, widget: "html5", dataSrc: "values", data: { values: options(values) }, ...extra,
});
export const radio = (key, label, values, extra = {}) => ({
  type: "radio", key, label, input: true, inline: true, values: options(values), ...extra,
});

/**
 * A select the DVR screen fills before rendering (docs/dvr-forms.md): the factory's jobs, its areas, the hazards.
 * html5 like the visit form's selects: the choices widget needs styles the scoped form.io CSS does not carry.
 */
export const lookup = (key, label, source, extra = {}) => ({
  type: "select", key, label, input: true, widget: "html5", dataSrc: "values", data: { values: [] },
  properties: { lookup: source }, ...extra,
});

export const columns = (...cols) => ({
  type: "columns",
  key: `col_${cols.map((c) => c[0].key).join("_")}`,
  input: false,
  columns: cols.map((components) => ({ components, width: Math.floor(12 / cols.length), size: "md" })),
});
export const panel = (key, title, components) => ({ type: "panel", key, title, input: false, collapsible: false, components });
/** The data of a SEDE section under its own key (data.card.document_date): a container inside the section panel. */
export const section = (key, title, components) =>
  panel(key, title, [{ type: "container", key, label: title, hideLabel: true, input: true, tree: true, components }]);
// Grids open empty: a first blank row would make its required cells block saving a DVR that has no such rows.
export const grid = (key, label, addAnother, components, extra = {}) => ({
  type: "datagrid", key, label, input: true, tree: true, initEmpty: true, addAnother, reorder: false, components, ...extra,
});
export const htmlNote = (key, content) => ({ type: "htmlelement", key, tag: "p", className: "text-muted", content, input: false });
export const shownWhen = (field, values) => ({ conditional: { json: { in: [{ var: field }, values] } }, clearOnHide: false });

export const yesNo = [["si", "Sì"], ["no", "No"]];
export const outcomes = [["conforme", "Conforme"], ["non_conforme", "Non conforme"], ["non_applicabile", "Non applicabile"]];

// R = P×D on the row; empty until both are chosen. JSON Logic multiplies the stored values (numbers or strings).
const P = { var: "row.probability" };
const D = { var: "row.damage" };
const both = { and: [P, D] };
export const riskRule = { if: [both, { "*": [P, D] }, null] };
const byLevel = [...DVR_RISK_LEVELS].reverse().flatMap((level, i, all) =>
  i === all.length - 1 ? [level.code] : [{ ">=": [{ "*": [P, D] }, level.min] }, level.code],
);
export const riskLevelRule = { if: [both, { if: byLevel }, ""] };

/**
 * The hazard rows the server reads (DVR_FORM_KEYS.jobHazards / areaHazards): `owner` is job_id (a job of the
 * factory) or area_id (an area of the SEDE "Aree"). Shared by the SEDE and every specific DVR.
 */
export function hazardGrid(key, label, owner) {
  const ownerSelect =
    owner === "job_id"
      ? lookup("job_id", "Mansione", "factory_jobs", required)
      : lookup("area_id", "Area", "areas", required);
  // The grids share their row shape: their layout keys carry the grid's key so they stay unique in the form.
  const row = (...cols) => {
    const layout = columns(...cols);
    return { ...layout, key: `${key}_${layout.key}` };
  };
  return grid(key, label, "Aggiungi rischio", [
    {
      type: "fieldset", key: `${key}_riga`, label: "Valutazione", hideLabel: true, legend: "", input: false,
      components: [
        row([ownerSelect], [lookup("hazard_id", "Rischio", "hazards", required)]),
        row(
          [date("evaluation_date", "Data valutazione")],
          [num("exposition_days", "Giorni di esposizione/anno", { validate: { min: 0, max: 366 } })],
          [select("frequency", "Frequenza di esposizione", EXPOSURE_FREQUENCIES.map((f) => [f.value, `${f.value} – ${f.label}`]), { dataType: "number" })],
        ),
        row(
          [select("probability", "Probabilità (P)", DVR_PROBABILITY_LEVELS.map((l) => [l.value, `${l.value} – ${l.label}`]), { dataType: "number" })],
          [select("damage", "Danno (D)", DVR_DAMAGE_LEVELS.map((l) => [l.value, `${l.value} – ${l.label}`]), { dataType: "number" })],
          [num("risk", "Rischio R = P×D", { disabled: true, calculateValue: riskRule })],
          [select("risk_level", "Livello di rischio", DVR_RISK_LEVELS.map((l) => [l.code, l.label]), { disabled: true, calculateValue: riskLevelRule })],
        ),
        area("measures", "Misure di prevenzione e protezione"),
        row([date("deadline", "Scadenza attuazione")], [text("responsible", "Responsabile attuazione")]),
      ],
    },
  ]);
}

/** The data of the document: required, in ISO form (DVR_FORM_KEYS.documentDate). */
export const documentDate = () => date("document_date", "Data del documento", { validate: { required: true } });
