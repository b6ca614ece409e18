import { createBuildRules } from '../build-check/build-rules.ts'

/** The page's one copy of its build's route rules: the build check loads them, links and navigations read them. */
export const buildRules = createBuildRules()
