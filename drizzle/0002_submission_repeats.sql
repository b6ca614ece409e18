ALTER TABLE "submissions" ADD COLUMN "times_received" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "repeated_at" jsonb DEFAULT '[]'::jsonb NOT NULL;