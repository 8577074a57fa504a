DROP INDEX "incidents_open_unique";--> statement-breakpoint
ALTER TABLE "alert_rules" ADD COLUMN "regression_incidents" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "incident_devices" ADD COLUMN "from_version" text;--> statement-breakpoint
ALTER TABLE "incident_devices" ADD COLUMN "to_version" text;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "kind" text DEFAULT 'offline' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "incidents_open_kind_unique" ON "incidents" USING btree ("org_id","app_id","kind") WHERE "incidents"."status" = 'open';--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_kind_check" CHECK ("incidents"."kind" in ('offline', 'regression'));