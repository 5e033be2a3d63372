import type { INestApplication } from "@nestjs/common";
import {
  PERIOD_VDT,
  REGISTRY_MESSAGES,
  type EventStore,
  type JobCreatedData,
  type JobDetail,
  type JobRow,
  type WorkerHiredData,
} from "@tutela/contracts";
import type { Database } from "@tutela/projections";
import request from "supertest";
import type { CreatedApp } from "../create-app";
import { apiTestTargets } from "../platform/testing/api-test-targets";
import { ProjectionWaiter } from "../platform/projection-waiter";
import { eventIdFor } from "../shared/command-runner";
import { eventMetadata, SYSTEM_ACTOR } from "../shared/event-metadata";
import { DATABASE, EVENT_STORE } from "../shared/tokens";
import { DEMO_CUSTOMERS } from "../customers/seed/customers-demo-data";
import { demoFactoryId } from "../customers/seed/customers-demo-seed";
import {
  DEMO_CUSTOMER,
  DEMO_ENTITY,
  DEMO_PASSWORD,
} from "../users/seed/demo-data";
import { workersTableExists } from "../workers/assignments/workers-table";

// A factory of the demo customer from the demo seed: specific jobs and sites are checked against the customers' read model.
const FACTORY = demoFactoryId(
  DEMO_CUSTOMERS[0],
  DEMO_CUSTOMERS[0].factories[0],
);
const OTHER_CUSTOMER = "f0f0f0f0-0000-4000-8000-0000000000c2";
const OTHER_ENTITY = "f0f0f0f0-0000-4000-8000-0000000000e2";
const FOREIGN_JOB = "f0f0f0f0-0000-4000-8000-0000000000a1";
const OTHER_CUSTOMER_JOB = "f0f0f0f0-0000-4000-8000-0000000000a2";
const WORKERS = [
  "f0f0f0f0-0000-4000-8000-0000000000b1",
  "f0f0f0f0-0000-4000-8000-0000000000b2",
  "f0f0f0f0-0000-4000-8000-0000000000b3",
];
const [ANNA, BRUNO, CARLA] = WORKERS;
const PROPAGATION_KEY = "f0f0f0f0-0000-4000-8000-00000000aaaa";

