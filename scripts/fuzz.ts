// `npm run fuzz`: every way into the studio (each write endpoint of the API, Auth.js's posts and
// the server actions behind the sign-in forms) gets thousands of generated requests against a
// production build on a throwaway database: wrong types, huge and deeply nested values, odd
// Unicode (lone surrogates, NULs, bidi controls), missing and extra fields, stale and future
// versions, bodies that are not JSON at all, and mutations of valid documents of every kind.
//
// It fails on any 5xx or dropped connection, on any answer slower than the bound, and on any
// half-written state: after each endpoint the database is checked (every document's version has
// its revision and its body is valid for its kind; ledger entries are numbered without gaps; live
// matches replay). The generator is fast-check, so a failure prints the seed that reproduces it.
//
//   npm run fuzz                       10,000 bodies per endpoint (SQLite)
//   npm run fuzz -- --runs 300         a short run (CI)
//   npm run fuzz -- --seed 42 --only documents.update
//   FUZZ_DATABASE_URL=postgresql://…/empty_db npm run fuzz   on PostgreSQL
//   FUZZ_MAX_MS=5000                   the latency bound (default 10 s: the machine may be busy)
import { parseArgs } from "node:util";
import fc from "fast-check";
import mirimDoc from "../lib/content/samples/mirim.book.json";
import lostPatrolDoc from "../lib/content/samples/lost-patrol.tileset.json";
import pitfallDoc from "../lib/content/samples/pitfall.mission.json";
import rulesetDoc from "../lib/content/samples/base.ruleset.json";
import campaignDoc from "../lib/content/samples/duel-campaign.campaign.json";
import { createToken } from "../lib/auth/tokens";
import { createDb, type Db } from "../lib/db/client";
import { createUser } from "../lib/db/users";
import { actionForm, actionIds } from "./action-form";
import { invariants } from "./invariants";
import { withThrowawayStudio } from "./throwaway-studio";

const { values: args } = parseArgs({
  options: {
    runs: { type: "string" },
    seed: { type: "string" },
    only: { type: "string" },
    concurrency: { type: "string" },
  },
});
const RUNS = Number(args.runs ?? process.env.FUZZ_RUNS ?? 10_000);
const SEED = Number(args.seed ?? process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const CONCURRENCY = Number(args.concurrency ?? 8);
const MAX_MS = Number(process.env.FUZZ_MAX_MS ?? 10_000);
if (process.env.FUZZ_DATABASE_URL) process.env.E2E_DATABASE_URL = process.env.FUZZ_DATABASE_URL;

// ---------------------------------------------------------------------------------------------
// What to send

/** A request body: JSON to encode, or raw bytes with a content type. */
/** A real 1×1 PNG, for uploads that should be stored. */
const TINY_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

type Body = { json: unknown } | { raw: string | Buffer; type: string } | { none: true };

const ODD_STRINGS = [
  "",
  " ",
  "\ud800",
  "\udfff",
  "a\ud83cb",
  "\u0000",
  "\u202e\u2066evil",
  "\ufeff",
  "🎲".repeat(300),
  "e\u0301".repeat(100),
  "<script>alert(1)</script>",
  "\"'`;--",
  "../../etc/passwd",
  "%00%ff",
  "__proto__",
  "constructor",
  "null",
  "NaN",
  "x".repeat(201),
  "x".repeat(70_000),
];

const oddString = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }) },
  { weight: 3, arbitrary: fc.constantFrom(...ODD_STRINGS) },
);
const oddKey = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom("__proto__", "constructor", "prototype", "\ud800", "", "id", "seed", "content"),
);
const oddNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, -0, 0.5, Number.MAX_SAFE_INTEGER + 2),
);

const { value: weird } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    oddString,
    oddNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 6 }),
    fc.dictionary(oddKey, tie("value"), { maxKeys: 6 }),
  ),
}));

/** JSON text nested `depth` deep (an object of arrays, or rich-text-like nodes). */
const deepText = (depth: number, rich: boolean) =>
  rich ? '{"type":"p","content":['.repeat(depth) + "]}".repeat(depth) : "[".repeat(depth) + "]".repeat(depth);

