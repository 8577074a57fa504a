-- alert_device_states remembers the heartbeat an offline announcement counted from, so that any later
-- one (even a blip that came and went between two checks) announces the device back. A device announced
-- before this keeps its current last heartbeat: its next one announces it.
ALTER TABLE "alert_device_states" ADD COLUMN "last_seen" timestamp with time zone;--> statement-breakpoint
UPDATE "alert_device_states" s SET "last_seen" = d."last_seen" FROM "devices" d
  WHERE d."app_id" = s."app_id" AND d."device_id" = s."device_id";--> statement-breakpoint
DELETE FROM "alert_device_states" WHERE "last_seen" IS NULL;--> statement-breakpoint
ALTER TABLE "alert_device_states" ALTER COLUMN "last_seen" SET NOT NULL;
