"use client";
// Why a match cannot be played, in the author's words, with a way to the document to fix.
import Link from "next/link";
import type { PlayProblem } from "@/lib/games/playable";

export function PlayProblems({
  problems,
  documents,
  intro,
}: {
  problems: PlayProblem[];
  documents: { id?: string; documentId?: string; title: string }[];
  intro: string;
}) {
  const linkOf = (i: number | null) => {
    const doc = i === null ? null : documents[i];
    const id = doc?.id ?? doc?.documentId;
    return doc && id ? { id, title: doc.title } : null;
  };
  const fixable = [...new Map(problems.flatMap((p) => (linkOf(p.document) ? [[p.document, linkOf(p.document)!]] : []))).values()];
  return (
    <div className="error stack" role="alert" data-testid="play-problems">
      <strong>{intro}</strong>
      <ul style={{ margin: 0 }}>
        {problems.map((p, i) => {
          const doc = linkOf(p.document);
          return (
            <li key={i}>
              {doc ? `${doc.title}: ` : ""}
              {p.message}
              {p.rule && (
                <>
                  {" "}
                  <code className="lint-rule">{p.rule}</code>
                </>
              )}
            </li>
          );
        })}
      </ul>
      {fixable.length > 0 && (
        <p style={{ margin: 0 }}>
          {fixable.map((d, i) => (
            <span key={d.id}>
              {i > 0 ? " · " : ""}
              <Link href={`/documents/${d.id}`}>Open {d.title} to fix it</Link>
            </span>
          ))}
        </p>
      )}
    </div>
  );
}