/** Bodies that are not well-formed requests at all, or are very large or deep. */
const hostileRaw: fc.Arbitrary<Body> = fc.oneof(
  fc.constantFrom<Body>(
    { raw: "", type: "application/json" },
    { raw: "{", type: "application/json" },
    { raw: '{"a":1}{"b":2}', type: "application/json" },
    { raw: "null", type: "application/json" },
    { raw: "[]", type: "application/json" },
    { raw: '"just a string"', type: "application/json" },
    { raw: Buffer.from([0xff, 0xfe, 0x00, 0x80, 0xc3]), type: "application/json" },
    { raw: "kind=book&title=x", type: "application/x-www-form-urlencoded" },
    { raw: "<x/>", type: "text/xml" },
    { none: true },
  ),
  // Made once and shared by every sample that picks them: ten thousand fresh copies of a 5 MB body
  // would not fit in the fuzzer's memory.
  fc.constantFrom<Body>(
    ...[50, 99, 101, 200, 750, 5000, 100_000].flatMap((depth) =>
      [false, true].map<Body>((rich) => ({ raw: deepText(depth, rich), type: "application/json" })),
    ),
  ),
  // Large bodies are slow to send: few of them, around the 5 MB limit.
  fc.constantFrom<Body>(
    ...[100_000, 1_000_000, 5 * 1024 * 1024 - 64, 5 * 1024 * 1024 + 1].map<Body>((size) => ({
      raw: JSON.stringify({ title: "x".repeat(size) }),
      type: "application/json",
    })),
  ),
);

/** A valid value with a few things changed: a field dropped, given a wrong type, or one added. */
function mutated(base: unknown): fc.Arbitrary<unknown> {
  const paths: (string | number)[][] = [];
  const walk = (v: unknown, at: (string | number)[]) => {
    if (at.length > 8 || paths.length > 400) return;
    paths.push(at);
    if (Array.isArray(v)) v.slice(0, 6).forEach((x, i) => walk(x, [...at, i]));
    else if (v && typeof v === "object") for (const k of Object.keys(v).slice(0, 12)) walk((v as Record<string, unknown>)[k], [...at, k]);
  };
  walk(base, []);
  const op = fc.record({ at: fc.nat(), kind: fc.constantFrom("drop", "replace", "extra", "wrap"), value: weird, key: oddKey });
  return fc.array(op, { minLength: 1, maxLength: 3 }).map((ops) => {
    let root: unknown = structuredClone(base);
    for (const o of ops) {
      const where = paths[o.at % paths.length];
      if (where.length === 0) {
        root = o.kind === "extra" && root && typeof root === "object" ? { ...(root as object), [o.key]: o.value } : o.value;
        continue;
      }
      let parent = root as Record<string | number, unknown>;
      for (const k of where.slice(0, -1)) {
        if (!parent || typeof parent !== "object") break;
        parent = parent[k] as Record<string | number, unknown>;
      }
      if (!parent || typeof parent !== "object") continue;
      const last = where[where.length - 1];
      if (o.kind === "drop") delete parent[last];
      else if (o.kind === "replace") parent[last] = o.value;
      else if (o.kind === "wrap") parent[last] = [parent[last]];
      else if (parent[last] && typeof parent[last] === "object") (parent[last] as Record<string, unknown>)[o.key] = o.value;
    }
    return root;
  });
}

/** A JSON body: mostly shaped like the real thing and changed, sometimes anything at all. */
const jsonBody = (valid: fc.Arbitrary<unknown>): fc.Arbitrary<Body> =>
  fc.oneof(
    { weight: 6, arbitrary: valid.chain((v) => fc.oneof(fc.constant(v), mutated(v))).map((json) => ({ json })) },
    { weight: 2, arbitrary: weird.map((json) => ({ json })) },
    { weight: 1, arbitrary: hostileRaw },
  );

const SAMPLES: Record<string, unknown> = {
  book: mirimDoc.body,
  tileset: lostPatrolDoc.body,
  mission: pitfallDoc.body,
  ruleset: rulesetDoc.body,
  campaign: campaignDoc.body,
};
const kindName = fc.oneof(fc.constantFrom("book", "tileset", "mission", "ruleset", "campaign", "playtest"), oddString);
const sampleBody = fc.constantFrom(...Object.values(SAMPLES));
const version = fc.oneof(fc.constantFrom("current", "stale"), oddNumber, weird);

