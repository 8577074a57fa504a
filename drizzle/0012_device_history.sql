CREATE TABLE "device_changes" (
	"app_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"field" text NOT NULL,
	"from_value" text NOT NULL,
	"to_value" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_changes_field_check" CHECK ("device_changes"."field" in ('model', 'osVersion', 'sdkVersion', 'appVersion'))
);
--> statement-breakpoint
CREATE TABLE "device_sessions" (
	"app_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_beat_at" timestamp with time zone NOT NULL,
	CONSTRAINT "device_sessions_pkey" PRIMARY KEY("app_id","device_id","started_at")
);
--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "online_window_seconds" integer;--> statement-breakpoint
CREATE INDEX "device_changes_device_at_idx" ON "device_changes" USING btree ("app_id","device_id","at");--> statement-breakpoint
CREATE INDEX "device_changes_at_idx" ON "device_changes" USING btree ("at");--> statement-breakpoint
CREATE INDEX "device_sessions_last_beat_at_idx" ON "device_sessions" USING btree ("last_beat_at");--> statement-breakpoint
ALTER TABLE "apps" ADD CONSTRAINT "apps_online_window_check" CHECK ("apps"."online_window_seconds" is null or "apps"."online_window_seconds" between 10 and 604800);