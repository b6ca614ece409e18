import { sql } from 'drizzle-orm'
import { staffCases, submissions } from '../db/schema.ts'

/**
 * A submission's flags as the record holds them, for the queries that join its case (`staffCases`, left join):
 * triage corrects what the visitor ticked, and the privacy side must follow the correction.
 *
 * An adverse event is one if the visitor said so or triage did: a report is never destroyed or erased because
 * one of the two was cleared (safety before all; the pharmacovigilance hold is the law's). Spam is what triage
 * says once there is a case (a real question a filter took for spam is kept as a question), else the filter's.
 */
export const adverseEventOnRecord = sql<boolean>`(${submissions.adverseEvent} or coalesce(${staffCases.adverseEvent}, false))`.mapWith(
  Boolean,
)
export const suspectedSpamOnRecord = sql<boolean>`coalesce(${staffCases.suspectedSpam}, ${submissions.suspectedSpam})`.mapWith(Boolean)
