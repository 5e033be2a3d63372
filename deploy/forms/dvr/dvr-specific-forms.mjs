// The specific DVRs (DVR_TYPES other than SEDE): document data, method with its legal reference, per-job
// measurements and a jhaz grid with the SEDE's row shape, so a signed specific DVR feeds the jobs' hazards too.
import {
  contracts, text, area, num, date, select, radio, lookup, columns, panel, grid, htmlNote, yesNo,
  hazardGrid, documentDate,
} from "./dvr-components.mjs";

const { DVR_TYPES, DVR_FORM_KEYS: K } = contracts;
const job = () => lookup("job_id", "Mansione", "factory_jobs");
const v = (key) => ({ var: `row.${key}` });
/** JSON Logic: the first label whose threshold the value reaches, checked from the highest. */
const band = (value, steps, below) => ({
  if: [{ "!=": [value, null] }, { if: [...steps.flatMap(([min, code]) => [{ ">=": [value, min] }, code]), below] }, ""],
});
const shown = (extra = {}) => ({ disabled: true, ...extra });

function specific(code, reference, method, measurements, outcome) {
  const type = DVR_TYPES.find((t) => t.code === code);
  return {
    code: type.formCode,
    version: 1,
    title: type.title,
    kind: "DVR",
    schema: {
      display: "form",
      components: [
        panel("documento", "Documento", [
          columns([documentDate()], [date("data_sopralluogo", "Data dei rilievi / sopralluogo")]),
          columns([text("valutatore", "Valutazione eseguita da")], [text("qualifica_valutatore", "Qualifica")]),
          area("campo_applicazione", "Campo di applicazione (reparti, mansioni, attività valutate)"),
        ]),
        panel("metodologia", "Metodologia", [htmlNote("riferimenti", reference), ...method]),
        panel("misurazioni", "Misurazioni e valutazioni", measurements),
        panel("conclusioni", "Conclusioni", [
          ...outcome,
          area("misure_adottate", "Misure di prevenzione e protezione adottate"),
          area("programma_miglioramento", "Programma delle misure di miglioramento"),
          date("prossima_valutazione", "Prossima valutazione"),
        ]),
        panel("jhaz", "Rischi per mansione", [hazardGrid(K.jobHazards, "Rischi per mansione", "job_id")]),
      ],
    },
  };
}

const instrument = () => columns([text("strumento", "Strumentazione (modello, matricola)")], [date("taratura", "Data ultima taratura")]);
const result = (levels) => select("esito_valutazione", "Esito complessivo", levels);

const noise = specific(
  "RUM",
  "D.Lgs. 81/08 Titolo VIII Capo II (artt. 187–198); UNI EN ISO 9612. Valori inferiori di azione 80 dB(A) / 135 dB(C), superiori di azione 85 dB(A) / 137 dB(C), limite di esposizione 87 dB(A) / 140 dB(C).",
  [select("strategia", "Strategia di misura (UNI EN ISO 9612)", [["compiti", "Basata sui compiti"], ["mansione", "Basata sulla mansione"], ["giornata", "A giornata intera"]]), instrument()],
  [grid("rumore", "Esposizione per mansione", "Aggiungi mansione", [
    job(),
    text("sorgenti", "Sorgenti di rumore"),
    num("lex8h", "LEX,8h dB(A)", { decimalLimit: 1 }),
    num("lpicco", "Lpicco,C dB(C)", { decimalLimit: 1 }),
    select("fascia", "Fascia", [["sotto", "< 80 dB(A)"], ["via", "≥ valore inferiore di azione"], ["vsa", "≥ valore superiore di azione"], ["vle", "≥ valore limite"]], shown({
      calculateValue: {
        if: [
          { or: [{ ">=": [v("lex8h"), 87] }, { ">=": [v("lpicco"), 140] }] }, "vle",
          { or: [{ ">=": [v("lex8h"), 85] }, { ">=": [v("lpicco"), 137] }] }, "vsa",
          { or: [{ ">=": [v("lex8h"), 80] }, { ">=": [v("lpicco"), 135] }] }, "via",
          { or: [v("lex8h"), v("lpicco")] }, "sotto", "",
        ],
      },
    })),
    text("dpi_uditivi", "DPI uditivi (SNR)"),
  ])],
  [result([["sotto", "Esposizione inferiore ai valori di azione"], ["via", "Superato il valore inferiore di azione"], ["vsa", "Superato il valore superiore di azione"], ["vle", "Superato il valore limite"]])],
);

