ALTER TABLE "outbox" ALTER COLUMN "submission_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "digest_day" date;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_digest_day_kind_key" ON "outbox" USING btree ("digest_day","kind");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_submission_or_day" CHECK (("outbox"."submission_id" is null) <> ("outbox"."digest_day" is null));