// `npm run worker`: a simulation worker process for a PostgreSQL studio (DATABASE_URL). Start as
// many as you like, on any machine that reaches the database; Ctrl-C (or SIGTERM) lets the jobs in
// hand finish, and a worker that is killed outright has its job played again by another.
import { createDb } from "../lib/db/client";
import { databaseConfig } from "../lib/db/config";
import { startSimulationWorker, workerSettings } from "../lib/db/sim-worker";
import { simulate } from "../lib/sim/runner-node";

const config = databaseConfig(process.env);
if (config.provider !== "postgresql") {
  console.error("npm run worker needs DATABASE_URL=postgresql://…: on SQLite the studio plays its simulation jobs itself.");
  process.exit(2);
}
const { db } = createDb(process.env);
const settings = workerSettings(process.env);
const worker = await startSimulationWorker(db, config.url, simulate);
console.log(
  `Simulation worker ${process.pid}: ${settings.jobs} job(s) at a time, ${settings.threads} thread(s) each, on ${new URL(config.url).host}`,
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log("Stopping: finishing the jobs in hand…");
  await worker.stop();
  await db.$disconnect();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
