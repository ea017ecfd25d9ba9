/**
 * What every roster character has while the derivation replays the ledger, whatever its system:
 * its career record and status. A system's running state extends this with its own figures (a
 * character's experience, a squad's members). Only the derivation mutates states; everything else
 * reads the views derive.ts hands out.
 */

/**
 * active: fighting on. dead-restarted: died in its latest battle and now stands on its starting
 * figures again, waiting for its next battle (its deaths count keeps the history). retired: done.
 */
export type CharacterStatus = "active" | "dead-restarted" | "retired";

/** Career figures, kept across deaths: a restart resets a character's figures, not its history. */
export interface Career {
  battles: number;
  wins: number;
  deaths: number;
  kills: number;
  status: CharacterStatus;
}

/** The roster character as stored, as far as the generic campaign code reads it. */
export interface RosterCharacter {
  id: string;
  name: string;
  ownerId: string | null;
  system: string;
}

export interface CareerState extends Career {
  /** The id of the character's campaign system. */
  system: string;
  character: RosterCharacter;
}

export const startCareer = (): Career => ({ battles: 0, wins: 0, deaths: 0, kills: 0, status: "active" });

/** What every derived character shows, in this order, before its system's own figures. */
export interface DerivedCareer {
  id: string;
  name: string;
  ownerId: string | null;
  status: CharacterStatus;
  battles: number;
  wins: number;
  deaths: number;
  kills: number;
}

export function describeCareer(s: CareerState): DerivedCareer {
  const c = s.character;
  return {
    id: c.id,
    name: c.name,
    ownerId: c.ownerId,
    status: s.status,
    battles: s.battles,
    wins: s.wins,
    deaths: s.deaths,
    kills: s.kills,
  };
}

/** The career record in words, as every system's summary starts it. */
export const careerInWords = (c: DerivedCareer): string =>
  `${c.battles} battles, ${c.wins} wins, ${c.deaths} deaths, ${c.kills} kills, ${c.status}`;
