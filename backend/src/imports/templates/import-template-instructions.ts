import type ExcelJS from 'exceljs';
import {
  escapeSpreadsheetText,
  IMPORT_INSTRUCTIONS_SHEET,
  IMPORT_TEMPLATE_DATA_ROWS,
  IMPORT_TEMPLATE_SHEET,
  type ImportTemplateChoice,
  type ImportTemplateColumn,
} from '@tutela/contracts';
import type { ImportTemplateLookups } from './import-template-lookups';

/** The 'Istruzioni' sheet of the `_explicit` templates: what each column means, which are required, the formats. */
export function writeInstructionsSheet(
  workbook: ExcelJS.Workbook,
  choice: ImportTemplateChoice,
  columns: readonly ImportTemplateColumn[],
  lookups: ImportTemplateLookups,
): void {
  const sheet = workbook.addWorksheet(IMPORT_INSTRUCTIONS_SHEET);
  sheet.getColumn(1).width = 24;
  sheet.getColumn(2).width = 14;
  sheet.getColumn(3).width = 90;
  const title = sheet.addRow([`Template ${choice.template}: istruzioni per la compilazione`]);
  title.font = { bold: true, size: 14 };
  const customer = lookups.customerName
    ? `Azienda: ${escapeSpreadsheetText(lookups.customerName)}. I menu Sede, Reparto e Mansione contengono le sue sedi, i suoi reparti e le sue mansioni (più quelle generali).`
    : 'Nessuna azienda scelta: i menu Sede, Reparto e Mansione sono vuoti; scaricare il modello dopo aver scelto l’azienda per averli compilati.';
  const notes = [
    `Compilare il foglio '${IMPORT_TEMPLATE_SHEET}': una riga per lavoratore, a partire dalla riga 2 (al massimo ${IMPORT_TEMPLATE_DATA_ROWS} righe preparate).`,
    'La riga delle intestazioni è protetta: non rinominare, spostare o eliminare le colonne.',
    'Le righe 2-4 sono esempi con dati di fantasia: cancellarle prima dell’importazione.',
    'Le date vanno scritte come date (gg/mm/aaaa), non come testo.',
    'Le colonne con menu a tendina accettano solo i valori del menu.',
    customer,
    choice.template === 2
      ? 'Le colonne della visita riportano l’ultima visita del medico precedente: sarà registrata come visita importata, non come visita eseguita qui.'
      : 'Per importare anche l’ultima visita del medico precedente usare il Template 2.',
  ];
  for (const note of notes) sheet.addRow([note]).getCell(1).alignment = { wrapText: false };
  sheet.addRow([]);
  const header = sheet.addRow(['Colonna', 'Obbligatoria', 'Significato e formato']);
  header.font = { bold: true };
  for (const column of columns) {
    const row = sheet.addRow([column.header, column.required ? 'Sì' : 'No', column.help]);
    row.getCell(3).alignment = { wrapText: true, vertical: 'top' };
  }
}
