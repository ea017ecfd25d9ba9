/**
 * The command table. Game and content work add or replace entries here (e.g. a real `duel`);
 * main.ts only dispatches.
 */
import type { Command } from "../command";
import { benchCommand } from "./bench";
import { campaignCommand } from "./campaign";
import { exportCommand, importCommand } from "./content-io";
import { duelCommand } from "./duel";
import { lintCommand } from "./lint";
import { printCommand, renderCommand } from "./output";
import { replayCommand } from "./replay";
import { scenarioCommand } from "./scenario";
import { simulateCommand } from "./simulate";

export const commands: Command[] = [
  lintCommand,
  importCommand,
  exportCommand,
  simulateCommand,
  replayCommand,
  duelCommand,
  benchCommand,
  campaignCommand,
  printCommand,
  renderCommand,
  scenarioCommand,
];
