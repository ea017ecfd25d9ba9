// The one authorization policy: may this principal do this action to that resource?
// It is pure (no database, no framework): a repository loads the facts a rule needs, asks here
// before it reads or writes, and answers the way the decision says. Route handlers, server pages
// and the campaign rules reach it only through the repositories, so there is one place to read.
//
// How a refusal is answered is part of the rule: a document (or match, or token) the principal may
// not see answers 404, so its existence is not revealed; one it may see but not change answers 403.
import { AppError, forbidden, invalid, notFound, unauthorized } from "../errors";

/**
 * What a principal holds on a document. "public" is a reader who sees it only because it is
 * published: the published revision and the owner's display name, nothing of its history or its
 * collaborators.
 */
export type Role = "owner" | "editor" | "viewer" | "public";
export type ShareRole = "editor" | "viewer";

/** Nobody signed in: every action answers 401. */
export interface SignedOut {
  kind: "signed-out";
}

/**
 * A person signed in to the studio. A bare `{ userId }` is one too: that is how the server acts for
 * a user of its own accord (the demo seed, a finished match kept as its creator's playtest).
 */
export interface UserPrincipal {
  kind?: "user";
  userId: string;
}

/**
 * A script or the CLI sending a personal API token. Tokens carry no scopes (the ApiToken model has
 * none): a token may do what its user may, except create further tokens, so a leaked token cannot
 * mint a successor that outlives its own revocation.
 */
export interface TokenPrincipal {
  kind: "token";
  userId: string;
  tokenId: string;
}

export type SignedIn = UserPrincipal | TokenPrincipal;
export type Principal = SignedOut | SignedIn;

export const SIGNED_OUT: SignedOut = { kind: "signed-out" };

export function isSignedIn(who: Principal): who is SignedIn {
  return who.kind !== "signed-out";
}

/** What the document rules need of a document row. */
export interface DocumentFacts {
  ownerId: string;
  published: boolean;
  deletedAt: Date | null;
  shares: readonly { userId: string; role: string }[];
  /** The version a public reader sees (the one published); only "document.use" asks. */
  publicVersion?: number;
}

/** A playtest document and whether its game is over (a game in progress keeps secrets in its record). */
export interface ReplayFacts {
  doc: DocumentFacts | null;
  finished: boolean;
}

/** One revision of a document, used as the content of a match (a book in a duel, a mission). */
export interface RevisionUseFacts {
  doc: DocumentFacts | null;
  version: number;
}

/** A new ledger entry and the campaign it is posted to (its members as campaignMembers counts them). */
export interface CampaignEntryFacts {
  members: readonly CampaignMember[];
  characters: readonly { id: string; name: string; ownerId: string | null }[];
  entry: { type: string; by: string; characterId?: string };
}

export interface MatchFacts {
  seats: readonly { userId: string | null }[];
}

/** Joining: the seats, and the document revisions the match is played with (each must be readable to the joiner). */
export interface JoinFacts extends MatchFacts {
  sources: readonly RevisionUseFacts[];
}

/** An action in a match, made for `seat`. */
export interface SeatFacts extends MatchFacts {
  seat: number;
}

export interface TokenFacts {
  userId: string;
}

/** A signed-in browser's session: whose it is. */
export interface SessionFacts {
  userId: string;
}

/**
 * A stored picture: who uploaded its bytes (anyone may upload the same picture; each uploader holds
 * it) and the documents one of whose versions refers to it.
 */
export interface AssetFacts {
  holders: readonly string[];
  documents: readonly DocumentFacts[];
}

/** Actions on one document; null facts mean the document does not exist. */
export type DocumentAction =
  | "document.read"
  | "document.export"
  | "document.duplicate"
  | "document.edit"
  | "document.publish"
  | "document.delete"
  | "document.restore"
  | "document.share"
  | "document.unshare"
  | "revision.list"
  | "revision.read"
  | "revision.restore"
  /** Posting to a campaign's ledger at all; what each entry may be is campaign.entry. */
  | "campaign.post"
  | "campaign.invite";

