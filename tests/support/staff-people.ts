import type { StaffUser } from '../../app/staff/domain/services.ts'

/** The staff tests' medical-information officer. */
export const marie: StaffUser = { subject: 'marie', name: 'Marie Tremblay', email: null, roles: ['medical-information'] }

/** The staff tests' clock: a Wednesday afternoon in Toronto. */
export const wednesdayAfternoon = new Date('2026-11-25T20:00:00Z')
