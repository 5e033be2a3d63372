// The site DVR (DVR-SEDE): one panel per DVR_SITE_SECTIONS entry, in menu order, each section's data under the
// section's key (a container, or the datagrid the server reads for areas / jhaz / areahaz).
import {
  contracts, text, area, num, check, date, select, radio, lookup, columns, panel, section, grid, htmlNote,
  shownWhen, yesNo, outcomes, required, hazardGrid, documentDate,
} from "./dvr-components.mjs";

const { DVR_SITE_SECTIONS, DVR_FORM_KEYS: K } = contracts;
const title = (key) => DVR_SITE_SECTIONS.find((s) => s.key === key).title;

const person = (prefix, label) => columns([text(`${prefix}_nome`, `${label}: nome e cognome`)], [text(`${prefix}_riferimenti`, "Recapiti")]);

const card = section(K.card, title("card"), [
  columns([documentDate()], [text("revisione", "Revisione n.")], [text("motivo_revisione", "Motivo della revisione")]),
  columns([text("ragione_sociale", "Ragione sociale")], [text("partita_iva", "Partita IVA / codice fiscale")]),
  columns([text("sede_legale", "Sede legale")], [text("sede_operativa", "Sede operativa (unità produttiva)")]),
  columns([text("codice_ateco", "Codice ATECO")], [text("descrizione_attivita", "Attività svolta")]),
  columns([num("numero_lavoratori", "Numero lavoratori", { validate: { min: 0 } })], [text("orario_lavoro", "Orario e turni di lavoro")]),
  person("datore_lavoro", "Datore di lavoro"),
  columns([radio("rspp_tipo", "RSPP", [["interno", "Interno"], ["esterno", "Esterno"], ["datore", "Svolto dal datore di lavoro (art. 34)"]])]),
  person("rspp", "RSPP"),
  person("medico_competente", "Medico competente"),
  columns([radio("rls_tipo", "RLS", [["aziendale", "Aziendale"], ["territoriale", "Territoriale (RLST)"], ["non_eletto", "Non eletto"]])]),
  person("rls", "RLS"),
  grid("addetti_emergenze", "Addetti alle emergenze", "Aggiungi addetto", [
    text("nome", "Nome e cognome"),
    select("incarico", "Incarico", [["antincendio", "Antincendio ed evacuazione"], ["primo_soccorso", "Primo soccorso"], ["preposto", "Preposto"], ["dirigente", "Dirigente"]]),
    date("data_formazione", "Data formazione"),
  ]),
  select("metodologia", "Metodologia di valutazione", [
    ["matrice_pxd", "Matrice P×D (probabilità × danno)"],
    ["procedure_standardizzate", "Procedure standardizzate (D.I. 30/11/2012)"],
    ["mista", "Matrice P×D e metodi specifici per i singoli rischi"],
  ]),
  area("metodologia_note", "Criteri adottati e fonti (norme tecniche, buone prassi, linee guida)"),
]);

const processes = section("processes", title("processes"), [
  grid("processi", "Processi e fasi lavorative", "Aggiungi fase", [
    text("processo", "Processo", required),
    area("fase", "Fasi lavorative e attività"),
    lookup("job_ids", "Mansioni coinvolte", "factory_jobs", { multiple: true }),
    area("attrezzature", "Macchine, attrezzature e impianti"),
    area("sostanze", "Materiali e sostanze impiegate"),
  ]),
]);

const dpi = section("dvrdpi", title("dvrdpi"), [
  grid("dpi", "DPI per mansione", "Aggiungi DPI", [
    lookup("job_id", "Mansione", "factory_jobs"),
    text("dpi", "DPI", required),
    select("categoria", "Categoria", [["I", "I categoria"], ["II", "II categoria"], ["III", "III categoria"]]),
    text("norma", "Norma tecnica (es. UNI EN 352)"),
    text("uso", "Uso / rischio coperto"),
  ]),
  area("dpi_note", "Consegna, formazione e addestramento all'uso (art. 77)"),
]);

