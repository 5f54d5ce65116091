import type { ColumnType } from 'kysely';

/** A timestamptz column: read as a Date, written as a Date or an ISO string, defaulted on insert when omitted. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A jsonb column written as serialised JSON. */
export type Json<T = unknown> = ColumnType<T, string, string>;
/** A nullable jsonb column written as serialised JSON (or null), omitted on insert when unset. */
export type NullableJson = ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
