import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  authorize,
  campaignMembers,
  decide,
  listableDocuments,
  roleOf,
  SIGNED_OUT,
  type Decision,
  type DocumentAction,
  type DocumentFacts,
  type Principal,
  type SignedIn,
  type TokenPrincipal,
} from "./policy";

const OWNER = "u-owner";
const EDITOR = "u-editor";
const VIEWER = "u-viewer";
const STRANGER = "u-stranger";

const user = (userId: string): SignedIn => ({ kind: "user", userId });
const token = (userId: string): TokenPrincipal => ({ kind: "token", userId, tokenId: `t-${userId}` });

/** The people around a document, each as the studio signs them in and as their API token. */
const PEOPLE = { owner: OWNER, editor: EDITOR, viewer: VIEWER, stranger: STRANGER } as const;
type Person = keyof typeof PEOPLE;
const PRINCIPALS: [string, Person, Principal][] = Object.entries(PEOPLE).flatMap(([person, id]) => [
  [person, person as Person, user(id)],
  [`${person}'s token`, person as Person, token(id)],
]);

type Outcome = "ok" | 400 | 401 | 403 | 404;
const outcome = (d: Decision): Outcome => (d.allowed ? "ok" : d.status);

const doc = (over: Partial<DocumentFacts> = {}): DocumentFacts => ({
  ownerId: OWNER,
  published: false,
  deletedAt: null,
  shares: [
    { userId: EDITOR, role: "editor" },
    { userId: VIEWER, role: "viewer" },
  ],
  ...over,
});

const STATES: Record<string, DocumentFacts | null> = {
  private: doc(),
  published: doc({ published: true }),
  trashed: doc({ deletedAt: new Date("2026-01-01T00:00:00Z") }),
  missing: null,
};

/**
 * Each document action on a private document: owner, editor, viewer, stranger; and last what a
 * stranger gets once it is published (a public reader: the published version, no history).
 */
const ON_PRIVATE: Record<DocumentAction, [Outcome, Outcome, Outcome, Outcome, Outcome]> = {
  "document.read": ["ok", "ok", "ok", 404, "ok"],
  "document.export": ["ok", "ok", "ok", 404, "ok"],
  "document.duplicate": ["ok", "ok", "ok", 404, "ok"],
  "document.edit": ["ok", "ok", 403, 404, 403],
  "document.publish": ["ok", 400, 403, 404, 403],
  "document.delete": ["ok", 403, 403, 404, 403],
  "document.restore": ["ok", 403, 403, 404, 403],
  "document.share": ["ok", 403, 403, 404, 403],
  "document.unshare": ["ok", 403, 403, 404, 403],
  "revision.list": ["ok", "ok", "ok", 404, 403],
  "revision.read": ["ok", "ok", "ok", 404, 403],
  "revision.restore": ["ok", "ok", 403, 404, 403],
  "campaign.post": ["ok", "ok", "ok", 404, "ok"],
  "campaign.invite": ["ok", 403, 403, 404, 403],
};
const DOCUMENT_ACTIONS = Object.keys(ON_PRIVATE) as DocumentAction[];
const COLUMN: Record<Person, number> = { owner: 0, editor: 1, viewer: 2, stranger: 3 };
const PUBLIC_COLUMN = 4;

/** What a person gets in each state, derived from the private row by the rules of visibility. */
function expected(action: DocumentAction, state: string, person: Person): Outcome {
  const row = ON_PRIVATE[action];
  if (state === "missing") return 404;
  // A published document reads to everyone else as to a public reader.
  if (state === "published" && person === "stranger") return row[PUBLIC_COLUMN];
  // A trashed document is its owner's alone: collaborators lose sight of it.
  if (state === "trashed" && person !== "owner") return 404;
  return row[COLUMN[person]];
}

