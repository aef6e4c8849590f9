// GENERATED from openapi/suppression.json by `npm run sdk:generate` (openapi-typescript). Do not edit:
// change the server's schemas, then run `npm run openapi` (it regenerates this file too).
export interface paths {
    "/deleteSuppressionApps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove advertising ids from an app’s suppression list
         * @description Removes every valid id of the body from the suppression list of `package_name` for the account of `api_key` (ids not on it are counted valid too). All or nothing.
         */
        post: operations["deleteSuppressedIds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/suppressionApps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add advertising ids to an app’s suppression list
         * @description Adds every valid id of the body to the suppression list of `package_name` for the account of `api_key` (ids already on it stay). All or nothing: after any error or crash the list is as before.
         */
        post: operations["addSuppressedIds"];
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
    deleteSuppressedIds: {
        parameters: {
            query: {
                /**
                 * @description Bundle id (iOS) or package name (Android) of the app whose list is changed. Lists are per account and package name (case-sensitive).
                 * @example com.example.dig
                 */
                package_name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example 6f9619ff-8b86-d011-b42d-00c04fc964ff */
                "text/plain": string;
                "application/x-www-form-urlencoded": string;
                "application/octet-stream": string;
            };
        };
        responses: {
            /** @description The request was applied atomically. */
            200: {
                headers: {
                    /** @description Comma-separated body fields (nested ones as dotted paths) and query parameters of the request that the operation does not take and ignored; absent when none */
                    "X-Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "num_valid_ids": 1,
                     *       "num_invalid_ids": 0
                     *     }
                     */
                    "application/json": {
                        /** @description Lines holding a valid id; every one of them is now on (add) or off (delete) the list. Duplicates within the request count each time. */
                        num_valid_ids: number;
                        /** @description Non-blank lines that are not a valid id (ignored). */
                        num_invalid_ids: number;
                    };
                };
            };
            /** @description package_name missing or invalid, an empty body, a body larger than the limit (checked from Content-Length before reading, and while reading; the message names the limit), or a body that could not be read completely; nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Stable error code: validation_failed, malformed_request, unauthenticated, payload_too_large, internal */
                        error: string;
                        /** @description What went wrong; names the field and the rule where there is one */
                        message: string;
                        /** @description The query parameter or "body" the error is about */
                        field?: string;
                        /** @description Same as the X-TRACE-ID response header */
                        trace_id: string;
                    };
                };
            };
            /** @description api_key missing or not a valid management key (checked before the body is read) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Stable error code: validation_failed, malformed_request, unauthenticated, payload_too_large, internal */
                        error: string;
                        /** @description What went wrong; names the field and the rule where there is one */
                        message: string;
                        /** @description The query parameter or "body" the error is about */
                        field?: string;
                        /** @description Same as the X-TRACE-ID response header */
                        trace_id: string;
                    };
                };
            };
            /** @description storage failure; nothing was changed (the request is atomic) and it can be retried */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Stable error code: validation_failed, malformed_request, unauthenticated, payload_too_large, internal */
                        error: string;
                        /** @description What went wrong; names the field and the rule where there is one */
                        message: string;
                        /** @description The query parameter or "body" the error is about */
                        field?: string;
                        /** @description Same as the X-TRACE-ID response header */
                        trace_id: string;
                    };
                };
            };
        };
    };
    addSuppressedIds: {
        parameters: {
            query: {
                /**
                 * @description Bundle id (iOS) or package name (Android) of the app whose list is changed. Lists are per account and package name (case-sensitive).
                 * @example com.example.dig
                 */
                package_name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example 6f9619ff-8b86-d011-b42d-00c04fc964ff
                 *     1B4E28BA-2FA1-11D2-883F-0016D3CCA427
                 *     not-an-id
                 */
                "text/plain": string;
                "application/x-www-form-urlencoded": string;
                "application/octet-stream": string;
            };
        };
        responses: {
            /** @description The request was applied atomically. */
            200: {
                headers: {
                    /** @description Comma-separated body fields (nested ones as dotted paths) and query parameters of the request that the operation does not take and ignored; absent when none */
                    "X-Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "num_valid_ids": 2,
                     *       "num_invalid_ids": 1
                     *     }
                     */
                    "application/json": {
                        /** @description Lines holding a valid id; every one of them is now on (add) or off (delete) the list. Duplicates within the request count each time. */
                        num_valid_ids: number;
                        /** @description Non-blank lines that are not a valid id (ignored). */
                        num_invalid_ids: number;
                    };
                };
            };
            /** @description package_name missing or invalid, an empty body, a body larger than the limit (checked from Content-Length before reading, and while reading; the message names the limit), or a body that could not be read completely; nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Stable error code: validation_failed, malformed_request, unauthenticated, payload_too_large, internal */
                        error: string;
                        /** @description What went wrong; names the field and the rule where there is one */
                        message: string;
                        /** @description The query parameter or "body" the error is about */
                        field?: string;
                        /** @description Same as the X-TRACE-ID response header */
                        trace_id: string;
                    };
                };
            };
            /** @description api_key missing or not a valid management key (checked before the body is read) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Stable error code: validation_failed, malformed_request, unauthenticated, payload_too_large, internal */
                        error: string;
                        /** @description What went wrong; names the field and the rule where there is one */
                        message: string;
                        /** @description The query parameter or "body" the error is about */
                        field?: string;
                        /** @description Same as the X-TRACE-ID response header */
                        trace_id: string;
                    };
                };
            };
            /** @description storage failure; nothing was changed (the request is atomic) and it can be retried */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Stable error code: validation_failed, malformed_request, unauthenticated, payload_too_large, internal */
                        error: string;
                        /** @description What went wrong; names the field and the rule where there is one */
                        message: string;
                        /** @description The query parameter or "body" the error is about */
                        field?: string;
                        /** @description Same as the X-TRACE-ID response header */
                        trace_id: string;
                    };
                };
            };
        };
    };
}
