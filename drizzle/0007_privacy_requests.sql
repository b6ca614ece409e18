ALTER TABLE "privacy_incidents" ADD COLUMN "persons_notified_how" text;--> statement-breakpoint
ALTER TABLE "privacy_incidents" ADD COLUMN "significant_harm" boolean;--> statement-breakpoint
ALTER TABLE "privacy_incidents" ADD COLUMN "significant_harm_assessed_on" date;--> statement-breakpoint
ALTER TABLE "privacy_incidents" ADD COLUMN "significant_harm_reasons" text;--> statement-breakpoint
ALTER TABLE "privacy_incidents" ADD COLUMN "opc_reported_on" date;--> statement-breakpoint
ALTER TABLE "privacy_incidents" ADD COLUMN "others_notified" text;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD COLUMN "recorded_by" text;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD COLUMN "received_on" date;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD COLUMN "person_name" text;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD COLUMN "identity_verified_on" date;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD COLUMN "identity_verified_by" text;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD COLUMN "identity_method" text;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD COLUMN "extended_to" date;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD COLUMN "extension_reason" text;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD COLUMN "extension_notified_on" date;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD COLUMN "status" text;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD COLUMN "answered_on" date;--> statement-breakpoint
-- Entries that only a search opened were never anyone's request: a lookup (another site's link, a mistyped
-- address) wrote them, and nothing ever closed them. They go, counted in the proof of destruction.
INSERT INTO "destruction_records" ("at", "cause", "actor", "references", "counts")
SELECT now(), 'retention', 'migration 0007_privacy_requests', '[]'::jsonb, jsonb_build_object('requests', count(*))
FROM "privacy_requests"
WHERE "completed_at" IS NULL AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements("actions") AS a WHERE a ->> 'action' <> 'find')
HAVING count(*) > 0;--> statement-breakpoint
DELETE FROM "privacy_requests"
WHERE "completed_at" IS NULL AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements("actions") AS a WHERE a ->> 'action' <> 'find');--> statement-breakpoint
-- The others were answered by a tool: what they asked is read from the tool, received when first recorded.
UPDATE "privacy_requests" SET
  "reference" = 'PR-' || to_char("received_at" AT TIME ZONE 'America/Toronto', 'YYYY') || '-L' || lpad("id"::text, 4, '0'),
  "recorded_by" = coalesce("actions" -> 0 ->> 'actor', ''),
  "kind" = CASE
    WHEN EXISTS (SELECT 1 FROM jsonb_array_elements("actions") AS a WHERE a ->> 'action' = 'erase') THEN 'erasure'
    WHEN EXISTS (SELECT 1 FROM jsonb_array_elements("actions") AS a WHERE a ->> 'action' = 'correct') THEN 'rectification'
    ELSE 'access' END,
  "received_on" = ("received_at" AT TIME ZONE 'America/Toronto')::date,
  "channel" = 'other',
  "person_name" = '',
  "status" = CASE WHEN "completed_at" IS NULL THEN 'received' ELSE 'closed' END,
  "answered_on" = ("completed_at" AT TIME ZONE 'America/Toronto')::date;--> statement-breakpoint
ALTER TABLE "privacy_requests" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "privacy_requests" ALTER COLUMN "recorded_by" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "privacy_requests" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "privacy_requests" ALTER COLUMN "received_on" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "privacy_requests" ALTER COLUMN "channel" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "privacy_requests" ALTER COLUMN "person_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "privacy_requests" ALTER COLUMN "status" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "refresh_token" text;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "roles_checked_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_requests_reference_key" ON "privacy_requests" USING btree ("reference");