"use client";
// The lab's list of runs on the studio: the caller's recent jobs with their progress as their
// workers last wrote it (whichever studio instance answers), a way to show a finished run's results
// and to cancel one still going. Polls while any is unfinished.
import { useCallback, useEffect, useState } from "react";
import { api } from "@/components/studio/api";
import type { SimJobView } from "@/lib/content/sim-job";

const POLL_MS = 3000;
const STATUS: Record<SimJobView["status"], string> = {
  queued: "Waiting for a worker",
  running: "Running",
  done: "Done",
  failed: "Failed",
  cancelled: "Cancelled",
};

export function StudioJobs({ refresh, onShow }: { refresh: number; onShow: (job: SimJobView) => void }) {
  const [jobs, setJobs] = useState<SimJobView[] | null>(null);
  const load = useCallback(() => {
    api<SimJobView[]>("/api/simulations")
      .then(setJobs)
      .catch(() => {});
  }, []);
  useEffect(load, [load, refresh]);
  const going = jobs?.some((j) => j.status === "queued" || j.status === "running") ?? false;
  useEffect(() => {
    if (!going) return;
    const timer = setInterval(load, POLL_MS);
    return () => clearInterval(timer);
  }, [going, load]);

  if (!jobs || jobs.length === 0) return null;
  return (
    <section className="panel" aria-label="Runs on the studio">
      <h2>Runs on the studio</h2>
      <table className="list" data-testid="studio-jobs">
        <thead>
          <tr>
            <th>Run</th>
            <th>Games</th>
            <th>Status</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {jobs.slice(0, 10).map((j) => (
            <tr key={j.id}>
              <td>
                {j.title}
                <div className="small muted">
                  {j.request.bots.join(" vs ")}, seed {String(j.request.seed)}
                  {j.request.sweep ? `, sweep ${j.request.sweep}` : ""}
                </div>
              </td>
              <td>
                {j.progress.done}
                {j.progress.total ? ` / ${j.progress.total}` : ""}
              </td>
              <td title={j.error ?? undefined}>
                {STATUS[j.status]}
                {j.attempt > 1 && j.status !== "cancelled" ? ` (try ${j.attempt})` : ""}
              </td>
              <td>
                {j.status === "done" && j.kind === "simulate" && (
                  <button type="button" onClick={() => onShow(j)}>
                    Show results
                  </button>
                )}
                {(j.status === "queued" || j.status === "running") && !j.cancelRequested && (
                  <button type="button" onClick={() => void api(`/api/simulations/${j.id}/cancel`, { method: "POST" }).then(load)}>
                    Cancel run
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