type Resources = { [A in DocumentAction]: DocumentFacts | null } & {
  "document.create": void;
  "document.list": void;
  "campaign.entry": CampaignEntryFacts;
  /** Playing a revision of a document (as a match's content): who may read that revision. */
  "document.use": RevisionUseFacts;
  /** Seeing a playtest's seed and moves, not only that it exists. */
  "playtest.replay": ReplayFacts;
  "match.create": void;
  "match.view": MatchFacts | null;
  "match.join": JoinFacts | null;
  "match.act": SeatFacts | null;
  "token.create": void;
  "token.list": void;
  "token.revoke": TokenFacts | null;
  /** Ending one session (signing out). */
  "session.end": SessionFacts | null;
  /** "Sign out everywhere": every session of the principal's user. */
  "session.endAll": void;
  "asset.upload": void;
  /** Seeing a stored picture, or referring to it from a document one saves. */
  "asset.read": AssetFacts | null;
};

export type Action = keyof Resources;

/** The resource argument of an action: none for actions on no particular resource. */
export type ResourceArgs<A extends Action> = Resources[A] extends void ? [] : [resource: Resources[A]];

/** What a grant tells the caller beyond "yes": the role held on a document, the seat in a match. */
type Extra<A extends Action> = A extends DocumentAction | "document.use" | "playtest.replay"
  ? { role: Role }
  : A extends "match.view"
    ? { seat: number | null }
    : A extends "match.join" | "match.act"
      ? { seat: number }
      : unknown;

export type Grant<A extends Action = Action> = { allowed: true; actor: SignedIn } & Extra<A>;

export type Denial =
  | { allowed: false; status: 401 }
  | { allowed: false; status: 404; what: string }
  | { allowed: false; status: 403; message: string }
  /** Refusals that are about one field of the request (a player's ledger entry, `published`). */
  | { allowed: false; status: 400; path: string; message: string };

export type Decision<A extends Action = Action> = Grant<A> | Denial;

const hidden = (what: string): Denial => ({ allowed: false, status: 404, what });
const refused = (message: string): Denial => ({ allowed: false, status: 403, message });
const wrongField = (path: string, message: string): Denial => ({ allowed: false, status: 400, path, message });

/** The principal's role on a document, or null when they may not even see it. */
export function roleOf(who: Principal, doc: DocumentFacts): Role | null {
  if (!isSignedIn(who)) return null;
  if (doc.ownerId === who.userId) return "owner";
  // A deleted document sits in its owner's trash; collaborators and the public lose sight of it.
  if (doc.deletedAt) return null;
  const share = doc.shares.find((s) => s.userId === who.userId);
  if (share?.role === "editor") return "editor";
  if (share?.role === "viewer") return "viewer";
  if (doc.published) return "public";
  return null;
}

const RANK: Record<Role, number> = { public: 0, viewer: 1, editor: 2, owner: 3 };

/** A document rule: the least role the action needs, and the answer to one who holds less. */
function onDocument<A extends DocumentAction>(least: Role, short: (role: Role) => Denial) {
  return (actor: SignedIn, doc: DocumentFacts | null): Decision<A> => {
    const role = doc ? roleOf(actor, doc) : null;
    if (!role) return hidden("Document");
    if (RANK[role] < RANK[least]) return short(role);
    return { allowed: true, actor, role } as Grant<A>;
  };
}

const VIEW_ONLY = refused("You can view this document but not change it");
const NO_HISTORY = refused("Only people the document is shared with see its history; a published document shows its published version");
const reader = () => onDocument("public", () => VIEW_ONLY);
const historyReader = () => onDocument("viewer", () => NO_HISTORY);
const writer = () => onDocument("editor", () => VIEW_ONLY);
const ownerOnly = () => onDocument("owner", () => refused("Only the owner can do this"));

export interface CampaignMember {
  userId: string;
  role: "gm" | "player";
}

/**
 * A campaign's members as the rules count them: the owner of the campaign document is its game
 * master even before the members list says so. (The same array when it already says so.)
 */
export function campaignMembers<M extends CampaignMember>(members: readonly M[], ownerId: string): readonly (M | CampaignMember)[] {
  if (members.some((m) => m.userId === ownerId)) return members;
  return [{ userId: ownerId, role: "gm" }, ...members];
}

/** Entry types a player may post (for their own characters); everything else is the game master's. */
const PLAYER_ENTRY_TYPES = new Set(["improvement", "advancement"]);
const GM_ONLY: Record<string, string> = { battle: "battles", correction: "corrections", retirement: "retirements" };

/**
 * Who may post what to a campaign's ledger: the game master records results, corrections and
 * retirements; a player makes improvement and advancement choices for the characters it owns.
 * Field paths are relative to the entry.
 */
