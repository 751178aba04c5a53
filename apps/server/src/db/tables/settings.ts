import type { Generated } from 'kysely';

export type SettingsTables = {
  /** Key-value settings; `value` holds the JSON encoding of the value. */
  settings: {
    key: string;
    value: string;
    updated_at: string;
  };
  assets: {
    id: Generated<number>;
    uuid: string;
    disk: string;
    container: string;
    /** Generated storage key inside the container, never the client's file name. */
    storage_key: string;
    thumbnail_key: string | null;
    file_name: string;
    mime_type: string;
    file_size: number;
    asset_type: string;
    last_modified: string | null;
    /** JSON array of strings. */
    tags: string;
    created_at: string;
  };
};
