import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { zodFieldErrors, type FieldErrors } from './form-errors.ts';

/**
 * A small form's state: the draft, its field messages (a changed field's message goes, the next
 * submit checks it again), and a submit that checks the draft with the contract's schema before
 * handing it on; `send` answers the server's field messages, or null when it took the draft.
 */
export function useFormDraft<Draft extends Record<string, unknown>, Body>(
  initial: Draft,
  schema: z.ZodType<Body>,
  send: (body: Body) => Promise<FieldErrors | null>,
) {
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([field]) => !(field in patch))));
  };
  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = schema.safeParse(draft);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors((await send(parsed.data)) ?? {});
  }
  return { draft, errors, set, submit };
}