function entryRule(actor: SignedIn, { members, characters, entry }: CampaignEntryFacts): Decision<"campaign.entry"> {
  const member = members.find((m) => m.userId === actor.userId);
  if (!member) return wrongField("by", `Expected a member of this campaign ("${actor.userId}" is not one)`);
  if (entry.by !== actor.userId) return wrongField("by", `Expected your own user id "${actor.userId}" (got "${entry.by}")`);
  if (member.role === "gm") return { allowed: true, actor };
  if (!PLAYER_ENTRY_TYPES.has(entry.type)) {
    return wrongField("type", `Only the game master records ${GM_ONLY[entry.type] ?? `${entry.type} entries`}`);
  }
  const character = characters.find((c) => c.id === entry.characterId);
  if (character && character.ownerId !== actor.userId) {
    return wrongField("characterId", `Players choose only for their own characters (${character.name} is not yours)`);
  }
  return { allowed: true, actor };
}

/** The seat a principal holds in a match, or null. */
function seatOf(actor: SignedIn, match: MatchFacts): number | null {
  const mine = match.seats.findIndex((s) => s.userId === actor.userId);
  return mine >= 0 ? mine : null;
}

const hasOpenSeat = (match: MatchFacts) => match.seats.some((s) => s.userId === null);

/**
 * A revision used as a match's content: the people a document is shared with may use any of its
 * versions; a public reader only the published one (the only one they can read).
 */
function useRule(actor: SignedIn, { doc, version }: RevisionUseFacts): Decision<"document.use"> {
  const role = doc ? roleOf(actor, doc) : null;
  if (!role) return hidden("Document");
  if (role === "public" && version !== doc!.publicVersion) {
    return refused(`Only version ${doc!.publicVersion} of this document is published; ask its owner to share it with you`);
  }
  return { allowed: true, actor, role };
}

type Rules = { [A in Action]: (actor: SignedIn, resource: Resources[A]) => Decision<A> };

const RULES: Rules = {
  "document.create": (actor) => ({ allowed: true, actor }),
  "document.list": (actor) => ({ allowed: true, actor }),
  "document.read": reader(),
  "document.export": reader(),
  "document.duplicate": reader(),
  "document.edit": writer(),
  "document.publish": onDocument("owner", (role) =>
    role === "editor" ? wrongField("published", "Only the owner can publish or unpublish") : VIEW_ONLY,
  ),
  "document.delete": ownerOnly(),
  "document.restore": ownerOnly(),
  "document.share": ownerOnly(),
  "document.unshare": ownerOnly(),
  "revision.list": historyReader(),
  "revision.read": historyReader(),
  "revision.restore": writer(),
  // A player reads the campaign (a viewer share) and still posts their own choices: the entry rule decides.
  "campaign.post": reader(),
  "campaign.invite": onDocument("owner", () => refused("Only the game master invites players")),
  "campaign.entry": entryRule,
  "document.use": useRule,
  // A game in progress keeps secrets in its record: the seed decides every die and card to come,
  // and a simultaneous pick may be made but not yet revealed. Only those who may edit the playtest
  // (who play it) see it before the end; once over, everyone who may read it sees it all.
  "playtest.replay": (actor, { doc, finished }) => {
    const role = doc ? roleOf(actor, doc) : null;
    if (!role) return hidden("Document");
    if (finished || RANK[role] >= RANK.editor) return { allowed: true, actor, role };
    return refused("This playtest is still being played: its seed and moves are shown once it is finished");
  },
  "match.create": (actor) => ({ allowed: true, actor }),
  // While a seat is open the link is an invitation: anyone signed in may see what would be played
  // (not a seat's view). Once every seat is taken the match is its players' alone, and answers
  // others like any document not shared with them.
  "match.view": (actor, match) => {
    if (!match) return hidden("Match");
    const seat = seatOf(actor, match);
    if (seat === null && !hasOpenSeat(match)) return hidden("Match");
    return { allowed: true, actor, seat };
  },
  "match.join": (actor, match) => {
    if (!match) return hidden("Match");
    // Joining again (a reload) keeps the seat one has.
    const mine = seatOf(actor, match);
    if (mine !== null) return { allowed: true, actor, seat: mine };
    const seat = match.seats.findIndex((s) => s.userId === null);
    if (seat < 0) return hidden("Match");
    // The joiner plays with the same documents: they must be able to read every one of them.
    if (match.sources.some((source) => !useRule(actor, source).allowed)) {
      return refused("This match is played with documents you cannot read; ask their owners to share them with you");
    }
    return { allowed: true, actor, seat };
  },
  "match.act": (actor, match) => {
    if (!match) return hidden("Match");
    const mine = seatOf(actor, match);
    if (mine === null) return hasOpenSeat(match) ? refused("Join the match before playing") : hidden("Match");
    if (match.seat !== mine) return wrongField("action.seat", `Expected your own seat ${mine}`);
    return { allowed: true, actor, seat: mine };
  },
  "token.create": (actor) => ({ allowed: true, actor }),
  "token.list": (actor) => ({ allowed: true, actor }),
  // Another user's token answers like a missing one.
  "token.revoke": (actor, token) => (token?.userId === actor.userId ? { allowed: true, actor } : hidden("Token")),
  "session.end": (actor, session) => (session?.userId === actor.userId ? { allowed: true, actor } : hidden("Session")),
  "session.endAll": (actor) => ({ allowed: true, actor }),
  "asset.upload": (actor) => ({ allowed: true, actor }),
  // A picture follows the documents that show it: whoever may read one of them may see it, and
  // its uploaders always may. Anyone else is answered as if it did not exist (its id is the hash
  // of its bytes, so a 403 would confirm that someone stored that picture).
  "asset.read": (actor, asset) => {
    if (!asset) return hidden("Asset");
    if (asset.holders.includes(actor.userId)) return { allowed: true, actor };
    if (asset.documents.some((doc) => roleOf(actor, doc) !== null)) return { allowed: true, actor };
    return hidden("Asset");
  },
};

