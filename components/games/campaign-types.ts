// What a game's campaign part looks like to the campaign editor (GameUi.campaign): the roster
// columns and next choices of its characters, the form that adds one, and the panels that play
// or record its battles. The editor iterates the parts of the campaign systems
// (lib/content/campaign/systems.ts) and never names a game; each part receives the characters of
// its own system.
import type { ReactNode } from "react";
import type { DerivedCampaign } from "@/lib/content/campaign/derive";
import type { CampaignBody } from "@/lib/content/kinds/campaign";
import type { RunCommand } from "@/components/editors/types";

/** A function component: the parts are typed per game, which a class's `defaultProps` would not allow. */
type Part<Props> = (props: Props) => ReactNode;

/** Posts one ledger entry's content (the editor adds id, time and author); true once it is recorded. */
export type PostEntry = (payload: Record<string, unknown>) => Promise<boolean>;

/** What the campaign editor hands a game's forms and panels. */
export interface CampaignPartProps<Character = never> {
  /** The stored campaign's id; absent in a preview, where nothing can be played from it. */
  campaignId?: string;
  /** The body as stored: roster changes go through `onCommand`. */
  body: CampaignBody;
  /** The body with the document's owner counted as its game master. */
  campaign: CampaignBody;
  derived: DerivedCampaign;
  /** This game's characters on the roster, as derived, in roster order. */
  characters: Character[];
  isGm: boolean;
  post: PostEntry;
  onCommand: RunCommand<CampaignBody>;
  /** The campaign's players, who may own characters. */
  players: { id: string; name: string }[];
}

/** What a roster cell of one of the game's characters receives. */
export interface CampaignCellProps<Character = never> {
  character: Character;
  derived: DerivedCampaign;
  /** The signed-in user makes this character's choices: the game master, or its owner. */
  canChoose: boolean;
  post: PostEntry;
}

export interface CampaignRosterColumn<Character = never> {
  header: string;
  /** The cell's test id is `${testId}-${character id}`. */
  testId?: string;
  Cell: Part<CampaignCellProps<Character>>;
}

export interface CampaignUi<Character = never> {
  /** How the empty roster suggests adding one: "a character from a Lost Worlds book". */
  addHint: string;
  /** The roster columns after the name; the editor shows those of the games on the roster. */
  columns: CampaignRosterColumn<Character>[];
  /** The roster's "Next" cell: the choices the character may make now. */
  Next?: Part<CampaignCellProps<Character>>;
  /** The "Add a character" tab ("Choose a Lost Worlds book…") and the form it opens. */
  add: { tab: string; Form: Part<CampaignPartProps<Character>> };
  /** Under the add forms, for characters already on the roster (a recruit for a squad). */
  RosterTools?: Part<CampaignPartProps<Character>>;
  /** After the roster: playing or recording the game's battles. */
  Panels?: Part<CampaignPartProps<Character>>;
}
