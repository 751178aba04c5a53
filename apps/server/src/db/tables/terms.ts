export type TermsTables = {
  /** The company's rental terms, one row per version (0700); append-only. */
  terms_versions: {
    number: number;
    text: string;
    created_at: string;
    /** The user who saved it; null: the system (the first version). No foreign key. */
    created_by: number | null;
  };
};
