ALTER TABLE "submissions" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_dedupe_key" ON "submissions" USING btree ("dedupe_key");