// Writes the DVR form definitions (DVR-SEDE-v1.json and one file per specific DVR type) beside this file, from the
// contracts' DVR vocabularies (sections, form keys, frequencies, the P×D matrix). Run after building contracts:
// `node deploy/forms/generate-dvr-forms.mjs`. Like the visit forms, a published version is never rewritten: a
// changed form is a new version, so a signed DVR keeps rendering with the form it was filled with.
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { siteForm } from "./dvr/dvr-site-form.mjs";
import { specificForms } from "./dvr/dvr-specific-forms.mjs";

const here = dirname(fileURLToPath(import.meta.url));
for (const form of [siteForm, ...specificForms]) {
  writeFileSync(join(here, `${form.code}-v${form.version}.json`), `${JSON.stringify(form, null, 2)}\n`);
}
