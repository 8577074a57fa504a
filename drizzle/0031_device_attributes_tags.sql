ALTER TABLE "device_changes" DROP CONSTRAINT "device_changes_field_check";--> statement-breakpoint
ALTER TABLE "device_changes" ALTER COLUMN "from_value" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "device_changes" ALTER COLUMN "to_value" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "device_changes" ADD COLUMN "attribute" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "attributes" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "devices_tags_idx" ON "devices" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "devices_attributes_idx" ON "devices" USING gin ("attributes");--> statement-breakpoint
ALTER TABLE "device_changes" ADD CONSTRAINT "device_changes_values_check" CHECK (case when "device_changes"."field" = 'attribute' then "device_changes"."attribute" is not null
        else "device_changes"."attribute" is null and "device_changes"."from_value" is not null and "device_changes"."to_value" is not null end);--> statement-breakpoint
ALTER TABLE "device_changes" ADD CONSTRAINT "device_changes_field_check" CHECK ("device_changes"."field" in ('model', 'osVersion', 'sdkVersion', 'appVersion', 'attribute'));