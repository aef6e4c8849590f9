// GENERATED from openapi/oauth.json by `npm run sdk:generate` (openapi-typescript). Do not edit:
// change the server's schemas, then run `npm run openapi` (it regenerates this file too).
export interface paths {
    "/oauth/initialize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start the authorization-code flow (browser)
         * @description Send the user here. Shows a sign-in page for the account's users, then a consent page naming the app and each scope. Approve redirects to redirect_uri with code and state; Deny with error=access_denied and state. An unknown client or a redirect_uri that is not exactly the registered one gets an error page, never a redirect; other errors are redirected (RFC 6749 4.1.2.1). Codes live 60 seconds and are single use.
         */
        get: operations["authorize"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/v1/access_token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue an access token
         * @description Grants: client_credentials (first-party apps), authorization_code and refresh_token (third-party apps). Client authentication: client_id and client_secret form fields, or HTTP Basic (RFC 6749 2.3.1). Errors follow RFC 6749 5.2. Responses carry Cache-Control: no-store.
         */
        post: operations["token"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/v1/introspect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Introspect a token (RFC 7662)
         * @description Only tokens issued to the calling client are reported active; anything else is {"active": false}.
         */
        post: operations["introspect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/v1/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a token (RFC 7009)
         * @description A refresh token revokes the whole authorization (all its access and refresh tokens); an access token only itself. Unknown tokens answer 200 too.
         */
        post: operations["revoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    authorize: {
        parameters: {
            query: {
                /** @description Client id of the third-party app. */
                client_id: string;
                /**
                 * @description Must equal the registered redirect URI exactly.
                 * @example https://partner.example/callback
                 */
                redirect_uri: string;
                /**
                 * @description The value code.
                 * @example code
                 */
                response_type: string;
                /**
                 * @description Space-separated subset of the app's scopes.
                 * @example campaigns:read
                 */
                scope: string;
                /**
                 * @description Opaque value echoed back on the redirect.
                 * @example af0ifjsldkj
                 */
                state: string;
                /** @description PKCE (RFC 7636): BASE64URL(SHA256(code_verifier)). */
                code_challenge?: string;
                /** @description PKCE: S256 (plain is refused). */
                code_challenge_method?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sign-in or consent page (text/html) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example <!doctype html>
                     *     <html lang="en">
                     *     <head>
                     *     <meta charset="utf-8">
                     *     <meta name="viewport" content="width=device-width, initial-scale=1">
                     *     <meta name="referrer" content="no-referrer">
                     *     <title>Sign in</title>
                     *     <style>
                     *     :root { color-scheme: light; --fg: #1a1d21; --muted: #5b6470; --line: #d5dae0; --accent: #1f5fbf; --accent-dark: #174a94; --bad: #a4161a; --bg: #f4f6f8; }
                     *     * { box-sizing: border-box; }
                     *     body { margin: 0; min-height: 100vh; background: var(--bg); color: var(--fg); font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; display: flex; align-items: flex-start; justify-content: center; }
                     *     main { width: 100%; max-width: 28rem; margin: 6vh 1rem 2rem; background: #fff; border: 1px solid var(--line); border-radius: 12px; padding: 2rem 1.75rem; box-shadow: 0 1px 3px rgba(0,0,0,.06); }
                     *     h1 { font-size: 1.35rem; line-height: 1.3; margin: 0 0 .75rem; }
                     *     p { margin: 0 0 1rem; }
                     *     .muted { color: var(--muted); font-size: .95rem; }
                     *     label { display: block; font-weight: 600; margin: 1rem 0 .35rem; }
                     *     input[type=email], input[type=password] { width: 100%; font: inherit; padding: .65rem .75rem; border: 1px solid #8a939e; border-radius: 8px; background: #fff; color: var(--fg); }
                     *     input:focus-visible, button:focus-visible { outline: 3px solid #82aaf0; outline-offset: 2px; }
                     *     .actions { display: flex; gap: .75rem; margin-top: 1.5rem; flex-wrap: wrap; }
                     *     button { font: inherit; font-weight: 600; padding: .65rem 1.25rem; border-radius: 8px; border: 1px solid var(--accent); cursor: pointer; min-height: 44px; }
                     *     button.primary { background: var(--accent); color: #fff; flex: 1 1 auto; }
                     *     button.primary:hover { background: var(--accent-dark); }
                     *     button.secondary { background: #fff; color: var(--accent); flex: 1 1 auto; }
                     *     button.link { border: 0; background: none; color: var(--accent); padding: 0; min-height: 0; font-weight: 400; text-decoration: underline; }
                     *     .error { color: var(--bad); background: #fdecea; border: 1px solid #f3c1bd; border-radius: 8px; padding: .6rem .8rem; margin: 1rem 0 0; }
                     *     ul.scopes { list-style: none; padding: 0; margin: 0 0 1rem; border: 1px solid var(--line); border-radius: 8px; }
                     *     ul.scopes li { padding: .7rem .9rem; border-top: 1px solid var(--line); }
                     *     ul.scopes li:first-child { border-top: 0; }
                     *     ul.scopes code { display: block; font-size: .8rem; color: var(--muted); }
                     *     .who { display: flex; justify-content: space-between; align-items: baseline; gap: .5rem; flex-wrap: wrap; border-top: 1px solid var(--line); padding-top: 1rem; margin-top: 1.25rem; }
                     *     .who form { margin: 0; }
                     *     </style>
                     *     </head>
                     *     <body>
                     *     <main>
                     *     <h1>Sign in to continue to Example partner</h1>
                     *     <p class="muted">Example partner is asking for access to your advertiser account. Sign in first; you will see what it asks for before anything is shared.</p>
                     *
                     *     <form method="post" action="/oauth/authorize/login?client_id=5aa648483568c17af6cdd59196320d27&amp;redirect_uri=https%3A%2F%2Fpartner.example%2Fcallback&amp;response_type=code&amp;scope=campaigns%3Aread&amp;state=af0ifjsldkj">
                     *     <input type="hidden" name="csrf_token" value="f79afac5d91f6cabfd60d8dcdedd28ace67e807ee82b11eb664435fc1078a2b6">
                     *     <label for="email">E-mail address</label>
                     *     <input id="email" name="email" type="email" autocomplete="username" required autofocus value="">
                     *     <label for="password">Password</label>
                     *     <input id="password" name="password" type="password" autocomplete="current-password" required>
                     *     <div class="actions"><button class="primary" type="submit">Sign in</button></div>
                     *     </form>
                     *     </main>
                     *     </body>
                     *     </html>
                     */
                    "text/html": unknown;
                };
            };
            /** @description Error redirect to redirect_uri (error, error_description, state) */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error page (text/html): unknown client or redirect_uri mismatch */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    token: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "grant_type": "client_credentials",
                 *       "client_id": "2294231fde81c62f51939414156785d2",
                 *       "client_secret": "cs_H3lk_SyVYwmzU69_hFKblw2ONL8x5gCUi3N9zWIersI",
                 *       "scope": "campaigns:write creatives:write source_bids:write"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /**
                     * @description client_credentials (first-party apps), authorization_code or refresh_token (third-party apps)
                     * @example client_credentials
                     * @example client_credentials
                     */
                    grant_type: string;
                    /**
                     * @description Client id of the app. May instead be sent with HTTP Basic authentication (RFC 6749 2.3.1).
                     * @example
                     */
                    client_id?: string;
                    /**
                     * @description Client secret of the app. May instead be sent with HTTP Basic authentication.
                     * @example
                     */
                    client_secret?: string;
                    /**
                     * @description Space-separated scopes, a subset of the app's (a write scope also covers its read scope). Required for client_credentials, optional (narrower) for refresh_token, refused for authorization_code.
                     * @example campaigns:read
                     * @example campaigns:read
                     */
                    scope?: string;
                    /**
                     * @description authorization_code only: the code from the redirect.
                     * @example
                     */
                    code?: string;
                    /**
                     * @description authorization_code: required, the registered redirect URI. Refused for client_credentials.
                     * @example
                     */
                    redirect_uri?: string;
                    /**
                     * @description refresh_token only: the latest refresh token (single use).
                     * @example
                     */
                    refresh_token?: string;
                    /**
                     * @description authorization_code: the PKCE verifier, required when the authorization request carried a code_challenge.
                     * @example
                     */
                    code_verifier?: string;
                } & {
                    [key: string]: unknown;
                };
                "multipart/form-data": {
                    /**
                     * @description client_credentials (first-party apps), authorization_code or refresh_token (third-party apps)
                     * @example client_credentials
                     * @example client_credentials
                     */
                    grant_type: string;
                    /**
                     * @description Client id of the app. May instead be sent with HTTP Basic authentication (RFC 6749 2.3.1).
                     * @example
                     */
                    client_id?: string;
                    /**
                     * @description Client secret of the app. May instead be sent with HTTP Basic authentication.
                     * @example
                     */
                    client_secret?: string;
                    /**
                     * @description Space-separated scopes, a subset of the app's (a write scope also covers its read scope). Required for client_credentials, optional (narrower) for refresh_token, refused for authorization_code.
                     * @example campaigns:read
                     * @example campaigns:read
                     */
                    scope?: string;
                    /**
                     * @description authorization_code only: the code from the redirect.
                     * @example
                     */
                    code?: string;
                    /**
                     * @description authorization_code: required, the registered redirect URI. Refused for client_credentials.
                     * @example
                     */
                    redirect_uri?: string;
                    /**
                     * @description refresh_token only: the latest refresh token (single use).
                     * @example
                     */
                    refresh_token?: string;
                    /**
                     * @description authorization_code: the PKCE verifier, required when the authorization request carried a code_challenge.
                     * @example
                     */
                    code_verifier?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Token issued */
            200: {
                headers: {
                    /** @description Comma-separated body fields (nested ones as dotted paths) and query parameters of the request that the operation does not take and ignored; absent when none */
                    "X-Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "accessToken": {
                     *         "token_type": "Bearer",
                     *         "expires_in": 3600,
                     *         "access_token": "oat_uKZRaxlwFOi1umiULv7JD87WDrKdjpqQbwSHHvE6p74"
                     *       }
                     *     }
                     */
                    "application/json": {
                        accessToken: {
                            /** @constant */
                            token_type: "Bearer";
                            /** @description Seconds until the access token expires (3600). */
                            expires_in: number;
                            /** @description Send as Authorization: Bearer <access_token>. */
                            access_token: string;
                            /** @description Third-party grants: the new single-use refresh token. */
                            refresh_token?: string;
                            /** @description Third-party grants: seconds until the refresh token expires (30 days). */
                            refresh_token_expires_in?: number;
                            /** @description Third-party grants: the scopes of the access token. */
                            scope?: string;
                        };
                        /** @constant */
                        token_type?: "Bearer";
                        expires_in?: number;
                        access_token?: string;
                        refresh_token?: string;
                        scope?: string;
                    };
                };
            };
            /** @description invalid_request, invalid_grant, unauthorized_client, unsupported_grant_type, invalid_scope */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description RFC 6749 5.2 error code: invalid_request, invalid_client, invalid_grant, unauthorized_client, unsupported_grant_type, invalid_scope, server_error */
                        error: string;
                        /** @description What is wrong, naming the parameter. */
                        error_description: string;
                        trace_id?: string;
                    };
                };
            };
            /** @description invalid_client (with WWW-Authenticate) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description RFC 6749 5.2 error code: invalid_request, invalid_client, invalid_grant, unauthorized_client, unsupported_grant_type, invalid_scope, server_error */
                        error: string;
                        /** @description What is wrong, naming the parameter. */
                        error_description: string;
                        trace_id?: string;
                    };
                };
            };
        };
    };
    introspect: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "oat_uKZRaxlwFOi1umiULv7JD87WDrKdjpqQbwSHHvE6p74",
                 *       "client_id": "2294231fde81c62f51939414156785d2",
                 *       "client_secret": "cs_H3lk_SyVYwmzU69_hFKblw2ONL8x5gCUi3N9zWIersI"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /**
                     * @description The access or refresh token.
                     * @example
                     */
                    token: string;
                    /**
                     * @description access_token or refresh_token (a hint: both are looked up).
                     * @example
                     */
                    token_type_hint?: string;
                    /**
                     * @description Client id (or HTTP Basic authentication).
                     * @example
                     */
                    client_id?: string;
                    /**
                     * @description Client secret (or HTTP Basic authentication).
                     * @example
                     */
                    client_secret?: string;
                } & {
                    [key: string]: unknown;
                };
                "multipart/form-data": {
                    /**
                     * @description The access or refresh token.
                     * @example
                     */
                    token: string;
                    /**
                     * @description access_token or refresh_token (a hint: both are looked up).
                     * @example
                     */
                    token_type_hint?: string;
                    /**
                     * @description Client id (or HTTP Basic authentication).
                     * @example
                     */
                    client_id?: string;
                    /**
                     * @description Client secret (or HTTP Basic authentication).
                     * @example
                     */
                    client_secret?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Token state */
            200: {
                headers: {
                    /** @description Comma-separated body fields (nested ones as dotted paths) and query parameters of the request that the operation does not take and ignored; absent when none */
                    "X-Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "active": true,
                     *       "scope": "campaigns:write creatives:write source_bids:write",
                     *       "client_id": "2294231fde81c62f51939414156785d2",
                     *       "token_type": "Bearer",
                     *       "exp": 1768471200,
                     *       "iat": 1768467600,
                     *       "sub": "1",
                     *       "account_id": "1"
                     *     }
                     */
                    "application/json": {
                        active: boolean;
                        scope?: string;
                        client_id?: string;
                        /** @description Bearer (access token) or refresh_token */
                        token_type?: string;
                        /** @description Expiry, seconds since the epoch */
                        exp?: number;
                        /** @description Issue time, seconds since the epoch */
                        iat?: number;
                        /** @description The account the token acts for */
                        sub?: string;
                        /** @description Same as sub */
                        account_id?: string;
                    };
                };
            };
            /** @description invalid_request (e.g. the token belongs to another client) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description RFC 6749 5.2 error code: invalid_request, invalid_client, invalid_grant, unauthorized_client, unsupported_grant_type, invalid_scope, server_error */
                        error: string;
                        /** @description What is wrong, naming the parameter. */
                        error_description: string;
                        trace_id?: string;
                    };
                };
            };
            /** @description invalid_client (with WWW-Authenticate) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description RFC 6749 5.2 error code: invalid_request, invalid_client, invalid_grant, unauthorized_client, unsupported_grant_type, invalid_scope, server_error */
                        error: string;
                        /** @description What is wrong, naming the parameter. */
                        error_description: string;
                        trace_id?: string;
                    };
                };
            };
        };
    };
    revoke: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "oat_uKZRaxlwFOi1umiULv7JD87WDrKdjpqQbwSHHvE6p74",
                 *       "client_id": "2294231fde81c62f51939414156785d2",
                 *       "client_secret": "cs_H3lk_SyVYwmzU69_hFKblw2ONL8x5gCUi3N9zWIersI"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /**
                     * @description The access or refresh token.
                     * @example
                     */
                    token: string;
                    /**
                     * @description access_token or refresh_token (a hint: both are looked up).
                     * @example
                     */
                    token_type_hint?: string;
                    /**
                     * @description Client id (or HTTP Basic authentication).
                     * @example
                     */
                    client_id?: string;
                    /**
                     * @description Client secret (or HTTP Basic authentication).
                     * @example
                     */
                    client_secret?: string;
                } & {
                    [key: string]: unknown;
                };
                "multipart/form-data": {
                    /**
                     * @description The access or refresh token.
                     * @example
                     */
                    token: string;
                    /**
                     * @description access_token or refresh_token (a hint: both are looked up).
                     * @example
                     */
                    token_type_hint?: string;
                    /**
                     * @description Client id (or HTTP Basic authentication).
                     * @example
                     */
                    client_id?: string;
                    /**
                     * @description Client secret (or HTTP Basic authentication).
                     * @example
                     */
                    client_secret?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Revoked (or already unusable) */
            200: {
                headers: {
                    /** @description Comma-separated body fields (nested ones as dotted paths) and query parameters of the request that the operation does not take and ignored; absent when none */
                    "X-Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example  */
                    "": unknown;
                };
            };
            /** @description invalid_request (e.g. the token belongs to another client) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description RFC 6749 5.2 error code: invalid_request, invalid_client, invalid_grant, unauthorized_client, unsupported_grant_type, invalid_scope, server_error */
                        error: string;
                        /** @description What is wrong, naming the parameter. */
                        error_description: string;
                        trace_id?: string;
                    };
                };
            };
            /** @description invalid_client (with WWW-Authenticate) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description RFC 6749 5.2 error code: invalid_request, invalid_client, invalid_grant, unauthorized_client, unsupported_grant_type, invalid_scope, server_error */
                        error: string;
                        /** @description What is wrong, naming the parameter. */
                        error_description: string;
                        trace_id?: string;
                    };
                };
            };
        };
    };
}