const vibration = specific(
  "VIB",
  "D.Lgs. 81/08 Titolo VIII Capo III (artt. 199–205); UNI EN ISO 5349 (mano-braccio) e UNI ISO 2631 (corpo intero). HAV: azione A(8) 2,5 m/s², limite 5 m/s². WBV: azione 0,5 m/s², limite 1,0 m/s².",
  [radio("fonte_dati", "Fonte dei dati", [["misure", "Misure in campo"], ["banca_dati", "Banca dati PAF / dati del fabbricante"]]), instrument()],
  [grid("vibrazioni", "A(8) per mansione", "Aggiungi attrezzatura", [
    job(),
    text("attrezzatura", "Attrezzatura / veicolo"),
    select("sistema", "Sistema", [["HAV", "Mano-braccio (HAV)"], ["WBV", "Corpo intero (WBV)"]]),
    num("a8", "A(8) m/s²", { decimalLimit: 2 }),
    select("fascia", "Esito", [["sotto", "< valore di azione"], ["azione", "≥ valore di azione"], ["limite", "≥ valore limite"]], shown({
      calculateValue: {
        if: [
          { "==": [v("sistema"), "HAV"] }, band(v("a8"), [[5, "limite"], [2.5, "azione"]], "sotto"),
          { "==": [v("sistema"), "WBV"] }, band(v("a8"), [[1, "limite"], [0.5, "azione"]], "sotto"),
          "",
        ],
      },
    })),
  ])],
  [result([["sotto", "Inferiore ai valori di azione"], ["azione", "Superato il valore di azione"], ["limite", "Superato il valore limite"]])],
);

const lifting = specific(
  "MMC",
  "D.Lgs. 81/08 Titolo VI e allegato XXXIII; UNI ISO 11228-1 (sollevamento, metodo NIOSH), 11228-2 (traino e spinta), 11228-3 (movimenti ripetuti, OCRA).",
  [select("metodo", "Metodo", [["niosh", "NIOSH (UNI ISO 11228-1)"], ["snook_ciriello", "Snook e Ciriello (UNI ISO 11228-2)"], ["ocra", "OCRA checklist (UNI ISO 11228-3)"]])],
  [grid("sollevamenti", "Indici per mansione", "Aggiungi compito", [
    job(),
    text("compito", "Compito"),
    num("peso", "Peso sollevato (kg)", { decimalLimit: 1 }),
    num("plr", "Peso limite raccomandato (kg)", { decimalLimit: 1 }),
    num("indice", "Indice di sollevamento", shown({
      decimalLimit: 2,
      calculateValue: { if: [{ and: [v("peso"), v("plr")] }, { _round: [{ "/": [v("peso"), v("plr")] }, 2] }, null] },
    })),
    select("fascia", "Fascia", [["verde", "Verde (≤ 0,85)"], ["gialla", "Gialla (0,85–1)"], ["rossa", "Rossa (> 1)"]], shown({
      calculateValue: { if: [{ and: [v("peso"), v("plr")] }, { if: [{ ">": [{ "/": [v("peso"), v("plr")] }, 1] }, "rossa", { ">": [{ "/": [v("peso"), v("plr")] }, 0.85] }, "gialla", "verde"] }, ""] },
    })),
  ])],
  [result([["accettabile", "Rischio accettabile"], ["sorveglianza", "Rischio presente: sorveglianza sanitaria e formazione"], ["riprogettare", "Rischio elevato: riprogettare i compiti"]])],
);

const chemical = specific(
  "CHIM",
  "D.Lgs. 81/08 Titolo IX Capo I (artt. 221–232) e Capo II per cancerogeni e mutageni; regolamenti REACH e CLP. Modello MoVaRisCh: R = P × E; R < 15 irrilevante per la salute, 15–21 intervallo di incertezza, > 21 non irrilevante.",
  [select("modello", "Modello di valutazione", [["movarisch", "MoVaRisCh"], ["misure", "Misurazioni ambientali (UNI EN 689)"]]), area("schede_sicurezza", "Schede di dati di sicurezza consultate")],
  [grid("agenti", "Agenti chimici per mansione", "Aggiungi agente", [
    job(),
    text("sostanza", "Sostanza o miscela"),
    text("frasi_h", "Frasi H"),
    num("pericolo", "P (pericolo)", { decimalLimit: 2 }),
    num("esposizione", "E (esposizione)", { decimalLimit: 2 }),
    num("rischio", "R = P × E", shown({ decimalLimit: 2, calculateValue: { if: [{ and: [v("pericolo"), v("esposizione")] }, { _round: [{ "*": [v("pericolo"), v("esposizione")] }, 2] }, null] } })),
    select("esito", "Esito", [["irrilevante", "Irrilevante"], ["incertezza", "Incertezza"], ["non_irrilevante", "Non irrilevante"]], shown({
      calculateValue: { if: [{ and: [v("pericolo"), v("esposizione")] }, band({ "*": [v("pericolo"), v("esposizione")] }, [[21, "non_irrilevante"], [15, "incertezza"]], "irrilevante"), ""] },
    })),
  ])],
  [result([["irrilevante", "Rischio irrilevante per la salute e basso per la sicurezza"], ["non_irrilevante", "Rischio non irrilevante per la salute o non basso per la sicurezza"]])],
);

