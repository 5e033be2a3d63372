import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import http from "node:http";
import type { INestApplication } from "@nestjs/common";
import { CommandBus } from "@nestjs/cqrs";
import {
  CHAT_MESSAGES,
  MESSAGES,
  type ChatDetail,
  type ChatRow,
  type EventStore,
  type WorkerHiredData,
} from "@tutela/contracts";
import type { Database } from "@tutela/projections";
import request from "supertest";
import type { CreatedApp } from "../create-app";
import { apiTestTargets } from "../platform/testing/api-test-targets";
import { ProjectionWaiter } from "../platform/projection-waiter";
import { eventIdFor } from "../shared/command-runner";
import { eventMetadata } from "../shared/event-metadata";
import { DATABASE, EVENT_STORE } from "../shared/tokens";
import { SYSTEM_ACTOR } from "../shared/event-metadata";
import { CreateEntityCommand } from "../users/commands/create-entity/create-entity.command";
import { CreateUserCommand } from "../users/commands/create-user/create-user.command";
import { ALL_ENTITIES } from "../users/domain/user-admin-scope";
import {
  DEMO_CUSTOMER,
  DEMO_ENTITY,
  DEMO_PASSWORD,
} from "../users/seed/demo-data";

const OTHER_ENTITY = randomUUID();
const FOREIGN_USER = randomUUID();
const MEDICO = "medico@tutela.demo";
const SEGRETERIA = "segreteria@tutela.demo";
const INFERMIERE = "infermiere@tutela.demo";
const AMMINISTRAZIONE = "amministrazione@tutela.demo";
const ESTRANEO = "chat@estraneo.it";
const XSS =
  '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';