// ---------------------------------------------------------------------------------------------
// Where to send it

interface Ctx {
  base: string;
  token: string;
  otherToken: string;
  /** Documents of each kind to write to, and the version last seen of each. */
  docs: Record<string, { id: string; version: number }>;
  userIds: string[];
  matchId: string;
  actions: Record<string, string>;
}

interface Endpoint {
  name: string;
  method: string;
  /** The path, given the generated choice of target (a real id, another user's, a made-up one). */
  path(ctx: Ctx, pick: number): string;
  body: fc.Arbitrary<Body>;
  /** Sent without the bearer token (the sign-in forms). */
  anonymous?: boolean;
  headers?(ctx: Ctx): Record<string, string>;
  /** Long polls wait on purpose. */
  slow?: boolean;
}

const docKinds = ["book", "tileset", "mission", "ruleset", "campaign", "playtest"];
/** A document to aim at (its path): ours of some kind, a made-up id, or an odd one. */
function docId(ctx: Ctx, pick: number): string {
  const ids = docKinds.map((k) => ctx.docs[k].id);
  // Raw path segments: an invalid UTF-8 escape, a traversal, a very long id.
  const choices = [...ids, ...ids, "no-such-document", "%ED%A0%80", "..%2F..%2Fetc", "x".repeat(300)];
  return `/api/documents/${choices[pick % choices.length]}`;
}

/** Fills "current"/"stale" with the target's real versions, so some saves land and some conflict. */
function withVersions(ctx: Ctx, target: string, value: unknown): unknown {
  if (!value || typeof value !== "object" || Array.isArray(value)) return value;
  const doc = Object.values(ctx.docs).find((d) => d.id === target);
  const out = { ...(value as Record<string, unknown>) };
  for (const key of ["baseVersion", "version"]) {
    if (out[key] === "current") out[key] = doc?.version ?? 1;
    if (out[key] === "stale") out[key] = Math.max(1, (doc?.version ?? 1) - 1);
  }
  return out;
}

