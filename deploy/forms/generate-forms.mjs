// Writes VIS-v1.json, INV-v1.json and VAC-v1.json beside this file from the contracts' vocabularies (visit
// types, fitness outcomes, examination types, visit periods), so the select values the server reads never drift
// from the contracts. Run after building contracts: `node deploy/forms/generate-forms.mjs`. A published version
// is never rewritten by hand: a changed form is a new file (VIS-v2.json) so old visits keep rendering with theirs.
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const contracts = require("../../contracts/dist/index.js");
const {
  VISIT_TYPES,
  FITNESS_OUTCOMES,
  EXAMINATION_TYPES,
  VISIT_PERIODS,
  VISIT_FORM_KEYS: K,
} = contracts;
const here = dirname(fileURLToPath(import.meta.url));

const text = (key, label, extra = {}) => ({
  type: "textfield",
  key,
  label,
  input: true,
  tableView: false,
  ...extra,
});
const area = (key, label, extra = {}) => ({
  type: "textarea",
  key,
  label,
  input: true,
  rows: 3,
  autoExpand: true,
  ...extra,
});
const num = (key, label, extra = {}) => ({
  type: "number",
  key,
  label,
  input: true,
  ...extra,
});
// Dates as masked text (dd/MM/yyyy): the calendar widget's popup lives outside the form and its CSS would be global.
const date = (key, label, extra = {}) =>
  text(key, label, {
    inputMask: "99/99/9999",
    placeholder: "gg/mm/aaaa",
    ...extra,
  });
const select = (key, label, values, extra = {}) => ({
  type: "select",
  key,
  label,
  input: true,
  widget: "html5",
  dataSrc: "values",
  data: {
    values: values.map(([value, l]) => ({ value: String(value), label: l })),
  },
  ...extra,
});
const radio = (key, label, values, extra = {}) => ({
  type: "radio",
  key,
  label,
  input: true,
  inline: true,
  values: values.map(([value, l]) => ({ value: String(value), label: l })),
  ...extra,
});
const columns = (...cols) => ({
  type: "columns",
  key: `col_${cols.map((c) => c[0].key).join("_")}`,
  input: false,
  columns: cols.map((components) => ({
    components,
    width: Math.floor(12 / cols.length),
    size: "md",
  })),
});
const panel = (key, title, components) => ({
  type: "panel",
  key,
  title,
  input: false,
  collapsible: false,
  components,
});
const shownWhen = (field, values) => ({
  conditional: { json: { in: [{ var: `data.${field}` }, values] } },
  clearOnHide: false,
});
const yesNo = [
  ["si", "Sì"],
  ["no", "No"],
];

// Calculated values are JSON Logic, never JavaScript strings: the app's CSP forbids eval and form.io runs with
// noeval. form.io adds lodash helpers to JSON Logic as `_name` (`_round`).
const orZero = (key) => ({
  if: [{ var: `data.${key}` }, { var: `data.${key}` }, 0],
});
const metres = { "/": [{ var: "data.altezza" }, 100] };

// AUDIT-C: three questions scored 0–4; the total is the screening figure (≥ 4 men, ≥ 3 women positive).
const auditAnswers = (labels) => labels.map((l, i) => [i, l]);
const auditC = panel("questionario_audit_c", "Questionario AUDIT-C (alcol)", [
  radio(
    "audit_c_1",
    "Con quale frequenza consuma bevande alcoliche?",
    auditAnswers([
      "Mai",
      "1 volta al mese o meno",
      "2-4 volte al mese",
      "2-3 volte a settimana",
      "4 o più volte a settimana",
    ]),
  ),
  radio(
    "audit_c_2",
    "Quanti drink consuma in un giorno tipico in cui beve?",
    auditAnswers(["1-2", "3-4", "5-6", "7-9", "10 o più"]),
  ),
  radio(
    "audit_c_3",
    "Con quale frequenza consuma 6 o più drink in una sola occasione?",
    auditAnswers([
      "Mai",
      "Meno di una volta al mese",
      "Una volta al mese",
      "Una volta a settimana",
      "Ogni giorno o quasi",
    ]),
  ),
  num("audit_c_totale", "Punteggio AUDIT-C", {
    disabled: true,
    calculateValue: {
      "+": ["audit_c_1", "audit_c_2", "audit_c_3"].map(orZero),
    },
  }),
]);

