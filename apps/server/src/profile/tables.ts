import type { Timestamp } from '../db/columns';

/** An uploaded profile picture, served by its random id. */
export interface ProfileImageTable {
  id: string;
  user_id: string;
  mime: string;
  data: string;
  created_at: Timestamp;
}

/** The profile module's tables (db/schema.ts composes every module's into `Database`). */
export interface ProfileTables {
  profile_images: ProfileImageTable;
}
