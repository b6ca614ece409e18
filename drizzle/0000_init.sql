CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"submission_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"message" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "reference_counters" (
	"prefix" text NOT NULL,
	"year" integer NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "reference_counters_prefix_year_pk" PRIMARY KEY("prefix","year")
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"form" text NOT NULL,
	"lang" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"adverse_event" boolean DEFAULT false NOT NULL,
	"quality_problem" boolean DEFAULT false NOT NULL,
	"suspected_spam" boolean DEFAULT false NOT NULL,
	"answers" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_submission_kind_key" ON "outbox" USING btree ("submission_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_reference_key" ON "submissions" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "submissions_received_at_idx" ON "submissions" USING btree ("received_at");