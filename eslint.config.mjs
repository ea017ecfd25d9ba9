import { readFileSync } from "node:fs";
import next from "eslint-config-next";

// The layers (docs/architecture.md): app → components → lib/*. Inside lib, the engine depends on
// nothing of ours; content (document schemas and converters) on nothing but the engine's types
// and the pure authorization policy;
// lint on content and the engine; game modules on those three; interchange (Tiled, pictures, PDF)
// on game modules and below; the runner on game modules; the
// database, auth and HTTP glue on all of that; the CLI on anything in lib. A wrong-way import fails
// `npm run lint`, and so CI. Import cycles (type imports included) are dependency-cruiser's check,
// run by the same script (.dependency-cruiser.cjs).
const LIB = ["content", "lint", "games", "exchange", "sim", "db", "auth", "http", "cli"];
const ours = (...dirs) => dirs.map((d) => `./lib/${d}`);
const ui = ["./components", "./app"];

/** Each layer and what it may not import (paths from the repository root). */
const zones = [
  {
    target: "./lib/engine",
    from: [...ours(...LIB), ...ui, "./lib/data-dir.ts", "./lib/errors.ts"],
    message: "The engine is pure rules: it imports nothing outside lib/engine.",
  },
  {
    target: "./lib/content",
    from: [...ours("lint", "games", "exchange", "sim", "db", "http", "cli"), ...ui],
    message: "Content imports only engine types.",
  },
  // The authorization policy is pure rules too: the campaign ledger's rules of who may post ask it.
  { target: "./lib/content", from: "./lib/auth", except: ["./policy.ts"], message: "Content asks only the authorization policy." },
  {
    target: "./lib/lint",
    from: [...ours("games", "exchange", "sim", "db", "auth", "http", "cli"), ...ui],
    message: "Lint reads content and the engine only.",
  },
  {
    target: "./lib/games",
    from: [...ours("exchange", "sim", "db", "auth", "http", "cli"), ...ui],
    message: "Game modules stand on the engine, content and lint only.",
  },
  {
    target: "./lib/exchange",
    from: [...ours("sim", "db", "auth", "http", "cli"), ...ui],
    message: "Interchange (other tools' files, pictures, print) stands on the engine, content, lint and game modules only.",
  },
  {
    target: "./lib/sim",
    from: [...ours("exchange", "db", "auth", "http", "cli"), ...ui],
    message: "The simulation runner plays game modules; it knows no database or UI.",
  },
  {
    target: ["./lib/db", "./lib/auth", "./lib/http"],
    from: [...ours("cli"), ...ui],
    message: "Server code below the UI imports no UI and no CLI.",
  },
  { target: "./lib/cli", from: ui, message: "The CLI imports lib only." },
  {
    target: "./components",
    from: ["./app", "./lib/db", "./lib/cli"],
    message: "Components never import app/, lib/db or the CLI: data reaches them through props and the API.",
  },
];

// Games are known by name only in their own folders: everything else iterates the registries
// (lib/games/registry.ts, components/games/registry.ts, lib/content/campaign/systems.ts). So
// comparing a string to a game's id is refused elsewhere. The ids are the registry's, copied into
// game-ids.json because this file cannot read TypeScript; lib/games/game-ids.test.ts keeps the two
// equal, so a new game is covered the moment it is registered.
const GAME_IDS = JSON.parse(readFileSync(new URL("./lib/games/game-ids.json", import.meta.url), "utf8"));
const GAME_FOLDERS = GAME_IDS.flatMap((id) => [
  ...["engine", "content", "lint", "games"].map((layer) => `lib/${layer}/${id}/**`),
  `components/games/${id}/**`,
]);
const REGISTRIES = ["lib/games/registry.ts", "components/games/registry.ts", "lib/content/campaign/systems.ts"];
const isGameId = (node) => `:matches(${GAME_IDS.map((id) => `${node}[value=${JSON.stringify(id)}]`).join(", ")})`;
const NAMES_A_GAME =
  "Compares a game id: only the game's own folders (lib/{engine,content,lint,games}/<game>, components/games/<game>) name a game; " +
  "elsewhere iterate the registry or ask the game's module, UI part or campaign system (docs/architecture.md).";
const gameIdComparisons = [
  `BinaryExpression[operator=/^[!=]==?$/] > ${isGameId("Literal")}`,
  `BinaryExpression[operator=/^[!=]==?$/] > TemplateLiteral > ${isGameId("TemplateElement").replaceAll("[value=", "[value.cooked=")}`,
  `SwitchCase > ${isGameId("Literal")}.test`,
].map((selector) => ({ selector, message: NAMES_A_GAME }));

const config = [
  {
    ignores: [
      "node_modules/**",
      ".next/**",
      "data/**",
      "lib/db/generated/**",
      "next-env.d.ts",
      "test-results/**",
      "e2e/.artifacts/**",
      "**/testdata/**",
    ],
  },
  ...next,
  {
    rules: {
      "@next/next/no-img-element": "off",
    },
  },
  {
    files: ["lib/**/*.ts", "components/**/*.ts", "components/**/*.tsx"],
    // Tests may build their inputs from anywhere (an engine test plays a real sample mission).
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "import/no-restricted-paths": ["error", { zones }] },
  },
  {
    files: ["**/*.ts", "**/*.tsx", "**/*.mjs"],
    ignores: ["**/*.test.ts", "**/*.test.tsx", "e2e/**", ...GAME_FOLDERS, ...REGISTRIES],
    rules: { "no-restricted-syntax": ["error", ...gameIdComparisons] },
  },
  {
    files: ["lib/engine/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: ["react", "react-dom", "next", "@prisma/client", "zod"].map((name) => ({
            name,
            message: "The engine is pure TypeScript.",
          })),
          patterns: [{ group: ["node:*", "next/*", "@prisma/*", "react/*"], message: "The engine does no I/O and knows no framework." }],
        },
      ],
    },
  },
  {
    files: ["lib/content/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "(^|/)engine/", allowTypeImports: true, message: "Content imports only the engine's types (`import type`)." },
          ],
        },
      ],
    },
  },
];

export default config;
