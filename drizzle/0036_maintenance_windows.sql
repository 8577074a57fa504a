CREATE TABLE "maintenance_windows" (
	"org_id" uuid NOT NULL,
	"app_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"view_id" uuid,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"weekday" smallint,
	"start_minute" smallint,
	"duration_minutes" integer,
	"time_zone" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_windows_pkey" PRIMARY KEY("org_id","id"),
	CONSTRAINT "maintenance_windows_kind_check" CHECK (("maintenance_windows"."kind" = 'once' and "maintenance_windows"."starts_at" is not null and "maintenance_windows"."ends_at" > "maintenance_windows"."starts_at")
        or ("maintenance_windows"."kind" = 'weekly' and "maintenance_windows"."weekday" between 0 and 6 and "maintenance_windows"."start_minute" between 0 and 1439
          and "maintenance_windows"."duration_minutes" between 1 and 10080 and "maintenance_windows"."time_zone" is not null))
);
--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "during_maintenance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "announced" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "maintenance_windows" ADD CONSTRAINT "maintenance_windows_view_id_saved_views_id_fk" FOREIGN KEY ("view_id") REFERENCES "public"."saved_views"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_windows" ADD CONSTRAINT "maintenance_windows_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_windows" ADD CONSTRAINT "maintenance_windows_app_fk" FOREIGN KEY ("org_id","app_id") REFERENCES "public"."apps"("org_id","id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_windows_id_unique" ON "maintenance_windows" USING btree ("id");--> statement-breakpoint
CREATE INDEX "maintenance_windows_app_idx" ON "maintenance_windows" USING btree ("org_id","app_id");