import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test, type Page, type Route } from "@playwright/test";
import { DEMO, login } from "./support";

/**
 * The examination screens in a real browser with form.io really rendering the deployed visit form, the
 * examinations API answered by the test itself (page.route): what form.io does with our JSON (conditionals, BMI,
 * read-only, section anchors) cannot be seen in jsdom. The whole journey against the server is examinations.e2e.ts.
 */

// form.io (a 1.8 MB chunk) parses slowly on a loaded machine: these pages get twice the default time.
test.describe.configure({ timeout: 60_000 });

const forms = fileURLToPath(new URL("../../deploy/forms/", import.meta.url));
const definition = (code: string, id: number) => ({
  id,
  ...JSON.parse(readFileSync(join(forms, `${code}-v1.json`), "utf8")),
});

const WORKER = {
  id: "w-mock",
  name: "Bianchi Anna",
  birth_date: "1985-05-05",
  age: 41,
  customer_id: "c-1",
  company_name: "Officine Demo S.p.A.",
  job: { name: "Magazziniere" },
};

function detail(over: Record<string, unknown> = {}) {
  return {
    id: "x-1",
    kind: "VIS",
    type_id: 10,
    time_key: "t1",
    examinationdate: "2026-11-20",
    status: 0,
    outcome: null,
    outcome_bis: "PV",
    exdata: { tipo_visita: "PV" },
    form_code: "VIS",
    form_version: 1,
    worker: WORKER,
    job: { id: "j-1", name: "Magazziniere" },
    hazards: [],
    protocol_next_period: 12,
    suggested_examinations: [
      { examination_type_id: 14, extype: "Audiometria", next: "2027-01-15" },
    ],
    versions: [],
    files: [],
    revision: 3,
    can_edit: true,
    can_sign: true,
    can_reopen: true,
    can_pdf: true,
    ...over,
  };
}

/** form.io is a large chunk: on a loaded machine its first render may take longer than a usual assertion. */
const formLoaded = (page: Page) =>
  expect(
    page.getByTestId("formio-form").locator(".formio-component-panel").first(),
  ).toBeVisible({ timeout: 30_000 });

const json = (route: Route, body: unknown, status = 200) =>
  route.fulfill({
    status,
    contentType: "application/json",
    body: JSON.stringify(body),
  });

/** Routes the examinations API; returns the bodies the page POSTed to /api/md/examinations. */
async function mockApi(page: Page, current: () => Record<string, unknown>) {
  const saved: Record<string, unknown>[] = [];
  await page.route("**/api/md/formio/**", (route) => {
    const code = new URL(route.request().url()).pathname.split("/").pop()!;
    return json(route, {
      data: definition(code, code === "VIS" ? 1 : code === "INV" ? 2 : 3),
    });
  });
  await page.route("**/api/md/examinations/by-key/**", (route) =>
    json(route, { data: current() }),
  );
  await page.route("**/api/md/examinations", (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    saved.push(route.request().postDataJSON());
    return json(route, { data: { id: "x-1", revision: 4, position: 1 } });
  });
  await page.route("**/api/md/workers/*/examinations", (route) =>
    json(route, { data: [] }),
  );
  return saved;
}

test("the visit form renders with its sections, conditionals and BMI, and saves what the doctor typed", async ({
  page,
}) => {
  await login(page, DEMO.medico);
  const saved = await mockApi(page, () => detail());
  await page.goto("/examination/1/k1");
  await formLoaded(page);
  await expect(page.getByTestId("examination-worker")).toHaveText(
    "Bianchi Anna",
  );
  await expect(page.getByTestId("examination-status")).toHaveText(
    "NON FIRMATA",
  );
  await expect(page.getByText("Audiometria — 15/01/2027")).toBeVisible();

  const form = page.getByTestId("formio-form");
  await expect(
    form.getByText("Anamnesi lavorativa", { exact: true }),
  ).toBeVisible();
  // PV: the next-visit period comes from the protocol (12 months)
  await expect(
    form.locator('select[name="data[periodo_prossima_visita]"]'),
  ).toHaveValue("12");

  await form.locator('input[name="data[peso]"]').fill("80");
  await form.locator('input[name="data[altezza]"]').fill("180");
  await expect(form.locator('input[name="data[bmi]"]')).toHaveValue("24,7"); // Italian decimal comma

  await expect(form.getByText("Limitazioni", { exact: true })).toBeHidden();
  await form.locator('select[name="data[giudizio]"]').selectOption("IL");
  await expect(form.getByText("Limitazioni", { exact: true })).toBeVisible();
  await expect(form.getByText("Prescrizioni", { exact: true })).toBeHidden();
  await form
    .locator('textarea[name="data[limitazioni]"]')
    .fill("Non sollevare carichi oltre 10 kg");

  await page
    .getByRole("navigation", { name: "Sezioni della visita" })
    .getByRole("button", { name: "Questionario AUDIT-C (alcol)" })
    .click();
  await expect(form.getByText("Questionario AUDIT-C (alcol)")).toBeInViewport();
  await page.screenshot({
    path: test.info().outputPath("examination-1366.png"),
  });

  await page.getByRole("button", { name: "Salva", exact: true }).click();
  await expect(page.getByText("Dati salvati correttamente")).toBeVisible();
  expect(saved[0]).toMatchObject({
    examination_id: "x-1",
    revision: 3,
    status: 0,
    type_id: 10,
    exdata: {
      tipo_visita: "PV",
      giudizio: "IL",
      limitazioni: "Non sollevare carichi oltre 10 kg",
      periodo_prossima_visita: 12,
      peso: 80,
      altezza: 180,
    },
  });
});