const rachide = panel(
  "questionario_rachide",
  "Questionario movimentazione carichi / rachide",
  [
    radio("rachide_lombalgia_12m", "Lombalgia negli ultimi 12 mesi", yesNo),
    num(
      "rachide_episodi",
      "Numero di episodi acuti negli ultimi 12 mesi",
      shownWhen("rachide_lombalgia_12m", ["si"]),
    ),
    radio(
      "rachide_irradiazione",
      "Dolore irradiato agli arti inferiori",
      yesNo,
    ),
    radio("rachide_cervicalgia", "Cervicalgia negli ultimi 12 mesi", yesNo),
    radio(
      "rachide_assenze",
      "Assenze dal lavoro per disturbi del rachide",
      yesNo,
    ),
    radio("rachide_lasegue", "Manovra di Lasègue", [
      ["negativa", "Negativa"],
      ["positiva_dx", "Positiva a destra"],
      ["positiva_sx", "Positiva a sinistra"],
    ]),
    area("rachide_note", "Note"),
  ],
);

const vdt = panel(
  "questionario_videoterminale",
  "Questionario videoterminale",
  [
    num("vdt_ore_settimana", "Ore settimanali al videoterminale"),
    radio(
      "vdt_astenopia",
      "Disturbi visivi (bruciore, lacrimazione, visione offuscata)",
      yesNo,
    ),
    radio("vdt_correzione", "Usa lenti correttive", yesNo),
    radio(
      "vdt_muscoloscheletrici",
      "Disturbi muscolo-scheletrici (collo, spalle, polsi)",
      yesNo,
    ),
    radio(
      "vdt_pause",
      "Effettua le pause previste (15 minuti ogni 2 ore)",
      yesNo,
    ),
    area("vdt_note", "Note"),
  ],
);

const months = Array.from({ length: 120 }, (_, i) => i + 1).map((m) => {
  const named = VISIT_PERIODS.find((p) => p.months === m);
  return [
    m,
    named
      ? `${named.label} (${m} ${m === 1 ? "mese" : "mesi"})`
      : `${m} ${m === 1 ? "mese" : "mesi"}`,
  ];
});
const needsLimits = FITNESS_OUTCOMES.filter(
  (o) => o.code === "IL" || o.code === "IPL",
).map((o) => o.code);
const needsPrescriptions = FITNESS_OUTCOMES.filter(
  (o) => o.code === "IP" || o.code === "IPL",
).map((o) => o.code);