describe.each(apiTestTargets())("chats on $label", (target) => {
  let created: CreatedApp;
  let app: INestApplication;
  const tokens = new Map<string, string>();
  const api = () => request(app.getHttpServer());

  async function token(email: string): Promise<string> {
    if (!tokens.has(email)) {
      const res = await api()
        .post("/api/auth/login")
        .send({ email, password: DEMO_PASSWORD, rememberme: false });
      expect(res.status).toBe(200);
      tokens.set(email, res.body.data.token);
    }
    return tokens.get(email)!;
  }
  const get = async (email: string, path: string) =>
    api()
      .get(path)
      .set("Authorization", `Bearer ${await token(email)}`);
  const post = async (
    email: string,
    path: string,
    body: object,
    key?: string,
  ) =>
    api()
      .post(path)
      .set({
        Authorization: `Bearer ${await token(email)}`,
        ...(key ? { "Idempotency-Key": key } : {}),
      })
      .send(body);
  const userId = async (email: string): Promise<string> =>
    (await get(email, "/api/md/getuserdata")).body.data.id;
  const badge = async (email: string): Promise<number> =>
    (await get(email, "/api/md/getuserdata")).body.data.chat_notification_count;
  const rowOf = async (
    email: string,
    chatId: string,
  ): Promise<ChatRow | undefined> =>
    (
      (await get(email, "/api/md/chats?per_page=100")).body.data as ChatRow[]
    ).find((row) => row.id === chatId);

  beforeAll(async () => {
    created = await target.start();
    app = created.app;
    const commands = app.get(CommandBus);
    await commands.execute(
      new CreateEntityCommand(
        OTHER_ENTITY,
        {
          name: "Ente Estraneo",
          addressInfo: null,
          activeMd: true,
          activeFr: true,
          activeSr: true,
          generic: false,
        },
        SYSTEM_ACTOR,
        "chats:entity",
      ),
    );
    await commands.execute(
      new CreateUserCommand(
        {
          userId: FOREIGN_USER,
          entityId: OTHER_ENTITY,
          email: ESTRANEO,
          firstName: "Ettore",
          lastName: "Estraneo",
          password: DEMO_PASSWORD,
        },
        { actor: SYSTEM_ACTOR, commandId: "chats:user", scope: ALL_ENTITIES },
      ),
    );
  }, 120_000);
  afterAll(async () => {
    await created?.close();
  });

  async function openSing(title = "Turni di luglio"): Promise<string> {
    const res = await post(MEDICO, "/api/md/chats", {
      title,
      type: "SING",
      second_user_id: await userId(SEGRETERIA),
    });
    expect(res.status).toBe(200);
    return res.body.data.id;
  }

  it("opens a SING chat between two users; the other one sees it unread, reads it, answers", async () => {
    const chatId = await openSing();
    const before = await badge(SEGRETERIA);
    expect(
      (await post(MEDICO, "/api/md/chatmessage", { chatid: chatId, text: XSS }))
        .status,
    ).toBe(200);
    expect(await badge(SEGRETERIA)).toBe(before + 1);
    expect(await rowOf(SEGRETERIA, chatId)).toMatchObject({
      title: "Turni di luglio",
      type: "SING",
      status: 0,
      notify: 1,
      ADM: 0,
    });
    expect(await rowOf(MEDICO, chatId)).toMatchObject({ notify: 0, ADM: 1 });

    const detail = (await get(SEGRETERIA, `/api/fr/chats/${chatId}`)).body
      .data as ChatDetail;
    expect(detail.users.map((u) => u.name)).toEqual([
      "Marco Bianchi",
      "Sara Galli",
    ]);
    // Stored and served exactly as typed: the client shows it as text.
    expect(detail.messages).toEqual([
      expect.objectContaining({
        message: XSS,
        user: expect.objectContaining({ name: "Marco Bianchi" }),
      }),
    ]);

    expect(
      (await post(SEGRETERIA, "/api/md/chatsrnf", { chatid: chatId })).status,
    ).toBe(200);
    expect(await badge(SEGRETERIA)).toBe(before);
    expect(
      (
        await post(SEGRETERIA, "/api/md/chatmessage", {
          chatid: chatId,
          text: "Ricevuto",
        })
      ).status,
    ).toBe(200);
    expect(await rowOf(MEDICO, chatId)).toMatchObject({ notify: 1 });
    const notifications = (await get(MEDICO, "/api/md/notifications")).body
      .data;
    expect(notifications.items).toContainEqual(
      expect.objectContaining({
        kind: "chat",
        text: "1 nuovo messaggio nella chat «Turni di luglio»",
      }),
    );
  });

  it("answers 404 to whoever is not in the chat, in this entity or another", async () => {
    const chatId = await openSing();
    for (const email of [INFERMIERE, ESTRANEO]) {
      expect((await get(email, `/api/md/chats/${chatId}`)).status).toBe(404);
      expect(
        (
          await post(email, "/api/md/chatmessage", {
            chatid: chatId,
            text: "ciao",
          })
        ).status,
      ).toBe(404);
      expect(
        (await post(email, "/api/md/chatsrnf", { chatid: chatId })).status,
      ).toBe(404);
      expect(
        (await post(email, "/api/md/chats", { id: chatId, status: 1 })).status,
      ).toBe(404);
      expect(await rowOf(email, chatId)).toBeUndefined();
    }
    // Nor can a chat be opened with a user of another entity: the same answer as an unknown user.
    const foreign = await post(MEDICO, "/api/md/chats", {
      title: "Fuori",
      type: "SING",
      second_user_id: FOREIGN_USER,
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.second_user_id).toEqual([
      CHAT_MESSAGES.SECOND_USER_NOT_FOUND,
    ]);
    expect(
      (
        (await get(MEDICO, "/api/md/chats/contacts")).body.data as {
          id: string;
        }[]
      ).map((c) => c.id),
    ).not.toContain(FOREIGN_USER);
  });

  it("closes only from an ADM row (403 otherwise) and a closed chat refuses messages", async () => {
    const chatId = await openSing();
    const refused = await post(SEGRETERIA, "/api/md/chats", {
      id: chatId,
      status: 1,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(CHAT_MESSAGES.CHAT_CLOSE_FORBIDDEN);
    expect(
      (await post(MEDICO, "/api/md/chats", { id: chatId, status: 1 })).status,
    ).toBe(200);
    expect(await rowOf(SEGRETERIA, chatId)).toMatchObject({ status: 1 });
    const late = await post(SEGRETERIA, "/api/md/chatmessage", {
      chatid: chatId,
      text: "Troppo tardi",
    });
    expect(late.status).toBe(422);
    expect(late.body.message).toBe(CHAT_MESSAGES.CHAT_CLOSED);
  });

  it("gives AMM chats to the administration, who may close them; the asker may not", async () => {
    const res = await post(MEDICO, "/api/md/chats", {
      title: "Fattura",
      type: "AMM",
    });
    const chatId = res.body.data.id;
    expect(await rowOf(AMMINISTRAZIONE, chatId)).toMatchObject({
      ADM: 1,
      type: "AMM",
    });
    expect(await rowOf(MEDICO, chatId)).toMatchObject({ ADM: 0 });
    expect(await rowOf(SEGRETERIA, chatId)).toBeUndefined();
    expect(
      (await post(MEDICO, "/api/md/chats", { id: chatId, status: 1 })).status,
    ).toBe(403);
    expect(
      (await post(AMMINISTRAZIONE, "/api/md/chats", { id: chatId, status: 1 }))
        .status,
    ).toBe(200);
  });

  it("validates in Italian and creates once per Idempotency-Key", async () => {
    const noTitle = await post(MEDICO, "/api/md/chats", {
      title: " ",
      type: "AMM",
    });
    expect(noTitle.status).toBe(422);
    expect(noTitle.body.errors.title).toEqual([MESSAGES.REQUIRED]);
    const noUser = await post(MEDICO, "/api/md/chats", {
      title: "Senza",
      type: "SING",
    });
    expect(noUser.body.errors.second_user_id).toEqual([
      CHAT_MESSAGES.SECOND_USER_REQUIRED,
    ]);
    const onlySing = await post(MEDICO, "/api/md/chats", {
      title: "Amm",
      type: "AMM",
      second_user_id: await userId(SEGRETERIA),
    });
    expect(onlySing.body.errors.second_user_id).toEqual([
      CHAT_MESSAGES.SECOND_USER_ONLY_SING,
    ]);
    const key = randomUUID();
    const first = await post(
      MEDICO,
      "/api/md/chats",
      { title: "Una volta", type: "SEG" },
      key,
    );
    const again = await post(
      MEDICO,
      "/api/md/chats",
      { title: "Una volta", type: "SEG" },
      key,
    );
    expect(again.body.data.id).toBe(first.body.data.id);
    const rows = (
      (await get(MEDICO, "/api/md/chats?per_page=100")).body.data as ChatRow[]
    ).filter((row) => row.title === "Una volta");
    expect(rows).toHaveLength(1);
    expect(await rowOf(SEGRETERIA, first.body.data.id)).toMatchObject({
      ADM: 1,
    });
  });

  it("streams chat changes to the participants over a single-use ticket", async () => {
    const chatId = await openSing("In diretta");
    const ticket = (await post(SEGRETERIA, "/api/md/events/ticket", {})).body
      .data.ticket as string;
    expect((await api().get("/api/md/events/stream")).status).toBe(401);
    const server = app.getHttpServer() as http.Server;
    if (!server.listening)
      await new Promise<void>((resolve) =>
        server.listen(0, "127.0.0.1", resolve),
      );
    await new Promise<void>((resolve, reject) => {
      const { port } = server.address() as AddressInfo;
      let buffer = "";
      const req = http.get(
        `http://127.0.0.1:${port}/api/md/events/stream?ticket=${ticket}`,
        (res) => {
          expect(res.headers["content-type"]).toContain("text/event-stream");
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => {
            buffer += chunk;
            if (buffer.includes("event: ready") && !buffer.includes("posted")) {
              buffer += "posted";
              void post(MEDICO, "/api/md/chatmessage", {
                chatid: chatId,
                text: "Sei in linea?",
              });
            }
            if (buffer.includes("event: chat") && buffer.includes(chatId)) {
              req.destroy();
              resolve();
            }
          });
        },
      );
      req.on("error", (error) =>
        buffer.includes(chatId) ? undefined : reject(error),
      );
    });
    // A ticket opens one stream only.
    expect(
      (await api().get(`/api/md/events/stream?ticket=${ticket}`)).status,
    ).toBe(401);
  });

  it("lists the visits due within 30 days in alert_exsp and the notifications, inside the caller’s scope", async () => {
    const store = app.get<EventStore>(EVENT_STORE);
    const [soon, later] = [randomUUID(), randomUUID()];
    for (const [workerId, firstName] of [
      [soon, "Anna"],
      [later, "Bruno"],
    ]) {
      const data: WorkerHiredData = {
        workerId,
        entityId: DEMO_ENTITY.id,
        customerId: DEMO_CUSTOMER.id,
        factoryId: null,
        firstName,
        lastName: "Scadenza",
        sex: "F",
        birthDate: "1980-01-01",
        birthPlace: "BERGAMO",
        birthPlaceCode: "A794",
        fiscalCode: null,
        email: null,
      };
      const commandId = `chats:worker:${workerId}`;
      const { position } = await store.append(
        `worker-${workerId}`,
        [
          {
            id: eventIdFor(commandId, 0),
            type: "WorkerHired",
            data,
            metadata: eventMetadata(SYSTEM_ACTOR, commandId, {
              customerId: DEMO_CUSTOMER.id,
            }),
          },
        ],
        { expectedRevision: "no_stream" },
      );
      await app.get(ProjectionWaiter).waitFor(position);
    }
    // Planned visits come with the examinations context; until then the read model's column is set here.
    const inDays = (days: number) =>
      new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const db = app.get<Database>(DATABASE);
    await db.query("UPDATE workers SET next_visit = $2 WHERE id = $1", [
      soon,
      inDays(10),
    ]);
    await db.query("UPDATE workers SET next_visit = $2 WHERE id = $1", [
      later,
      inDays(45),
    ]);

    for (const email of [MEDICO, SEGRETERIA]) {
      const alerts = (await get(email, "/api/md/getuserdata")).body.data
        .alert_exsp as { worker_id: string; examinationdate: string }[];
      expect(alerts).toContainEqual({
        worker_id: soon,
        type: "periodica",
        examinationdate: inDays(10),
      });
      expect(alerts.map((a) => a.worker_id)).not.toContain(later);
    }
    const items = (await get(MEDICO, "/api/md/notifications")).body.data.items;
    expect(items).toContainEqual({
      kind: "expiring_visit",
      text: "Visita periodica in scadenza: Scadenza Anna",
      href: `/workers/list/card/${soon}`,
      date: inDays(10),
    });
    expect(
      (await get(ESTRANEO, "/api/md/getuserdata")).body.data.alert_exsp,
    ).toEqual([]);
    expect(
      (await get(MEDICO, "/api/fr/getuserdata")).body.data.alert_exsp,
    ).toEqual([]);
  });
});
