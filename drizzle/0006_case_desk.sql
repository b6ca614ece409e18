ALTER TABLE "staff_cases" ADD COLUMN "owner_subject" text;--> statement-breakpoint
ALTER TABLE "staff_cases" ADD COLUMN "serious_criteria" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_cases" ADD COLUMN "product" text;--> statement-breakpoint
ALTER TABLE "staff_cases" ADD COLUMN "close_reason" text;--> statement-breakpoint
ALTER TABLE "staff_cases" ADD COLUMN "close_duplicate_of" text;--> statement-breakpoint
ALTER TABLE "staff_cases" ADD COLUMN "close_requested_by" text;--> statement-breakpoint
ALTER TABLE "staff_cases" ADD COLUMN "close_requested_by_name" text;--> statement-breakpoint
ALTER TABLE "staff_cases" ADD COLUMN "close_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_cases" ADD COLUMN "close_confirmed_by_name" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("answers" ->> 'firstName', '') || ' ' || coalesce("answers" ->> 'lastName', '') || ' ' || coalesce("answers" ->> 'reporterName', '') || ' ' || coalesce("answers" ->> 'email', '')), 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyy')) STORED;--> statement-breakpoint
CREATE INDEX "staff_audit_log_actor_idx" ON "staff_audit_log" USING btree ("actor_subject","id");--> statement-breakpoint
CREATE INDEX "staff_audit_log_action_idx" ON "staff_audit_log" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "staff_audit_log_target_idx" ON "staff_audit_log" USING btree ("target","id");--> statement-breakpoint
CREATE INDEX "staff_cases_next_due_idx" ON "staff_cases" USING btree (least(case when "status" = 'new' then "triage_due" end, case when "report_due" is not null and "external_case_number" is null and "status" <> 'closed' then "report_due" end),"received_at","submission_id") WHERE "staff_cases"."status" <> 'closed';--> statement-breakpoint
-- Cases opened before triage existed start from what their answers said, as a new case does
-- (app/staff/domain/triage.ts): the product named, and the criteria of a serious adverse event.
UPDATE "staff_cases" SET
  "product" = CASE
    WHEN s."form" = 'side-effect' AND s."answers" ->> 'suspectProduct' = 'unsure' THEN 'unknown'
    WHEN s."form" = 'side-effect' AND s."answers" ->> 'suspectProduct' IN ('ruzurgi', 'lysodren', 'other') THEN s."answers" ->> 'suspectProduct'
    WHEN s."form" = 'medical-information' AND s."answers" ->> 'product' IN ('ruzurgi', 'lysodren', 'other') THEN s."answers" ->> 'product'
  END,
  "serious_criteria" = CASE
    WHEN "staff_cases"."serious_adverse_event" AND jsonb_typeof(s."answers" -> 'aeSeriousCriteria') = 'array' THEN s."answers" -> 'aeSeriousCriteria'
    ELSE '[]'::jsonb
  END
FROM "submissions" s WHERE s."id" = "staff_cases"."submission_id";
--> statement-breakpoint
-- An owner typed as a name becomes that person where the audit log knows someone who signed in under it.
UPDATE "staff_cases" SET "owner_subject" = (
  SELECT a."actor_subject" FROM "staff_audit_log" a
  WHERE a."action" = 'sign-in' AND a."actor_name" = "staff_cases"."owner"
  ORDER BY a."id" DESC LIMIT 1
) WHERE "owner" IS NOT NULL;
