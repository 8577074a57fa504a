CREATE TABLE "alert_device_states" (
	"app_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"offline_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_device_states_pkey" PRIMARY KEY("app_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "alert_rules" (
	"app_id" uuid PRIMARY KEY NOT NULL,
	"offline_after_seconds" integer,
	"offline_share_percent" smallint,
	"cooldown_seconds" integer DEFAULT 300 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"offline_digest_at" timestamp with time zone,
	"share_alerting" boolean DEFAULT false NOT NULL,
	"share_alert_at" timestamp with time zone,
	CONSTRAINT "alert_rules_offline_after_check" CHECK ("alert_rules"."offline_after_seconds" is null or "alert_rules"."offline_after_seconds" >= 10),
	CONSTRAINT "alert_rules_share_check" CHECK ("alert_rules"."offline_share_percent" is null or "alert_rules"."offline_share_percent" between 1 and 100),
	CONSTRAINT "alert_rules_cooldown_check" CHECK ("alert_rules"."cooldown_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"status_code" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_state_check" CHECK ("webhook_deliveries"."state" in ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"app_id" uuid NOT NULL,
	"url" text NOT NULL,
	"format" text DEFAULT 'json' NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_endpoints_format_check" CHECK ("webhook_endpoints"."format" in ('json', 'slack'))
);
--> statement-breakpoint
ALTER TABLE "alert_device_states" ADD CONSTRAINT "alert_device_states_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_rules" ADD CONSTRAINT "alert_rules_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_endpoints_app_id_idx" ON "webhook_endpoints" USING btree ("app_id","created_at");