const ENDPOINTS: Endpoint[] = [
  {
    name: "documents.create",
    method: "POST",
    path: () => "/api/documents",
    body: jsonBody(fc.record({ kind: kindName, title: oddString, body: fc.option(sampleBody, { nil: undefined }) })),
  },
  {
    name: "documents.update",
    method: "PUT",
    path: docId,
    body: jsonBody(
      fc.record(
        { baseVersion: version, title: oddString, body: sampleBody, published: fc.boolean(), note: oddString },
        { requiredKeys: ["baseVersion"] },
      ),
    ),
  },
  { name: "documents.delete", method: "DELETE", path: docId, body: fc.constant<Body>({ none: true }) },
  {
    name: "documents.restore",
    method: "POST",
    path: (ctx, pick) => `${docId(ctx, pick)}/restore`,
    body: jsonBody(
      fc.oneof(fc.record({ version: version, baseVersion: version }), fc.record({ undelete: fc.oneof(fc.constant(true), weird) })),
    ),
  },
  { name: "documents.duplicate", method: "POST", path: (ctx, pick) => `${docId(ctx, pick)}/duplicate`, body: hostileRaw },
  {
    name: "documents.share",
    method: "POST",
    path: (ctx, pick) => `${docId(ctx, pick)}/shares`,
    body: jsonBody(
      fc.record({
        email: fc.oneof(fc.constant("bob@fuzz.test"), fc.emailAddress(), oddString),
        role: fc.oneof(fc.constantFrom("editor", "viewer", "owner"), oddString),
      }),
    ),
  },
  {
    name: "documents.unshare",
    method: "DELETE",
    path: (ctx, pick) => `${docId(ctx, pick)}/shares?userId=${encodeURIComponent(String([...ctx.userIds, "x", "\u0000"][pick % 4]))}`,
    body: fc.constant<Body>({ none: true }),
  },
  {
    name: "documents.import",
    method: "POST",
    path: () => "/api/documents/import",
    body: jsonBody(
      fc.record(
        { kind: kindName, title: oddString, schemaVersion: fc.oneof(fc.constant(1), oddNumber), body: sampleBody },
        { requiredKeys: [] },
      ),
    ),
  },
  {
    name: "campaign.entries",
    method: "POST",
    path: (ctx, pick) => `${pick % 5 === 0 ? docId(ctx, pick) : `/api/documents/${ctx.docs.campaign.id}`}/campaign/entries`,
    body: jsonBody(
      fc.record({
        id: fc.oneof(fc.uuid(), oddString),
        at: fc.oneof(fc.constant("2026-01-01T00:00:00Z"), oddString),
        by: fc.oneof(fc.constant("@OWNER"), oddString),
        type: fc.constantFrom("battle", "improvement", "advancement", "retirement", "correction", "party"),
        characterId: fc.constantFrom("mirim-a", "mirim-b", "ghost"),
        page: oddNumber,
        category: fc.constantFrom("body", "spell", "wealth"),
        participants: fc.constant([
          { characterId: "mirim-a", side: "a" },
          { characterId: "mirim-b", side: "b" },
        ]),
        winningSide: fc.constantFrom("a", "b", null),
        replay: fc.option(fc.record({ matchJson: oddString }), { nil: undefined }),
      }),
    ),
  },
  {
    name: "campaign.members",
    method: "POST",
    path: (ctx, pick) => `${pick % 5 === 0 ? docId(ctx, pick) : `/api/documents/${ctx.docs.campaign.id}`}/campaign/members`,
    body: jsonBody(fc.record({ email: fc.oneof(fc.constant("bob@fuzz.test"), fc.emailAddress(), oddString) })),
  },
  {
    name: "live.create",
    method: "POST",
    path: () => "/api/live",
    body: jsonBody(
      fc.record(
        {
          gameId: fc.oneof(fc.constantFrom("lostworlds", "hulk", "lostpatrol", "test/dice-race"), oddString),
          title: oddString,
          documents: fc.array(
            fc.record({ id: fc.constantFrom("@BOOK", "@MISSION", "@TILESET", "nope"), version: fc.option(oddNumber, { nil: undefined }) }),
            {
              maxLength: 6,
            },
          ),
          options: fc.oneof(fc.constant({}), weird),
          seed: oddString,
        },
        { requiredKeys: ["gameId"] },
      ),
    ),
  },
  {
    name: "live.join",
    method: "POST",
    path: (ctx, pick) => `/api/live/${[ctx.matchId, "nope", "%00"][pick % 3]}/join`,
    body: hostileRaw,
  },
  {
    name: "live.act",
    method: "POST",
    path: (ctx, pick) => `/api/live/${[ctx.matchId, ctx.matchId, "nope"][pick % 3]}/actions`,
    body: jsonBody(
      fc.record({
        version: fc.oneof(fc.nat({ max: 5 }), oddNumber),
        action: fc.record({ seat: fc.oneof(fc.nat({ max: 2 }), oddNumber), page: oddNumber }),
      }),
    ),
  },
  {
    name: "live.poll",
    method: "GET",
    // Never a version far ahead: that poll would rightly wait its 20 s.
    path: (ctx, pick) =>
      `/api/live/${[ctx.matchId, "nope"][pick % 2]}?since=${encodeURIComponent(["-1", "x", "0", "1.5", "\u0000"][pick % 5])}`,
    body: fc.constant<Body>({ none: true }),
    slow: true,
  },
  {
    name: "documents.list",
    method: "GET",
    path: (_ctx, pick) =>
      `/api/documents?${
        [
          "",
          "limit=0",
          "limit=501",
          "limit=abc",
          "cursor=bm90LWEtY3Vyc29y",
          "cursor=%ED%A0%80",
          "q=%25_%5C",
          "kind=x&trash=2",
          "q=" + "x".repeat(300),
          "cursor=" + Buffer.from('{"u":"not a date","i":1}').toString("base64url"),
        ][pick % 10]
      }`,
    body: fc.constant<Body>({ none: true }),
  },
  {
    name: "tokens.create",
    method: "POST",
    path: () => "/api/tokens",
    body: jsonBody(fc.record({ name: oddString })),
  },
  {
    name: "tokens.revoke",
    method: "DELETE",
    path: (_ctx, pick) => `/api/tokens/${encodeURIComponent(["nope", "\u0000", "x".repeat(200)][pick % 3])}`,
    body: fc.constant<Body>({ none: true }),
  },
  {
    name: "assets.upload",
    method: "POST",
    path: () => "/api/assets",
    // Pictures that are what they say, pictures whose bytes say otherwise, and anything at all.
    body: fc.oneof(
      fc.constantFrom<Body>(
        { raw: TINY_PNG, type: "image/png" },
        { raw: TINY_PNG, type: "image/svg+xml" },
        { raw: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', type: "image/svg+xml" },
        { raw: Buffer.concat([TINY_PNG.subarray(0, 8), Buffer.from("not the rest")]), type: "image/png" },
        { raw: Buffer.from("GIF89a"), type: "image/gif" },
      ),
      hostileRaw,
    ),
  },
  {
    name: "simulations.create",
    method: "POST",
    path: () => "/api/simulations",
    // Real runs stay small (a few games of a real book) so the fuzz measures answers, not play.
    body: jsonBody(
      fc.record(
        {
          gameId: fc.oneof(fc.constantFrom("lostworlds", "lostpatrol", "hulk"), oddString),
          documents: fc.array(fc.record({ id: fc.oneof(fc.constant("@BOOK"), oddString) }), { maxLength: 3 }),
          bots: fc.array(fc.oneof(fc.constantFrom("random", "greedy"), oddString), { minLength: 1, maxLength: 3 }),
          n: fc.constantFrom(1, 2, 3),
          sweep: fc.option(oddString, { nil: undefined }),
        },
        { requiredKeys: ["gameId", "bots", "n"] },
      ),
    ),
  },
  {
    name: "auth.credentials",
    method: "POST",
    anonymous: true,
    path: () => "/api/auth/callback/credentials",
    body: fc.oneof(
      fc
        .record({
          email: fc.oneof(fc.emailAddress(), oddString),
          password: oddString,
          csrfToken: oddString,
          callbackUrl: fc.oneof(oddString, fc.constant("/\\evil.example")),
        })
        .map<Body>((f) => ({
          raw: new URLSearchParams(f as Record<string, string>).toString(),
          type: "application/x-www-form-urlencoded",
        })),
      hostileRaw,
    ),
  },
  {
    name: "auth.signout",
    method: "POST",
    anonymous: true,
    path: () => "/api/auth/signout",
    body: fc.oneof(
      fc
        .record({ csrfToken: oddString })
        .map<Body>((f) => ({ raw: new URLSearchParams(f).toString(), type: "application/x-www-form-urlencoded" })),
      hostileRaw,
    ),
  },
  ...["signInAction", "signUpAction", "signOutAction", "signOutEverywhereAction"].map((action): Endpoint => ({
    name: `action.${action}`,
    method: "POST",
    anonymous: true,
    path: () => (action === "signUpAction" ? "/signup" : "/signin"),
    headers: (ctx) => ({ "next-action": ctx.actions[action] ?? "missing", accept: "text/x-component" }),
    body: fc.oneof(
      fc
        .record({
          email: fc.oneof(fc.emailAddress(), oddString),
          password: oddString,
          name: oddString,
          confirm: oddString,
          next: oddString,
        })
        .map<Body>((f) => {
          // As React sends a form to an action: its arguments in field 0, the form's fields under prefix 1_.
          const form = actionForm(action.startsWith("signOut") ? ["$K1"] : [{}, "$K1"], f);
          return { raw: "", type: "multipart/form-data", form } as Body;
        }),
      weird.map<Body>((json) => ({ raw: JSON.stringify(json), type: "text/plain;charset=UTF-8" })),
      hostileRaw,
    ),
  })),
];

// ---------------------------------------------------------------------------------------------
// Sending, and checking what came back

interface Failure {
  endpoint: string;
  why: string;
  request: string;
}

async function send(
  ctx: Ctx,
  ep: Endpoint,
  pick: number,
  target: string,
  body: Body,
): Promise<{ status: number; ms: number; text: string }> {
  const started = performance.now();
  const headers: Record<string, string> = { ...(ep.headers?.(ctx) ?? {}) };
  if (!ep.anonymous) headers.authorization = `Bearer ${pick % 17 === 0 ? ctx.otherToken : ctx.token}`;
  let payload: BodyInit | undefined;
  if ("json" in body) {
    headers["content-type"] = "application/json";
    // Placeholders for ids only known once the studio runs.
    payload = JSON.stringify(withVersions(ctx, target.split("/")[3] ?? "", body.json))
      ?.replaceAll('"@BOOK"', JSON.stringify(ctx.docs.book.id))
      .replaceAll('"@MISSION"', JSON.stringify(ctx.docs.mission.id))
      .replaceAll('"@TILESET"', JSON.stringify(ctx.docs.tileset.id))
      .replaceAll('"@OWNER"', JSON.stringify(ctx.userIds[0]));
  } else if ("raw" in body) {
    const form = (body as { form?: FormData }).form;
    if (form) payload = form;
    else {
      headers["content-type"] = body.type;
      payload = typeof body.raw === "string" ? body.raw : new Uint8Array(body.raw);
    }
  }
  const res = await fetch(ctx.base + target, {
    method: ep.method,
    headers,
    body: ep.method === "GET" || ep.method === "HEAD" ? undefined : payload,
    redirect: "manual",
  });
  const text = await res.text();
  return { status: res.status, ms: performance.now() - started, text };
}

function describe(body: Body, target = ""): string {
  return `${target} ${describeBody(body)}`;
}

function describeBody(body: Body): string {
  if ("json" in body) return JSON.stringify(body.json)?.slice(0, 300) ?? "undefined";
  if ("raw" in body) return `${body.type}: ${String(body.raw).slice(0, 200)} (${body.raw.length} bytes)`;
  return "(no body)";
}

async function setUp(base: string, db: Db): Promise<Ctx> {
  const owner = await createUser(db, { email: "owner@fuzz.test", name: "Owner", passwordHash: null });
  const bob = await createUser(db, { email: "bob@fuzz.test", name: "Bob", passwordHash: null });
  const { token } = await createToken(db, { userId: owner.id }, "fuzz");
  const { token: otherToken } = await createToken(db, { userId: bob.id }, "fuzz");
  const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const docs: Ctx["docs"] = {};
  for (const [kind, body] of Object.entries(SAMPLES)) {
    const fixed = kind === "campaign" ? { ...(body as object), ledger: [] } : body;
    const res = await fetch(`${base}/api/documents`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ kind, title: `Fuzz ${kind}`, body: fixed }),
    });
    if (res.status !== 201) throw new Error(`setting up a ${kind}: ${res.status} ${await res.text()}`);
    const doc = (await res.json()) as { id: string; version: number };
    docs[kind] = { id: doc.id, version: doc.version };
  }
  const playtest = await fetch(`${base}/api/documents`, {
    method: "POST",
    headers: auth,
    body: JSON.stringify({
      kind: "playtest",
      title: "Fuzz playtest",
      body: {
        gameId: "lostworlds",
        seed: 1,
        content: { books: [mirimDoc.body, mirimDoc.body] },
        seats: [
          { label: "A", controller: "human" },
          { label: "B", controller: "human" },
        ],
        log: [],
      },
    }),
  });
  docs.playtest = { id: ((await playtest.json()) as { id: string }).id, version: 1 };
  const match = await fetch(`${base}/api/live`, {
    method: "POST",
    headers: auth,
    body: JSON.stringify({ gameId: "lostworlds", documents: [{ id: docs.book.id }, { id: docs.book.id }] }),
  });
  if (match.status !== 201) throw new Error(`setting up a live match: ${match.status} ${await match.text()}`);
  const matchId = ((await match.json()) as { id: string }).id;
  const actions = actionIds();
  return { base, token, otherToken, docs, userIds: [owner.id, bob.id], matchId, actions };
}

