import { type EnquiryKind } from '@reno/domain';
import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { type z } from 'zod';
import { useToast } from '../../components/toast';
import { ApiError } from '../../lib/errors';
import { readStoredLead } from '../../lib/lead';
import { track } from '../../lib/tracking';

export type Values<K extends string> = Record<K, string>;
/** Keyed by field name; the server may name a field the form fills itself (e.g. fileId). */
export type Errors = Partial<Record<string, string>>;

interface Options<K extends string, S extends z.ZodType> {
  kind: EnquiryKind;
  schema: S;
  initial: Values<K>;
  /**
   * Runs after the typed fields pass and before sending, e.g. the Quotation Doctor upload; answers the
   * fields it fills (or null to stop). `preparedFields` holds stand-ins for them during the first check.
   */
  prepare?: (values: Values<K>) => Promise<Record<string, string> | null>;
  preparedFields?: Record<string, string>;
  send: (body: z.output<S>) => Promise<unknown>;
  onSent: () => void;
}

/**
 * One lead form: validates with the domain schema (the spec's messages), sends it with the stored lead,
 * fires the Lead tracking event once the server has it, and shows the server's field errors.
 */
export function useEnquiryForm<K extends string, S extends z.ZodType>(options: Options<K, S>) {
  const toast = useToast();
  const [values, setValues] = useState<Values<K>>(options.initial);
  const [errors, setErrors] = useState<Errors>({});
  const mutation = useMutation({ mutationFn: options.send });

  // Any field name: a shared fieldset (ContactFields) may serve forms that lack one of its fields.
  const change = (field: string) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const errorsOf = (issues: { path: PropertyKey[]; message: string }[]): Errors => {
    const found: Errors = {};
    for (const issue of issues) {
      const key = String(issue.path[0] ?? '');
      found[key] ??= issue.message;
    }
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const lead = readStoredLead();
    const draft = { ...values, ...(lead ? { lead } : {}) };
    // Validate the typed fields first, so nothing is uploaded for a form that cannot be sent.
    const first = options.schema.safeParse({ ...draft, ...options.preparedFields });
    if (!first.success) return setErrors(errorsOf(first.error.issues));
    const extra = options.prepare ? await options.prepare(values) : {};
    if (extra === null) return;
    const parsed = options.schema.safeParse({ ...draft, ...extra });
    if (!parsed.success) return setErrors(errorsOf(parsed.error.issues));
    setErrors({});
    mutation.mutate(parsed.data, {
      onSuccess: () => {
        track('Lead', { content_name: options.kind });
        options.onSent();
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.errors.length > 0) {
          setErrors(errorsOf(failure.errors.map((e) => ({ path: [e.field], message: e.message }))));
        }
        toast.fromError(failure);
      },
    });
  };

  return { values, errors, change, submit, isSending: mutation.isPending };
}
