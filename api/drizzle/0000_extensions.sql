-- pg_trgm backs the GIN indexes used by freeText (ILIKE/LIKE '%…%') on people, places and software.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
