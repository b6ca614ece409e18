/**
 * Sizes of the two forms' answers. The spec leaves them open ("form
 * sizes: not shown"); the 5,000-character texts are the team's choice, the rest
 * are generous bounds that real answers never reach.
 */
export const formLimits = {
  /** The message of the contact form, the question and each description of the medical-information form. */
  longText: 5_000,
  name: 100,
  /** RFC 5321 limit for a forward path. */
  email: 254,
  phone: 30,
  organization: 200,
  profession: 100,
  productName: 100,
  initials: 10,
  age: 30,
  lotNumber: 40,
} as const
