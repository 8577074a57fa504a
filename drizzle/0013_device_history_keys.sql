-- Each session and change belongs to a device and goes with it (and with its app). Declared here, not in
-- lib/server/db/device-history-schema.ts, which would have to import schema.ts.
ALTER TABLE "device_sessions" ADD CONSTRAINT "device_sessions_device_fk" FOREIGN KEY ("app_id", "device_id") REFERENCES "public"."devices"("app_id", "device_id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "device_changes" ADD CONSTRAINT "device_changes_device_fk" FOREIGN KEY ("app_id", "device_id") REFERENCES "public"."devices"("app_id", "device_id") ON DELETE cascade;--> statement-breakpoint
-- Devices seen before sessions were recorded get one, from their last beat, so that the heartbeat's
-- group commit (which writes a session only when one opens) finds their open session.
INSERT INTO "device_sessions" ("app_id", "device_id", "started_at", "last_beat_at")
SELECT "app_id", "device_id", "last_seen", "last_seen" FROM "devices"
ON CONFLICT DO NOTHING;
