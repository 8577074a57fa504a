-- Trigram indexes serve the device search (substring, case-insensitive) at a million devices.
-- PGlite loads the extension in lib/server/db/client.ts; on PostgreSQL 13+ pg_trgm is a trusted
-- extension, so a database owner without superuser rights may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
