// GENERATED from openapi/manage-v1.json by `npm run sdk:generate` (openapi-typescript). Do not edit:
// change the server's schemas, then run `npm run openapi` (it regenerates this file too).
export interface paths {
    "/manage/v1/asset/add-to-creative-sets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put library assets in creative sets
         * @description Every asset (up to 10) joins every set (up to 50); an asset already in a set stays as it is. A set's limit per asset type (10 in a V2 set, 1 in a V1 set) applies: a call that would break it changes nothing (400 naming the set and the type). Ids are numbers or strings. Every id must be one of this account's (another account's id is "not found", 404, exactly like an unknown one); nothing changes unless every id is found. Repeated ids count once. Answers {}.
         */
        post: operations["assetAddToCreativeSets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manage/v1/asset/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the asset library
         * @description Assets of the account ordered by id ascending; `resource_type` (image, html, video; any case) filters. A page past the end is [].
         */
        get: operations["assetList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manage/v1/asset/remove-from-all-creative-sets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take assets out of every creative set
         * @description The assets (up to 10) leave every creative set of the account. They stay in the library. Ids are numbers or strings. Every id must be one of this account's (another account's id is "not found", 404, exactly like an unknown one); nothing changes unless every id is found. Repeated ids count once. Answers {}.
         */
        post: operations["assetRemoveFromAllCreativeSets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manage/v1/asset/remove-from-creative-sets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take an asset out of creative sets
         * @description The asset leaves these sets (up to 50); sets without it are ignored. The asset stays in the library; the sets' ads follow. Ids are numbers or strings. Every id must be one of this account's (another account's id is "not found", 404, exactly like an unknown one); nothing changes unless every id is found. Repeated ids count once. Answers {}.
         */
        post: operations["assetRemoveFromCreativeSets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manage/v1/asset/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload files into the asset library
         * @description multipart/form-data, 1 to 40 files in the field `files`, each at most 1073741824 bytes and 10737418240 bytes in all; unique file names; Content-Type text/html, image/gif, image/jpeg, image/png, video/mp4 or video/quicktime. Files are streamed into the library and processed asynchronously; the answer comes once the request has been read. A file breaking a per-file rule becomes a FAILURE in upload_result; breaking a request rule (no file, too many, too large) refuses the whole request and keeps nothing.
         */
        post: operations["assetUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manage/v1/asset/upload_result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Processing outcome of an upload
         * @description upload_status is PENDING while any file is pending, then FINISHED; summary counts add up to total.
         */
        get: operations["assetUploadResult"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manage/v1/campaign/catalog_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The WEB account's catalogs and their variant sets
         * @description WEB accounts only (an APP account: 400 naming account_id). The catalogs dynamic ads can use: every WEB account has a sample catalog; fixtures (POST /_sandbox/seed `catalogs`) and `campaignctl catalogs add` declare others (on the real service they come from the Axon Pixel, a product feed or Shopify, never from this API). Every value is a string, counts included. A campaign may name only a catalog_id and variant_set_id listed here. No catalogs: {"catalogs": []}.
         */
        get: operations["campaignCatalogInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manage/v1/campaign/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a campaign
         * @description Create column of the spec: id and hashed_id are forbidden; status and created_at are ignored (a new campaign is PAUSED). Answers the new id.
         */
        post: operations["campaignCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manage/v1/campaign/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List campaigns
         * @description Campaigns of the account ordered by id ascending; a page past the end is [].
         */
        get: operations["campaignList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manage/v1/campaign/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a campaign
         * @description Update column of the spec: id and type are required; bidding_strategy and start_date are forbidden; hashed_id and created_at are ignored. Answers the id as it was sent.
         */
        post: operations["campaignUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manage/v1/creative_set/add-to-campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run creative sets in campaigns
         * @description Links every creative set to every campaign (up to 50 sets and 20 campaigns); a set already running in a campaign stays as it is. A shared set is one set: editing it changes it in every campaign. Ids are numbers or strings. Every id must be one of this account's (another account's id is "not found", 404, exactly like an unknown one); nothing changes unless every id is found. Repeated ids count once. Answers {}.
         */
        post: operations["creativeSetAddToCampaigns"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manage/v1/creative_set/clone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Clone a creative set into a campaign
         * @description Copies the set (its assets, languages, countries the target campaign targets) into a campaign of the same account, with the given status. A clone of a V1 set is V1.
         */
        post: operations["creativeSetClone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manage/v1/creative_set/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a creative set
         * @description Create column of the spec: id and hashed_id are forbidden; version and created_at are ignored (a new set is V2). campaign_id is optional, as on the current service: without it the set is unattached until creative_set/add-to-campaigns. Answers the new id and version.
         */
        post: operations["creativeSetCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manage/v1/creative_set/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List creative sets
         * @description Creative sets of the account ordered by id ascending; a page past the end is [].
         */
        get: operations["creativeSetList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manage/v1/creative_set/list_by_campaign_id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Creative sets grouped by campaign
         * @description `ids` are campaign ids (at most 100; without them, every campaign of the account). The page (ordered by set id) is grouped by campaign id; `campaign_count` is the number of keys of `campaigns`, `creative_set_count` the number of sets in this answer. Campaigns with no set on the page are not keys.
         */
        get: operations["creativeSetListByCampaignId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manage/v1/creative_set/remove-from-all-campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop creative sets in every campaign
         * @description The sets (up to 50) stop running in any campaign. They are not deleted: they stay listed, unattached, and can be linked again. Ids are numbers or strings. Every id must be one of this account's (another account's id is "not found", 404, exactly like an unknown one); nothing changes unless every id is found. Repeated ids count once. Answers {}.
         */
        post: operations["creativeSetRemoveFromAllCampaigns"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manage/v1/creative_set/remove-from-campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop a creative set in some campaigns
         * @description The set stops running in these campaigns (up to 20); campaigns it does not run in are ignored. A set removed from its last campaign stays, unattached. Ids are numbers or strings. Every id must be one of this account's (another account's id is "not found", 404, exactly like an unknown one); nothing changes unless every id is found. Repeated ids count once. Answers {}.
         */
        post: operations["creativeSetRemoveFromCampaigns"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manage/v1/creative_set/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a creative set
         * @description Update column of the spec: id and type are required; campaign_id, when sent, must be a campaign the set runs in (a shared set changes in every campaign); hashed_id, version and created_at are ignored. `assets`, when sent, replaces the set's files. Answers the id and version.
         */
        post: operations["creativeSetUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manage/v1/operation_logs/campaign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Campaign change log
         * @description Changes of the account's campaigns made through any surface (this API, the console, /campaign_management/v1, the CLI), newest first (ties: operation_id descending). start_date and end_date (YYYY-MM-DD, UTC, both included) span at most 30 days; without them the last 7 days. A page past the end is []. Entries are kept at least 90 days.
         */
        get: operations["operationLogsCampaign"];
        put?: never;
        post?: never;
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
    assetAddToCreativeSets: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first answer again (with `Idempotent-Replayed: true`) without running twice; the same key with a different request is a 400 naming Idempotency-Key; while the first request still runs, a second one is a 409 with Retry-After; if the first request made its change but the server stopped before its answer was kept, a retry is a 409 without Retry-After saying so, and the change is never made twice. Keys are per account, 1-255 printable ASCII characters. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "asset_ids": [
                 *         "2"
                 *       ],
                 *       "creative_set_ids": [
                 *         "4"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description Library asset ids of this account (1 to 10; a repeated id counts once) */
                    asset_ids: (number | string)[];
                    /** @description Creative set ids of this account (1 to 50; a repeated id counts once) */
                    creative_set_ids: (number | string)[];
                };
            };
        };
        responses: {
            /** @description Done (an empty object) */
            200: {
                headers: {
                    /** @description Comma-separated body fields (nested ones as dotted paths) and query parameters of the request that the operation does not take and ignored; absent when none */
                    "X-Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {} */
                    "application/json": Record<string, never>;
                };
            };
            /** @description A field breaks a rule (x-al-error-code 100001/100002) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
            /** @description Bad API key (100003) or another account (100004) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
            /** @description Rate limited (100006) or too many errors (100007); see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
        };
    };
    assetList: {
        parameters: {
            query?: {
                /** @description Comma-separated ids, at most 100; not combined with hashed_ids */
                ids?: string;
                /** @description Page number, from 1 (default 1) */
                page?: string | number;
                /** @description Items per page, 1 to 100 (default 100) */
                size?: string | number;
                /** @description image, html or video */
                resource_type?: string;
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
                     *         "id": "2",
                     *         "name": "banner.png",
                     *         "status": "ACTIVE",
                     *         "url": "http://127.0.0.1:8080/files/aa8530590a9225febed95539df955905/banner.png",
                     *         "asset_type": "IMG_BANNER",
                     *         "resource_type": "IMAGE",
                     *         "upload_time": "2026-01-15T09:00:00",
                     *         "asset_hash": "8e4a477ce9ea55b8893262a6f4370528c6a0d6e7",
                     *         "violation_reasons": []
                     *       }
                     *     ]
                     */
                    "application/json": {
                        id: string;
                        name: string;
                        /** @description IN_REVIEW while processing and under review, then ACTIVE or REJECTED */
                        status: string;
                        url: string;
                        /** @description Computed from the file; null until known, and for an upload whose file is none of the types the account's creative sets take (it is REJECTED): APP spec 2's four (HOSTED_HTML, VID_LONG_P, VID_SHORT_P, IMG_BANNER), WEB HOSTED_HTML, IMG_INTER_P, VID_SHORT_P, VID_LONG_P */
                        asset_type: ("HOSTED_HTML" | "VID_LONG_P" | "VID_SHORT_P" | "IMG_BANNER" | "IMG_INTER_P") | null;
                        /** @description null until known */
                        resource_type: ("IMAGE" | "VIDEO" | "HTML") | null;
                        /** @description YYYY-MM-DDTHH:MM:SS (UTC) */
                        upload_time: string;
                        /** @description SHA-1 of the file, hex */
                        asset_hash: string;
                        violation_reasons: string[];
                    }[];
                };
            };
            /** @description A field breaks a rule (x-al-error-code 100001/100002) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
            /** @description Bad API key (100003) or another account (100004) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
            /** @description Rate limited (100006) or too many errors (100007); see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
        };
    };
    assetRemoveFromAllCreativeSets: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first answer again (with `Idempotent-Replayed: true`) without running twice; the same key with a different request is a 400 naming Idempotency-Key; while the first request still runs, a second one is a 409 with Retry-After; if the first request made its change but the server stopped before its answer was kept, a retry is a 409 without Retry-After saying so, and the change is never made twice. Keys are per account, 1-255 printable ASCII characters. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "asset_ids": [
                 *         "1"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description Library asset ids of this account (1 to 10; a repeated id counts once) */
                    asset_ids: (number | string)[];
                };
            };
        };
        responses: {
            /** @description Done (an empty object) */
            200: {
                headers: {
                    /** @description Comma-separated body fields (nested ones as dotted paths) and query parameters of the request that the operation does not take and ignored; absent when none */
                    "X-Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {} */
                    "application/json": Record<string, never>;
                };
            };
            /** @description A field breaks a rule (x-al-error-code 100001/100002) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
            /** @description Bad API key (100003) or another account (100004) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
            /** @description Rate limited (100006) or too many errors (100007); see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
        };
    };
    assetRemoveFromCreativeSets: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first answer again (with `Idempotent-Replayed: true`) without running twice; the same key with a different request is a 400 naming Idempotency-Key; while the first request still runs, a second one is a 409 with Retry-After; if the first request made its change but the server stopped before its answer was kept, a retry is a 409 without Retry-After saying so, and the change is never made twice. Keys are per account, 1-255 printable ASCII characters. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "asset_id": "2",
                 *       "creative_set_ids": [
                 *         "4"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description An id, as a number or a string */
                    asset_id: number | string;
                    /** @description Creative set ids of this account (1 to 50; a repeated id counts once) */
                    creative_set_ids: (number | string)[];
                };
            };
        };
        responses: {
            /** @description Done (an empty object) */
            200: {
                headers: {
                    /** @description Comma-separated body fields (nested ones as dotted paths) and query parameters of the request that the operation does not take and ignored; absent when none */
                    "X-Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {} */
                    "application/json": Record<string, never>;
                };
            };
            /** @description A field breaks a rule (x-al-error-code 100001/100002) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
            /** @description Bad API key (100003) or another account (100004) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
            /** @description Rate limited (100006) or too many errors (100007); see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
        };
    };
    assetUpload: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first answer again (with `Idempotent-Replayed: true`) without running twice; the same key with a different request is a 400 naming Idempotency-Key; while the first request still runs, a second one is a 409 with Retry-After; if the first request made its change but the server stopped before its answer was kept, a retry is a 409 without Retry-After saying so, and the change is never made twice. Keys are per account, 1-255 printable ASCII characters. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "files": [
                 *         "(binary: playable.html, text/html)",
                 *         "(binary: banner.png, image/png)"
                 *       ]
                 *     }
                 */
                "multipart/form-data": {
                    /** @description The files, each a part named files with its own file name and Content-Type */
                    files: string[];
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
                     *       "upload_id": "5e69f37230bca9ce466b25dc6a31d7f7"
                     *     }
                     */
                    "application/json": {
                        /** @description 32 hexadecimal characters */
                        upload_id: string;
                    };
                };
            };
            /** @description A field breaks a rule (x-al-error-code 100001/100002) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
            /** @description Bad API key (100003) or another account (100004) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
            /** @description Request larger than the upload limit (100008) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
            /** @description Rate limited (100006) or too many errors (100007); see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
        };
    };
    assetUploadResult: {
        parameters: {
            query?: {
                /** @description From asset/upload */
                upload_id?: string;
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
                     *       "upload_status": "FINISHED",
                     *       "summary": {
                     *         "total": 2,
                     *         "success": 2,
                     *         "failed": 0,
                     *         "pending": 0
                     *       },
                     *       "details": [
                     *         {
                     *           "id": "1",
                     *           "name": "playable.html",
                     *           "uploadTime": "2026-01-15T09:00:00",
                     *           "url": "http://127.0.0.1:8080/files/9aafd18a1b8dd25faac3298d77ea799f/playable.html",
                     *           "resource_type": "HTML",
                     *           "file_status": "SUCCESS",
                     *           "error_message": null
                     *         },
                     *         {
                     *           "id": "2",
                     *           "name": "banner.png",
                     *           "uploadTime": "2026-01-15T09:00:00",
                     *           "url": "http://127.0.0.1:8080/files/aa8530590a9225febed95539df955905/banner.png",
                     *           "resource_type": "IMAGE",
                     *           "file_status": "SUCCESS",
                     *           "error_message": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        upload_status: "PENDING" | "FINISHED";
                        summary: {
                            total: number;
                            success: number;
                            failed: number;
                            pending: number;
                        };
                        details: {
                            /** @description Asset id ("" when the file was refused before it became an asset) */
                            id: string;
                            name: string;
                            /** @description YYYY-MM-DDTHH:MM:SS (UTC); camelCase as the real service */
                            uploadTime: string;
                            url: string;
                            resource_type: string | null;
                            file_status: "PENDING" | "SUCCESS" | "FAILURE";
                            error_message: string | null;
                        }[];
                    };
                };
            };
            /** @description A field breaks a rule (x-al-error-code 100001/100002) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
            /** @description Bad API key (100003) or another account (100004) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
            /** @description Rate limited (100006) or too many errors (100007); see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
        };
    };
    campaignCatalogInfo: {
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
                     *       "catalogs": [
                     *         {
                     *           "id": "1001",
                     *           "name": "Sample product catalog",
                     *           "variant_sets": [
                     *             {
                     *               "id": "2001",
                     *               "name": "All products",
                     *               "catalog_id": "1001",
                     *               "total_variants": "120",
                     *               "total_items": "40"
                     *             },
                     *             {
                     *               "id": "2002",
                     *               "name": "Best sellers",
                     *               "catalog_id": "1001",
                     *               "total_variants": "24",
                     *               "total_items": "8"
                     *             }
                     *           ],
                     *           "type": "DPA"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        catalogs: {
                            id: string;
                            name: string;
                            /** @description DPA (products) or DOA (offers); absent when not said */
                            type?: string;
                            variant_sets: {
                                id: string;
                                name: string;
                                catalog_id: string;
                                /** @description SKUs in the set (a count, as a string); absent when not known */
                                total_variants?: string;
                                /** @description Distinct items (variants sharing an item id are one item), as a string; absent when not known */
                                total_items?: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description A field breaks a rule (x-al-error-code 100001/100002) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
            /** @description Bad API key (100003) or another account (100004) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
            /** @description Rate limited (100006) or too many errors (100007); see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
        };
    };
    campaignCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first answer again (with `Idempotent-Replayed: true`) without running twice; the same key with a different request is a 400 naming Idempotency-Key; while the first request still runs, a second one is a 409 with Retry-After; if the first request made its change but the server stopped before its answer was kept, a retry is a 409 without Retry-After saying so, and the change is never made twice. Keys are per account, 1-255 printable ASCII characters. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Autumn push",
                 *       "type": "APP",
                 *       "platform": "ANDROID",
                 *       "package_name": "com.example.game",
                 *       "bidding_strategy": "TARGET_GOAL_WITH_CPI_BILLING",
                 *       "budget": {
                 *         "daily_budget_for_all_countries": "3000"
                 *       },
                 *       "goal": {
                 *         "goal_type": "CPI",
                 *         "goal_value_for_all_countries": "2"
                 *       },
                 *       "tracking": {
                 *         "click_url": "https://tracker.example/c?cid={CAMPAIGN_ID}",
                 *         "impression_url": "https://tracker.example/i?cid={CAMPAIGN_ID}",
                 *         "tracking_method": "TRACKER_01"
                 *       },
                 *       "targeting": [
                 *         {
                 *           "country_code": "US"
                 *         }
                 *       ],
                 *       "start_date": "2030-09-01",
                 *       "end_date": "2030-10-01"
                 *     }
                 */
                "application/json": {
                    /** @description Campaign id (string or number) */
                    id?: string | number;
                    /** @description Forbidden on create, ignored on update */
                    hashed_id?: unknown;
                    name: string;
                    /** @description The account's type: APP or WEB (another value: 400 naming type) */
                    type: string;
                    /** @description APP accounts: IOS or ANDROID (any case); required on create */
                    platform?: string;
                    /** @description APP accounts: required on create */
                    package_name?: string;
                    /** @description APP accounts: App Store id; required for iOS on create */
                    itunes_id?: number | string | null;
                    /** @description APP accounts: stored and echoed; default false; no effect on delivery */
                    is_composite_banner_enabled?: boolean;
                    /** @description WEB accounts: the site the campaign promotes, an absolute http(s) URL with a host and no user name; required on create */
                    website_url?: string;
                    /** @description WEB accounts: dynamic ads from a catalog; true needs catalog_id and variant_set_id */
                    is_dynamic_ads_enabled?: boolean;
                    /** @description WEB accounts: DPA (products) or DOA (offers) */
                    catalog_type?: string;
                    /** @description WEB accounts: a catalog listed by GET /campaign/catalog_info (numeric when catalog_type is DOA) */
                    catalog_id?: string | number;
                    /** @description WEB accounts: a variant set of that catalog, as catalog_info lists it */
                    variant_set_id?: string | number;
                    /** @description WEB accounts: UNIVERSAL, PROSPECTING or DISCOVERY; on create only with goal CPP or CHK_ROAS */
                    audience_strategy?: string;
                    /** @description APP: TARGET_GOAL_WITH_CPI_BILLING, AUTO_BIDDING_WITH_CPM_BILLING, MAXIMIZE_RESULTS_WITH_CPM_BILLING (any case). WEB: AUTO_BIDDING_WITH_CPM_BILLING only. Forbidden on update */
                    bidding_strategy: string;
                    /** @description Either one daily budget for all targeted countries or one per targeted country */
                    budget: {
                        /** @description Decimal; sent as a string ("5000") or a JSON number, always answered as a string */
                        daily_budget_for_all_countries?: string | number;
                        /** @description Country code (uppercase) -> decimal */
                        country_code_to_daily_budget?: {
                            [key: string]: string | number;
                        };
                    };
                    /** @description Goal type, and either one goal value for all countries or one per targeted country */
                    goal: {
                        /** @description CPI, CPE, CPP, AD_ROAS, CHK_ROAS, BLD_ROAS (any case); RET for first-generation retention campaigns */
                        goal_type?: string;
                        /** @description Decimal; sent as a string ("5000") or a JSON number, always answered as a string */
                        goal_value_for_all_countries?: string | number;
                        /** @description Country code (uppercase) -> decimal */
                        country_code_to_goal_value?: {
                            [key: string]: string | number;
                        };
                        /** @description DAY<n>. APP: DAY0, DAY7 (CHK_ROAS), DAY0/DAY7/DAY28 (BLD_ROAS), DAY7 (CPE, CPP). WEB: DAY0 or DAY7, required for CPP and CHK_ROAS, absent for CPE */
                        roas_day_target?: string;
                        /** @description The event a CPE goal optimises for (any text up to 256 characters, stored as given): required when goal_type is CPE, refused otherwise */
                        event_target?: string;
                    };
                    tracking?: {
                        click_url?: string;
                        impression_url?: string;
                        /** @description TRACKER_01, TRACKER_03, TRACKER_04, TRACKER_05, TRACKER_08, TRACKER_09 (any case) */
                        tracking_method?: string;
                    };
                    targeting: {
                        /** @description ISO 3166-1 alpha-2 code from the country table */
                        country_code: string;
                        /** @description US only: state codes from the region table */
                        region_codes?: string[];
                        /** @description WEB accounts, US only: metro names (free text, at most 256 characters each); never with region_codes in one entry */
                        metro_names?: string[];
                    }[];
                    /** @description YYYY-MM-DD or YYYY-MM-DDTHH:MM:SS (UTC); not before today; forbidden on update */
                    start_date: string;
                    end_date?: string | null;
                    /** @description true: no end date (stands in for end_date) */
                    is_continuous_delivery?: boolean;
                    /** @description LIVE or PAUSED (any case); ignored on create */
                    status?: string;
                    /** @description Ignored */
                    created_at?: unknown;
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
                     *       "id": "3"
                     *     }
                     */
                    "application/json": {
                        id: string;
                    };
                };
            };
            /** @description A field breaks a rule (x-al-error-code 100001/100002) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
            /** @description Bad API key (100003) or another account (100004) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
            /** @description Rate limited (100006) or too many errors (100007); see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
        };
    };
    campaignList: {
        parameters: {
            query?: {
                /** @description Comma-separated ids, at most 100; not combined with hashed_ids */
                ids?: string;
                /** @description Comma-separated external (hashed) ids, at most 100; not combined with ids */
                hashed_ids?: string;
                /** @description Page number, from 1 (default 1) */
                page?: string | number;
                /** @description Items per page, 1 to 100 (default 100) */
                size?: string | number;
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
                     *         "id": "2",
                     *         "hashed_id": "09e2cec6ac036f508a41f021ae3e448d",
                     *         "name": "Summer push (US, DE)",
                     *         "type": "APP",
                     *         "status": "LIVE",
                     *         "bidding_strategy": "TARGET_GOAL_WITH_CPI_BILLING",
                     *         "budget": {
                     *           "daily_budget_for_all_countries": "5000"
                     *         },
                     *         "goal": {
                     *           "goal_type": "CPI",
                     *           "goal_value_for_all_countries": "2.5"
                     *         },
                     *         "targeting": [
                     *           {
                     *             "country_code": "DE"
                     *           },
                     *           {
                     *             "country_code": "US"
                     *           }
                     *         ],
                     *         "is_continuous_delivery": false,
                     *         "created_at": "2026-01-15T09:00:00",
                     *         "platform": "ANDROID",
                     *         "package_name": "com.example.game",
                     *         "is_composite_banner_enabled": false,
                     *         "tracking": {
                     *           "click_url": "https://tracker.example/c?cid={CAMPAIGN_ID}",
                     *           "impression_url": "https://tracker.example/i?cid={CAMPAIGN_ID}",
                     *           "tracking_method": "TRACKER_01"
                     *         },
                     *         "start_date": "2030-02-01T00:00:00",
                     *         "end_date": "2030-03-01T00:00:00"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        id: string;
                        hashed_id: string;
                        name: string;
                        /**
                         * @description The account's type; an item carries only its type's fields
                         * @enum {string}
                         */
                        type: "APP" | "WEB";
                        /** @enum {string} */
                        status: "LIVE" | "PAUSED";
                        /** @description APP: IOS or ANDROID */
                        platform?: string;
                        /** @description APP */
                        package_name?: string;
                        /** @description APP, iOS */
                        itunes_id?: number;
                        /** @description APP */
                        is_composite_banner_enabled?: boolean;
                        /** @description WEB */
                        website_url?: string;
                        /** @description WEB */
                        is_dynamic_ads_enabled?: boolean;
                        /** @description WEB: DPA or DOA, when set */
                        catalog_type?: string;
                        /** @description WEB, when set */
                        catalog_id?: string;
                        /** @description WEB, when set */
                        variant_set_id?: string;
                        /** @description WEB: UNIVERSAL, PROSPECTING or DISCOVERY, when set */
                        audience_strategy?: string;
                        bidding_strategy: string;
                        budget: {
                            daily_budget_for_all_countries?: string;
                            country_code_to_daily_budget?: {
                                [key: string]: string;
                            };
                        };
                        goal: {
                            goal_type: string;
                            goal_value_for_all_countries?: string;
                            country_code_to_goal_value?: {
                                [key: string]: string;
                            };
                            roas_day_target?: string;
                            /** @description CPE goals */
                            event_target?: string;
                        };
                        /** @description APP */
                        tracking?: {
                            click_url?: string;
                            impression_url?: string;
                            tracking_method?: string;
                        };
                        targeting: {
                            country_code: string;
                            region_codes?: string[];
                            metro_names?: string[];
                        }[];
                        start_date?: string;
                        end_date?: string;
                        is_continuous_delivery: boolean;
                        /** @description YYYY-MM-DDTHH:MM:SS (UTC) */
                        created_at: string;
                    }[];
                };
            };
            /** @description A field breaks a rule (x-al-error-code 100001/100002) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
            /** @description Bad API key (100003) or another account (100004) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
            /** @description Rate limited (100006) or too many errors (100007); see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
        };
    };
    campaignUpdate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first answer again (with `Idempotent-Replayed: true`) without running twice; the same key with a different request is a 400 naming Idempotency-Key; while the first request still runs, a second one is a 409 with Retry-After; if the first request made its change but the server stopped before its answer was kept, a retry is a 409 without Retry-After saying so, and the change is never made twice. Keys are per account, 1-255 printable ASCII characters. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "2",
                 *       "type": "APP",
                 *       "name": "Summer push (US, DE)",
                 *       "status": "LIVE"
                 *     }
                 */
                "application/json": {
                    /** @description Campaign id (string or number) */
                    id: string | number;
                    /** @description Forbidden on create, ignored on update */
                    hashed_id?: unknown;
                    name?: string;
                    /** @description The account's type: APP or WEB (another value: 400 naming type) */
                    type: string;
                    /** @description APP accounts: IOS or ANDROID (any case); required on create */
                    platform?: string;
                    /** @description APP accounts: required on create */
                    package_name?: string;
                    /** @description APP accounts: App Store id; required for iOS on create */
                    itunes_id?: number | string | null;
                    /** @description APP accounts: stored and echoed; default false; no effect on delivery */
                    is_composite_banner_enabled?: boolean;
                    /** @description WEB accounts: the site the campaign promotes, an absolute http(s) URL with a host and no user name; required on create */
                    website_url?: string;
                    /** @description WEB accounts: dynamic ads from a catalog; true needs catalog_id and variant_set_id */
                    is_dynamic_ads_enabled?: boolean;
                    /** @description WEB accounts: DPA (products) or DOA (offers) */
                    catalog_type?: string;
                    /** @description WEB accounts: a catalog listed by GET /campaign/catalog_info (numeric when catalog_type is DOA) */
                    catalog_id?: string | number;
                    /** @description WEB accounts: a variant set of that catalog, as catalog_info lists it */
                    variant_set_id?: string | number;
                    /** @description WEB accounts: UNIVERSAL, PROSPECTING or DISCOVERY; on create only with goal CPP or CHK_ROAS */
                    audience_strategy?: string;
                    /** @description APP: TARGET_GOAL_WITH_CPI_BILLING, AUTO_BIDDING_WITH_CPM_BILLING, MAXIMIZE_RESULTS_WITH_CPM_BILLING (any case). WEB: AUTO_BIDDING_WITH_CPM_BILLING only. Forbidden on update */
                    bidding_strategy?: string;
                    /** @description Either one daily budget for all targeted countries or one per targeted country */
                    budget?: {
                        /** @description Decimal; sent as a string ("5000") or a JSON number, always answered as a string */
                        daily_budget_for_all_countries?: string | number;
                        /** @description Country code (uppercase) -> decimal */
                        country_code_to_daily_budget?: {
                            [key: string]: string | number;
                        };
                    };
                    /** @description Goal type, and either one goal value for all countries or one per targeted country */
                    goal?: {
                        /** @description CPI, CPE, CPP, AD_ROAS, CHK_ROAS, BLD_ROAS (any case); RET for first-generation retention campaigns */
                        goal_type?: string;
                        /** @description Decimal; sent as a string ("5000") or a JSON number, always answered as a string */
                        goal_value_for_all_countries?: string | number;
                        /** @description Country code (uppercase) -> decimal */
                        country_code_to_goal_value?: {
                            [key: string]: string | number;
                        };
                        /** @description DAY<n>. APP: DAY0, DAY7 (CHK_ROAS), DAY0/DAY7/DAY28 (BLD_ROAS), DAY7 (CPE, CPP). WEB: DAY0 or DAY7, required for CPP and CHK_ROAS, absent for CPE */
                        roas_day_target?: string;
                        /** @description The event a CPE goal optimises for (any text up to 256 characters, stored as given): required when goal_type is CPE, refused otherwise */
                        event_target?: string;
                    };
                    tracking?: {
                        click_url?: string;
                        impression_url?: string;
                        /** @description TRACKER_01, TRACKER_03, TRACKER_04, TRACKER_05, TRACKER_08, TRACKER_09 (any case) */
                        tracking_method?: string;
                    };
                    targeting?: {
                        /** @description ISO 3166-1 alpha-2 code from the country table */
                        country_code: string;
                        /** @description US only: state codes from the region table */
                        region_codes?: string[];
                        /** @description WEB accounts, US only: metro names (free text, at most 256 characters each); never with region_codes in one entry */
                        metro_names?: string[];
                    }[];
                    /** @description YYYY-MM-DD or YYYY-MM-DDTHH:MM:SS (UTC); not before today; forbidden on update */
                    start_date?: string;
                    end_date?: string | null;
                    /** @description true: no end date (stands in for end_date) */
                    is_continuous_delivery?: boolean;
                    /** @description LIVE or PAUSED (any case); ignored on create */
                    status?: string;
                    /** @description Ignored */
                    created_at?: unknown;
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
                     *       "id": "2"
                     *     }
                     */
                    "application/json": {
                        id: string | number;
                    };
                };
            };
            /** @description A field breaks a rule (x-al-error-code 100001/100002) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
            /** @description Bad API key (100003) or another account (100004) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
            /** @description Rate limited (100006) or too many errors (100007); see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
        };
    };
    creativeSetAddToCampaigns: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first answer again (with `Idempotent-Replayed: true`) without running twice; the same key with a different request is a 400 naming Idempotency-Key; while the first request still runs, a second one is a 409 with Retry-After; if the first request made its change but the server stopped before its answer was kept, a retry is a 409 without Retry-After saying so, and the change is never made twice. Keys are per account, 1-255 printable ASCII characters. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "campaign_ids": [
                 *         "2",
                 *         "3"
                 *       ],
                 *       "creative_set_ids": [
                 *         "2",
                 *         "4"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description Campaign ids of this account (1 to 20; a repeated id counts once) */
                    campaign_ids: (number | string)[];
                    /** @description Creative set ids of this account (1 to 50; a repeated id counts once) */
                    creative_set_ids: (number | string)[];
                };
            };
        };
        responses: {
            /** @description Done (an empty object) */
            200: {
                headers: {
                    /** @description Comma-separated body fields (nested ones as dotted paths) and query parameters of the request that the operation does not take and ignored; absent when none */
                    "X-Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {} */
                    "application/json": Record<string, never>;
                };
            };
            /** @description A field breaks a rule (x-al-error-code 100001/100002) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
            /** @description Bad API key (100003) or another account (100004) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
            /** @description Rate limited (100006) or too many errors (100007); see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
        };
    };
    creativeSetClone: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first answer again (with `Idempotent-Replayed: true`) without running twice; the same key with a different request is a 400 naming Idempotency-Key; while the first request still runs, a second one is a 409 with Retry-After; if the first request made its change but the server stopped before its answer was kept, a retry is a 409 without Retry-After saying so, and the change is never made twice. Keys are per account, 1-255 printable ASCII characters. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "campaign_id": "2",
                 *       "creative_set_id": "2",
                 *       "status": "PAUSED"
                 *     }
                 */
                "application/json": {
                    campaign_id: string | number;
                    creative_set_id: string | number;
                    /** @description LIVE or PAUSED (any case) */
                    status: string;
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
                     *       "id": "3",
                     *       "version": "V2"
                     *     }
                     */
                    "application/json": {
                        id: string;
                        version: "V1" | "V2";
                    };
                };
            };
            /** @description A field breaks a rule (x-al-error-code 100001/100002) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
            /** @description Bad API key (100003) or another account (100004) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
            /** @description Rate limited (100006) or too many errors (100007); see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
        };
    };
    creativeSetCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first answer again (with `Idempotent-Replayed: true`) without running twice; the same key with a different request is a 400 naming Idempotency-Key; while the first request still runs, a second one is a 409 with Retry-After; if the first request made its change but the server stopped before its answer was kept, a retry is a 409 without Retry-After saying so, and the change is never made twice. Keys are per account, 1-255 printable ASCII characters. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "APP",
                 *       "name": "Built first, linked later",
                 *       "assets": [
                 *         {
                 *           "id": "1"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    id?: string | number;
                    /** @description Forbidden on create, ignored on update */
                    hashed_id?: unknown;
                    campaign_id?: string | number;
                    name: string;
                    /** @description The account's type: APP or WEB */
                    type: string;
                    /** @description Library assets (by id), 1 to 50, no id twice. APP: types HOSTED_HTML, VID_LONG_P, VID_SHORT_P, IMG_BANNER, one HOSTED_HTML required. WEB: HOSTED_HTML, IMG_INTER_P, VID_SHORT_P, VID_LONG_P (IMG_BANNER refused), at least one video and one HOSTED_HTML or IMG_INTER_P. V1 sets hold one per type, V2 up to 10 */
                    assets: {
                        id: string | number;
                        /** @description Ignored */
                        name?: unknown;
                        /** @description Ignored */
                        status?: unknown;
                        /** @description Ignored (computed from the file) */
                        type?: unknown;
                        /** @description Ignored */
                        url?: unknown;
                        /** @description Ignored */
                        resource_type?: unknown;
                    }[];
                    /** @description ISO 3166-1 alpha-2 codes (any case); empty = all of the campaign. A WEB set may not list AD, AT, AW, AX, BE, BL, BQ, CH, CW, DE, DK, ES, FI, FO, FR, GB, GF, GG, GI, GL, GP, GR, IE, IM, IS, IT, JE, LI, LU, MC, MF, MQ, MT, NC, NL, NO, PF, PM, PT, RE, SE, SH, SJ, SM, SX, VA, WF, YT */
                    countries?: string[];
                    /** @description Language names (ENGLISH, CHINESE_SIMPLIFIED, ...); empty = all */
                    languages?: string[];
                    /** @description APP accounts: the custom product page */
                    product_page?: string | null;
                    /** @description WEB accounts: the page this set's ads open, an absolute http(s) URL; on update "" clears it */
                    creative_set_url?: string | null;
                    /** @description LIVE or PAUSED (any case); new sets are LIVE unless told */
                    status?: string;
                    /** @description Ignored: new sets are V2 */
                    version?: unknown;
                    /** @description Ignored */
                    created_at?: unknown;
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
                     *       "id": "4",
                     *       "version": "V2"
                     *     }
                     */
                    "application/json": {
                        id: string;
                        version: "V1" | "V2";
                    };
                };
            };
            /** @description A field breaks a rule (x-al-error-code 100001/100002) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
            /** @description Bad API key (100003) or another account (100004) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
            /** @description Rate limited (100006) or too many errors (100007); see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
        };
    };
    creativeSetList: {
        parameters: {
            query?: {
                /** @description Comma-separated ids, at most 100; not combined with hashed_ids */
                ids?: string;
                /** @description Comma-separated external (hashed) ids, at most 100; not combined with ids */
                hashed_ids?: string;
                /** @description Page number, from 1 (default 1) */
                page?: string | number;
                /** @description Items per page, 1 to 100 (default 100) */
                size?: string | number;
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
                     *         "id": "2",
                     *         "hashed_id": "f5c0edb2aeac07c775f398b492448b88",
                     *         "campaign_ids": [
                     *           "2"
                     *         ],
                     *         "type": "APP",
                     *         "name": "Playable + banner (US)",
                     *         "assets": [
                     *           {
                     *             "id": "1",
                     *             "name": "playable.html",
                     *             "status": "ACTIVE",
                     *             "url": "http://127.0.0.1:8080/files/9aafd18a1b8dd25faac3298d77ea799f/playable.html",
                     *             "type": "HOSTED_HTML",
                     *             "resource_type": "HTML"
                     *           },
                     *           {
                     *             "id": "2",
                     *             "name": "banner.png",
                     *             "status": "ACTIVE",
                     *             "url": "http://127.0.0.1:8080/files/aa8530590a9225febed95539df955905/banner.png",
                     *             "type": "IMG_BANNER",
                     *             "resource_type": "IMAGE"
                     *           }
                     *         ],
                     *         "languages": [
                     *           "ENGLISH"
                     *         ],
                     *         "countries": [
                     *           "US"
                     *         ],
                     *         "status": "LIVE",
                     *         "version": "V2",
                     *         "created_at": "2026-01-15T09:00:00",
                     *         "campaign_id": "2",
                     *         "product_page": null
                     *       }
                     *     ]
                     */
                    "application/json": {
                        id: string;
                        hashed_id: string;
                        /** @description The campaign the set is listed under, or the first it runs in; absent when it runs in none */
                        campaign_id?: string;
                        /** @description Every campaign the set runs in, in the order they were linked (empty: an unattached set) */
                        campaign_ids: string[];
                        /** @enum {string} */
                        type: "APP" | "WEB";
                        name: string;
                        assets: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            status: "IN_REVIEW" | "ACTIVE" | "REJECTED" | "PAUSED";
                            url: string;
                            /**
                             * @description Only members of the account type's set types are shown (APP: HOSTED_HTML, VID_LONG_P, VID_SHORT_P, IMG_BANNER; WEB: HOSTED_HTML, IMG_INTER_P, VID_SHORT_P, VID_LONG_P; a first-generation set may hold others)
                             * @enum {string}
                             */
                            type: "HOSTED_HTML" | "VID_LONG_P" | "VID_SHORT_P" | "IMG_BANNER" | "IMG_INTER_P";
                            /** @enum {string} */
                            resource_type: "IMAGE" | "VIDEO" | "HTML";
                        }[];
                        languages: string[];
                        countries: string[];
                        /** @description APP sets */
                        product_page?: string | null;
                        /** @description WEB sets ("" when not set) */
                        creative_set_url?: string;
                        status: "LIVE" | "PAUSED";
                        version: "V1" | "V2";
                        created_at: string;
                    }[];
                };
            };
            /** @description A field breaks a rule (x-al-error-code 100001/100002) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
            /** @description Bad API key (100003) or another account (100004) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
            /** @description Rate limited (100006) or too many errors (100007); see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
        };
    };
    creativeSetListByCampaignId: {
        parameters: {
            query?: {
                /** @description Comma-separated ids, at most 100; not combined with hashed_ids */
                ids?: string;
                /** @description Page number, from 1 (default 1) */
                page?: string | number;
                /** @description Items per page, 1 to 100 (default 100) */
                size?: string | number;
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
                     *       "campaign_count": 1,
                     *       "creative_set_count": 2,
                     *       "campaigns": {
                     *         "2": [
                     *           {
                     *             "id": "2",
                     *             "hashed_id": "f5c0edb2aeac07c775f398b492448b88",
                     *             "campaign_ids": [
                     *               "2"
                     *             ],
                     *             "type": "APP",
                     *             "name": "Playable + banner (US)",
                     *             "assets": [
                     *               {
                     *                 "id": "1",
                     *                 "name": "playable.html",
                     *                 "status": "ACTIVE",
                     *                 "url": "http://127.0.0.1:8080/files/9aafd18a1b8dd25faac3298d77ea799f/playable.html",
                     *                 "type": "HOSTED_HTML",
                     *                 "resource_type": "HTML"
                     *               },
                     *               {
                     *                 "id": "2",
                     *                 "name": "banner.png",
                     *                 "status": "ACTIVE",
                     *                 "url": "http://127.0.0.1:8080/files/aa8530590a9225febed95539df955905/banner.png",
                     *                 "type": "IMG_BANNER",
                     *                 "resource_type": "IMAGE"
                     *               }
                     *             ],
                     *             "languages": [
                     *               "ENGLISH"
                     *             ],
                     *             "countries": [
                     *               "US"
                     *             ],
                     *             "status": "LIVE",
                     *             "version": "V2",
                     *             "created_at": "2026-01-15T09:00:00",
                     *             "campaign_id": "2",
                     *             "product_page": null
                     *           },
                     *           {
                     *             "id": "3",
                     *             "hashed_id": "31c725fdb5e758c1e9603fb58f075530",
                     *             "campaign_ids": [
                     *               "2"
                     *             ],
                     *             "type": "APP",
                     *             "name": "Playable + banner (US)",
                     *             "assets": [
                     *               {
                     *                 "id": "1",
                     *                 "name": "playable.html",
                     *                 "status": "ACTIVE",
                     *                 "url": "http://127.0.0.1:8080/files/9aafd18a1b8dd25faac3298d77ea799f/playable.html",
                     *                 "type": "HOSTED_HTML",
                     *                 "resource_type": "HTML"
                     *               },
                     *               {
                     *                 "id": "2",
                     *                 "name": "banner.png",
                     *                 "status": "ACTIVE",
                     *                 "url": "http://127.0.0.1:8080/files/aa8530590a9225febed95539df955905/banner.png",
                     *                 "type": "IMG_BANNER",
                     *                 "resource_type": "IMAGE"
                     *               }
                     *             ],
                     *             "languages": [
                     *               "ENGLISH"
                     *             ],
                     *             "countries": [
                     *               "US"
                     *             ],
                     *             "status": "PAUSED",
                     *             "version": "V2",
                     *             "created_at": "2026-01-15T09:00:00",
                     *             "campaign_id": "2",
                     *             "product_page": null
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        campaign_count: number;
                        creative_set_count: number;
                        campaigns: {
                            [key: string]: {
                                id: string;
                                hashed_id: string;
                                /** @description The campaign the set is listed under, or the first it runs in; absent when it runs in none */
                                campaign_id?: string;
                                /** @description Every campaign the set runs in, in the order they were linked (empty: an unattached set) */
                                campaign_ids: string[];
                                /** @enum {string} */
                                type: "APP" | "WEB";
                                name: string;
                                assets: {
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    status: "IN_REVIEW" | "ACTIVE" | "REJECTED" | "PAUSED";
                                    url: string;
                                    /**
                                     * @description Only members of the account type's set types are shown (APP: HOSTED_HTML, VID_LONG_P, VID_SHORT_P, IMG_BANNER; WEB: HOSTED_HTML, IMG_INTER_P, VID_SHORT_P, VID_LONG_P; a first-generation set may hold others)
                                     * @enum {string}
                                     */
                                    type: "HOSTED_HTML" | "VID_LONG_P" | "VID_SHORT_P" | "IMG_BANNER" | "IMG_INTER_P";
                                    /** @enum {string} */
                                    resource_type: "IMAGE" | "VIDEO" | "HTML";
                                }[];
                                languages: string[];
                                countries: string[];
                                /** @description APP sets */
                                product_page?: string | null;
                                /** @description WEB sets ("" when not set) */
                                creative_set_url?: string;
                                status: "LIVE" | "PAUSED";
                                version: "V1" | "V2";
                                created_at: string;
                            }[];
                        };
                    };
                };
            };
            /** @description A field breaks a rule (x-al-error-code 100001/100002) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
            /** @description Bad API key (100003) or another account (100004) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
            /** @description Rate limited (100006) or too many errors (100007); see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
        };
    };
    creativeSetRemoveFromAllCampaigns: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first answer again (with `Idempotent-Replayed: true`) without running twice; the same key with a different request is a 400 naming Idempotency-Key; while the first request still runs, a second one is a 409 with Retry-After; if the first request made its change but the server stopped before its answer was kept, a retry is a 409 without Retry-After saying so, and the change is never made twice. Keys are per account, 1-255 printable ASCII characters. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "creative_set_ids": [
                 *         "4"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description Creative set ids of this account (1 to 50; a repeated id counts once) */
                    creative_set_ids: (number | string)[];
                };
            };
        };
        responses: {
            /** @description Done (an empty object) */
            200: {
                headers: {
                    /** @description Comma-separated body fields (nested ones as dotted paths) and query parameters of the request that the operation does not take and ignored; absent when none */
                    "X-Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {} */
                    "application/json": Record<string, never>;
                };
            };
            /** @description A field breaks a rule (x-al-error-code 100001/100002) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
            /** @description Bad API key (100003) or another account (100004) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
            /** @description Rate limited (100006) or too many errors (100007); see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
        };
    };
    creativeSetRemoveFromCampaigns: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first answer again (with `Idempotent-Replayed: true`) without running twice; the same key with a different request is a 400 naming Idempotency-Key; while the first request still runs, a second one is a 409 with Retry-After; if the first request made its change but the server stopped before its answer was kept, a retry is a 409 without Retry-After saying so, and the change is never made twice. Keys are per account, 1-255 printable ASCII characters. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "campaign_ids": [
                 *         "3"
                 *       ],
                 *       "creative_set_id": "2"
                 *     }
                 */
                "application/json": {
                    /** @description Campaign ids of this account (1 to 20; a repeated id counts once) */
                    campaign_ids: (number | string)[];
                    /** @description An id, as a number or a string */
                    creative_set_id: number | string;
                };
            };
        };
        responses: {
            /** @description Done (an empty object) */
            200: {
                headers: {
                    /** @description Comma-separated body fields (nested ones as dotted paths) and query parameters of the request that the operation does not take and ignored; absent when none */
                    "X-Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {} */
                    "application/json": Record<string, never>;
                };
            };
            /** @description A field breaks a rule (x-al-error-code 100001/100002) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
            /** @description Bad API key (100003) or another account (100004) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
            /** @description Rate limited (100006) or too many errors (100007); see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
        };
    };
    creativeSetUpdate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first answer again (with `Idempotent-Replayed: true`) without running twice; the same key with a different request is a 400 naming Idempotency-Key; while the first request still runs, a second one is a 409 with Retry-After; if the first request made its change but the server stopped before its answer was kept, a retry is a 409 without Retry-After saying so, and the change is never made twice. Keys are per account, 1-255 printable ASCII characters. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "2",
                 *       "campaign_id": "2",
                 *       "type": "APP",
                 *       "name": "Playable + banner (US)"
                 *     }
                 */
                "application/json": {
                    id: string | number;
                    /** @description Forbidden on create, ignored on update */
                    hashed_id?: unknown;
                    campaign_id?: string | number;
                    name?: string;
                    /** @description The account's type: APP or WEB */
                    type: string;
                    /** @description Library assets (by id), 1 to 50, no id twice. APP: types HOSTED_HTML, VID_LONG_P, VID_SHORT_P, IMG_BANNER, one HOSTED_HTML required. WEB: HOSTED_HTML, IMG_INTER_P, VID_SHORT_P, VID_LONG_P (IMG_BANNER refused), at least one video and one HOSTED_HTML or IMG_INTER_P. V1 sets hold one per type, V2 up to 10 */
                    assets?: {
                        id: string | number;
                        /** @description Ignored */
                        name?: unknown;
                        /** @description Ignored */
                        status?: unknown;
                        /** @description Ignored (computed from the file) */
                        type?: unknown;
                        /** @description Ignored */
                        url?: unknown;
                        /** @description Ignored */
                        resource_type?: unknown;
                    }[];
                    /** @description ISO 3166-1 alpha-2 codes (any case); empty = all of the campaign. A WEB set may not list AD, AT, AW, AX, BE, BL, BQ, CH, CW, DE, DK, ES, FI, FO, FR, GB, GF, GG, GI, GL, GP, GR, IE, IM, IS, IT, JE, LI, LU, MC, MF, MQ, MT, NC, NL, NO, PF, PM, PT, RE, SE, SH, SJ, SM, SX, VA, WF, YT */
                    countries?: string[];
                    /** @description Language names (ENGLISH, CHINESE_SIMPLIFIED, ...); empty = all */
                    languages?: string[];
                    /** @description APP accounts: the custom product page */
                    product_page?: string | null;
                    /** @description WEB accounts: the page this set's ads open, an absolute http(s) URL; on update "" clears it */
                    creative_set_url?: string | null;
                    /** @description LIVE or PAUSED (any case); new sets are LIVE unless told */
                    status?: string;
                    /** @description Ignored: new sets are V2 */
                    version?: unknown;
                    /** @description Ignored */
                    created_at?: unknown;
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
                     *       "id": "2",
                     *       "version": "V2"
                     *     }
                     */
                    "application/json": {
                        id: string;
                        version: "V1" | "V2";
                    };
                };
            };
            /** @description A field breaks a rule (x-al-error-code 100001/100002) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
            /** @description Bad API key (100003) or another account (100004) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
            /** @description Rate limited (100006) or too many errors (100007); see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
        };
    };
    operationLogsCampaign: {
        parameters: {
            query?: {
                /** @description First UTC day, YYYY-MM-DD */
                start_date?: string;
                /** @description Last UTC day, YYYY-MM-DD, at most 29 days after start_date */
                end_date?: string;
                /** @description Only this campaign (its id) */
                id?: string;
                /** @description Page number, from 1 (default 1) */
                page?: string | number;
                /** @description Entries per page, 1 to 100 (default 100) */
                size?: string | number;
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
                     *         "operation_id": "6",
                     *         "operation_time": "2026-01-15T09:00:00Z",
                     *         "operation_type": "UPDATE_CAMPAIGN",
                     *         "operator_name": "API",
                     *         "campaign_id": "2",
                     *         "campaign_name": "Summer push (US, DE)",
                     *         "campaign_type": "APP",
                     *         "detail": {
                     *           "before": {
                     *             "name": "Summer push"
                     *           },
                     *           "after": {
                     *             "name": "Summer push (US, DE)"
                     *           }
                     *         }
                     *       },
                     *       {
                     *         "operation_id": "6",
                     *         "operation_time": "2026-01-15T09:00:00Z",
                     *         "operation_type": "UPDATE_CAMPAIGN_STATUS",
                     *         "operator_name": "API",
                     *         "campaign_id": "2",
                     *         "campaign_name": "Summer push (US, DE)",
                     *         "campaign_type": "APP",
                     *         "detail": {
                     *           "before": {
                     *             "status": "PAUSED"
                     *           },
                     *           "after": {
                     *             "status": "LIVE"
                     *           }
                     *         }
                     *       },
                     *       {
                     *         "operation_id": "5",
                     *         "operation_time": "2026-01-15T09:00:00Z",
                     *         "operation_type": "CREATE_CAMPAIGN",
                     *         "operator_name": "API",
                     *         "campaign_id": "2",
                     *         "campaign_name": "Summer push",
                     *         "campaign_type": "APP",
                     *         "detail": {
                     *           "campaign": {
                     *             "id": "2",
                     *             "hashed_id": "09e2cec6ac036f508a41f021ae3e448d",
                     *             "name": "Summer push",
                     *             "type": "APP",
                     *             "status": "PAUSED",
                     *             "bidding_strategy": "TARGET_GOAL_WITH_CPI_BILLING",
                     *             "budget": {
                     *               "daily_budget_for_all_countries": "5000"
                     *             },
                     *             "goal": {
                     *               "goal_type": "CPI",
                     *               "goal_value_for_all_countries": "2.5"
                     *             },
                     *             "targeting": [
                     *               {
                     *                 "country_code": "DE"
                     *               },
                     *               {
                     *                 "country_code": "US"
                     *               }
                     *             ],
                     *             "is_continuous_delivery": false,
                     *             "created_at": "2026-01-15T09:00:00",
                     *             "platform": "ANDROID",
                     *             "package_name": "com.example.game",
                     *             "is_composite_banner_enabled": false,
                     *             "tracking": {
                     *               "click_url": "https://tracker.example/c?cid={CAMPAIGN_ID}",
                     *               "impression_url": "https://tracker.example/i?cid={CAMPAIGN_ID}",
                     *               "tracking_method": "TRACKER_01"
                     *             },
                     *             "start_date": "2030-02-01T00:00:00",
                     *             "end_date": "2030-03-01T00:00:00"
                     *           }
                     *         }
                     *       }
                     *     ]
                     */
                    "application/json": {
                        /** @description Id of the operation; the entries one request wrote share it */
                        operation_id: string;
                        /** @description When the change committed, ISO 8601 UTC (YYYY-MM-DDTHH:MM:SSZ) */
                        operation_time: string;
                        /** @enum {string} */
                        operation_type: "CREATE_CAMPAIGN" | "UPDATE_CAMPAIGN" | "UPDATE_CAMPAIGN_STATUS";
                        /** @description Who made it: the console user's email, API for API-key calls, the OAuth application's name for /campaign_management/v1 */
                        operator_name: string;
                        /** @description The campaign's id */
                        campaign_id: string;
                        /** @description Its name after the change */
                        campaign_name: string;
                        /** @description The campaign's type (APP) */
                        campaign_type: string;
                        /** @description CREATE_CAMPAIGN: {campaign}; updates: {before, after} with only the fields the entry changed */
                        detail: {
                            campaign?: {
                                id: string;
                                hashed_id: string;
                                name: string;
                                /**
                                 * @description The account's type; an item carries only its type's fields
                                 * @enum {string}
                                 */
                                type: "APP" | "WEB";
                                /** @enum {string} */
                                status: "LIVE" | "PAUSED";
                                /** @description APP: IOS or ANDROID */
                                platform?: string;
                                /** @description APP */
                                package_name?: string;
                                /** @description APP, iOS */
                                itunes_id?: number;
                                /** @description APP */
                                is_composite_banner_enabled?: boolean;
                                /** @description WEB */
                                website_url?: string;
                                /** @description WEB */
                                is_dynamic_ads_enabled?: boolean;
                                /** @description WEB: DPA or DOA, when set */
                                catalog_type?: string;
                                /** @description WEB, when set */
                                catalog_id?: string;
                                /** @description WEB, when set */
                                variant_set_id?: string;
                                /** @description WEB: UNIVERSAL, PROSPECTING or DISCOVERY, when set */
                                audience_strategy?: string;
                                bidding_strategy: string;
                                budget: {
                                    daily_budget_for_all_countries?: string;
                                    country_code_to_daily_budget?: {
                                        [key: string]: string;
                                    };
                                };
                                goal: {
                                    goal_type: string;
                                    goal_value_for_all_countries?: string;
                                    country_code_to_goal_value?: {
                                        [key: string]: string;
                                    };
                                    roas_day_target?: string;
                                    /** @description CPE goals */
                                    event_target?: string;
                                };
                                /** @description APP */
                                tracking?: {
                                    click_url?: string;
                                    impression_url?: string;
                                    tracking_method?: string;
                                };
                                targeting: {
                                    country_code: string;
                                    region_codes?: string[];
                                    metro_names?: string[];
                                }[];
                                start_date?: string;
                                end_date?: string;
                                is_continuous_delivery: boolean;
                                /** @description YYYY-MM-DDTHH:MM:SS (UTC) */
                                created_at: string;
                            };
                            /** @description The campaign fields (as campaign/list shows them) that this entry changed; null: the field had no value on that side */
                            before?: {
                                [key: string]: unknown;
                            };
                            /** @description The campaign fields (as campaign/list shows them) that this entry changed; null: the field had no value on that side */
                            after?: {
                                [key: string]: unknown;
                            };
                        };
                    }[];
                };
            };
            /** @description A field breaks a rule (x-al-error-code 100001/100002) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
            /** @description Bad API key (100003) or another account (100004) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
            /** @description Rate limited (100006) or too many errors (100007); see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Same as the x-al-error-code header */
                            code: number;
                            type: string;
                            /** @description Same as the x-al-error-message header */
                            message: string;
                            field?: string;
                            rule?: string;
                        };
                        trace_id: string;
                    };
                };
            };
        };
    };
}
