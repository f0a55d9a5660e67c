ALTER TABLE "cars" ADD COLUMN "listing_kind" text DEFAULT 'sale' NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "listing_terms" jsonb;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "specs" jsonb DEFAULT '{"kind":"car"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "search_paths" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "cars_site_id_listing_kind_idx" ON "cars" USING btree ("site_id","listing_kind");