describe("policy: documents and revisions", () => {
  for (const [state, facts] of Object.entries(STATES)) {
    describe(`a ${state} document`, () => {
      it.each(DOCUMENT_ACTIONS)("%s", (action) => {
        for (const [label, person, who] of PRINCIPALS) {
          expect([label, outcome(decide(who, action, facts))]).toEqual([label, expected(action, state, person)]);
        }
        expect(outcome(decide(SIGNED_OUT, action, facts))).toBe(401);
      });
    });
  }

  it("grants with the role held, which a published document gives strangers as a public reader", () => {
    expect(authorize(user(OWNER), "document.read", doc()).role).toBe("owner");
    expect(authorize(token(EDITOR), "document.edit", doc()).role).toBe("editor");
    expect(authorize(user(VIEWER), "document.read", doc()).role).toBe("viewer");
    expect(authorize(user(STRANGER), "document.read", doc({ published: true })).role).toBe("public");
    expect(roleOf(user(VIEWER), doc({ published: true }))).toBe("viewer");
    expect(authorize(user(OWNER), "document.restore", STATES.trashed).role).toBe("owner");
    expect(roleOf(SIGNED_OUT, doc({ published: true }))).toBeNull();
    expect(roleOf(user(EDITOR), doc({ published: true }))).toBe("editor");
  });

  it("answers each refusal the way today's API does", () => {
    expect(decide(user(VIEWER), "document.edit", doc())).toEqual({
      allowed: false,
      status: 403,
      message: "You can view this document but not change it",
    });
    expect(decide(user(EDITOR), "document.publish", doc())).toEqual({
      allowed: false,
      status: 400,
      path: "published",
      message: "Only the owner can publish or unpublish",
    });
    expect(decide(user(EDITOR), "document.share", doc())).toEqual({ allowed: false, status: 403, message: "Only the owner can do this" });
    expect(decide(user(STRANGER), "revision.list", doc({ published: true }))).toMatchObject({
      status: 403,
      message: expect.stringContaining("published version"),
    });
    expect(decide(user(VIEWER), "campaign.invite", doc())).toEqual({
      allowed: false,
      status: 403,
      message: "Only the game master invites players",
    });
    const hidden = (() => {
      try {
        authorize(user(STRANGER), "document.read", doc());
      } catch (err) {
        return err;
      }
    })();
    expect(hidden).toMatchObject({ status: 404, code: "not_found", message: "Document not found" });
    expect(() => authorize(SIGNED_OUT, "document.read", doc())).toThrow(expect.objectContaining({ status: 401 }));
    expect(() => authorize(user(EDITOR), "document.publish", doc())).toThrow(
      expect.objectContaining({
        status: 400,
        details: { issues: [{ path: "published", message: "Only the owner can publish or unpublish" }] },
      }),
    );
  });
});

describe("policy: properties over any document", () => {
  const ids = ["a", "b", "c", "d"];
  const facts = fc.record({
    ownerId: fc.constantFrom(...ids),
    published: fc.boolean(),
    deletedAt: fc.option(fc.constant(new Date(0)), { nil: null }),
    shares: fc.uniqueArray(fc.record({ userId: fc.constantFrom(...ids), role: fc.constantFrom("editor", "viewer") }), {
      selector: (s) => s.userId,
    }),
  });
  const action = fc.constantFrom(...DOCUMENT_ACTIONS);
  const person = fc.constantFrom(...ids);

  it("a token decides exactly as its user", () => {
    // The grant names its principal, so compare what was answered, not who asked.
    const answer = (d: Decision) => (d.allowed ? { role: (d as { role?: unknown }).role } : d);
    fc.assert(
      fc.property(facts, action, person, (f, a, p) => {
        expect(answer(decide(token(p), a, f))).toEqual(answer(decide(user(p), a, f)));
      }),
    );
  });

  it("never reveals a document one cannot read: every refusal to such a one is 404", () => {
    fc.assert(
      fc.property(facts, action, person, (f, a, p) => {
        if (roleOf(user(p), f) === null) expect(outcome(decide(user(p), a, f))).toBe(404);
      }),
    );
  });

  it("what a role may do, every higher role may do", () => {
    const higher = { public: ["viewer", "editor", "owner"], viewer: ["editor", "owner"], editor: ["owner"], owner: [] } as const;
    fc.assert(
      fc.property(facts, action, person, person, (f, a, p, q) => {
        const rp = roleOf(user(p), f);
        const rq = roleOf(user(q), f);
        if (rp && rq && (higher[rp] as readonly string[]).includes(rq) && decide(user(p), a, f).allowed) {
          expect(decide(user(q), a, f).allowed).toBe(true);
        }
      }),
    );
  });
});

