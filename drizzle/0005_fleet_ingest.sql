ALTER TABLE "apps" ADD COLUMN "heartbeat_quota" integer;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "beat_window_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "beat_window_ends" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "apps" ADD CONSTRAINT "apps_heartbeat_quota_check" CHECK ("apps"."heartbeat_quota" is null or "apps"."heartbeat_quota" >= 0);--> statement-breakpoint
-- Every change to an app (a rotated or revoked key, a suspension, a new quota, a deletion) is announced
-- to every console instance, which drop that app from their key caches (lib/server/ingest/app-key-cache.ts).
CREATE FUNCTION "fleetdeck_notify_app_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('fleetdeck_app_changed', OLD."id"::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "apps_notify_changed" AFTER UPDATE OR DELETE ON "apps"
  FOR EACH ROW EXECUTE FUNCTION "fleetdeck_notify_app_changed"();
