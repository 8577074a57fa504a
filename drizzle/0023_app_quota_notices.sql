CREATE TABLE "app_quota_notices" (
	"org_id" uuid NOT NULL,
	"app_id" uuid NOT NULL,
	"level" smallint NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "app_quota_notices_pkey" PRIMARY KEY("org_id","app_id","level"),
	CONSTRAINT "app_quota_notices_level_check" CHECK ("app_quota_notices"."level" in (80, 100))
);
--> statement-breakpoint
ALTER TABLE "app_quota_notices" ADD CONSTRAINT "app_quota_notices_app_fk" FOREIGN KEY ("org_id","app_id") REFERENCES "public"."apps"("org_id","id") ON DELETE cascade ON UPDATE cascade;