CREATE TABLE "follow_up_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"submission_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"questions" jsonb NOT NULL,
	"lang" text NOT NULL,
	"requested_by" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "follow_up_requests" ADD CONSTRAINT "follow_up_requests_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "follow_up_requests_token_hash_key" ON "follow_up_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "follow_up_requests_submission_idx" ON "follow_up_requests" USING btree ("submission_id");