test("a signed visit is read-only and its archived version opens with its own form", async ({
  page,
}) => {
  await login(page, DEMO.medico);
  const version = {
    version: 1,
    signed_by: { id: "u", name: "Marco Bianchi" },
    signed_at: "2026-11-20T10:00:00Z",
    outcome: "ID",
    archived: true,
  };
  await mockApi(page, () =>
    detail({
      status: 1,
      outcome: "IL",
      exdata: {
        tipo_visita: "PV",
        giudizio: "IL",
        limitazioni: "Niente turni notturni",
      },
      versions: [version],
    }),
  );
  await page.route("**/api/md/examinations/x-1/versions/1", (route) =>
    json(route, {
      data: {
        ...version,
        examination_id: "x-1",
        examinationdate: "2026-11-20",
        outcome_bis: "PV",
        form_code: "VIS",
        form_version: 1,
        exdata: { tipo_visita: "PV", giudizio: "ID" },
      },
    }),
  );
  await page.setViewportSize({ width: 820, height: 1000 });
  await page.goto("/examination/1/k1");
  await formLoaded(page);
  await expect(page.getByTestId("examination-status")).toHaveText("FIRMATA");
  await expect(
    page.getByRole("button", { name: "Salva", exact: true }),
  ).toHaveCount(0);
  const form = page.getByTestId("formio-form");
  await expect(form.locator('input[name="data[peso]"]')).toBeDisabled();
  await expect(form.locator('select[name="data[giudizio]"]')).toBeDisabled();
  // read-only textareas are shown as text
  await expect(form.getByText("Niente turni notturni")).toBeVisible();
  await page.screenshot({
    path: test.info().outputPath("examination-signed-820.png"),
    fullPage: true,
  });

  await page.getByRole("button", { name: "Apri la versione 1" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Firmata da Marco Bianchi")).toBeVisible();
  await expect(dialog.locator('select[name="data[giudizio]"]')).toHaveValue(
    "ID",
  );
});

test("'Visite effettuate' shows outcomes, availability dots and opens the visit", async ({
  page,
}) => {
  await login(page, DEMO.amministrazione);
  const row = {
    id: "x-1",
    kind: "VIS",
    type_id: 10,
    extype: "Visita medica periodica",
    worker_id: "w-mock",
    worker_name: "Bianchi Anna",
    customer_id: "c-1",
    company_name: "Officine Demo S.p.A.",
    factory_id: null,
    examinationdate: "2026-11-20",
    status: 1,
    outcome: "IPL",
    outcome_bis: "PV",
    doctor_name: "Marco Bianchi",
    availability: {
      EMA: true,
      BIO: false,
      SPI: true,
      AUD: false,
      ECG: false,
      DRG: false,
    },
    lab_status: "ATTESA",
    versions: 1,
    key: "k1",
  };
  await mockApi(page, () => detail());
  await page.route("**/api/md/examinations?**", (route) =>
    json(route, { data: [row], meta: { total: 1, page: 1, per_page: 10 } }),
  );
  await page.goto("/stats/examinations");
  await expect(
    page.getByRole("heading", { name: "Visite effettuate" }),
  ).toBeVisible();
  await expect(page.getByText("IPL", { exact: true })).toHaveAttribute(
    "data-highlighted",
    "true",
  );
  await expect(page.getByRole("img", { name: "EMA presente" })).toBeVisible();
  await expect(page.getByRole("img", { name: "BIO assente" })).toBeVisible();
  await page.screenshot({
    path: test.info().outputPath("examinations-list-1366.png"),
  });
  await page.getByText("Bianchi Anna").click();
  await expect(page).toHaveURL(/\/examination\/1\/k1$/);
});

test("the worker card lists the worker's visits and 'Nuova visita' opens a new one", async ({
  page,
}) => {
  await login(page, DEMO.medico);
  const row = {
    id: "x-1",
    kind: "VIS",
    type_id: 10,
    extype: "Visita medica periodica",
    worker_id: "w",
    worker_name: "x",
    customer_id: "c-1",
    company_name: "Officine Demo S.p.A.",
    factory_id: null,
    examinationdate: "2026-11-20",
    status: 0,
    outcome: "NI",
    outcome_bis: "PV",
    doctor_name: null,
    availability: {
      EMA: false,
      BIO: false,
      SPI: false,
      AUD: false,
      ECG: false,
      DRG: false,
    },
    lab_status: null,
    versions: 0,
    key: "k1",
  };
  await mockApi(page, () => detail());
  await page.route("**/api/md/workers/*/examinations", (route) =>
    json(route, { data: [row] }),
  );
  await page.route("**/api/md/examination-keys", (route) =>
    json(route, { data: { key: "k-new", time_key: "1" } }),
  );
  await page.setViewportSize({ width: 820, height: 1000 });
  await page.goto("/workers/list");
  await page.getByText("Officine Demo S.p.A.").first().click();
  const visits = page.getByTestId("worker-examinations");
  await expect(visits.getByText("NI", { exact: true })).toHaveAttribute(
    "data-highlighted",
    "true",
  );
  await expect(visits.getByRole("row").nth(1)).toContainText("20/11/2026");
  await visits.scrollIntoViewIfNeeded();
  await page.screenshot({
    path: test.info().outputPath("worker-visits-820.png"),
  });
  await visits.getByRole("button", { name: "Nuova visita" }).click();
  await expect(page).toHaveURL(/\/examination\/1\/k-new$/);
});

test("the disability record opens with the INV form and saves as a new record ('tmp')", async ({
  page,
}) => {
  await login(page, DEMO.medico);
  await mockApi(page, () => detail());
  const sent: Record<string, unknown>[] = [];
  await page.route("**/api/md/examinationssp", (route) => {
    sent.push(route.request().postDataJSON());
    return json(route, { data: { id: "inv-1", revision: 1, position: 1 } });
  });
  await page.goto("/examination/1/k1");
  await formLoaded(page);
  await page
    .getByRole("navigation", { name: "Sezioni della visita" })
    .getByRole("button", { name: "Invalidità" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Invalidità" });
  await dialog.locator('input[name="data[percentuale_invalidita]"]').fill("46");
  await dialog
    .locator('select[name="data[categoria_legge_68_99]"]')
    .selectOption("art1");
  await page.screenshot({
    path: test.info().outputPath("inv-dialog-1366.png"),
  });
  await dialog.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Dati salvati correttamente")).toBeVisible();
  expect(sent[0]).toMatchObject({
    tmp: true,
    worker_id: "w-mock",
    customer_id: "c-1",
    type: "INV",
    type_id: 22,
    exdata: { percentuale_invalidita: 46, categoria_legge_68_99: "art1" },
  });
  expect(sent[0]).not.toHaveProperty("id");
});

test("the vaccinations record is a grid: a row per vaccination", async ({
  page,
}) => {
  await login(page, DEMO.medico);
  await mockApi(page, () => detail());
  const sent: Record<string, unknown>[] = [];
  await page.route("**/api/md/examinationssp", (route) => {
    sent.push(route.request().postDataJSON());
    return json(route, { data: { id: "vac-1", revision: 1, position: 1 } });
  });
  await page.goto("/examination/1/k1");
  await formLoaded(page);
  await page
    .getByRole("navigation", { name: "Sezioni della visita" })
    .getByRole("button", { name: "Vaccinazioni" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Vaccinazioni" });
  await dialog
    .locator('input[name="data[vaccinazioni][0][vaccino]"]')
    .fill("Antitetanica");
  await dialog.getByRole("button", { name: "Aggiungi vaccinazione" }).click();
  await dialog
    .locator('input[name="data[vaccinazioni][1][vaccino]"]')
    .fill("Epatite B");
  await page.screenshot({
    path: test.info().outputPath("vac-dialog-1366.png"),
  });
  await dialog.getByRole("button", { name: "Salva", exact: true }).click();
  await expect(page.getByText("Dati salvati correttamente")).toBeVisible();
  expect(sent[0]).toMatchObject({ tmp: true, type: "VAC", type_id: 9 });
  expect(
    (
      sent[0].exdata as { vaccinazioni: { vaccino: string }[] }
    ).vaccinazioni.map((v) => v.vaccino),
  ).toEqual(["Antitetanica", "Epatite B"]);
});

test("a refused save lists the server's messages by field label, and nothing typed is lost", async ({
  page,
}) => {
  await login(page, DEMO.medico);
  await mockApi(page, () => detail());
  const message = "È necessario compilare il campo limitazioni";
  await page.route("**/api/md/examinations", (route) =>
    route.request().method() === "POST"
      ? json(
          route,
          {
            message: "Dati non validi",
            errors: { "exdata.limitazioni": [message] },
          },
          422,
        )
      : route.fallback(),
  );
  await page.goto("/examination/1/k1");
  await formLoaded(page);
  const form = page.getByTestId("formio-form");
  await form.locator('select[name="data[giudizio]"]').selectOption("IL");
  await form.locator('input[name="data[peso]"]').fill("72");
  await page.getByRole("button", { name: "Salva", exact: true }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Limitazioni" }),
  ).toContainText(message);
  // the summary above the form keeps the message while the doctor goes on typing; nothing typed is lost
  await form.locator('input[name="data[peso]"]').fill("73");
  await form.locator('input[name="data[altezza]"]').fill("175");
  await expect(form.locator('input[name="data[bmi]"]')).toHaveValue("23,8");
  await expect(
    page.getByRole("alert").filter({ hasText: "Limitazioni" }),
  ).toContainText(message);
  await expect(form.locator('select[name="data[giudizio]"]')).toHaveValue("IL");
});