describe("policy: listing documents", () => {
  it("lists the caller's own, those shared with them, and published ones only when asked; the trash is the owner's", () => {
    expect(listableDocuments(user(VIEWER), {})).toEqual({
      OR: [{ ownerId: VIEWER }, { shares: { some: { userId: VIEWER } } }],
      deletedAt: null,
    });
    expect(listableDocuments(token(VIEWER), { includePublished: true }).OR).toContainEqual({ published: true });
    expect(listableDocuments(user(OWNER), { trash: true, includePublished: true })).toEqual({
      OR: [{ ownerId: OWNER }],
      deletedAt: { not: null },
    });
  });

  it("is refused to the signed out", () => {
    expect(outcome(decide(SIGNED_OUT, "document.list"))).toBe(401);
    expect(outcome(decide(token(STRANGER), "document.list"))).toBe("ok");
    expect(outcome(decide(user(STRANGER), "document.create"))).toBe("ok");
    expect(outcome(decide(SIGNED_OUT, "document.create"))).toBe(401);
  });
});

describe("policy: campaign ledger entries", () => {
  const GM = OWNER;
  const PLAYER = VIEWER;
  const campaign = {
    // The owner of the campaign document is not listed: campaignMembers makes them the GM.
    members: campaignMembers([{ userId: PLAYER, role: "player" }], GM),
    characters: [
      { id: "mirim", name: "Mirim", ownerId: PLAYER },
      { id: "vesna", name: "Vesna", ownerId: null },
    ],
  };
  const entry = (type: string, by: string, characterId?: string) => ({
    members: campaign.members,
    characters: campaign.characters,
    entry: { type, by, characterId },
  });

  const cases: [string, Principal, ReturnType<typeof entry>, Outcome, string?][] = [
    ["the GM records a battle", user(GM), entry("battle", GM), "ok"],
    ["the GM records a correction", user(GM), entry("correction", GM), "ok"],
    ["the GM retires anyone's character", user(GM), entry("retirement", GM, "mirim"), "ok"],
    ["the GM chooses for a player's character", user(GM), entry("improvement", GM, "mirim"), "ok"],
    ["a player improves their own character", user(PLAYER), entry("improvement", PLAYER, "mirim"), "ok"],
    ["a player's token advances their own character", token(PLAYER), entry("advancement", PLAYER, "mirim"), "ok"],
    ["a player names a character the roster lacks (the derivation judges it)", user(PLAYER), entry("improvement", PLAYER, "ghost"), "ok"],
    ["a player chooses for the GM's character", user(PLAYER), entry("improvement", PLAYER, "vesna"), 400, "characterId"],
    ["a player records a battle", user(PLAYER), entry("battle", PLAYER), 400, "type"],
    ["a player records a correction", token(PLAYER), entry("correction", PLAYER), 400, "type"],
    ["a player retires their own character", user(PLAYER), entry("retirement", PLAYER, "mirim"), 400, "type"],
    ["a player posts under the GM's id", user(PLAYER), entry("improvement", GM, "mirim"), 400, "by"],
    ["an editor who is no member posts", user(EDITOR), entry("improvement", EDITOR, "mirim"), 400, "by"],
    ["a stranger posts", user(STRANGER), entry("battle", STRANGER), 400, "by"],
    ["nobody signed in posts", SIGNED_OUT, entry("battle", GM), 401],
  ];

  it.each(cases)("%s", (_name, who, facts, want, path) => {
    const decision = decide(who, "campaign.entry", facts);
    expect(outcome(decision)).toBe(want);
    if (path) expect(decision).toMatchObject({ path });
  });

  it("counts the campaign document's owner as its game master unless the members list names their role", () => {
    const listed = [{ userId: GM, role: "player" as const }];
    expect(campaignMembers(listed, GM)).toBe(listed);
    expect(campaignMembers([], GM)).toEqual([{ userId: GM, role: "gm" }]);
    expect(outcome(decide(user(GM), "campaign.entry", { ...entry("battle", GM), members: listed }))).toBe(400);
  });

  it("names what a player may not record", () => {
    expect(decide(user(PLAYER), "campaign.entry", entry("retirement", PLAYER, "mirim"))).toMatchObject({
      message: "Only the game master records retirements",
    });
    expect(decide(user(PLAYER), "campaign.entry", entry("improvement", PLAYER, "vesna"))).toMatchObject({
      message: "Players choose only for their own characters (Vesna is not yours)",
    });
  });
});