const visit = {
  code: "VIS",
  version: 1,
  title: "Visita medica (sorveglianza sanitaria D.Lgs. 81/08)",
  kind: "VIS",
  schema: {
    display: "form",
    components: [
      panel("tipo", "Tipo di visita", [
        select(
          K.tipoVisita,
          "Tipo di visita",
          VISIT_TYPES.map((t) => [t.code, t.label]),
          { validate: { required: true } },
        ),
      ]),
      panel("anamnesi_lavorativa", "Anamnesi lavorativa", [
        area(
          "lavori_precedenti",
          "Attività lavorative precedenti ed esposizioni",
        ),
        columns(
          [text("anzianita_mansione", "Anzianità nella mansione attuale")],
          [radio("infortuni", "Infortuni sul lavoro", yesNo)],
        ),
        area(
          "infortuni_dettaglio",
          "Descrizione infortuni",
          shownWhen("infortuni", ["si"]),
        ),
        columns(
          [
            radio(
              "malattie_professionali",
              "Malattie professionali riconosciute",
              yesNo,
            ),
          ],
          [radio("dpi_utilizzati", "Utilizza i DPI previsti", yesNo)],
        ),
      ]),
      panel("anamnesi_familiare", "Anamnesi familiare", [
        area("anamnesi_familiare_testo", "Patologie rilevanti in famiglia"),
      ]),
      panel("anamnesi_fisiologica", "Anamnesi fisiologica", [
        columns(
          [
            radio("fumo", "Fumo", [
              ["mai", "Non fumatore"],
              ["ex", "Ex fumatore"],
              ["attuale", "Fumatore"],
            ]),
          ],
          [
            num(
              "sigarette_giorno",
              "Sigarette al giorno",
              shownWhen("fumo", ["attuale", "ex"]),
            ),
          ],
        ),
        columns(
          [
            radio("alcol", "Alcol", [
              ["no", "Astemio"],
              ["occasionale", "Occasionale"],
              ["pasti", "Ai pasti"],
              ["abituale", "Abituale"],
            ]),
          ],
          [
            num(
              "unita_alcoliche",
              "Unità alcoliche al giorno",
              shownWhen("alcol", ["pasti", "abituale"]),
            ),
          ],
        ),
        area("farmaci", "Farmaci assunti abitualmente"),
        columns(
          [text("attivita_fisica", "Attività fisica")],
          [text("alvo_diuresi_sonno", "Alvo, diuresi, sonno")],
        ),
      ]),
      panel("anamnesi_patologica", "Anamnesi patologica remota e prossima", [
        area("anamnesi_patologica_remota", "Anamnesi patologica remota"),
        area("anamnesi_patologica_prossima", "Anamnesi patologica prossima"),
        area("allergie", "Allergie"),
      ]),
      panel("esame_obiettivo", "Esame obiettivo", [
        columns(
          [
            num("peso", "Peso (kg)", {
              decimalLimit: 1,
              requireDecimal: false,
            }),
          ],
          [num("altezza", "Altezza (cm)")],
          [
            num("bmi", "BMI", {
              disabled: true,
              decimalLimit: 1,
              calculateValue: {
                if: [
                  { and: [{ var: "data.peso" }, { var: "data.altezza" }] },
                  {
                    _round: [
                      {
                        "/": [{ var: "data.peso" }, { "*": [metres, metres] }],
                      },
                      1,
                    ],
                  },
                  null,
                ],
              },
            }),
          ],
        ),
        columns(
          [num("pressione_sistolica", "Pressione sistolica (mmHg)")],
          [num("pressione_diastolica", "Pressione diastolica (mmHg)")],
          [num("frequenza_cardiaca", "Frequenza cardiaca (bpm)")],
        ),
        area("apparato_cardiovascolare", "Apparato cardiovascolare", {
          defaultValue: "Toni validi, ritmici, pause libere",
        }),
        area("apparato_respiratorio", "Apparato respiratorio", {
          defaultValue: "Murmure vescicolare fisiologico",
        }),
        area("apparato_osteoarticolare", "Apparato osteoarticolare e rachide"),
        area("apparato_addome", "Addome"),
        area("sistema_nervoso", "Sistema nervoso"),
        area("cute", "Cute e annessi"),
        area("altri_rilievi", "Altri rilievi"),
      ]),
      panel("questionari", "Questionari", [auditC, rachide, vdt]),
      panel("accertamenti", "Accertamenti integrativi", [
        select(
          K.performedTypes,
          "Accertamenti eseguiti",
          EXAMINATION_TYPES.filter(
            (t) =>
              t.health_protocol && !VISIT_TYPES.some((v) => v.typeId === t.id),
          ).map((t) => [t.id, `${t.code} – ${t.name}`]),
          { multiple: true, dataType: "number" },
        ),
        area("esiti_accertamenti", "Esiti degli accertamenti"),
      ]),
      panel("giudizio_idoneita", "Giudizio di idoneità", [
        select(
          K.giudizio,
          "Giudizio",
          FITNESS_OUTCOMES.map((o) => [o.code, o.label]),
          { validate: { required: true } },
        ),
        area(K.limitazioni, "Limitazioni", {
          ...shownWhen(K.giudizio, needsLimits),
        }),
        area(K.prescrizioni, "Prescrizioni", {
          ...shownWhen(K.giudizio, needsPrescriptions),
        }),
        select(K.nextVisitPeriod, "Periodo prossima visita", months, {
          dataType: "number",
        }),
        area("note", "Note"),
      ]),
    ],
  },
};

const disability = {
  code: "INV",
  version: 1,
  title: "Invalidità",
  kind: "INV",
  schema: {
    display: "form",
    components: [
      panel("invalidita", "Invalidità", [
        columns(
          [
            num("percentuale_invalidita", "Percentuale di invalidità (%)", {
              validate: { min: 0, max: 100 },
            }),
          ],
          [date("data_riconoscimento", "Data riconoscimento")],
        ),
        select("categoria_legge_68_99", "Categoria (legge 68/99)", [
          ["art1", "Art. 1 – Disabili"],
          ["art18", "Art. 18 – Categorie protette"],
          ["nessuna", "Nessuna"],
        ]),
        area("note", "Note"),
      ]),
    ],
  },
};

const vaccination = {
  code: "VAC",
  version: 1,
  title: "Vaccinazioni",
  kind: "VAC",
  schema: {
    display: "form",
    components: [
      {
        type: "datagrid",
        key: "vaccinazioni",
        label: "Vaccinazioni",
        input: true,
        addAnother: "Aggiungi vaccinazione",
        reorder: false,
        components: [
          text("vaccino", "Vaccino"),
          date("data", "Data"),
          text("dose", "Dose"),
          text("lotto", "Lotto"),
          date("richiamo", "Richiamo"),
        ],
      },
    ],
  },
};

for (const form of [visit, disability, vaccination]) {
  writeFileSync(
    join(here, `${form.code}-v${form.version}.json`),
    `${JSON.stringify(form, null, 2)}\n`,
  );
}
