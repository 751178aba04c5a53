export type GeoTables = {
  /** Geocoder answers per normalised address key (features/geo); lat/lon null: not found. */
  geo_geocodes: {
    address_key: string;
    lat: number | null;
    lon: number | null;
    /** The geocoder that answered, e.g. 'pdok'. */
    source: string;
    created_at: string;
  };
  /** Router answers: from one point to another ('lat,lon', 5 decimals). */
  geo_routes: {
    from_point: string;
    to_point: string;
    /** Metres. */
    distance: number;
    /** Seconds. */
    duration: number;
    created_at: string;
  };
};