describe("policy: live matches", () => {
  const A = "u-ana";
  const B = "u-ben";
  const E = "u-eve";
  const open = { seats: [{ userId: A }, { userId: null }] };
  const full = { seats: [{ userId: A }, { userId: B }] };
  // The match's documents: one shared with Ben, one published at version 3 (now at 5).
  const shared = { ownerId: A, published: false, deletedAt: null, shares: [{ userId: B, role: "viewer" }] };
  const published = { ownerId: A, published: true, deletedAt: null, shares: [], publicVersion: 3 };
  const readable = [
    { doc: shared, version: 2 },
    { doc: published, version: 3 },
  ];
  const join = (m: typeof open, sources: { doc: DocumentFacts | null; version: number }[] = readable) => ({ ...m, sources });

  const cases: [string, () => Decision, Outcome, Record<string, unknown>?][] = [
    ["anyone signed in creates a match", () => decide(user(E), "match.create"), "ok"],
    ["a token creates a match", () => decide(token(E), "match.create"), "ok"],
    ["nobody signed in creates one", () => decide(SIGNED_OUT, "match.create"), 401],
    ["a seated player views their seat", () => decide(user(A), "match.view", full), "ok", { seat: 0 }],
    ["while a seat is open, anyone with the link sees the invitation", () => decide(user(E), "match.view", open), "ok", { seat: null }],
    ["once every seat is taken, others do not see the match at all", () => decide(user(E), "match.view", full), 404],
    ["an unknown match is not found", () => decide(user(A), "match.view", null), 404],
    ["nobody signed in views", () => decide(SIGNED_OUT, "match.view", full), 401],
    ["a newcomer who can read its documents joins the first open seat", () => decide(user(B), "match.join", join(open)), "ok", { seat: 1 }],
    ["joining again keeps one's seat", () => decide(token(A), "match.join", join(open)), "ok", { seat: 0 }],
    ["joining again keeps it when the match is full", () => decide(user(B), "match.join", join(full)), "ok", { seat: 1 }],
    ["a full match is not there for others", () => decide(user(E), "match.join", join(full)), 404],
    ["nobody joins an unknown match", () => decide(user(E), "match.join", null), 404],
    [
      "nobody joins a match played with a document they cannot read",
      () => decide(user(E), "match.join", join(open)),
      403,
      { message: expect.stringContaining("documents you cannot read") },
    ],
    [
      "nor with a version of a published document other than the published one",
      () => decide(user(B), "match.join", join(open, [{ doc: published, version: 5 }])),
      403,
    ],
    [
      "a document gone from under a match keeps newcomers out",
      () => decide(user(B), "match.join", join(open, [{ doc: null, version: 1 }])),
      403,
    ],
    ["a seated player acts for their seat", () => decide(user(B), "match.act", { ...full, seat: 1 }), "ok", { seat: 1 }],
    ["a seated player's token acts for their seat", () => decide(token(A), "match.act", { ...full, seat: 0 }), "ok", { seat: 0 }],
    ["no one acts for another's seat", () => decide(user(A), "match.act", { ...full, seat: 1 }), 400, { path: "action.seat" }],
    [
      "the seatless do not act while seats are open",
      () => decide(user(E), "match.act", { ...open, seat: 1 }),
      403,
      { message: "Join the match before playing" },
    ],
    ["and a full match is not there for them", () => decide(user(E), "match.act", { ...full, seat: 0 }), 404],
    ["nobody signed in acts", () => decide(SIGNED_OUT, "match.act", { ...full, seat: 0 }), 401],
  ];

  it.each(cases)("%s", (_name, run, want, fields) => {
    const decision = run();
    expect(outcome(decision)).toBe(want);
    if (fields) expect(decision).toMatchObject(fields);
  });
});

