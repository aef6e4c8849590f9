// Readable prefixes make a leaked token recognisable (and matchable by secret scanners). Both the
// token endpoint (OAuthService) and the authorization endpoint (AuthorizationService) mint them,
// so they live below both.
export const TOKEN_PREFIX = { access: 'oat_', refresh: 'ort_', code: 'oac_' } as const;
