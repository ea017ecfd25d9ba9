/** Lost Worlds duels and multi-player fights: the Game, its types, and the errors a caller may want to tell apart. */
export { lostWorlds, DEFAULT_OPTIONS, whyIllegal } from "./game";
export { BookError, compileBook, compileDuel, compileFight } from "./compile";
export { MissingPageError, RangeMismatchError, sideName } from "./exchange";
export { exchangeLog } from "./view";
export type * from "./types";