describe("policy: API tokens", () => {
  const mine = { userId: OWNER };
  const theirs = { userId: STRANGER };

  const cases: [string, () => Decision, Outcome][] = [
    ["a signed-in user creates a token", () => decide(user(OWNER), "token.create"), "ok"],
    ["a token does not create tokens", () => decide(token(OWNER), "token.create"), 403],
    ["nobody signed in creates one", () => decide(SIGNED_OUT, "token.create"), 401],
    ["a user lists their tokens", () => decide(user(OWNER), "token.list"), "ok"],
    ["a token lists its user's tokens", () => decide(token(OWNER), "token.list"), "ok"],
    ["nobody signed in lists", () => decide(SIGNED_OUT, "token.list"), 401],
    ["a user revokes their own token", () => decide(user(OWNER), "token.revoke", mine), "ok"],
    ["a token revokes its user's token (itself, say)", () => decide(token(OWNER), "token.revoke", mine), "ok"],
    ["another user's token is not found", () => decide(user(OWNER), "token.revoke", theirs), 404],
    ["nor is it to a token", () => decide(token(OWNER), "token.revoke", theirs), 404],
    ["an unknown token is not found", () => decide(user(OWNER), "token.revoke", null), 404],
    ["nobody signed in revokes", () => decide(SIGNED_OUT, "token.revoke", mine), 401],
  ];

  it.each(cases)("%s", (_name, run, want) => {
    expect(outcome(run())).toBe(want);
  });

  it("tells a token where tokens are made", () => {
    expect(decide(token(OWNER), "token.create")).toMatchObject({ message: expect.stringContaining("in the studio") });
  });
});

describe("policy: using a document's revision as a match's content", () => {
  const d = { ...doc({ published: true }), publicVersion: 3 };
  const cases: [string, () => Decision, Outcome][] = [
    ["the owner uses any version", () => decide(user(OWNER), "document.use", { doc: d, version: 7 }), "ok"],
    ["a viewer share uses any version", () => decide(token(VIEWER), "document.use", { doc: d, version: 1 }), "ok"],
    ["a public reader uses the published version", () => decide(user(STRANGER), "document.use", { doc: d, version: 3 }), "ok"],
    ["but no other", () => decide(user(STRANGER), "document.use", { doc: d, version: 4 }), 403],
    ["a private document is not there for strangers", () => decide(user(STRANGER), "document.use", { doc: doc(), version: 1 }), 404],
    ["nor a missing one", () => decide(user(OWNER), "document.use", { doc: null, version: 1 }), 404],
    ["nobody signed in uses one", () => decide(SIGNED_OUT, "document.use", { doc: d, version: 3 }), 401],
  ];
  it.each(cases)("%s", (_name, run, want) => {
    expect(outcome(run())).toBe(want);
  });
});

describe("policy: sessions", () => {
  const cases: [string, () => Decision, Outcome][] = [
    ["a user ends their own session", () => decide(user(OWNER), "session.end", { userId: OWNER }), "ok"],
    ["not another's", () => decide(user(OWNER), "session.end", { userId: STRANGER }), 404],
    ["a user signs out everywhere", () => decide(user(OWNER), "session.endAll"), "ok"],
    ["a token does not sign its user out", () => decide(token(OWNER), "session.endAll"), 403],
    ["nor end a session", () => decide(token(OWNER), "session.end", { userId: OWNER }), 403],
    ["nobody signed in does either", () => decide(SIGNED_OUT, "session.endAll"), 401],
  ];
  it.each(cases)("%s", (_name, run, want) => {
    expect(outcome(run())).toBe(want);
  });
});

describe("policy: stored pictures", () => {
  const BOB = "u-bob";
  const used = (...documents: DocumentFacts[]) => ({ holders: [OWNER], documents });
  const cases: [string, () => Decision, Outcome][] = [
    ["its uploader sees it, used nowhere yet", () => decide(user(OWNER), "asset.read", used()), "ok"],
    ["so does another uploader of the same bytes", () => decide(user(BOB), "asset.read", { holders: [OWNER, BOB], documents: [] }), "ok"],
    ["another user's private picture is not there", () => decide(user(STRANGER), "asset.read", used(doc())), 404],
    ["a viewer share of a document showing it sees it", () => decide(token(VIEWER), "asset.read", used(doc())), "ok"],
    [
      "a published document shows it to everyone signed in",
      () => decide(user(STRANGER), "asset.read", used(doc(), doc({ published: true }))),
      "ok",
    ],
    [
      "a trashed document shows it to nobody but its owner",
      () => decide(user(EDITOR), "asset.read", used(doc({ deletedAt: new Date(0) }))),
      404,
    ],
    ["a missing picture is not there", () => decide(user(OWNER), "asset.read", null), 404],
    ["nobody signed in sees one", () => decide(SIGNED_OUT, "asset.read", used(doc({ published: true }))), 401],
    ["anyone signed in uploads", () => decide(token(STRANGER), "asset.upload"), "ok"],
  ];
  it.each(cases)("%s", (_name, run, want) => {
    expect(outcome(run())).toBe(want);
  });
});
