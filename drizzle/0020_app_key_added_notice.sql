-- Every console instance holds every app key in memory (lib/server/ingest/app-key-cache.ts), so a key it does
-- not hold is refused without a lookup: a new key (a new app's, or a rotation's) is announced like any other
-- change to its app, for each instance to read that app's keys again.
CREATE FUNCTION "fleetdeck_notify_app_key_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('fleetdeck_app_changed', NEW."app_id"::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "app_keys_notify_added" AFTER INSERT ON "app_keys"
  FOR EACH ROW EXECUTE FUNCTION "fleetdeck_notify_app_key_added"();
