/**
 * The P×D risk matrix of the DVR forms (jhaz / areahaz rows): probability 1–4 times damage 1–4. The forms compute
 * R and its level with JSON Logic from these same tables (deploy/forms/generate-dvr-forms.mjs), so form, PDF and
 * server always agree on what "alto" means.
 */
export const DVR_PROBABILITY_LEVELS = [
  { value: 1, label: 'Improbabile' },
  { value: 2, label: 'Poco probabile' },
  { value: 3, label: 'Probabile' },
  { value: 4, label: 'Altamente probabile' },
] as const;

export const DVR_DAMAGE_LEVELS = [
  { value: 1, label: 'Lieve' },
  { value: 2, label: 'Medio' },
  { value: 3, label: 'Grave' },
  { value: 4, label: 'Gravissimo' },
] as const;

/** Levels of R = P×D, lowest first: a level holds every R from its `min` up to the next level's. */
export const DVR_RISK_LEVELS = [
  { code: 'basso', min: 1, label: 'Basso', action: 'Azioni migliorative da valutare in fase di programmazione' },
  { code: 'medio', min: 3, label: 'Medio', action: 'Azioni correttive da programmare nel medio termine' },
  { code: 'alto', min: 6, label: 'Alto', action: 'Azioni correttive da programmare con urgenza' },
  { code: 'molto_alto', min: 9, label: 'Molto alto', action: 'Azioni correttive indilazionabili' },
] as const;
export type DvrRiskLevelCode = (typeof DVR_RISK_LEVELS)[number]['code'];

/** R of a row, or null when probability or damage is missing or outside 1–4. */
export function dvrRisk(probability: unknown, damage: unknown): number | null {
  const p = Number(probability);
  const d = Number(damage);
  const valid = (n: number) => Number.isInteger(n) && n >= 1 && n <= 4;
  return probability !== null && probability !== '' && damage !== null && damage !== '' && valid(p) && valid(d) ? p * d : null;
}

export function dvrRiskLevel(risk: number | null): DvrRiskLevelCode | null {
  if (risk === null || !(risk >= 1)) return null;
  let level: DvrRiskLevelCode = DVR_RISK_LEVELS[0].code;
  for (const entry of DVR_RISK_LEVELS) if (risk >= entry.min) level = entry.code;
  return level;
}
