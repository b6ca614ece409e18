/** A longer query is cut to this many characters before anything reads it; the fields take no more. */
export const MAX_QUERY_LENGTH = 200
