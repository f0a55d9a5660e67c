ALTER TABLE "lead_deliveries" ALTER COLUMN "lead_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD COLUMN "message" jsonb;--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD CONSTRAINT "lead_deliveries_dedupe_key_unique" UNIQUE("dedupe_key");