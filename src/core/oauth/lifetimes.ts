// How long each OAuth artefact lives (seconds unless named otherwise). See docs/decisions/oauth-lifetimes.md.

/** Access tokens of first-party apps: the spec's 3600. Third-party access tokens: the same. */
export const ACCESS_TOKEN_TTL_S = 3600;
/** Refresh tokens: the spec's 30 days, single use. */
export const REFRESH_TOKEN_TTL_S = 30 * 24 * 3600;
/** Authorization codes: RFC 6749 4.1.2 recommends at most 10 minutes; one minute is plenty for a redirect. */
export const CODE_TTL_S = 60;
/** A browser session of the sign-in pages. */
export const SESSION_TTL_S = 3600;
/** A pending authorization request (sign-in and consent must finish within it). */
export const INTERACTION_TTL_S = 600;
/** Used codes are kept this long past their expiry so a late replay still revokes what they issued. */
export const CODE_REPLAY_MEMORY_S = REFRESH_TOKEN_TTL_S;
