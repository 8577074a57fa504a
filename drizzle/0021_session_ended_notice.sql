-- A live stream ends with its session (lib/server/live/bus.ts): every session that is signed out, by its
-- user, a password change or reset, or anything else that sets revoked_at, is announced by its id, so
-- that every console instance ends that session's streams at once.
CREATE FUNCTION "fleetdeck_notify_session_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('fleetdeck_session_ended', NEW."id"::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_notify_ended" AFTER UPDATE OF "revoked_at" ON "sessions"
  FOR EACH ROW WHEN (OLD."revoked_at" IS NULL AND NEW."revoked_at" IS NOT NULL)
  EXECUTE FUNCTION "fleetdeck_notify_session_ended"();
