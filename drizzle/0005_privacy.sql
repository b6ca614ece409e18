CREATE TABLE "destruction_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"cause" text NOT NULL,
	"actor" text NOT NULL,
	"references" jsonb NOT NULL,
	"counts" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_holds" (
	"submission_id" bigint PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"placed_by" text NOT NULL,
	"placed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_incidents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"recorded_by" text NOT NULL,
	"information" text NOT NULL,
	"circumstances" text NOT NULL,
	"occurred_on" date,
	"occurred_description" text,
	"learned_on" date NOT NULL,
	"persons_affected" integer,
	"risk_assessment" text NOT NULL,
	"serious_risk" boolean NOT NULL,
	"commission_notified_on" date,
	"persons_notified_on" date,
	"measures" text NOT NULL,
	CONSTRAINT "privacy_incidents_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "privacy_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"due_on" date NOT NULL,
	"completed_at" timestamp with time zone,
	"actions" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retention_runs" (
	"day" date PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "consent" jsonb;--> statement-breakpoint
ALTER TABLE "legal_holds" ADD CONSTRAINT "legal_holds_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "destruction_records_at_idx" ON "destruction_records" USING btree ("at");--> statement-breakpoint
CREATE INDEX "privacy_requests_email_idx" ON "privacy_requests" USING btree ("email");