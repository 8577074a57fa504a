CREATE TABLE "incident_devices" (
	"org_id" uuid NOT NULL,
	"incident_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"last_seen" timestamp with time zone NOT NULL,
	"back_at" timestamp with time zone,
	CONSTRAINT "incident_devices_pkey" PRIMARY KEY("org_id","incident_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "incident_events" (
	"org_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"incident_id" uuid NOT NULL,
	"type" text NOT NULL,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"actor_id" uuid,
	"devices_affected" integer,
	"endpoints" integer,
	"resolution" text,
	CONSTRAINT "incident_events_pkey" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "incidents" (
	"org_id" uuid NOT NULL,
	"app_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"view_id" uuid,
	"view_name" text,
	"devices_affected" integer NOT NULL,
	"devices_in_scope" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_offline_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	"acknowledged_by" uuid,
	"acknowledged_at" timestamp with time zone,
	CONSTRAINT "incidents_pkey" PRIMARY KEY("org_id","id"),
	CONSTRAINT "incidents_status_check" CHECK ("incidents"."status" in ('open', 'resolved'))
);
--> statement-breakpoint
ALTER TABLE "alert_rules" ADD COLUMN "incident_threshold_percent" smallint;--> statement-breakpoint
ALTER TABLE "alert_rules" ADD COLUMN "incident_threshold_count" integer;--> statement-breakpoint
ALTER TABLE "alert_rules" ADD COLUMN "incident_window_seconds" integer DEFAULT 300 NOT NULL;--> statement-breakpoint
ALTER TABLE "incident_devices" ADD CONSTRAINT "incident_devices_incident_fk" FOREIGN KEY ("org_id","incident_id") REFERENCES "public"."incidents"("org_id","id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "incident_events" ADD CONSTRAINT "incident_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_events" ADD CONSTRAINT "incident_events_incident_fk" FOREIGN KEY ("org_id","incident_id") REFERENCES "public"."incidents"("org_id","id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_app_fk" FOREIGN KEY ("org_id","app_id") REFERENCES "public"."apps"("org_id","id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "incident_events_incident_idx" ON "incident_events" USING btree ("org_id","incident_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "incidents_id_unique" ON "incidents" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "incidents_open_unique" ON "incidents" USING btree ("org_id","app_id") WHERE "incidents"."status" = 'open';--> statement-breakpoint
CREATE INDEX "incidents_org_started_idx" ON "incidents" USING btree ("org_id","started_at");--> statement-breakpoint
ALTER TABLE "alert_rules" ADD CONSTRAINT "alert_rules_incident_check" CHECK (("alert_rules"."incident_threshold_percent" is null or "alert_rules"."incident_threshold_percent" between 1 and 100)
        and ("alert_rules"."incident_threshold_count" is null or "alert_rules"."incident_threshold_count" >= 2)
        and "alert_rules"."incident_window_seconds" between 60 and 3600);