describe.each(apiTestTargets())(
  "jobs, hazards and protocols on $label",
  (target) => {
    let created: CreatedApp;
    let app: INestApplication;
    let store: EventStore;
    const http = () => request(app.getHttpServer());
    const tokens = new Map<string, string>();

    async function token(email: string): Promise<string> {
      if (!tokens.has(email)) {
        const res = await http()
          .post("/api/auth/login")
          .send({ email, password: DEMO_PASSWORD, rememberme: false });
        expect(res.status).toBe(200);
        tokens.set(email, res.body.data.token);
      }
      return tokens.get(email)!;
    }
    const get = async (email: string, path: string) =>
      http()
        .get(path)
        .set({ Authorization: `Bearer ${await token(email)}` });
    const post = async (
      email: string,
      path: string,
      body: object,
      key?: string,
    ) =>
      http()
        .post(path)
        .set({
          Authorization: `Bearer ${await token(email)}`,
          ...(key ? { "Idempotency-Key": key } : {}),
        })
        .send(body);
    const del = async (email: string, path: string) =>
      http()
        .delete(path)
        .set({ Authorization: `Bearer ${await token(email)}` });

    async function append(
      stream: string,
      type: string,
      data: object,
      key: string,
      scope: { customerId?: string } = {},
    ): Promise<void> {
      const { position } = await store.append(
        stream,
        [
          {
            id: eventIdFor(key, 0),
            type,
            data,
            metadata: eventMetadata(SYSTEM_ACTOR, key, scope),
          },
        ],
        { expectedRevision: "any" },
      );
      await app.get(ProjectionWaiter).waitFor(position);
    }

    async function hire(workerId: string, firstName: string): Promise<void> {
      const data: WorkerHiredData = {
        workerId,
        entityId: DEMO_ENTITY.id,
        customerId: DEMO_CUSTOMER.id,
        factoryId: FACTORY,
        firstName,
        lastName: "Prova",
        sex: "F",
        birthDate: "1985-05-05",
        birthPlace: "BERGAMO",
        birthPlaceCode: "A794",
        fiscalCode: null,
        email: null,
      };
      await append(
        `worker-${workerId}`,
        "WorkerHired",
        data,
        `test:hire:${workerId}`,
        { customerId: DEMO_CUSTOMER.id },
      );
    }

    /**
     * The workers read model is the workers context's; where this branch has no workers projector the test keeps
     * the few columns the jobs side reads (job_id, resigned) itself, from the same facts.
     */
    async function workersReadModel(
      rows: { id: string; jobId: string | null; resigned: boolean }[],
    ): Promise<void> {
      const db = app.get<Database>(DATABASE);
      if (await workersTableExists(db)) {
        const { rows: projected } = await db.query(
          "SELECT 1 FROM workers WHERE id = ANY($1::text[])",
          [rows.map((row) => row.id)],
        );
        if (projected.length === rows.length) return;
      }
      await db.query(
        `CREATE TABLE IF NOT EXISTS workers (id text PRIMARY KEY, entity_id text, customer_id text, factory_id text, job_id text, resigned boolean NOT NULL DEFAULT false)`,
      );
      for (const row of rows) {
        await db.query(
          `INSERT INTO workers (id, entity_id, customer_id, factory_id, job_id, resigned) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (id) DO UPDATE SET job_id = EXCLUDED.job_id, resigned = EXCLUDED.resigned`,
          [
            row.id,
            DEMO_ENTITY.id,
            DEMO_CUSTOMER.id,
            FACTORY,
            row.jobId,
            row.resigned,
          ],
        );
      }
    }

    const workerEvents = async (workerId: string) =>
      (await store.readStream(`worker-${workerId}`)).map((event) => ({
        type: event.type,
        data: event.data,
      }));

    beforeAll(async () => {
      created = await target.start();
      app = created.app;
      store = app.get<EventStore>(EVENT_STORE);
      const foreign: JobCreatedData = {
        jobId: FOREIGN_JOB,
        entityId: OTHER_ENTITY,
        customerId: null,
        factoryId: null,
        name: "Mansione altrui",
        level: 2,
      };
      await append(
        `job-${FOREIGN_JOB}`,
        "JobCreated",
        foreign,
        "test:job:foreign",
      );
      await append(
        `customer-${OTHER_CUSTOMER}`,
        "CustomerCreated",
        {
          customerId: OTHER_CUSTOMER,
          entityId: DEMO_ENTITY.id,
          companyName: "Altra S.r.l.",
          vatNumber: null,
        },
        "test:customer:other",
      );
      const otherCustomerJob: JobCreatedData = {
        jobId: OTHER_CUSTOMER_JOB,
        entityId: DEMO_ENTITY.id,
        customerId: OTHER_CUSTOMER,
        factoryId: FACTORY,
        name: "Gruista",
        level: 2,
      };
      await append(
        `job-${OTHER_CUSTOMER_JOB}`,
        "JobCreated",
        otherCustomerJob,
        "test:job:other-customer",
      );
      for (const [index, id] of WORKERS.entries())
        await hire(id, ["Anna", "Bruno", "Carla"][index]);
    }, 120_000);
    afterAll(async () => {
      await created?.close();
    });

    let jobId = "";

    it("creates a general job, sets its hazards and answers the card with catalogue names", async () => {
      const res = await post("medico@tutela.demo", "/api/md/jobs", {
        name: "Magazziniere",
        level: 1,
        description: "Carico e scarico",
      });
      expect(res.status).toBe(201);
      jobId = res.body.data.id;
      const hazards = await post(
        "medico@tutela.demo",
        `/api/md/jobs/${jobId}/hazards`,
        {
          hazards: [
            {
              hazard_id: "MMC",
              evaluation_date: "2025-02-01",
              exposition_days: 220,
              frequency: 4,
              form_data: { NIOSH: 0.8, fpeso: 2 },
            },
            {
              hazard_id: "RUMORE",
              frequency: 3,
              form_data: { Rlevel: 1, LEXD: 82 },
            },
          ],
          revision: 0,
        },
      );
      expect(hazards.status).toBe(200);
      const card = await get("medico@tutela.demo", `/api/md/jobs/${jobId}`);
      expect(card.status).toBe(200);
      const detail = card.body.data as JobDetail;
      expect(detail).toMatchObject({
        name: "Magazziniere",
        level: 1,
        customer_id: null,
        activeWorkers: 0,
        retired: false,
        revision: 1,
      });
      expect(
        detail.hazards.map((h) => [
          h.id,
          h.description_med,
          h.pivot.exposition_frequency,
        ]),
      ).toEqual([
        ["RUMORE", "Rumore", 3],
        ["MMC", "Movimentazione manuale dei carichi", 4],
      ]);
      expect(detail.hazards[1].pivot.form_data).toEqual({
        NIOSH: 0.8,
        fpeso: 2,
      });
    });

    it("assigns the job to workers and propagates a protocol change to the active ones only, once", async () => {
      for (const worker of WORKERS) {
        const res = await post(
          "segreteria@tutela.demo",
          `/api/md/workers/${worker}/job`,
          { job_id: jobId, reset_healt_protocol: true },
        );
        expect(res.status).toBe(200);
      }
      expect((await workerEvents(ANNA)).map((e) => e.type)).toEqual([
        "WorkerHired",
        "WorkerJobAssigned",
        "WorkerHazardsSet",
      ]);
      await append(
        `worker-${CARLA}`,
        "WorkerResigned",
        { workerId: CARLA, resignedOn: "2025-06-30" },
        "test:resign:carla",
      );
      await workersReadModel(
        WORKERS.map((id) => ({ id, jobId, resigned: id === CARLA })),
      );
      expect(
        (await get("medico@tutela.demo", `/api/md/jobs/${jobId}`)).body.data
          .activeWorkers,
      ).toBe(2);

      const protocol = {
        protocol: [
          { examination_type_id: 10, period: 12 },
          { examination_type_id: 20, period: PERIOD_VDT },
        ],
        propagate: true,
      };
      const res = await post(
        "medico@tutela.demo",
        `/api/md/jobs/${jobId}/protocol`,
        protocol,
        PROPAGATION_KEY,
      );
      expect(res.status).toBe(200);
      expect(res.body.data.propagatedTo).toBe(2);
      for (const worker of [ANNA, BRUNO]) {
        const last = (await workerEvents(worker)).at(-1);
        expect(last).toEqual({
          type: "WorkerHealthProtocolSet",
          data: {
            workerId: worker,
            protocol: [
              { examinationTypeId: 10, period: 12, periodInJob: null },
              { examinationTypeId: 20, period: PERIOD_VDT, periodInJob: null },
            ],
            propagatedFromJobId: jobId,
          },
        });
      }
      expect(
        (await workerEvents(CARLA)).some(
          (e) => e.type === "WorkerHealthProtocolSet",
        ),
      ).toBe(false);
      // The same request again (same Idempotency-Key): nothing new on the job or on the workers.
      const before = await store.headPosition();
      expect(
        (
          await post(
            "medico@tutela.demo",
            `/api/md/jobs/${jobId}/protocol`,
            protocol,
            PROPAGATION_KEY,
          )
        ).status,
      ).toBe(200);
      expect(await store.headPosition()).toBe(before);

      const hazards = await post(
        "medico@tutela.demo",
        `/api/md/jobs/${jobId}/hazards`,
        { hazards: [{ hazard_id: "VDT", frequency: 5 }], propagate: true },
      );
      expect(hazards.body.data.propagatedTo).toBe(2);
      expect((await workerEvents(BRUNO)).at(-1)).toMatchObject({
        type: "WorkerHazardsSet",
        data: {
          hazards: [{ hazardId: "VDT", frequency: 5 }],
          propagatedFromJobId: jobId,
        },
      });
    });

    it("needs level 6 to change a period: 'Permessi insufficienti' for a nurse (level 5), period_in_job is fine", async () => {
      const stale = await post(
        "infermiere@tutela.demo",
        `/api/md/jobs/${jobId}/protocol`,
        {
          protocol: [
            { examination_type_id: 10, period: 24 },
            { examination_type_id: 20, period: PERIOD_VDT },
          ],
        },
      );
      expect(stale.status).toBe(403);
      expect(stale.body.message).toBe(
        REGISTRY_MESSAGES.INSUFFICIENT_PERMISSIONS,
      );
      const ok = await post(
        "infermiere@tutela.demo",
        `/api/md/jobs/${jobId}/protocol`,
        {
          protocol: [
            { examination_type_id: 10, period: 12, period_in_job: 6 },
            { examination_type_id: 20, period: PERIOD_VDT },
          ],
        },
      );
      expect(ok.status).toBe(200);
      const worker = await post(
        "infermiere@tutela.demo",
        `/api/md/workers/${ANNA}/protocol`,
        { protocol: [{ examination_type_id: 10, period: 6 }] },
      );
      expect(worker.status).toBe(403);
    });

    it("answers a stale card with 409, bad input with 422, foreign records with 404", async () => {
      const card = (await get("medico@tutela.demo", `/api/md/jobs/${jobId}`))
        .body.data as JobDetail;
      expect(
        (
          await post("medico@tutela.demo", `/api/md/jobs/${jobId}`, {
            name: "Magazziniere senior",
            revision: card.revision,
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await post("segreteria@tutela.demo", `/api/md/jobs/${jobId}`, {
            description: "Altro",
            revision: card.revision,
          })
        ).status,
      ).toBe(409);

      const unknown = await post(
        "medico@tutela.demo",
        `/api/md/jobs/${jobId}/hazards`,
        { hazards: [{ hazard_id: "NON_ESISTE" }] },
      );
      expect(unknown.status).toBe(422);
      expect(unknown.body.errors).toEqual({
        "hazards.0.hazard_id": [REGISTRY_MESSAGES.UNKNOWN_HAZARD],
      });
      expect(
        (
          await post("medico@tutela.demo", `/api/md/jobs/${jobId}/hazards`, {
            hazards: [{ hazard_id: "VDT", frequency: 9 }],
          })
        ).status,
      ).toBe(422);
      expect(
        (
          await post("medico@tutela.demo", `/api/md/jobs/${jobId}/protocol`, {
            protocol: [{ examination_type_id: 3, period: 12 }],
          })
        ).status,
      ).toBe(422);
      expect(
        (
          await post("medico@tutela.demo", "/api/md/jobs", {
            name: "Senza sede",
            customer_id: DEMO_CUSTOMER.id,
          })
        ).status,
      ).toBe(422);

      expect(
        (await get("medico@tutela.demo", `/api/md/jobs/${FOREIGN_JOB}`)).status,
      ).toBe(404);
      expect(
        (
          await post("medico@tutela.demo", `/api/md/jobs/${FOREIGN_JOB}`, {
            name: "Presa",
          })
        ).status,
      ).toBe(404);
      expect(
        (await del("medico@tutela.demo", `/api/md/jobs/${FOREIGN_JOB}`)).status,
      ).toBe(404);
      expect(
        (await get("admin@tutela.demo", `/api/md/jobs/${FOREIGN_JOB}`)).status,
      ).toBe(200);
      expect(
        (
          await get(
            "medico@tutela.demo",
            `/api/md/entities/${OTHER_ENTITY}/hazards`,
          )
        ).status,
      ).toBe(404);
      expect(
        (
          await get(
            "medico@tutela.demo",
            `/api/md/entities/${DEMO_ENTITY.id}/hazards`,
          )
        ).body.data.length,
      ).toBeGreaterThan(5);
    });

    it("lets a customer-side user read only their own company jobs, and write none", async () => {
      const specific = await post("medico@tutela.demo", "/api/md/jobs", {
        name: "Saldatore di prova",
        customer_id: DEMO_CUSTOMER.id,
        factory_id: FACTORY,
        level: 2,
      });
      expect(specific.status).toBe(201);
      const list = await get("cliente@tutela.demo", "/api/md/jobs");
      const names = (list.body.data as JobRow[]).map((row) => row.name);
      expect(names).toContain("Saldatore di prova");
      expect(
        (list.body.data as JobRow[]).find(
          (row) => row.name === "Saldatore di prova",
        )?.customer,
      ).toEqual({ company_name: "Officine Demo S.p.A." });
      expect(
        names.every(
          (name) =>
            ![
              "Magazziniere senior",
              "Gruista",
              "Impiegato amministrativo",
            ].includes(name),
        ),
      ).toBe(true);
      expect(
        (await get("cliente@tutela.demo", `/api/md/jobs/${jobId}`)).status,
      ).toBe(404);
      expect(
        (await get("cliente@tutela.demo", `/api/md/jobs/${OTHER_CUSTOMER_JOB}`))
          .status,
      ).toBe(404);
      expect(
        (await get("rspp@tutela.demo", `/api/sr/jobs/${specific.body.data.id}`))
          .status,
      ).toBe(200);
      const write = await post(
        "rspp@tutela.demo",
        `/api/sr/jobs/${specific.body.data.id}`,
        { name: "Preso" },
      );
      expect(write.status).toBe(403);

      const staff = await get(
        "medico@tutela.demo",
        "/api/md/jobs?general=1&per_page=100",
      );
      const general = (staff.body.data as JobRow[]).map((row) => row.name);
      // The test's job among the demo seed's catalogue (Impiegato amministrativo, Magazziniere, …), no specific job.
      expect(general).toEqual(
        expect.arrayContaining([
          "Magazziniere senior",
          "Impiegato amministrativo",
          "Autista",
        ]),
      );
      expect(general).not.toContain("Saldatore di prova");
      const lookup = await get(
        "segreteria@tutela.demo",
        `/api/md/lookups/jobs?factory_id=${FACTORY}`,
      );
      const offered = lookup.body.data.map(
        (row: { name: string; general: boolean }) => [row.name, row.general],
      );
      // The factory's jobs first (of any customer: the worker's customer is checked on assignment), then the general ones.
      // The seed gives the demo factory its own specific jobs too (Saldatore, Carrellista).
      const specificCount = offered.filter(
        ([, isGeneral]: [string, boolean]) => !isGeneral,
      ).length;
      expect(offered.slice(0, specificCount)).toEqual(
        expect.arrayContaining([
          ["Gruista", false],
          ["Saldatore di prova", false],
        ]),
      );
      expect(
        offered
          .slice(specificCount)
          .every(([, isGeneral]: [string, boolean]) => isGeneral),
      ).toBe(true);
      expect(offered).toContainEqual(["Magazziniere senior", true]);
      expect(
        (
          await get("medico@tutela.demo", "/api/md/extypes?health_protocol=1")
        ).body.data.every(
          (t: { health_protocol: boolean }) => t.health_protocol,
        ),
      ).toBe(true);
    });

    it("refuses another customer's job for a worker, a resigned worker, and edits one hazard's pivot", async () => {
      const foreign = await post(
        "segreteria@tutela.demo",
        `/api/md/workers/${ANNA}/job`,
        { job_id: OTHER_CUSTOMER_JOB },
      );
      expect(foreign.status).toBe(422);
      expect(foreign.body.errors).toEqual({
        job_id: [REGISTRY_MESSAGES.JOB_NOT_FOR_WORKER],
      });
      const resigned = await post(
        "segreteria@tutela.demo",
        `/api/md/workers/${CARLA}/hazards`,
        { hazards: [] },
      );
      expect(resigned.status).toBe(422);
      expect(resigned.body.message).toBe(REGISTRY_MESSAGES.WORKER_RESIGNED);
      expect(
        (
          await post(
            "segreteria@tutela.demo",
            `/api/md/workers/f0f0f0f0-0000-4000-8000-00000000ffff/hazards`,
            { hazards: [] },
          )
        ).status,
      ).toBe(404);

      expect(
        (
          await post(
            "segreteria@tutela.demo",
            `/api/md/workers/${ANNA}/hazards`,
            { hazard: { hazard_id: "MMC", frequency: 2 } },
          )
        ).status,
      ).toBe(200);
      expect((await workerEvents(ANNA)).at(-1)).toMatchObject({
        type: "WorkerHazardsSet",
        data: {
          hazards: [{ hazardId: "MMC", frequency: 2 }, { hazardId: "VDT" }],
        },
      });
      expect(
        (
          await del(
            "segreteria@tutela.demo",
            `/api/md/workers/${ANNA}/hazards/VDT`,
          )
        ).status,
      ).toBe(200);
      expect((await workerEvents(ANNA)).at(-1)).toMatchObject({
        data: { hazards: [{ hazardId: "MMC" }] },
      });
      expect(
        (
          await del(
            "segreteria@tutela.demo",
            `/api/md/workers/${ANNA}/hazards/VDT`,
          )
        ).status,
      ).toBe(404);
    });

    it("retires a job: still readable, hidden from the list, no more changes", async () => {
      expect(
        (await del("medico@tutela.demo", `/api/md/jobs/${jobId}`)).status,
      ).toBe(200);
      expect(
        (await get("medico@tutela.demo", `/api/md/jobs/${jobId}`)).body.data
          .retired,
      ).toBe(true);
      const names = async (query: string) =>
        (
          (
            await get(
              "medico@tutela.demo",
              `/api/md/jobs?general=1&per_page=100${query}`,
            )
          ).body.data as JobRow[]
        ).map((row) => row.name);
      expect(await names("")).not.toContain("Magazziniere senior");
      expect(await names("&hide_inactive=0")).toContain("Magazziniere senior");
      expect(
        (
          await post("medico@tutela.demo", `/api/md/jobs/${jobId}/hazards`, {
            hazards: [],
          })
        ).status,
      ).toBe(422);
    });
  },
);
