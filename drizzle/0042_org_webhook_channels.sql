ALTER TABLE "webhook_endpoints" ALTER COLUMN "app_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_endpoints_org_name_unique" ON "webhook_endpoints" USING btree ("org_id",lower("name")) WHERE "webhook_endpoints"."app_id" is null;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_name_check" CHECK (("webhook_endpoints"."app_id" is null) = ("webhook_endpoints"."name" is not null));