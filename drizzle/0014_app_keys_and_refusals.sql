CREATE TABLE "app_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"app_id" uuid NOT NULL,
	"key_hash" text NOT NULL,
	"masked" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ingest_refusals" (
	"app_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"last_device_id" text,
	"detail" text,
	CONSTRAINT "ingest_refusals_pkey" PRIMARY KEY("app_id","reason","hour"),
	CONSTRAINT "ingest_refusals_reason_check" CHECK ("ingest_refusals"."reason" in ('app_suspended', 'key_revoked', 'rate_limited', 'validation_failed'))
);
--> statement-breakpoint
CREATE TABLE "ingest_unknown_keys" (
	"hour" timestamp with time zone PRIMARY KEY NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_keys" ADD CONSTRAINT "app_keys_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingest_refusals" ADD CONSTRAINT "ingest_refusals_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "app_keys_key_hash_unique" ON "app_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "app_keys_app_id_created_at_idx" ON "app_keys" USING btree ("app_id","created_at");--> statement-breakpoint
CREATE INDEX "ingest_refusals_hour_idx" ON "ingest_refusals" USING btree ("hour");