const compile = section("compile", title("compile"), [
  columns([text("compilatore", "Redatto da")], [text("qualifica", "Qualifica")]),
  columns([check("collaborazione_rspp", "Con la collaborazione del RSPP")], [check("collaborazione_mc", "Con la collaborazione del medico competente")]),
  columns([date("data_consultazione_rls", "Data consultazione RLS (art. 18 c.1 lett. s)")], [radio("rls_osservazioni", "Osservazioni del RLS", yesNo)]),
  area("osservazioni_rls", "Osservazioni del RLS", shownWhen("data.compile.rls_osservazioni", ["si"])),
  date("data_sopralluogo", "Data del sopralluogo"),
]);

const chemical = section("chaz", title("chaz"), [
  grid("agenti", "Agenti chimici", "Aggiungi sostanza", [
    text("sostanza", "Sostanza o miscela", required),
    text("frasi_h", "Indicazioni di pericolo (frasi H)"),
    text("quantita", "Quantità annua"),
    lookup("job_ids", "Mansioni esposte", "factory_jobs", { multiple: true }),
    radio("esito", "Esito", [["irrilevante", "Irrilevante per la salute"], ["non_irrilevante", "Non irrilevante"]]),
  ]),
  htmlNote("chaz_nota", "Con esito non irrilevante serve il DVR specifico del rischio chimico (Titolo IX)."),
  area("chaz_note", "Note"),
]);

const areas = panel("areas", title("areas"), [
  grid(K.areas, "Aree di lavoro", "Aggiungi area", [
    text("area_id", "Id", { hidden: true }),
    text("name", "Nome", required),
    area("description", "Descrizione"),
    lookup("job_ids", "Mansioni che vi lavorano", "factory_jobs", { multiple: true }),
  ]),
]);

const structureItems = [
  ["uscite_emergenza", "Vie e uscite di emergenza"],
  ["segnaletica", "Segnaletica di sicurezza"],
  ["illuminazione", "Illuminazione naturale e artificiale"],
  ["microclima", "Microclima e aerazione"],
  ["pavimenti", "Pavimenti, passaggi e scale"],
  ["impianto_elettrico", "Impianto elettrico e di messa a terra"],
  ["impianti_termici", "Impianti termici e di ventilazione"],
  ["presidi_antincendio", "Presidi antincendio"],
  ["primo_soccorso", "Cassetta di primo soccorso"],
  ["servizi_igienici", "Servizi igienici, spogliatoi e refettorio"],
];
const structures = section("stru", title("stru"), [
  htmlNote("stru_nota", "Luoghi di lavoro: requisiti dell'allegato IV del D.Lgs. 81/08."),
  ...structureItems.map(([key, label]) => columns([radio(key, label, outcomes)], [text(`${key}_note`, "Note")])),
  area("stru_altro", "Altre osservazioni"),
]);

const operations = section("ops", title("ops"), [
  grid("misure", "Programma delle misure di miglioramento (art. 28 c.2 lett. c)", "Aggiungi misura", [
    area("misura", "Misura", required),
    text("responsabile", "Responsabile"),
    date("scadenza", "Scadenza"),
    select("stato", "Stato", [["da_avviare", "Da avviare"], ["in_corso", "In corso"], ["completata", "Completata"]]),
  ]),
]);

const report = section("rep", title("rep"), [
  area("conclusioni", "Riepilogo e conclusioni della valutazione", { rows: 6 }),
  date("prossima_revisione", "Prossima revisione prevista"),
  columns([text("firma_datore_lavoro", "Datore di lavoro")], [text("firma_rspp", "RSPP")]),
  columns([text("firma_medico_competente", "Medico competente")], [text("firma_rls", "RLS (per presa visione)")]),
]);

const byKey = {
  card, processes, dvrdpi: dpi, compile, chaz: chemical, areas, stru: structures,
  jhaz: panel("jhaz", title("jhaz"), [hazardGrid(K.jobHazards, "Rischi per mansione", "job_id")]),
  areahaz: panel("areahaz", title("areahaz"), [hazardGrid(K.areaHazards, "Rischi per area", "area_id")]),
  ops: operations, rep: report,
};

export const siteForm = {
  code: "DVR-SEDE",
  version: 1,
  title: "DVR di sede (D.Lgs. 81/08 artt. 17 e 28)",
  kind: "DVR",
  schema: { display: "form", components: DVR_SITE_SECTIONS.map((s) => byKey[s.key]) },
};
