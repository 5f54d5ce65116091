import { useEffect, useMemo } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** One refusal of the server's request validation: the field path and the schema's message. */
export interface ServerIssue {
  path: string;
  message: string;
}

// The server writes each schema issue as `path: message` (path segments joined with dots, camelCase field names);
// the client joins the body's `errors` with ", " (error catalogue). A line starts only where a path does, so a comma
// inside a message ("Expected one of DD/MM/YYYY, MM/DD/YYYY") never splits it. Catalogue messages start uppercase.
const START = /(?:^|, )([a-z_$][\w$]*(?:\.[\w$]+)*): /g;

/** Reads a failure text back into the server's validation issues; `other` is whatever is not one (catalogue text). */
export function readServerIssues(text: string): { issues: ServerIssue[]; other: string[] } {
  const starts = [...text.matchAll(START)];
  if (!starts.length) return { issues: [], other: text ? [text] : [] };
  const other = starts[0]!.index > 0 ? [text.slice(0, starts[0]!.index)] : [];
  const issues = starts.map((m, i) => ({
    path: m[1]!,
    message: text.slice(m.index + m[0].length, i + 1 < starts.length ? starts[i + 1]!.index : text.length),
  }));
  return { issues, other };
}

/** The words a form shows for server refusals (the locale's, supplied by the UI package). */
export interface ServerErrorWords {
  /** Sentence for a refused field of the form (`field` is the form's field name, `message` the server's). */
  field: (field: string, message: string) => string;
  /** Shown when the server refused a field the form does not have. */
  general: string;
  /** Shown in the form's alert when every refusal landed on a field ("Check the marked fields"). */
  summary: string;
}

/** A failure text sorted onto the form: a sentence per field, and what the form's alert shows. */
export interface MappedServerError {
  fields: Record<string, string>;
  /** For the alert: catalogue text unchanged, the general sentence for unknown fields, else the summary. */
  general?: string;
}

/**
 * Maps a failure text onto a form's fields. `aliases` names the form field of a server path (or of its first segment)
 * where they differ (`sessionIdleTimeoutConfiguration.timeout` → `idleTimeout`); otherwise the first segment is the field.
 */
export function mapServerError(text: string | undefined, fields: readonly string[], words: ServerErrorWords, aliases: Readonly<Record<string, string>> = {}): MappedServerError {
  if (!text) return { fields: {} };
  const { issues, other } = readServerIssues(text);
  const out: Record<string, string> = {};
  let unknown = false;
  for (const { path, message } of issues) {
    const head = path.split('.')[0]!;
    const field = aliases[path] ?? aliases[head] ?? head;
    if (fields.includes(field)) out[field] ??= words.field(field, message);
    else unknown = true;
  }
  const parts = [...other, ...(unknown ? [words.general] : [])];
  return { fields: out, general: parts.length ? parts.join(' ') : issues.length ? words.summary : undefined };
}

/**
 * Puts a save's failure on the form: each refused field gets its sentence (react-hook-form `setError`, cleared by the
 * next submit). Pass `error` only while the save is failed. Returns the text for the form's alert.
 */
export function useServerErrors<T extends FieldValues>(form: UseFormReturn<T>, error: string | undefined, words: ServerErrorWords, aliases?: Readonly<Record<string, string>>): string | undefined {
  const fields = Object.keys(form.formState.defaultValues ?? {});
  const key = fields.join('\n');
  const mapped = useMemo(() => mapServerError(error, key.split('\n'), words, aliases), [error, key, words, aliases]);
  useEffect(() => {
    const names = Object.keys(mapped.fields) as Array<Path<T>>;
    names.forEach((name, i) => form.setError(name, { type: 'server', message: mapped.fields[name] }, { shouldFocus: i === 0 }));
  }, [form, mapped]);
  return mapped.general;
}