const stress = specific(
  "STRESS",
  "D.Lgs. 81/08 art. 28 c.1-bis; Accordo europeo 8/10/2004; metodologia INAIL 2017: valutazione preliminare (indicatori oggettivi) e, se necessario, approfondita (percezione dei lavoratori).",
  [columns([date("data_gruppo", "Costituzione del gruppo di gestione")], [radio("approfondita", "Valutazione approfondita", yesNo)])],
  [grid("gruppi", "Indicatori oggettivi per gruppo omogeneo", "Aggiungi gruppo", [
    lookup("job_ids", "Mansioni del gruppo", "factory_jobs", { multiple: true }),
    num("eventi_sentinella", "Eventi sentinella"),
    num("contenuto", "Area contenuto del lavoro"),
    num("contesto", "Area contesto del lavoro"),
    num("totale", "Punteggio totale", shown({ calculateValue: { "+": ["eventi_sentinella", "contenuto", "contesto"].map((k) => ({ if: [v(k), v(k), 0] })) } })),
    select("livello", "Livello di rischio", [["basso", "Basso"], ["medio", "Medio"], ["alto", "Alto"]]),
  ])],
  [result([["non_rilevante", "Rischio non rilevante: monitoraggio"], ["medio", "Rischio medio: interventi correttivi"], ["alto", "Rischio alto: interventi e valutazione approfondita"]])],
);

const fire = specific(
  "INC",
  "D.Lgs. 81/08 art. 46; DM 03/09/2021 (criteri generali di progettazione, realizzazione ed esercizio della sicurezza antincendio), DM 02/09/2021 (gestione della sicurezza in esercizio e in emergenza, addetti), DM 01/09/2021 (controlli); DPR 151/2011 per le attività soggette.",
  [columns([radio("attivita_soggetta", "Attività soggetta ai controlli VVF (DPR 151/2011)", yesNo)], [text("numero_attivita", "N. attività (allegato I)")])],
  [grid("ambienti", "Valutazione per area", "Aggiungi area", [
    lookup("area_id", "Area", "areas"),
    text("materiali", "Materiali combustibili"),
    text("inneschi", "Sorgenti di innesco"),
    num("persone", "Persone presenti"),
    select("livello", "Livello di rischio", [["basso", "Basso"], ["medio", "Medio"], ["elevato", "Elevato"]]),
  ]),
  area("misure_antincendio", "Presidi e misure (estintori, idranti, rivelazione, vie d'esodo)")],
  [result([["basso", "Livello 1 – rischio basso"], ["medio", "Livello 2 – rischio medio"], ["elevato", "Livello 3 – rischio elevato"]]), num("addetti_necessari", "Addetti antincendio necessari")],
);

const screens = specific(
  "VDT",
  "D.Lgs. 81/08 Titolo VII (artt. 172–179) e allegato XXXIV: è videoterminalista chi usa il VDT in modo sistematico o abituale per almeno 20 ore settimanali; pausa di 15 minuti ogni 120 minuti.",
  [htmlNote("vdt_nota", "Verifica della postazione secondo l'allegato XXXIV.")],
  [grid("postazioni", "Postazioni per mansione", "Aggiungi postazione", [
    job(),
    num("ore_settimana", "Ore settimanali al VDT"),
    select("videoterminalista", "Videoterminalista", [["si", "Sì"], ["no", "No"]], shown({ calculateValue: band(v("ore_settimana"), [[20, "si"]], "no") })),
    select("postazione", "Postazione (allegato XXXIV)", [["conforme", "Conforme"], ["non_conforme", "Non conforme"]]),
    text("carenze", "Carenze rilevate"),
  ])],
  [result([["conforme", "Postazioni conformi"], ["adeguare", "Postazioni da adeguare"]])],
);

const climate = specific(
  "MIC",
  "D.Lgs. 81/08 allegato IV punto 1.9; UNI EN ISO 7730 (ambienti moderati: PMV e PPD, comfort per −0,5 ≤ PMV ≤ +0,5 e PPD ≤ 10%), UNI EN ISO 7243 (ambienti severi caldi: WBGT), UNI EN ISO 11079 (ambienti severi freddi).",
  [select("ambiente", "Tipo di ambiente", [["moderato", "Moderato"], ["severo_caldo", "Severo caldo"], ["severo_freddo", "Severo freddo"]]), instrument()],
  [grid("rilievi", "Rilievi per postazione", "Aggiungi rilievo", [
    job(),
    text("postazione", "Postazione / area"),
    num("temperatura", "Ta (°C)", { decimalLimit: 1 }),
    num("umidita", "UR (%)", { decimalLimit: 0 }),
    num("velocita_aria", "Va (m/s)", { decimalLimit: 2 }),
    num("pmv", "PMV", { decimalLimit: 2 }),
    num("ppd", "PPD (%)", { decimalLimit: 1 }),
    select("comfort", "Comfort (ISO 7730)", [["si", "Sì"], ["no", "No"]], shown({
      calculateValue: { if: [{ "!=": [v("pmv"), null] }, { if: [{ and: [{ ">=": [v("pmv"), -0.5] }, { "<=": [v("pmv"), 0.5] }] }, "si", "no"] }, ""] },
    })),
  ])],
  [result([["comfort", "Condizioni di comfort"], ["discomfort", "Discomfort: interventi migliorativi"], ["stress_termico", "Stress termico: misure di tutela"]])],
);

export const specificForms = [noise, vibration, lifting, chemical, stress, fire, screens, climate];
