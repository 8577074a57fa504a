CREATE TABLE "apps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"platform" text NOT NULL,
	"bundle_id" text NOT NULL,
	"app_key" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "apps_platform_check" CHECK ("apps"."platform" in ('android', 'ios', 'web', 'other')),
	CONSTRAINT "apps_status_check" CHECK ("apps"."status" in ('active', 'suspended'))
);
--> statement-breakpoint
CREATE TABLE "device_activity" (
	"app_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"device_id" text NOT NULL,
	CONSTRAINT "device_activity_pkey" PRIMARY KEY("app_id","hour","device_id")
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"app_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"platform" text,
	"os_version" text,
	"model" text,
	"sdk_version" text,
	"app_version" text,
	"first_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_pkey" PRIMARY KEY("app_id","device_id"),
	CONSTRAINT "devices_platform_check" CHECK ("devices"."platform" is null or "devices"."platform" in ('android', 'ios', 'web', 'other'))
);
--> statement-breakpoint
CREATE TABLE "sdk_guide_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"markdown" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
ALTER TABLE "apps" ADD CONSTRAINT "apps_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_activity" ADD CONSTRAINT "device_activity_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sdk_guide_versions" ADD CONSTRAINT "sdk_guide_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "apps_app_key_unique" ON "apps" USING btree ("app_key");--> statement-breakpoint
CREATE INDEX "apps_owner_id_created_at_idx" ON "apps" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "device_activity_hour_idx" ON "device_activity" USING btree ("hour");--> statement-breakpoint
CREATE INDEX "devices_last_seen_idx" ON "devices" USING btree ("last_seen","device_id","app_id");--> statement-breakpoint
CREATE INDEX "devices_app_last_seen_idx" ON "devices" USING btree ("app_id","last_seen","device_id");--> statement-breakpoint
CREATE INDEX "devices_search_trgm_idx" ON "devices" USING gin (("device_id" || chr(31) || coalesce("model", '') || chr(31) || coalesce("os_version", '') || chr(31) || coalesce("app_version", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sdk_guide_versions_created_at_idx" ON "sdk_guide_versions" USING btree ("created_at");