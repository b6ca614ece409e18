CREATE TABLE "staff_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_subject" text NOT NULL,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"target" text,
	"details" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_case_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"submission_id" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor" text NOT NULL,
	"kind" text NOT NULL,
	"details" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_cases" (
	"submission_id" bigint PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"form" text NOT NULL,
	"lang" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"adverse_event" boolean NOT NULL,
	"quality_problem" boolean NOT NULL,
	"suspected_spam" boolean NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"owner" text,
	"external_case_number" text,
	"serious_adverse_event" boolean DEFAULT false NOT NULL,
	"triage_due" date NOT NULL,
	"report_due" date,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"roles" jsonb NOT NULL,
	"csrf_token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sign_ins" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"return_to" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_case_events" ADD CONSTRAINT "staff_case_events_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_cases" ADD CONSTRAINT "staff_cases_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_audit_log_at_idx" ON "staff_audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "staff_case_events_submission_idx" ON "staff_case_events" USING btree ("submission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_cases_reference_key" ON "staff_cases" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "staff_cases_received_at_idx" ON "staff_cases" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "staff_cases_status_idx" ON "staff_cases" USING btree ("status");--> statement-breakpoint
CREATE INDEX "staff_sessions_subject_idx" ON "staff_sessions" USING btree ("subject");--> statement-breakpoint
-- The audit log is append-only: no role the application uses may change or remove an entry.
CREATE FUNCTION staff_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit_log is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER staff_audit_log_append_only BEFORE UPDATE OR DELETE ON staff_audit_log
  FOR EACH ROW EXECUTE FUNCTION staff_audit_log_append_only();