/** Actions a principal holding only an API token may not take, whatever its user may do. */
const NOT_WITH_A_TOKEN: ReadonlyMap<Action, string> = new Map<Action, string>([
  ["token.create", "An API token cannot create API tokens; create them in the studio under API tokens"],
  // Sessions are the studio's: a leaked token must not be able to sign its user out everywhere.
  ["session.end", "An API token has no session; sign out in the studio"],
  ["session.endAll", "An API token cannot sign its user out; do it in the studio's settings"],
]);

export function decide<A extends Action>(who: Principal, action: A, ...[resource]: ResourceArgs<A>): Decision<A> {
  if (!isSignedIn(who)) return { allowed: false, status: 401 };
  const notWithToken = NOT_WITH_A_TOKEN.get(action);
  if (who.kind === "token" && notWithToken) return refused(notWithToken);
  return (RULES[action] as (actor: SignedIn, resource: unknown) => Decision<A>)(who, resource);
}

/** The error that answers a refusal. */
export function denialError(denial: Denial): AppError {
  switch (denial.status) {
    case 401:
      return unauthorized();
    case 404:
      return notFound(denial.what);
    case 403:
      return forbidden(denial.message);
    case 400:
      return invalid([{ path: denial.path, message: denial.message }]);
  }
}

/** The grant, or the refusal thrown as its answer. */
export function authorize<A extends Action>(who: Principal, action: A, ...resource: ResourceArgs<A>): Grant<A> {
  const decision = decide(who, action, ...resource);
  if (!decision.allowed) throw denialError(decision);
  return decision;
}

/** Signed in, or 401: for handlers that must answer a signed-out caller before they read the request. */
export function requireSignedIn(who: Principal): SignedIn {
  if (!isSignedIn(who)) throw unauthorized();
  return who;
}

/**
 * The documents a listing may hold, as a query on the Document model. It never reaches wider than
 * roleOf: the rows it finds are checked with roleOf before they are shown.
 */
export function listableDocuments(
  actor: SignedIn,
  filter: { trash?: boolean; includePublished?: boolean },
): {
  OR: ({ ownerId: string } | { shares: { some: { userId: string } } } | { published: true })[];
  deletedAt: null | { not: null };
} {
  // The trash is the owner's alone.
  if (filter.trash) return { OR: [{ ownerId: actor.userId }], deletedAt: { not: null } };
  return {
    OR: [
      { ownerId: actor.userId },
      { shares: { some: { userId: actor.userId } } },
      ...(filter.includePublished ? [{ published: true as const }] : []),
    ],
    deletedAt: null,
  };
}
