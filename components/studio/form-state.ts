/** What a form's server action answers: a message for the whole form, or per field. */
export interface FormState {
  error?: string;
  fields?: Record<string, string>;
}

/** A server action as `useActionState` takes it (the page passes it in: components do not import app/). */
export type FormAction = (prev: FormState, form: FormData) => Promise<FormState>;
