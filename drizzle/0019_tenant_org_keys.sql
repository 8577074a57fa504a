-- Every row that belongs to an app carries the app's organisation, and its keys and indexes lead with it, so
-- that a distributed PostgreSQL could shard these tables by organisation (docs/operations.md, Sharding by
-- organisation). Composite foreign keys to apps ("org_id", "id") keep each row's organisation its app's.
-- The keys that reference the old ones go first.
ALTER TABLE "device_sessions" DROP CONSTRAINT "device_sessions_device_fk";--> statement-breakpoint
ALTER TABLE "device_changes" DROP CONSTRAINT "device_changes_device_fk";--> statement-breakpoint
ALTER TABLE "alert_device_states" DROP CONSTRAINT "alert_device_states_app_id_apps_id_fk";--> statement-breakpoint
ALTER TABLE "alert_rules" DROP CONSTRAINT "alert_rules_app_id_apps_id_fk";--> statement-breakpoint
ALTER TABLE "app_keys" DROP CONSTRAINT "app_keys_app_id_apps_id_fk";--> statement-breakpoint
ALTER TABLE "device_activity" DROP CONSTRAINT "device_activity_app_id_apps_id_fk";--> statement-breakpoint
ALTER TABLE "devices" DROP CONSTRAINT "devices_app_id_apps_id_fk";--> statement-breakpoint
ALTER TABLE "ingest_refusals" DROP CONSTRAINT "ingest_refusals_app_id_apps_id_fk";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk";--> statement-breakpoint
ALTER TABLE "webhook_endpoints" DROP CONSTRAINT "webhook_endpoints_app_id_apps_id_fk";--> statement-breakpoint
-- Each row's organisation, from its app (a delivery's from its endpoint).
ALTER TABLE "devices" ADD COLUMN "org_id" uuid;--> statement-breakpoint
UPDATE "devices" "t" SET "org_id" = "a"."org_id" FROM "apps" "a" WHERE "a"."id" = "t"."app_id";--> statement-breakpoint
ALTER TABLE "device_activity" ADD COLUMN "org_id" uuid;--> statement-breakpoint
UPDATE "device_activity" "t" SET "org_id" = "a"."org_id" FROM "apps" "a" WHERE "a"."id" = "t"."app_id";--> statement-breakpoint
ALTER TABLE "device_sessions" ADD COLUMN "org_id" uuid;--> statement-breakpoint
UPDATE "device_sessions" "t" SET "org_id" = "a"."org_id" FROM "apps" "a" WHERE "a"."id" = "t"."app_id";--> statement-breakpoint
ALTER TABLE "device_changes" ADD COLUMN "org_id" uuid;--> statement-breakpoint
UPDATE "device_changes" "t" SET "org_id" = "a"."org_id" FROM "apps" "a" WHERE "a"."id" = "t"."app_id";--> statement-breakpoint
ALTER TABLE "app_keys" ADD COLUMN "org_id" uuid;--> statement-breakpoint
UPDATE "app_keys" "t" SET "org_id" = "a"."org_id" FROM "apps" "a" WHERE "a"."id" = "t"."app_id";--> statement-breakpoint
ALTER TABLE "ingest_refusals" ADD COLUMN "org_id" uuid;--> statement-breakpoint
UPDATE "ingest_refusals" "t" SET "org_id" = "a"."org_id" FROM "apps" "a" WHERE "a"."id" = "t"."app_id";--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "org_id" uuid;--> statement-breakpoint
UPDATE "webhook_endpoints" "t" SET "org_id" = "a"."org_id" FROM "apps" "a" WHERE "a"."id" = "t"."app_id";--> statement-breakpoint
ALTER TABLE "alert_rules" ADD COLUMN "org_id" uuid;--> statement-breakpoint
UPDATE "alert_rules" "t" SET "org_id" = "a"."org_id" FROM "apps" "a" WHERE "a"."id" = "t"."app_id";--> statement-breakpoint
ALTER TABLE "alert_device_states" ADD COLUMN "org_id" uuid;--> statement-breakpoint
UPDATE "alert_device_states" "t" SET "org_id" = "a"."org_id" FROM "apps" "a" WHERE "a"."id" = "t"."app_id";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "org_id" uuid;--> statement-breakpoint
UPDATE "webhook_deliveries" "t" SET "org_id" = "e"."org_id" FROM "webhook_endpoints" "e" WHERE "e"."id" = "t"."endpoint_id";--> statement-breakpoint
ALTER TABLE "devices" ALTER COLUMN "org_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "device_activity" ALTER COLUMN "org_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "device_sessions" ALTER COLUMN "org_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "device_changes" ALTER COLUMN "org_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "app_keys" ALTER COLUMN "org_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ingest_refusals" ALTER COLUMN "org_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ALTER COLUMN "org_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_rules" ALTER COLUMN "org_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_device_states" ALTER COLUMN "org_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ALTER COLUMN "org_id" SET NOT NULL;--> statement-breakpoint
-- Keys: the organisation first. Rows addressed by an id alone (in URLs and the API) keep a unique index on it.
ALTER TABLE "apps" DROP CONSTRAINT "apps_pkey";--> statement-breakpoint
ALTER TABLE "apps" ADD CONSTRAINT "apps_pkey" PRIMARY KEY("org_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "apps_id_unique" ON "apps" USING btree ("id");--> statement-breakpoint
-- The per-app index first, the primary key after it: when the two look equally good (a device looked up by
-- its key on a table the planner has no statistics of yet), PostgreSQL takes the newer index, and the
-- heartbeat's lookup must stay one key lookup, not a read of every device of the app
-- (lib/server/ingest/commit-plan.test.ts).
DROP INDEX "devices_app_last_seen_idx";--> statement-breakpoint
CREATE INDEX "devices_app_last_seen_idx" ON "devices" USING btree ("org_id","app_id","last_seen","device_id");--> statement-breakpoint
ALTER TABLE "devices" DROP CONSTRAINT "devices_pkey";--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_pkey" PRIMARY KEY("org_id","app_id","device_id");--> statement-breakpoint
ALTER TABLE "device_activity" DROP CONSTRAINT "device_activity_pkey";--> statement-breakpoint
ALTER TABLE "device_activity" ADD CONSTRAINT "device_activity_pkey" PRIMARY KEY("org_id","app_id","hour","device_id");--> statement-breakpoint
ALTER TABLE "device_sessions" DROP CONSTRAINT "device_sessions_pkey";--> statement-breakpoint
ALTER TABLE "device_sessions" ADD CONSTRAINT "device_sessions_pkey" PRIMARY KEY("org_id","app_id","device_id","started_at");--> statement-breakpoint
DROP INDEX "device_changes_device_at_idx";--> statement-breakpoint
CREATE INDEX "device_changes_device_at_idx" ON "device_changes" USING btree ("org_id","app_id","device_id","at");--> statement-breakpoint
ALTER TABLE "app_keys" DROP CONSTRAINT "app_keys_pkey";--> statement-breakpoint
ALTER TABLE "app_keys" ADD CONSTRAINT "app_keys_pkey" PRIMARY KEY("org_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "app_keys_id_unique" ON "app_keys" USING btree ("id");--> statement-breakpoint
DROP INDEX "app_keys_app_id_created_at_idx";--> statement-breakpoint
CREATE INDEX "app_keys_app_id_created_at_idx" ON "app_keys" USING btree ("org_id","app_id","created_at");--> statement-breakpoint
ALTER TABLE "ingest_refusals" DROP CONSTRAINT "ingest_refusals_pkey";--> statement-breakpoint
ALTER TABLE "ingest_refusals" ADD CONSTRAINT "ingest_refusals_pkey" PRIMARY KEY("org_id","app_id","reason","hour");--> statement-breakpoint
ALTER TABLE "webhook_endpoints" DROP CONSTRAINT "webhook_endpoints_pkey";--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_pkey" PRIMARY KEY("org_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_endpoints_id_unique" ON "webhook_endpoints" USING btree ("id");--> statement-breakpoint
DROP INDEX "webhook_endpoints_app_id_idx";--> statement-breakpoint
CREATE INDEX "webhook_endpoints_app_id_idx" ON "webhook_endpoints" USING btree ("org_id","app_id","created_at");--> statement-breakpoint
ALTER TABLE "alert_rules" DROP CONSTRAINT "alert_rules_pkey";--> statement-breakpoint
ALTER TABLE "alert_rules" ADD CONSTRAINT "alert_rules_pkey" PRIMARY KEY("org_id","app_id");--> statement-breakpoint
ALTER TABLE "alert_device_states" DROP CONSTRAINT "alert_device_states_pkey";--> statement-breakpoint
ALTER TABLE "alert_device_states" ADD CONSTRAINT "alert_device_states_pkey" PRIMARY KEY("org_id","app_id","device_id");--> statement-breakpoint
ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_pkey";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_pkey" PRIMARY KEY("org_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_id_unique" ON "webhook_deliveries" USING btree ("id");--> statement-breakpoint
DROP INDEX "webhook_deliveries_endpoint_idx";--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("org_id","endpoint_id","created_at");--> statement-breakpoint
-- The foreign keys, now with the organisation. Sessions and changes go with their device (as in 0013).
ALTER TABLE "devices" ADD CONSTRAINT "devices_app_fk" FOREIGN KEY ("org_id","app_id") REFERENCES "public"."apps"("org_id","id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "device_activity" ADD CONSTRAINT "device_activity_app_fk" FOREIGN KEY ("org_id","app_id") REFERENCES "public"."apps"("org_id","id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "device_sessions" ADD CONSTRAINT "device_sessions_device_fk" FOREIGN KEY ("org_id","app_id","device_id") REFERENCES "public"."devices"("org_id","app_id","device_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "device_changes" ADD CONSTRAINT "device_changes_device_fk" FOREIGN KEY ("org_id","app_id","device_id") REFERENCES "public"."devices"("org_id","app_id","device_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "app_keys" ADD CONSTRAINT "app_keys_app_fk" FOREIGN KEY ("org_id","app_id") REFERENCES "public"."apps"("org_id","id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "ingest_refusals" ADD CONSTRAINT "ingest_refusals_app_fk" FOREIGN KEY ("org_id","app_id") REFERENCES "public"."apps"("org_id","id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_app_fk" FOREIGN KEY ("org_id","app_id") REFERENCES "public"."apps"("org_id","id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "alert_rules" ADD CONSTRAINT "alert_rules_app_fk" FOREIGN KEY ("org_id","app_id") REFERENCES "public"."apps"("org_id","id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "alert_device_states" ADD CONSTRAINT "alert_device_states_app_fk" FOREIGN KEY ("org_id","app_id") REFERENCES "public"."apps"("org_id","id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_fk" FOREIGN KEY ("org_id","endpoint_id") REFERENCES "public"."webhook_endpoints"("org_id","id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
-- A row's organisation follows from its app. Told to the planner, a condition on both (every per-app read
-- names both) is estimated as the app's alone, not as two independent ones: the ingest keeps finding a
-- device by its primary key, and the devices list's estimated totals stay right. The statistics are
-- gathered by the next ANALYZE (autovacuum; on PGlite, the devices list's), not here: an ANALYZE of an
-- empty table tells the planner it is empty, and the foreign-key checks of a new console's first
-- heartbeats would keep plans that read every device.
CREATE STATISTICS "devices_org_app_stats" (dependencies) ON "org_id", "app_id" FROM "devices";--> statement-breakpoint
CREATE STATISTICS "device_activity_org_app_stats" (dependencies) ON "org_id", "app_id" FROM "device_activity";--> statement-breakpoint
CREATE STATISTICS "device_sessions_org_app_stats" (dependencies) ON "org_id", "app_id" FROM "device_sessions";--> statement-breakpoint
CREATE STATISTICS "device_changes_org_app_stats" (dependencies) ON "org_id", "app_id" FROM "device_changes";--> statement-breakpoint
-- A new app or a new key: its app_keys row carries the app's organisation (the function of 0015, with it).
CREATE OR REPLACE FUNCTION "fleetdeck_app_key_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  new_hash text := encode(sha256(convert_to(NEW."app_key", 'UTF8')), 'hex');
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD."app_key" IS NOT DISTINCT FROM NEW."app_key" THEN
      RETURN NULL;
    END IF;
    UPDATE "app_keys" SET "revoked_at" = now()
      WHERE "org_id" = NEW."org_id" AND "app_id" = NEW."id" AND "expires_at" IS NULL AND "revoked_at" IS NULL
        AND "key_hash" <> new_hash;
  END IF;
  INSERT INTO "app_keys" ("org_id", "app_id", "key_hash", "masked")
    VALUES (NEW."org_id", NEW."id", new_hash, 'fdk_••••••••' || right(NEW."app_key", 4))
    ON CONFLICT ("key_hash") DO NOTHING;
  RETURN NULL;
END
$$;