/** Keeps the versions the fuzzer aims at close to the real ones, so some saves land. */
async function refresh(ctx: Ctx, db: Db) {
  for (const d of Object.values(ctx.docs)) {
    const row = await db.document.findUnique({ where: { id: d.id }, select: { version: true } });
    if (row) d.version = row.version;
  }
}

async function fuzz(base: string, env: NodeJS.ProcessEnv): Promise<number> {
  const { db } = createDb(env);
  const ctx = await setUp(base, db);
  const failures: Failure[] = [];
  const only = args.only?.split(",");
  // Each endpoint's check looks at what changed since the last one (and the first at everything).
  let checkedSince: Date | undefined;
  console.log(
    `fuzz: ${RUNS} bodies per endpoint, seed ${SEED}, ${CONCURRENCY} at a time, answers within ${MAX_MS} ms, on ` +
      `${env.DATABASE_URL?.split(":")[0]}`,
  );
  for (const [index, ep] of ENDPOINTS.entries()) {
    if (only && !only.includes(ep.name)) continue;
    const runs = ep.slow ? Math.min(RUNS, 200) : RUNS;
    const samples = fc.sample(fc.tuple(fc.nat(), ep.body), { numRuns: runs, seed: SEED + index });
    const started = performance.now();
    const statuses = new Map<number, number>();
    let slowest = 0;
    let next = 0;
    const worker = async () => {
      while (next < samples.length) {
        const [pick, body] = samples[next++];
        // The path each body went to, for the report.
        const target = ep.path(ctx, pick);
        try {
          const res = await send(ctx, ep, pick, target, body);
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          slowest = Math.max(slowest, res.ms);
          if (res.status >= 500)
            failures.push({
              endpoint: ep.name,
              why: `${res.status}: ${res.text.slice(0, 200)}`,
              request: describe(body, target),
            });
          else if (res.ms > MAX_MS && !ep.slow)
            failures.push({
              endpoint: ep.name,
              why: `answered in ${Math.round(res.ms)} ms`,
              request: describe(body, target),
            });
        } catch (err) {
          failures.push({
            endpoint: ep.name,
            why: `no answer: ${err instanceof Error ? `${err.message} ${String((err as { cause?: unknown }).cause ?? "")}` : err}`,
            request: describe(body, target),
          });
        }
        if (next % 500 === 0) await refresh(ctx, db);
      }
    };
    await Promise.all(Array.from({ length: ep.slow ? 2 : CONCURRENCY }, worker));
    const broken = await invariants(db, checkedSince);
    checkedSince = new Date(Date.now() - 1000);
    for (const why of broken) failures.push({ endpoint: ep.name, why: `half-written: ${why}`, request: "(after the endpoint's run)" });
    await refresh(ctx, db);
    const seconds = (performance.now() - started) / 1000;
    const spread = [...statuses.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([s, n]) => `${s}×${n}`)
      .join(" ");
    console.log(
      `  ${ep.name.padEnd(32)} ${String(runs).padStart(6)} in ${seconds.toFixed(1).padStart(6)} s, slowest ${Math.round(slowest)} ms  ` +
        `${spread}`,
    );
  }
  await db.$disconnect();
  if (failures.length > 0) {
    // One example of each kind of failure (numbers and ids left out of the kind).
    const kinds = new Map<string, { count: number; example: Failure }>();
    for (const f of failures) {
      const kind = `${f.endpoint}: ${f.why.slice(0, 80).replace(/\d+/g, "#")}`;
      const seen = kinds.get(kind);
      if (seen) seen.count++;
      else kinds.set(kind, { count: 1, example: f });
    }
    console.error(`\nfuzz: ${failures.length} failures of ${kinds.size} kinds (seed ${SEED}):`);
    for (const [kind, { count, example }] of kinds)
      console.error(`  ${count}× ${kind}\n    e.g. ${example.why.slice(0, 300)}\n    request: ${example.request}`);
    return 1;
  }
  console.log(`fuzz: no 5xx, no dropped or slow answer, nothing half-written (seed ${SEED})`);
  return 0;
}

process.exit(await withThrowawayStudio(fuzz));
