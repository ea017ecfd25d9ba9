"use client";
import { useActionState } from "react";
import type { FormAction, FormState } from "./form-state";

const FIELDS = [
  { name: "name", label: "Name", type: "text", auto: "name" },
  { name: "email", label: "Email", type: "email", auto: "email" },
  { name: "password", label: "Password (at least 10 characters)", type: "password", auto: "new-password" },
  { name: "confirm", label: "Repeat password", type: "password", auto: "new-password" },
] as const;

export function SignUpForm({ signUp }: { signUp: FormAction }) {
  const [state, action, pending] = useActionState<FormState, FormData>(signUp, {});
  return (
    <form action={action} className="stack">
      {FIELDS.map((f) => (
        <label key={f.name}>
          {f.label}
          <input name={f.name} type={f.type} autoComplete={f.auto} required aria-invalid={Boolean(state.fields?.[f.name])} />
          {state.fields?.[f.name] && <span className="error">{state.fields[f.name]}</span>}
        </label>
      ))}
      {state.error && (
        <p className="error" role="alert">
          {state.error}
        </p>
      )}
      <button className="primary" type="submit" disabled={pending}>
        {pending ? "Creating account…" : "Create account"}
      </button>
    </form>
  );
}
