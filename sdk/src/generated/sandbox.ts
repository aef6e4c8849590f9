// GENERATED from openapi/sandbox.json by `npm run sdk:generate` (openapi-typescript). Do not edit:
// change the server's schemas, then run `npm run openapi` (it regenerates this file too).
export interface paths {
    "/_sandbox/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account with keys, a user and a first-party app
         * @description Given `keys` are used as they are (fixed test credentials a CI config can hard-code; 409 when one is in use). The user signs in to the OAuth pages; the first-party app holds every scope.
         */
        post: operations["sandboxCreateAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The platform clock */
        get: operations["sandboxClock"];
        put?: never;
        /**
         * Move the platform clock forward
         * @description Token, code and refresh-token expiry, rate and error windows and blocks, "start date not before today", yesterday's figures, job leases and retries all follow. The clock never goes back.
         */
        post: operations["sandboxMoveClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/delivery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Script exact delivery figures
         * @description Exact report scenarios: each row sets the impressions, clicks, installs and cost of an APP campaign in a country on a day of the report window (today included), and optionally its cohort figures by horizon (revenue, or a target ROAS; ad revenue; sales; unique purchasers; retention). Every report (/report and its breakdowns, /probabilisticReport, the asset reports, the console, the first generation's daily figures) then answers exactly these figures; the simulator never writes a scripted key. Posting a key again replaces it. All rows are checked first; any error (400 naming rows[i].field, the rule and the value) writes nothing. docs/sandbox.md, "Exact report scenarios".
         */
        post: operations["sandboxScriptDelivery"];
        /**
         * Remove a campaign's scripted day
         * @description Removes the scripted figures of a campaign on a day (one country, or every scripted country of it). The key has no delivery afterwards: the simulator does not go back in time (`campaignctl simulate --from DAY --to DAY` re-simulates the day).
         */
        delete: operations["sandboxUnscriptDelivery"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/delivery/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate every ended hour now
         * @description Runs the simulator up to the last hour that ended on the platform clock (moving the clock does this too) and answers how many hours it produced.
         */
        post: operations["sandboxRunDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/device-pool": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An app's device pool
         * @description The 1000 advertising ids the simulator draws an app's audience from (docs/delivery.md gives the formula). Suppress some of them to check that they never install.
         */
        get: operations["sandboxDevicePool"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/faults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The fault rules */
        get: operations["sandboxFaults"];
        put?: never;
        /**
         * Add a fault rule
         * @description A matching request (not /_sandbox) is answered with `status` in its surface's own error shape (429 with Retry-After), after `delay_ms`, without running; or, without status, only delayed. With `body` the answer is that body instead, on any surface: `{"status": 200, "body": "json_error"}` is the report host's error inside HTTP 200 (`{"code": 500, ...}`, or `error_code`), `"html"` an HTML page, `"empty"` nothing, `"run_time_cap"` the text of its slow-report 500. Rules are tried in the order added; the first that fires wins.
         */
        post: operations["sandboxAddFault"];
        /** Remove every fault rule */
        delete: operations["sandboxClearFaults"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/limits/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lift request and error blocks
         * @description Forgets the /manage/v1 request and error counts and blocks of one account, or of every account. Answers {"reset": "<account id>" | "all"}.
         */
        post: operations["sandboxResetLimits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/outcomes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The outcome rules */
        get: operations["sandboxOutcomes"];
        put?: never;
        /**
         * Force the outcome of matching files
         * @description Files uploaded after this (either generation, by upload or URL) whose account and name match get `outcome` (asset_processing: FAILURE or ACTIVE; asset_review: REJECTED or ACTIVE) with `error_message`, after `delay_seconds` of the platform clock (PENDING / IN_REVIEW until then), through the normal pipeline; `times` files, or every one until deleted.
         */
        post: operations["sandboxAddOutcome"];
        /** Remove every outcome rule */
        delete: operations["sandboxClearOutcomes"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/postbacks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The postback log
         * @description Tracking URLs fired by simulated impressions and clicks (a sample: at most one of each per campaign, country and hour), most recent first, kept 7 days.
         */
        get: operations["sandboxPostbacks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The request journal
         * @description What clients sent and got, most recent first: every request to the platform's surfaces (not /_sandbox). Bodies up to 64 KB, parsed when JSON; secrets, keys and passwords redacted. Filters: method, path (prefix), status, account_id; limit 1-1000 (default 100). Kept in memory, the last 1,000 requests.
         */
        get: operations["sandboxRequests"];
        put?: never;
        post?: never;
        /** Empty the request journal */
        delete: operations["sandboxClearRequests"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete everything, or one account
         * @description Deletes accounts, campaigns, creative sets, assets and their files, suppression lists, OAuth apps, grants and tokens, limits and blocks. With {"account_id": "N"}, that account only. The clock stays where it is. Answers {"reset": "all" | "<account id>"}.
         */
        post: operations["sandboxReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/seed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Load a fixture document
         * @description Accounts with their users, OAuth apps, campaigns, library assets (generated valid media of the named type and size), creative sets and suppression ids; see docs/sandbox.md for the format; JSON, or YAML with Content-Type application/yaml. Idempotent: what exists (by key, name or e-mail) is left alone, so seeding the same document twice changes nothing. Answers what was created and what existed.
         */
        post: operations["sandboxSeed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sandbox settings
         * @description `processing_delay_seconds`: every new file waits this long on the platform clock before it is processed. `oauth_auto_approve`: GET /oauth/initialize approves at once, without pages (for the signed-in user, the user named by `login_hint`, or a first-party app's first user): still a real code, still single use. Answers the settings.
         */
        post: operations["sandboxSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/snapshots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The saved snapshots */
        get: operations["sandboxSnapshots"];
        put?: never;
        /**
         * Save the whole state under a name
         * @description Every row and every stored file, on either engine and blob store, written under DATA_DIR/sandbox-snapshots/<name>. 409 when the name is taken.
         */
        post: operations["sandboxSnapshot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/snapshots/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a snapshot */
        delete: operations["sandboxDeleteSnapshot"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/snapshots/{name}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put the platform back as it was at the snapshot
         * @description Deletes everything (as reset does), then loads the snapshot's rows, with their ids, and files. The clock stays where it is.
         */
        post: operations["sandboxRestore"];
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
    sandboxCreateAccount: {
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
                 *       "name": "CI advertiser",
                 *       "keys": {
                 *         "campaign_api_key": "ci-campaign-key-0000000001",
                 *         "management_key": "ci-management-key-000000001"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Account name */
                    name: string;
                    /** @description APP (an app advertiser, the default) or WEB (a website, usually a shop); fixed for the life of the account, and every key of the account has it */
                    type?: string;
                    keys?: {
                        /** @description Fixed campaign API key (16-200 printable characters), used as given */
                        campaign_api_key?: string;
                        /** @description Fixed management key (16-200 printable characters), used as given */
                        management_key?: string;
                        /** @description Fixed report key for GET /report (16-200 printable characters), used as given */
                        report_key?: string;
                    };
                };
            };
        };
        responses: {
            /** @description HTTP 200 */
            200: {
                headers: {
                    /** @description Comma-separated body fields (nested ones as dotted paths) and query parameters of the request that the operation does not take and ignored; absent when none */
                    "X-Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "account_id": "1",
                     *       "type": "APP",
                     *       "campaign_api_key": "ci-campaign-key-0000000001",
                     *       "management_key": "ci-management-key-000000001",
                     *       "report_key": "rpk_We996qT9YpuwNAf3_bZOJElOg4wmwpc_nHNt5rCA-OA",
                     *       "user": {
                     *         "email": "sandbox+1@example.com",
                     *         "password": "kIhowa6uebysTKlTf-6t"
                     *       },
                     *       "first_party_app": {
                     *         "client_id": "1f7964fd2c956309b353af7f84529b97",
                     *         "client_secret": "cs_J0YdHO9B4y932zbHkTji8B9GyBokXCT0Z9M5JBHa-pQ"
                     *       }
                     *     }
                     */
                    "application/json": {
                        account_id: string;
                        /** @description APP or WEB */
                        type: string;
                        campaign_api_key: string;
                        management_key: string;
                        /** @description For GET /report */
                        report_key: string;
                        /** @description Signs in to the OAuth pages */
                        user: {
                            email: string;
                            password: string;
                        };
                        /** @description Holds every scope */
                        first_party_app: {
                            client_id: string;
                            client_secret: string;
                        };
                    };
                };
            };
        };
    };
    sandboxClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description HTTP 200 */
            200: {
                headers: {
                    /** @description Comma-separated query parameters of the request that the operation does not take and ignored; absent when none */
                    "X-Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "now": "2026-01-15T09:00:00.000Z"
                     *     }
                     */
                    "application/json": {
                        /** @description The platform clock, ISO-8601 UTC */
                        now: string;
                    };
                };
            };
        };
    };
    sandboxMoveClock: {
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
                 *       "advance_seconds": 3601
                 *     }
                 */
                "application/json": {
                    /** @description Seconds to move the clock forward */
                    advance_seconds?: number;
                    /** @description ISO-8601 date-time to move the clock to (not before its now) */
                    now?: string;
                };
            };
        };
        responses: {
            /** @description HTTP 200 */
            200: {
                headers: {
                    /** @description Comma-separated body fields (nested ones as dotted paths) and query parameters of the request that the operation does not take and ignored; absent when none */
                    "X-Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "now": "2026-01-15T10:00:01.000Z"
                     *     }
                     */
                    "application/json": {
                        /** @description The platform clock, ISO-8601 UTC */
                        now: string;
                    };
                };
            };
        };
    };
    sandboxScriptDelivery: {
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
                 *       "rows": [
                 *         {
                 *           "campaign_id": "aa8530590a9225febed95539df955905",
                 *           "day": "today-9",
                 *           "country": "US",
                 *           "impressions": 10000,
                 *           "clicks": 250,
                 *           "installs": 40,
                 *           "cost": 123.45,
                 *           "roas": {
                 *             "7d": 120
                 *           }
                 *         },
                 *         {
                 *           "campaign_id": "aa8530590a9225febed95539df955905",
                 *           "day": "today-9",
                 *           "country": "DE",
                 *           "impressions": 5003,
                 *           "clicks": 101,
                 *           "installs": 20,
                 *           "cost": 50.07,
                 *           "revenue": {
                 *             "0d": 12.5,
                 *             "7d": 40
                 *           },
                 *           "retention": {
                 *             "1d": 40
                 *           }
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description 1 to 5000 rows; all are written or none */
                    rows: {
                        /** @description The campaign's 32-hex hashed id (any APP campaign of the sandbox) */
                        campaign_id: string;
                        /** @description YYYY-MM-DD inside the report window (the last 45 days, today included), or "today", "today-N" */
                        day: string;
                        /** @description ISO 3166-1 alpha-2 code (either case) */
                        country: string;
                        /** @description Whole number, 0 or more */
                        impressions: number;
                        /** @description Whole number, at most impressions */
                        clicks: number;
                        /** @description Whole number, 0 or more (may exceed clicks: view-through installs) */
                        installs: number;
                        /** @description USD in whole cents (at most two decimals) */
                        cost: number;
                        /** @description Total revenue in USD by horizon, counted as in-app purchase revenue (iap_rev_Nd); cumulative. Keys: horizons 0d to 365d, or 1y */
                        revenue?: {
                            [key: string]: number;
                        };
                        /** @description In-app purchase revenue in USD by horizon (the same as revenue; one of the two). Keys: horizons 0d to 365d, or 1y */
                        iap_revenue?: {
                            [key: string]: number;
                        };
                        /** @description Ad revenue in USD by horizon (ad_rev_Nd), added to the in-app revenue in total_rev_Nd. Keys: horizons 0d to 365d, or 1y */
                        ad_revenue?: {
                            [key: string]: number;
                        };
                        /** @description Target ROAS in percent by horizon (120 = roas_Nd 1.2000): in-app revenue = cost x ROAS / 100, which must be whole cents. Keys: horizons 0d to 365d, or 1y */
                        roas?: {
                            [key: string]: number;
                        };
                        /** @description Purchase events by horizon (sales_Nd); cumulative. Keys: horizons 0d to 365d, or 1y */
                        sales?: {
                            [key: string]: number;
                        };
                        /** @description Users who purchased by horizon (unique_purchasers_Nd, first_purchase); at most installs. Keys: horizons 0d to 365d, or 1y */
                        unique_purchasers?: {
                            [key: string]: number;
                        };
                        /** @description Percent of the installs active on day N (ret_Nd), N >= 1; must be whole users. Keys: horizons 0d to 365d, or 1y */
                        retention?: {
                            [key: string]: number;
                        };
                    }[];
                };
            };
        };
        responses: {
            /** @description HTTP 200 */
            200: {
                headers: {
                    /** @description Comma-separated body fields (nested ones as dotted paths) and query parameters of the request that the operation does not take and ignored; absent when none */
                    "X-Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "scripted": 2,
                     *       "rows": 48
                     *     }
                     */
                    "application/json": {
                        /** @description (campaign, day, country) keys scripted (each replaces what the key had) */
                        scripted: number;
                        /** @description Hourly rows written (the spread over hours and ads) */
                        rows: number;
                    };
                };
            };
        };
    };
    sandboxUnscriptDelivery: {
        parameters: {
            query: {
                /**
                 * @description The campaign's 32-hex hashed id
                 * @example aa8530590a9225febed95539df955905
                 */
                campaign_id: string | number;
                /**
                 * @description YYYY-MM-DD, "today" or "today-N"
                 * @example today-9
                 */
                day: string;
                /** @description Only this country (default: every scripted country of the day) */
                country?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description HTTP 200 */
            200: {
                headers: {
                    /** @description Comma-separated query parameters of the request that the operation does not take and ignored; absent when none */
                    "X-Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "removed": 1
                     *     }
                     */
                    "application/json": {
                        /** @description Scripted keys removed */
                        removed: number;
                    };
                };
            };
        };
    };
    sandboxRunDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never> | null;
            };
        };
        responses: {
            /** @description HTTP 200 */
            200: {
                headers: {
                    /** @description Comma-separated body fields (nested ones as dotted paths) and query parameters of the request that the operation does not take and ignored; absent when none */
                    "X-Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "hours": 0
                     *     }
                     */
                    "application/json": {
                        hours: number;
                    };
                };
            };
        };
    };
    sandboxDevicePool: {
        parameters: {
            query?: {
                /** @description The campaign's package name (Android) or bundle id (iOS) */
                package_name?: string;
                /** @description The first N ids of the pool (1-1000, default all) */
                count?: string | number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description HTTP 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "package_name": "com.acme.game",
                     *       "size": 1000,
                     *       "ids": [
                     *         "52365b36-778a-4a6a-973d-af18f0a763f3",
                     *         "aaae3c6b-56ab-4c37-aebe-ba8714103ec4",
                     *         "7be4f68b-61a3-4bf4-9cc6-24db39a7fd7c"
                     *       ]
                     *     }
                     */
                    "application/json": {
                        package_name: string;
                        /** @description Devices in the pool */
                        size: number;
                        /** @description In pool order (index 0 first) */
                        ids: string[];
                    };
                };
            };
        };
    };
    sandboxFaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description HTTP 200 */
            200: {
                headers: {
                    /** @description Comma-separated query parameters of the request that the operation does not take and ignored; absent when none */
                    "X-Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "1",
                     *         "method": "GET",
                     *         "path": "/manage/v1/campaign/list",
                     *         "account_id": null,
                     *         "probability": 1,
                     *         "status": 503,
                     *         "error_code": null,
                     *         "delay_ms": 0,
                     *         "body": null,
                     *         "times": 1,
                     *         "hits": 0
                     *       }
                     *     ]
                     */
                    "application/json": {
                        id: string;
                        method: string | null;
                        path: string;
                        account_id: string | null;
                        probability: number;
                        status: number | null;
                        error_code: string | null;
                        delay_ms: number;
                        body: string | null;
                        /** @description Matches left; null: until deleted */
                        times: number | null;
                        hits: number;
                    }[];
                };
            };
        };
    };
    sandboxAddFault: {
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
                 *       "method": "GET",
                 *       "path": "/manage/v1/campaign/list",
                 *       "status": 503,
                 *       "times": 1
                 *     }
                 */
                "application/json": {
                    method?: string;
                    /** @description A path prefix, or a glob (* within a segment, ** across) */
                    path: string;
                    /** @description An account id (a string of digits, or a number) */
                    account_id?: string | number;
                    /** @description 0..1, default 1 */
                    probability?: number;
                    /** @description HTTP status 400-599 to answer with (absent: delay only); 200 only with body */
                    status?: number;
                    /**
                     * @description Instead of the surface's error: json_error {"code": error_code or 500, "message"}, an HTML page, an empty body, or the text "Execution time exceeded run time cap" (the report host's slow-report 500)
                     * @enum {string}
                     */
                    body?: "json_error" | "html" | "empty" | "run_time_cap";
                    /** @description The surface's error code to use (x-al-error-code on /manage/v1, `error` elsewhere) */
                    error_code?: string;
                    /** @description 0-120000 */
                    delay_ms?: number;
                    /** @description Fires this many times, then goes (default: until deleted) */
                    times?: number;
                };
            };
        };
        responses: {
            /** @description HTTP 200 */
            200: {
                headers: {
                    /** @description Comma-separated body fields (nested ones as dotted paths) and query parameters of the request that the operation does not take and ignored; absent when none */
                    "X-Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "1",
                     *       "method": "GET",
                     *       "path": "/manage/v1/campaign/list",
                     *       "account_id": null,
                     *       "probability": 1,
                     *       "status": 503,
                     *       "error_code": null,
                     *       "delay_ms": 0,
                     *       "body": null,
                     *       "times": 1,
                     *       "hits": 0
                     *     }
                     */
                    "application/json": {
                        id: string;
                        method: string | null;
                        path: string;
                        account_id: string | null;
                        probability: number;
                        status: number | null;
                        error_code: string | null;
                        delay_ms: number;
                        body: string | null;
                        /** @description Matches left; null: until deleted */
                        times: number | null;
                        hits: number;
                    };
                };
            };
        };
    };
    sandboxClearFaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description HTTP 200 */
            200: {
                headers: {
                    /** @description Comma-separated query parameters of the request that the operation does not take and ignored; absent when none */
                    "X-Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "cleared": true
                     *     }
                     */
                    "application/json": {
                        cleared: boolean;
                    };
                };
            };
        };
    };
    sandboxResetLimits: {
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
                 *       "account_id": "1"
                 *     }
                 */
                "application/json": {
                    /** @description Only this account (default: every account) */
                    account_id?: string | number;
                } | null;
            };
        };
        responses: {
            /** @description HTTP 200 */
            200: {
                headers: {
                    /** @description Comma-separated body fields (nested ones as dotted paths) and query parameters of the request that the operation does not take and ignored; absent when none */
                    "X-Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "reset": "1"
                     *     }
                     */
                    "application/json": {
                        /** @description "all", or the account id */
                        reset: string;
                    };
                };
            };
        };
    };
    sandboxOutcomes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description HTTP 200 */
            200: {
                headers: {
                    /** @description Comma-separated query parameters of the request that the operation does not take and ignored; absent when none */
                    "X-Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "1",
                     *         "target": "asset_review",
                     *         "match": {
                     *           "account_id": "1",
                     *           "file_name": "rejected-*.png"
                     *         },
                     *         "outcome": "REJECTED",
                     *         "error_message": "Text covers more than 20% of the image",
                     *         "delay_seconds": 60,
                     *         "times": 1,
                     *         "hits": 0
                     *       }
                     *     ]
                     */
                    "application/json": {
                        id: string;
                        target: string;
                        match: {
                            account_id: string | null;
                            file_name: string | null;
                        };
                        outcome: string;
                        error_message: string | null;
                        delay_seconds: number;
                        /** @description Files left; null: until deleted */
                        times: number | null;
                        hits: number;
                    }[];
                };
            };
        };
    };
    sandboxAddOutcome: {
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
                 *       "target": "asset_review",
                 *       "match": {
                 *         "account_id": "1",
                 *         "file_name": "rejected-*.png"
                 *       },
                 *       "outcome": "REJECTED",
                 *       "error_message": "Text covers more than 20% of the image",
                 *       "delay_seconds": 60,
                 *       "times": 1
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    target: "asset_processing" | "asset_review";
                    match?: {
                        /** @description An account id (a string of digits, or a number) */
                        account_id?: string | number;
                        /** @description A name or a glob (* and ?), any case */
                        file_name?: string;
                    };
                    /**
                     * @description asset_processing: FAILURE or ACTIVE; asset_review: REJECTED or ACTIVE
                     * @enum {string}
                     */
                    outcome: "FAILURE" | "REJECTED" | "ACTIVE";
                    /** @description Shown in upload_result (processing) or as the rejection reason */
                    error_message?: string;
                    /** @description Seconds of the platform clock before the outcome (0-2592000) */
                    delay_seconds?: number;
                    /** @description Files it applies to, then it goes (default: until deleted) */
                    times?: number;
                };
            };
        };
        responses: {
            /** @description HTTP 200 */
            200: {
                headers: {
                    /** @description Comma-separated body fields (nested ones as dotted paths) and query parameters of the request that the operation does not take and ignored; absent when none */
                    "X-Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "1",
                     *       "target": "asset_review",
                     *       "match": {
                     *         "account_id": "1",
                     *         "file_name": "rejected-*.png"
                     *       },
                     *       "outcome": "REJECTED",
                     *       "error_message": "Text covers more than 20% of the image",
                     *       "delay_seconds": 60,
                     *       "times": 1,
                     *       "hits": 0
                     *     }
                     */
                    "application/json": {
                        id: string;
                        target: string;
                        match: {
                            account_id: string | null;
                            file_name: string | null;
                        };
                        outcome: string;
                        error_message: string | null;
                        delay_seconds: number;
                        /** @description Files left; null: until deleted */
                        times: number | null;
                        hits: number;
                    };
                };
            };
        };
    };
    sandboxClearOutcomes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description HTTP 200 */
            200: {
                headers: {
                    /** @description Comma-separated query parameters of the request that the operation does not take and ignored; absent when none */
                    "X-Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "cleared": true
                     *     }
                     */
                    "application/json": {
                        cleared: boolean;
                    };
                };
            };
        };
    };
    sandboxPostbacks: {
        parameters: {
            query?: {
                /** @description Only this account */
                account_id?: string | number;
                /** @description Only this campaign (its 32-hex hashed id, the {CAMPAIGN_ID} macro's value) */
                campaign_id?: string | number;
                /** @description impression or click */
                kind?: string;
                /** @description Most entries (1-1000, default 100) */
                limit?: string | number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description HTTP 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example [] */
                    "application/json": {
                        id: number;
                        /** @description When it was recorded (platform clock) */
                        at: string;
                        /** @description Start of the simulated hour it belongs to */
                        hour: string;
                        account_id: string;
                        /** @description Hashed id */
                        campaign_id: string;
                        /** @description impression or click */
                        kind: string;
                        /** @description The tracking URL with every supported macro expanded */
                        url: string;
                        /** @description recorded (POSTBACK_DELIVERY off), queued, sent or failed */
                        state: string;
                        attempts: number;
                        last_error: string | null;
                    }[];
                };
            };
        };
    };
    sandboxRequests: {
        parameters: {
            query?: {
                /** @description GET, POST, ... */
                method?: string;
                /** @description A path prefix, e.g. /manage/v1/ */
                path?: string;
                /** @description An HTTP status */
                status?: string;
                account_id?: string | number;
                /** @description 1-1000, default 100 */
                limit?: string | number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description HTTP 200 */
            200: {
                headers: {
                    /** @description Comma-separated query parameters of the request that the operation does not take and ignored; absent when none */
                    "X-Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "trace_id": "4bf92f3577b34da6a3ce929d0e0e4736",
                     *         "at": "2026-01-15T10:00:01.000Z",
                     *         "method": "GET",
                     *         "path": "/manage/v1/campaign/list",
                     *         "query": {
                     *           "account_id": "1"
                     *         },
                     *         "status": 503,
                     *         "duration_ms": 3,
                     *         "account_id": "1",
                     *         "request_body": null,
                     *         "response_body": {
                     *           "error": {
                     *             "code": 100010,
                     *             "type": "unavailable",
                     *             "message": "sandbox fault 1 injected (503)"
                     *           },
                     *           "trace_id": "4bf92f3577b34da6a3ce929d0e0e4736"
                     *         }
                     *       }
                     *     ]
                     */
                    "application/json": {
                        trace_id: string;
                        /** @description Platform clock */
                        at: string;
                        method: string;
                        path: string;
                        /** @description Secrets redacted */
                        query: {
                            [key: string]: unknown;
                        };
                        status: number;
                        duration_ms: number;
                        account_id: string | null;
                        /** @description Parsed when JSON or a form, text otherwise; secrets redacted; null when empty */
                        request_body: unknown;
                        response_body: unknown;
                    }[];
                };
            };
        };
    };
    sandboxClearRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description HTTP 200 */
            200: {
                headers: {
                    /** @description Comma-separated query parameters of the request that the operation does not take and ignored; absent when none */
                    "X-Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "cleared": true
                     *     }
                     */
                    "application/json": {
                        cleared: boolean;
                    };
                };
            };
        };
    };
    sandboxReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": {
                    /** @description Only this account (default: every account) */
                    account_id?: string | number;
                } | null;
            };
        };
        responses: {
            /** @description HTTP 200 */
            200: {
                headers: {
                    /** @description Comma-separated body fields (nested ones as dotted paths) and query parameters of the request that the operation does not take and ignored; absent when none */
                    "X-Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "reset": "all"
                     *     }
                     */
                    "application/json": {
                        /** @description "all", or the account id */
                        reset: string;
                    };
                };
            };
        };
    };
    sandboxSeed: {
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
                 *       "accounts": [
                 *         {
                 *           "name": "Acme Games",
                 *           "keys": {
                 *             "campaign_api_key": "ci-acme-campaign-key-0001",
                 *             "management_key": "ci-acme-management-key-0001"
                 *           },
                 *           "users": [
                 *             {
                 *               "email": "ada@acme.example",
                 *               "password": "correct horse battery"
                 *             }
                 *           ],
                 *           "oauth_apps": [
                 *             {
                 *               "name": "Acme dashboard",
                 *               "kind": "first-party",
                 *               "scopes": "campaigns:write creatives:write"
                 *             }
                 *           ],
                 *           "campaigns": [
                 *             {
                 *               "name": "Summer push",
                 *               "platform": "ANDROID",
                 *               "package_name": "com.acme.game",
                 *               "bidding_strategy": "TARGET_GOAL_WITH_CPI_BILLING",
                 *               "budget": {
                 *                 "daily_budget_for_all_countries": "500"
                 *               },
                 *               "goal": {
                 *                 "goal_type": "CPI",
                 *                 "goal_value_for_all_countries": "2.5"
                 *               },
                 *               "tracking": {
                 *                 "click_url": "https://t.example/c?cid={CAMPAIGN_ID}",
                 *                 "impression_url": "https://t.example/i?cid={CAMPAIGN_ID}",
                 *                 "tracking_method": "TRACKER_01"
                 *               },
                 *               "targeting": [
                 *                 {
                 *                   "country_code": "US"
                 *                 }
                 *               ],
                 *               "start_date": "2030-06-01",
                 *               "is_continuous_delivery": true
                 *             }
                 *           ],
                 *           "assets": [
                 *             {
                 *               "name": "playable.html",
                 *               "type": "HOSTED_HTML"
                 *             },
                 *             {
                 *               "name": "banner.png",
                 *               "type": "IMG_BANNER"
                 *             }
                 *           ],
                 *           "creative_sets": [
                 *             {
                 *               "name": "Launch set",
                 *               "campaigns": [
                 *                 "Summer push"
                 *               ],
                 *               "assets": [
                 *                 "playable.html",
                 *                 "banner.png"
                 *               ],
                 *               "countries": [
                 *                 "US"
                 *               ],
                 *               "languages": [
                 *                 "ENGLISH"
                 *               ]
                 *             }
                 *           ],
                 *           "suppression": [
                 *             {
                 *               "package_name": "com.acme.game",
                 *               "ids": [
                 *                 "6f9619ff-8b86-d011-b42d-00c04fc964ff"
                 *               ]
                 *             }
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    accounts: {
                        /** @description Required. With no keys, the account's identity: an account of this name is reused */
                        name: string;
                        /** @description APP (an app advertiser, the default) or WEB (a website, usually a shop); fixed for the life of the account, and every key of the account has it */
                        type?: string;
                        keys?: {
                            /** @description Fixed campaign API key: the account's identity, used as given */
                            campaign_api_key?: string;
                            /** @description Fixed management key, used as given */
                            management_key?: string;
                            /** @description Fixed report key, used as given */
                            report_key?: string;
                        };
                        users?: {
                            email: string;
                            password: string;
                        }[];
                        oauth_apps?: {
                            name: string;
                            /** @description first-party (default) or third-party */
                            kind?: string;
                            /** @description Space-separated scopes (default campaigns:read) */
                            scopes?: string;
                            /** @description Required for a third-party app */
                            redirect_uri?: string;
                            /** @description Fixed client id (8-128 letters, digits, . _ ~ -), used as given; default random */
                            client_id?: string;
                            /** @description Fixed client secret (16-200 printable characters), used as given; default random */
                            client_secret?: string;
                        }[];
                        /** @description WEB accounts only: catalogs GET /manage/v1/campaign/catalog_info lists, besides the sample catalog every WEB account has */
                        catalogs?: {
                            /** @description Catalog id (numeric for DOA); identifies it: a catalog the account has already is left alone */
                            id: string | number;
                            name: string;
                            /** @description DPA (products) or DOA (offers) */
                            type?: string;
                            variant_sets?: {
                                id: string | number;
                                name: string;
                                total_variants?: number;
                                total_items?: number;
                            }[];
                        }[];
                        campaigns?: {
                            [key: string]: unknown;
                        }[];
                        assets?: {
                            /** @description File name (default from the type); identifies it */
                            name?: string;
                            /** @description A file asset type: IMG_BANNER, IMG_LEADER, IMG_MREC, IMG_NATIVE, IMG_INTER_P, IMG_INTER_L, IMG_ICON, VID_SHORT_P, VID_LONG_P, HOSTED_HTML */
                            type: string;
                            /** @description Pixels (default: the type's usual size) */
                            width?: number;
                            height?: number;
                            /** @description Videos: length in seconds */
                            duration_seconds?: number;
                        }[];
                        creative_sets?: {
                            [key: string]: unknown;
                        }[];
                        suppression?: {
                            package_name: string;
                            ids: string[];
                        }[];
                    }[];
                    /** @description Scripted delivery (exact report scenarios), written after the accounts; all rows or none */
                    delivery?: {
                        /** @description The campaign's 32-hex hashed id; or name it with campaign */
                        campaign_id?: string;
                        /** @description YYYY-MM-DD inside the report window (the last 45 days, today included), or "today", "today-N" */
                        day: string;
                        /** @description ISO 3166-1 alpha-2 code (either case) */
                        country: string;
                        /** @description Whole number, 0 or more */
                        impressions: number;
                        /** @description Whole number, at most impressions */
                        clicks: number;
                        /** @description Whole number, 0 or more (may exceed clicks: view-through installs) */
                        installs: number;
                        /** @description USD in whole cents (at most two decimals) */
                        cost: number;
                        /** @description Total revenue in USD by horizon, counted as in-app purchase revenue (iap_rev_Nd); cumulative. Keys: horizons 0d to 365d, or 1y */
                        revenue?: {
                            [key: string]: number;
                        };
                        /** @description In-app purchase revenue in USD by horizon (the same as revenue; one of the two). Keys: horizons 0d to 365d, or 1y */
                        iap_revenue?: {
                            [key: string]: number;
                        };
                        /** @description Ad revenue in USD by horizon (ad_rev_Nd), added to the in-app revenue in total_rev_Nd. Keys: horizons 0d to 365d, or 1y */
                        ad_revenue?: {
                            [key: string]: number;
                        };
                        /** @description Target ROAS in percent by horizon (120 = roas_Nd 1.2000): in-app revenue = cost x ROAS / 100, which must be whole cents. Keys: horizons 0d to 365d, or 1y */
                        roas?: {
                            [key: string]: number;
                        };
                        /** @description Purchase events by horizon (sales_Nd); cumulative. Keys: horizons 0d to 365d, or 1y */
                        sales?: {
                            [key: string]: number;
                        };
                        /** @description Users who purchased by horizon (unique_purchasers_Nd, first_purchase); at most installs. Keys: horizons 0d to 365d, or 1y */
                        unique_purchasers?: {
                            [key: string]: number;
                        };
                        /** @description Percent of the installs active on day N (ret_Nd), N >= 1; must be whole users. Keys: horizons 0d to 365d, or 1y */
                        retention?: {
                            [key: string]: number;
                        };
                        /** @description The name of one of the document's campaigns (instead of campaign_id) */
                        campaign?: string;
                        /** @description The name of the campaign's account, when several accounts of the document have a campaign of that name */
                        account?: string;
                    }[];
                };
                "application/yaml": {
                    accounts: {
                        /** @description Required. With no keys, the account's identity: an account of this name is reused */
                        name: string;
                        /** @description APP (an app advertiser, the default) or WEB (a website, usually a shop); fixed for the life of the account, and every key of the account has it */
                        type?: string;
                        keys?: {
                            /** @description Fixed campaign API key: the account's identity, used as given */
                            campaign_api_key?: string;
                            /** @description Fixed management key, used as given */
                            management_key?: string;
                            /** @description Fixed report key, used as given */
                            report_key?: string;
                        };
                        users?: {
                            email: string;
                            password: string;
                        }[];
                        oauth_apps?: {
                            name: string;
                            /** @description first-party (default) or third-party */
                            kind?: string;
                            /** @description Space-separated scopes (default campaigns:read) */
                            scopes?: string;
                            /** @description Required for a third-party app */
                            redirect_uri?: string;
                            /** @description Fixed client id (8-128 letters, digits, . _ ~ -), used as given; default random */
                            client_id?: string;
                            /** @description Fixed client secret (16-200 printable characters), used as given; default random */
                            client_secret?: string;
                        }[];
                        /** @description WEB accounts only: catalogs GET /manage/v1/campaign/catalog_info lists, besides the sample catalog every WEB account has */
                        catalogs?: {
                            /** @description Catalog id (numeric for DOA); identifies it: a catalog the account has already is left alone */
                            id: string | number;
                            name: string;
                            /** @description DPA (products) or DOA (offers) */
                            type?: string;
                            variant_sets?: {
                                id: string | number;
                                name: string;
                                total_variants?: number;
                                total_items?: number;
                            }[];
                        }[];
                        campaigns?: {
                            [key: string]: unknown;
                        }[];
                        assets?: {
                            /** @description File name (default from the type); identifies it */
                            name?: string;
                            /** @description A file asset type: IMG_BANNER, IMG_LEADER, IMG_MREC, IMG_NATIVE, IMG_INTER_P, IMG_INTER_L, IMG_ICON, VID_SHORT_P, VID_LONG_P, HOSTED_HTML */
                            type: string;
                            /** @description Pixels (default: the type's usual size) */
                            width?: number;
                            height?: number;
                            /** @description Videos: length in seconds */
                            duration_seconds?: number;
                        }[];
                        creative_sets?: {
                            [key: string]: unknown;
                        }[];
                        suppression?: {
                            package_name: string;
                            ids: string[];
                        }[];
                    }[];
                    /** @description Scripted delivery (exact report scenarios), written after the accounts; all rows or none */
                    delivery?: {
                        /** @description The campaign's 32-hex hashed id; or name it with campaign */
                        campaign_id?: string;
                        /** @description YYYY-MM-DD inside the report window (the last 45 days, today included), or "today", "today-N" */
                        day: string;
                        /** @description ISO 3166-1 alpha-2 code (either case) */
                        country: string;
                        /** @description Whole number, 0 or more */
                        impressions: number;
                        /** @description Whole number, at most impressions */
                        clicks: number;
                        /** @description Whole number, 0 or more (may exceed clicks: view-through installs) */
                        installs: number;
                        /** @description USD in whole cents (at most two decimals) */
                        cost: number;
                        /** @description Total revenue in USD by horizon, counted as in-app purchase revenue (iap_rev_Nd); cumulative. Keys: horizons 0d to 365d, or 1y */
                        revenue?: {
                            [key: string]: number;
                        };
                        /** @description In-app purchase revenue in USD by horizon (the same as revenue; one of the two). Keys: horizons 0d to 365d, or 1y */
                        iap_revenue?: {
                            [key: string]: number;
                        };
                        /** @description Ad revenue in USD by horizon (ad_rev_Nd), added to the in-app revenue in total_rev_Nd. Keys: horizons 0d to 365d, or 1y */
                        ad_revenue?: {
                            [key: string]: number;
                        };
                        /** @description Target ROAS in percent by horizon (120 = roas_Nd 1.2000): in-app revenue = cost x ROAS / 100, which must be whole cents. Keys: horizons 0d to 365d, or 1y */
                        roas?: {
                            [key: string]: number;
                        };
                        /** @description Purchase events by horizon (sales_Nd); cumulative. Keys: horizons 0d to 365d, or 1y */
                        sales?: {
                            [key: string]: number;
                        };
                        /** @description Users who purchased by horizon (unique_purchasers_Nd, first_purchase); at most installs. Keys: horizons 0d to 365d, or 1y */
                        unique_purchasers?: {
                            [key: string]: number;
                        };
                        /** @description Percent of the installs active on day N (ret_Nd), N >= 1; must be whole users. Keys: horizons 0d to 365d, or 1y */
                        retention?: {
                            [key: string]: number;
                        };
                        /** @description The name of one of the document's campaigns (instead of campaign_id) */
                        campaign?: string;
                        /** @description The name of the campaign's account, when several accounts of the document have a campaign of that name */
                        account?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description HTTP 200 */
            200: {
                headers: {
                    /** @description Comma-separated body fields (nested ones as dotted paths) and query parameters of the request that the operation does not take and ignored; absent when none */
                    "X-Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "accounts": [
                     *         {
                     *           "account_id": "2",
                     *           "name": "Acme Games",
                     *           "created": true,
                     *           "campaign_api_key": "ci-acme-campaign-key-0001",
                     *           "management_key": "ci-acme-management-key-0001",
                     *           "report_key": "rpk_IpQjH96Bxi9Rk5QUFWeF0s44d6vKP7qpmSQAS6hriEg",
                     *           "oauth_apps": [
                     *             {
                     *               "name": "Acme dashboard",
                     *               "client_id": "ac815d504523c5bec4f33bddc8f92dc1",
                     *               "created": true,
                     *               "client_secret": "cs_ekRcjqZt7O1_X2HCEryAlJWqn5PE6PkkFMqGCDaE_zI"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "created": {
                     *         "accounts": 1,
                     *         "users": 1,
                     *         "oauth_apps": 1,
                     *         "assets": 2,
                     *         "campaigns": 1,
                     *         "creative_sets": 1,
                     *         "suppression_lists": 1
                     *       },
                     *       "existing": {}
                     *     }
                     */
                    "application/json": {
                        accounts: {
                            account_id: string;
                            name: string;
                            created: boolean;
                            /** @description Only when the account was created */
                            campaign_api_key?: string;
                            /** @description Only when the account was created */
                            management_key?: string;
                            /** @description Only when the account was created */
                            report_key?: string;
                            /** @description The fixture's OAuth apps of this account, with their credentials */
                            oauth_apps?: {
                                name: string;
                                client_id: string;
                                /** @description When known: the app was created now, or the fixture fixes it */
                                client_secret?: string;
                                created: boolean;
                            }[];
                        }[];
                        /** @description Per kind (accounts, users, oauth_apps, campaigns, assets, creative_sets, suppression_lists) */
                        created: {
                            [key: string]: number;
                        };
                        /** @description Per kind (accounts, users, oauth_apps, campaigns, assets, creative_sets, suppression_lists) */
                        existing: {
                            [key: string]: number;
                        };
                    };
                };
            };
        };
    };
    sandboxSettings: {
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
                 *       "processing_delay_seconds": 0,
                 *       "oauth_auto_approve": true
                 *     }
                 */
                "application/json": {
                    /** @description Every new file waits this long on the platform clock (0-2592000) */
                    processing_delay_seconds?: number;
                    oauth_auto_approve?: boolean;
                };
            };
        };
        responses: {
            /** @description HTTP 200 */
            200: {
                headers: {
                    /** @description Comma-separated body fields (nested ones as dotted paths) and query parameters of the request that the operation does not take and ignored; absent when none */
                    "X-Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "oauth_auto_approve": true,
                     *       "processing_delay_seconds": 0
                     *     }
                     */
                    "application/json": {
                        oauth_auto_approve: boolean;
                        processing_delay_seconds: number;
                    };
                };
            };
        };
    };
    sandboxSnapshots: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description HTTP 200 */
            200: {
                headers: {
                    /** @description Comma-separated query parameters of the request that the operation does not take and ignored; absent when none */
                    "X-Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "name": "seeded",
                     *         "created_at": "2026-01-15T10:00:01.000Z",
                     *         "rows": 70,
                     *         "files": 2
                     *       }
                     *     ]
                     */
                    "application/json": {
                        name: string;
                        /** @description The platform clock when it was taken */
                        created_at: string;
                        /** @description Rows saved, every table */
                        rows: number;
                        /** @description Stored files saved */
                        files: number;
                    }[];
                };
            };
        };
    };
    sandboxSnapshot: {
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
                 *       "name": "seeded"
                 *     }
                 */
                "application/json": {
                    /** @description 1-64 letters, digits, ".", "_", "-", starting with a letter or digit (so never "." or "..") */
                    name: string;
                };
            };
        };
        responses: {
            /** @description HTTP 200 */
            200: {
                headers: {
                    /** @description Comma-separated body fields (nested ones as dotted paths) and query parameters of the request that the operation does not take and ignored; absent when none */
                    "X-Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "name": "seeded",
                     *       "created_at": "2026-01-15T10:00:01.000Z",
                     *       "rows": 70,
                     *       "files": 2
                     *     }
                     */
                    "application/json": {
                        name: string;
                        /** @description The platform clock when it was taken */
                        created_at: string;
                        /** @description Rows saved, every table */
                        rows: number;
                        /** @description Stored files saved */
                        files: number;
                    };
                };
            };
        };
    };
    sandboxDeleteSnapshot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The snapshot's name */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description HTTP 200 */
            200: {
                headers: {
                    /** @description Comma-separated query parameters of the request that the operation does not take and ignored; absent when none */
                    "X-Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "deleted": "seeded"
                     *     }
                     */
                    "application/json": {
                        deleted: string;
                    };
                };
            };
        };
    };
    sandboxRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The snapshot's name */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description HTTP 200 */
            200: {
                headers: {
                    /** @description Comma-separated query parameters of the request that the operation does not take and ignored; absent when none */
                    "X-Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "name": "seeded",
                     *       "created_at": "2026-01-15T10:00:01.000Z",
                     *       "rows": 70,
                     *       "files": 2
                     *     }
                     */
                    "application/json": {
                        name: string;
                        /** @description The platform clock when it was taken */
                        created_at: string;
                        /** @description Rows saved, every table */
                        rows: number;
                        /** @description Stored files saved */
                        files: number;
                    };
                };
            };
        };
    };
}
