// GENERATED from openapi/campaign-management-v1.json by `npm run sdk:generate` (openapi-typescript). Do not edit:
// change the server's schemas, then run `npm run openapi` (it regenerates this file too).
export interface paths {
    "/campaign_management/v1/ad/{ad_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One ad */
        get: operations["getAd"];
        put?: never;
        /**
         * Rename an ad and/or switch it on or off
         * @description Changes name and/or status (true = active). Answers the ad.
         */
        post: operations["updateAd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaign_management/v1/ads/{creative_set_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ads of a creative set */
        get: operations["listAds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaign_management/v1/campaign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a campaign (no campaign_id in the path or the body)
         * @description Required: name, platform, package_name (iOS: the numeric App Store id), bid_type, and on iOS bundle_id. Optional: category, tracking_method, status (default false), goal_period (default by bid_type). event_target cannot be set here ("" or absent): a CPE goal's target event is set through /manage/v1. Read-only fields of the answer (created_at, impressions, clicks, installs, spend) are ignored when sent. Answers the new campaign; set its countries, bids and budgets with POST /campaign_targets/<campaign_id>.
         */
        post: operations["createCampaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaign_management/v1/campaign_targets/{campaign_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The campaign's targets (one object)
         * @description countries lists DEFAULT first, then every targeted country; disabled countries are left out. Each settings object carries only the values set under its key.
         */
        get: operations["getCampaignTargets"];
        put?: never;
        /**
         * Change targets: only the named countries change
         * @description Each of bid, budget, click_url and impression_url lives either in DEFAULT or in every targeted country (one total budget or a budget per country); null clears a value, so switching is one request that clears DEFAULT and sets every country. `disabled: true` stops targeting a country; naming a country again targets it again with its kept values. Tracking URLs may carry {MACRO}s: the supported ones are expanded, any other is kept verbatim and named in a `Warning` header. device_types only on iOS. Answers the targets after the change (as GET).
         */
        post: operations["updateCampaignTargets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaign_management/v1/campaign/{campaign_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One campaign */
        get: operations["getCampaign"];
        put?: never;
        /**
         * Change a campaign
         * @description Partial update: fields left out are unchanged. Writable: name, category, tracking_method, status. campaign_id, package_name, bundle_id, platform, bid_type, goal_period and event_target are read-only: they may be sent (e.g. a whole object read with GET) but must equal the current values. created_at and the figures are ignored. Answers the campaign after the change.
         */
        post: operations["updateCampaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaign_management/v1/campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every campaign of the account
         * @description A bare array, oldest campaign first. impressions, clicks, installs and spend are yesterday's (UTC) figures.
         */
        get: operations["listCampaigns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaign_management/v1/creative_set": {
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
         * @description No creative_set_id in path or body. The body names the campaign (campaign_id, required) and the set's name (required), countries, languages and product_page. A new set is V1 (one asset per type) with every size enabled; its Preload Standard ad exists at once. Answers the created set.
         */
        post: operations["createCreativeSet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaign_management/v1/creative_set_assets/{creative_set_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add, replace or remove one asset of a creative set
         * @description multipart/form-data only (any other Content-Type is a 415). Add: `asset` (the text of a TXT_* type, the SHA-1 or URL of a file the account uploaded, or the http(s) URL of a file elsewhere: fetched in the background) with `type`, or `file` (type computed from its bytes; `type` optional). `update=true` replaces the asset of that type (a V1 set holds one per type; with a file, `type` may be left out: the type computed from the file names the asset replaced). `remove=true` with `type` removes it (or with `asset` naming the URL/hash/text to remove). A file is at most 1073741824 bytes. Files are processed asynchronously: status processing, then ready or error (with the reason). Answers every asset of the set.
         */
        post: operations["changeCreativeSetAsset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaign_management/v1/creative_set/{creative_set_id}": {
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
         * @description Changes name, countries, languages and/or product_page; fields not sent are unchanged. Answers the set.
         */
        post: operations["updateCreativeSet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaign_management/v1/creative_set/{creative_set_id}/sizes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enable or disable ad sizes of a creative set
         * @description A size set to false disables every ad of that size in the set, true enables them; ads of other sizes and sizes not sent are unchanged. Ads created later for a disabled size start disabled. Answers the set.
         */
        post: operations["setCreativeSetSizes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaign_management/v1/creative_sets/{campaign_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Creative sets of a campaign
         * @description A bare array of the campaign's creative sets, oldest first, each with its ads, assets and sizes.
         */
        get: operations["listCreativeSets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaign_management/v1/sources/{campaign_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sources of a campaign
         * @description Without limit and offset: a bare array of every source, ordered by app_id. With either: the paged object (limit default 100, at most 1000; offset default 0); its `limit` is the number of rows in this response, as the spec defines it, and total_row_count counts all of the campaign's sources.
         */
        get: operations["getSources"];
        put?: never;
        /**
         * Turn sources on or off
         * @description Body: one {app_id, status} object or a list of them (at most 1000). A source the campaign has no row for yet gets one (its app_id_external stays "" until delivery records it). All changes apply or none. Answers the changed sources after the change: an object for an object, an array for an array.
         */
        post: operations["updateSources"];
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
    getAd: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Ad id (integer) */
                ad_id: string;
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
                     *       "id": 1,
                     *       "name": "Preload hero",
                     *       "creative_set_id": "9c7c48ce075f24a9f8d8099ae405ea9d",
                     *       "creative_set_name": "Launch (US)",
                     *       "size": "PRELOAD",
                     *       "status": true,
                     *       "template": "Standard"
                     *     }
                     */
                    "application/json": {
                        id: number;
                        name: string;
                        creative_set_id: string;
                        creative_set_name: string;
                        /**
                         * @description Ad size; PRELOAD for the Preload Standard template
                         * @enum {string}
                         */
                        size: "BANNER" | "INTER" | "LEADER" | "MREC" | "NATIVE" | "WIDGET" | "PRELOAD";
                        status: boolean;
                        template: string;
                    };
                };
            };
        };
    };
    updateAd: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first answer again (with `Idempotent-Replayed: true`) without running twice; the same key with a different request is a 400 naming Idempotency-Key; while the first request still runs, a second one is a 409 with Retry-After; if the first request made its change but the server stopped before its answer was kept, a retry is a 409 without Retry-After saying so, and the change is never made twice. Keys are per account, 1-255 printable ASCII characters. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Ad id (integer) */
                ad_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Preload hero",
                 *       "status": true
                 *     }
                 */
                "application/json": {
                    name?: string;
                    status?: boolean | "true" | "false" | "TRUE" | "FALSE";
                } & {
                    [key: string]: unknown;
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
                     *       "id": 1,
                     *       "name": "Preload hero",
                     *       "creative_set_id": "9c7c48ce075f24a9f8d8099ae405ea9d",
                     *       "creative_set_name": "Launch (US)",
                     *       "size": "PRELOAD",
                     *       "status": true,
                     *       "template": "Standard"
                     *     }
                     */
                    "application/json": {
                        id: number;
                        name: string;
                        creative_set_id: string;
                        creative_set_name: string;
                        /**
                         * @description Ad size; PRELOAD for the Preload Standard template
                         * @enum {string}
                         */
                        size: "BANNER" | "INTER" | "LEADER" | "MREC" | "NATIVE" | "WIDGET" | "PRELOAD";
                        status: boolean;
                        template: string;
                    };
                };
            };
        };
    };
    listAds: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Creative set id: the 32-hex creative_set_id (the internal integer id is accepted too) */
                creative_set_id: string;
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
                     * @example [
                     *       {
                     *         "id": 1,
                     *         "name": "Launch - Preload Standard",
                     *         "creative_set_id": "9c7c48ce075f24a9f8d8099ae405ea9d",
                     *         "creative_set_name": "Launch (US)",
                     *         "size": "PRELOAD",
                     *         "status": true,
                     *         "template": "Standard"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        id: number;
                        name: string;
                        creative_set_id: string;
                        creative_set_name: string;
                        /**
                         * @description Ad size; PRELOAD for the Preload Standard template
                         * @enum {string}
                         */
                        size: "BANNER" | "INTER" | "LEADER" | "MREC" | "NATIVE" | "WIDGET" | "PRELOAD";
                        status: boolean;
                        template: string;
                    }[];
                };
            };
        };
    };
    createCampaign: {
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
                 *       "name": "Dig Android",
                 *       "platform": "android",
                 *       "package_name": "com.example.dig",
                 *       "bid_type": "CPI",
                 *       "tracking_method": "tracker_01"
                 *     }
                 */
                "application/json": {
                    /** @description Required on create */
                    name: string;
                    /** @description Must be left out on create; on update, when sent, must equal the path id */
                    campaign_id?: string;
                    /** @description Required on create (iOS: the numeric App Store id); read-only afterwards */
                    package_name: string | number;
                    /** @description iOS bundle id: required on create of an iOS campaign, "" or absent on Android; read-only afterwards */
                    bundle_id?: string;
                    /** @description ios or android (any case); required on create, read-only afterwards */
                    platform: string;
                    category?: string | number | null;
                    /** @description CPI, CPP_GOAL, RET, CPE, ROAS_AD_BASED, ROAS_IAP (any case); required on create, read-only afterwards */
                    bid_type: string;
                    tracking_method?: string | null;
                    /** @description true = active; a new campaign is inactive unless the create says true (true/false; the strings "true"/"false" are accepted too) */
                    status?: boolean | string;
                    /** @description Optional on create (default by bid_type: CPP_GOAL 7, CPE 7, RET 7, ROAS_AD_BASED 0, ROAS_IAP 0, CPI none); read-only afterwards */
                    goal_period?: number | string | null;
                    /** @description Read-only (set through /manage/v1 goal.event_target): on create "" or absent; on update, when sent, must equal the current value ("" when none) */
                    event_target?: string | null;
                    /** @description Creation time; read-only, ignored when sent */
                    created_at?: unknown;
                    /** @description Creation time (the field table's name); read-only, ignored when sent */
                    created?: unknown;
                    /** @description Yesterday's impressions; read-only, ignored when sent */
                    impressions?: unknown;
                    /** @description Yesterday's clicks; read-only, ignored when sent */
                    clicks?: unknown;
                    /** @description Yesterday's installs; read-only, ignored when sent */
                    installs?: unknown;
                    /** @description Yesterday's spend; read-only, ignored when sent */
                    spend?: unknown;
                };
            };
        };
        responses: {
            /** @description A campaign as the first generation shows it */
            200: {
                headers: {
                    /** @description Comma-separated body fields (nested ones as dotted paths) and query parameters of the request that the operation does not take and ignored; absent when none */
                    "X-Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "name": "Dig Android",
                     *       "campaign_id": "ac815d504523c5bec4f33bddc8f92dc1",
                     *       "package_name": "com.example.dig",
                     *       "bundle_id": "",
                     *       "platform": "android",
                     *       "category": "",
                     *       "bid_type": "CPI",
                     *       "tracking_method": "tracker_01",
                     *       "status": false,
                     *       "created_at": "2026-01-15 09:00:00",
                     *       "impressions": 0,
                     *       "clicks": 0,
                     *       "installs": 0,
                     *       "spend": "0.0000",
                     *       "goal_period": 0
                     *     }
                     */
                    "application/json": {
                        name: string;
                        /** @description 32 lowercase hex characters */
                        campaign_id: string;
                        /** @description Android package name; on iOS the numeric App Store id */
                        package_name: string;
                        /** @description iOS bundle id; "" on Android */
                        bundle_id: string;
                        platform: "ios" | "android";
                        category: string;
                        bid_type: "CPI" | "CPP_GOAL" | "RET" | "CPE" | "ROAS_AD_BASED" | "ROAS_IAP";
                        /** @description Absent when not set */
                        tracking_method?: "tracker_01" | "tracker_02" | "tracker_03" | "tracker_04" | "tracker_05" | "custom_track" | "tracker_07" | "tracker_08" | "tracker_09";
                        /** @description true = active */
                        status: boolean;
                        /**
                         * @description UTC, YYYY-MM-DD HH:MM:SS
                         * @example 2023-07-13 00:00:00
                         */
                        created_at: string;
                        /** @description Yesterday's impressions (UTC day) */
                        impressions: number;
                        /** @description Yesterday's clicks */
                        clicks: number;
                        /** @description Yesterday's installs */
                        installs: number;
                        /**
                         * @description Yesterday's spend in USD, four decimals
                         * @example 0.0000
                         */
                        spend: string;
                        /** @description Days after install over which the goal is measured; 0 where none applies (CPI) */
                        goal_period: number;
                        /**
                         * @description CPE campaigns only (absent otherwise): the goal's target event, as /manage/v1 shows it in goal.event_target; "" when none is set. Set through /manage/v1: the first generation cannot set it.
                         * @example purchase
                         */
                        event_target?: string;
                    };
                };
            };
        };
    };
    getCampaignTargets: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description campaign_id of a campaign of the account (32 hex characters; the integer id is accepted too) */
                campaign_id: string;
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
                     *       "bid_type": "CPI",
                     *       "os_major_version_min": 0,
                     *       "device_types": [],
                     *       "countries": [
                     *         {
                     *           "DEFAULT": {
                     *             "bid": 1.5,
                     *             "budget": 100,
                     *             "click_url": "https://tracker.example/click?cid={CAMPAIGN_ID}&cc={CC}"
                     *           }
                     *         },
                     *         {
                     *           "de": {}
                     *         },
                     *         {
                     *           "us": {}
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        bid_type: "CPI" | "CPP_GOAL" | "RET" | "CPE" | "ROAS_AD_BASED" | "ROAS_IAP";
                        /** @description Lowest OS major version served; 0 = no minimum */
                        os_major_version_min: number;
                        device_types: ("phone" | "tablet" | "other")[];
                        /** @description Single-key objects: DEFAULT first (always present), then each targeted (not disabled) country in code order */
                        countries: {
                            [key: string]: {
                                bid?: number;
                                budget?: number;
                                click_url?: string;
                                impression_url?: string;
                            };
                        }[];
                    };
                };
            };
        };
    };
    updateCampaignTargets: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first answer again (with `Idempotent-Replayed: true`) without running twice; the same key with a different request is a 400 naming Idempotency-Key; while the first request still runs, a second one is a 409 with Retry-After; if the first request made its change but the server stopped before its answer was kept, a retry is a 409 without Retry-After saying so, and the change is never made twice. Keys are per account, 1-255 printable ASCII characters. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description campaign_id of a campaign of the account (32 hex characters; the integer id is accepted too) */
                campaign_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "countries": [
                 *         {
                 *           "DEFAULT": {
                 *             "bid": 1.5,
                 *             "budget": 100,
                 *             "click_url": "https://tracker.example/click?cid={CAMPAIGN_ID}&cc={CC}"
                 *           }
                 *         },
                 *         {
                 *           "us": {}
                 *         },
                 *         {
                 *           "de": {}
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description Read-only: when sent it must equal the campaign's bid_type */
                    bid_type?: string;
                    /** @description Only the named entries change; country codes are ISO 3166-1 alpha-2 (any case, shown lower case) */
                    countries?: {
                        [key: string]: {
                            /** @description CPI in USD (CPI); percent goal (RET, ROAS_*); event value in USD (CPP_GOAL, CPE). A JSON number or a decimal string; null clears it. */
                            bid?: number | string | null;
                            /** @description Daily budget in USD. A JSON number or a decimal string; null clears it. */
                            budget?: number | string | null;
                            click_url?: string | null;
                            impression_url?: string | null;
                            /** @description true stops targeting the country (GET leaves it out); naming a country without it targets it (true/false; the strings "true"/"false" are accepted too) */
                            disabled?: boolean | string;
                        };
                    }[] | {
                        [key: string]: {
                            /** @description CPI in USD (CPI); percent goal (RET, ROAS_*); event value in USD (CPP_GOAL, CPE). A JSON number or a decimal string; null clears it. */
                            bid?: number | string | null;
                            /** @description Daily budget in USD. A JSON number or a decimal string; null clears it. */
                            budget?: number | string | null;
                            click_url?: string | null;
                            impression_url?: string | null;
                            /** @description true stops targeting the country (GET leaves it out); naming a country without it targets it (true/false; the strings "true"/"false" are accepted too) */
                            disabled?: boolean | string;
                        };
                    };
                    /** @description phone, tablet, other; [] = all; iOS campaigns only */
                    device_types?: string[];
                    /** @description 1..99; null clears it */
                    os_major_version_min?: number | string | null;
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
                     *       "bid_type": "CPI",
                     *       "os_major_version_min": 0,
                     *       "device_types": [],
                     *       "countries": [
                     *         {
                     *           "DEFAULT": {
                     *             "bid": 1.5,
                     *             "budget": 100,
                     *             "click_url": "https://tracker.example/click?cid={CAMPAIGN_ID}&cc={CC}"
                     *           }
                     *         },
                     *         {
                     *           "de": {}
                     *         },
                     *         {
                     *           "us": {}
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        bid_type: "CPI" | "CPP_GOAL" | "RET" | "CPE" | "ROAS_AD_BASED" | "ROAS_IAP";
                        /** @description Lowest OS major version served; 0 = no minimum */
                        os_major_version_min: number;
                        device_types: ("phone" | "tablet" | "other")[];
                        /** @description Single-key objects: DEFAULT first (always present), then each targeted (not disabled) country in code order */
                        countries: {
                            [key: string]: {
                                bid?: number;
                                budget?: number;
                                click_url?: string;
                                impression_url?: string;
                            };
                        }[];
                    };
                };
            };
        };
    };
    getCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description campaign_id of a campaign of the account (32 hex characters; the integer id is accepted too) */
                campaign_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A campaign as the first generation shows it */
            200: {
                headers: {
                    /** @description Comma-separated query parameters of the request that the operation does not take and ignored; absent when none */
                    "X-Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "name": "Dig Android - US, DE",
                     *       "campaign_id": "ac815d504523c5bec4f33bddc8f92dc1",
                     *       "package_name": "com.example.dig",
                     *       "bundle_id": "",
                     *       "platform": "android",
                     *       "category": "",
                     *       "bid_type": "CPI",
                     *       "tracking_method": "tracker_01",
                     *       "status": true,
                     *       "created_at": "2026-01-15 09:00:00",
                     *       "impressions": 0,
                     *       "clicks": 0,
                     *       "installs": 0,
                     *       "spend": "0.0000",
                     *       "goal_period": 0
                     *     }
                     */
                    "application/json": {
                        name: string;
                        /** @description 32 lowercase hex characters */
                        campaign_id: string;
                        /** @description Android package name; on iOS the numeric App Store id */
                        package_name: string;
                        /** @description iOS bundle id; "" on Android */
                        bundle_id: string;
                        platform: "ios" | "android";
                        category: string;
                        bid_type: "CPI" | "CPP_GOAL" | "RET" | "CPE" | "ROAS_AD_BASED" | "ROAS_IAP";
                        /** @description Absent when not set */
                        tracking_method?: "tracker_01" | "tracker_02" | "tracker_03" | "tracker_04" | "tracker_05" | "custom_track" | "tracker_07" | "tracker_08" | "tracker_09";
                        /** @description true = active */
                        status: boolean;
                        /**
                         * @description UTC, YYYY-MM-DD HH:MM:SS
                         * @example 2023-07-13 00:00:00
                         */
                        created_at: string;
                        /** @description Yesterday's impressions (UTC day) */
                        impressions: number;
                        /** @description Yesterday's clicks */
                        clicks: number;
                        /** @description Yesterday's installs */
                        installs: number;
                        /**
                         * @description Yesterday's spend in USD, four decimals
                         * @example 0.0000
                         */
                        spend: string;
                        /** @description Days after install over which the goal is measured; 0 where none applies (CPI) */
                        goal_period: number;
                        /**
                         * @description CPE campaigns only (absent otherwise): the goal's target event, as /manage/v1 shows it in goal.event_target; "" when none is set. Set through /manage/v1: the first generation cannot set it.
                         * @example purchase
                         */
                        event_target?: string;
                    };
                };
            };
        };
    };
    updateCampaign: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first answer again (with `Idempotent-Replayed: true`) without running twice; the same key with a different request is a 400 naming Idempotency-Key; while the first request still runs, a second one is a 409 with Retry-After; if the first request made its change but the server stopped before its answer was kept, a retry is a 409 without Retry-After saying so, and the change is never made twice. Keys are per account, 1-255 printable ASCII characters. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description campaign_id of a campaign of the account (32 hex characters; the integer id is accepted too) */
                campaign_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Dig Android - US, DE",
                 *       "status": true
                 *     }
                 */
                "application/json": {
                    /** @description Required on create */
                    name?: string;
                    /** @description Must be left out on create; on update, when sent, must equal the path id */
                    campaign_id?: string;
                    /** @description Required on create (iOS: the numeric App Store id); read-only afterwards */
                    package_name?: string | number;
                    /** @description iOS bundle id: required on create of an iOS campaign, "" or absent on Android; read-only afterwards */
                    bundle_id?: string;
                    /** @description ios or android (any case); required on create, read-only afterwards */
                    platform?: string;
                    category?: string | number | null;
                    /** @description CPI, CPP_GOAL, RET, CPE, ROAS_AD_BASED, ROAS_IAP (any case); required on create, read-only afterwards */
                    bid_type?: string;
                    tracking_method?: string | null;
                    /** @description true = active; a new campaign is inactive unless the create says true (true/false; the strings "true"/"false" are accepted too) */
                    status?: boolean | string;
                    /** @description Optional on create (default by bid_type: CPP_GOAL 7, CPE 7, RET 7, ROAS_AD_BASED 0, ROAS_IAP 0, CPI none); read-only afterwards */
                    goal_period?: number | string | null;
                    /** @description Read-only (set through /manage/v1 goal.event_target): on create "" or absent; on update, when sent, must equal the current value ("" when none) */
                    event_target?: string | null;
                    /** @description Creation time; read-only, ignored when sent */
                    created_at?: unknown;
                    /** @description Creation time (the field table's name); read-only, ignored when sent */
                    created?: unknown;
                    /** @description Yesterday's impressions; read-only, ignored when sent */
                    impressions?: unknown;
                    /** @description Yesterday's clicks; read-only, ignored when sent */
                    clicks?: unknown;
                    /** @description Yesterday's installs; read-only, ignored when sent */
                    installs?: unknown;
                    /** @description Yesterday's spend; read-only, ignored when sent */
                    spend?: unknown;
                };
            };
        };
        responses: {
            /** @description A campaign as the first generation shows it */
            200: {
                headers: {
                    /** @description Comma-separated body fields (nested ones as dotted paths) and query parameters of the request that the operation does not take and ignored; absent when none */
                    "X-Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "name": "Dig Android - US, DE",
                     *       "campaign_id": "ac815d504523c5bec4f33bddc8f92dc1",
                     *       "package_name": "com.example.dig",
                     *       "bundle_id": "",
                     *       "platform": "android",
                     *       "category": "",
                     *       "bid_type": "CPI",
                     *       "tracking_method": "tracker_01",
                     *       "status": true,
                     *       "created_at": "2026-01-15 09:00:00",
                     *       "impressions": 0,
                     *       "clicks": 0,
                     *       "installs": 0,
                     *       "spend": "0.0000",
                     *       "goal_period": 0
                     *     }
                     */
                    "application/json": {
                        name: string;
                        /** @description 32 lowercase hex characters */
                        campaign_id: string;
                        /** @description Android package name; on iOS the numeric App Store id */
                        package_name: string;
                        /** @description iOS bundle id; "" on Android */
                        bundle_id: string;
                        platform: "ios" | "android";
                        category: string;
                        bid_type: "CPI" | "CPP_GOAL" | "RET" | "CPE" | "ROAS_AD_BASED" | "ROAS_IAP";
                        /** @description Absent when not set */
                        tracking_method?: "tracker_01" | "tracker_02" | "tracker_03" | "tracker_04" | "tracker_05" | "custom_track" | "tracker_07" | "tracker_08" | "tracker_09";
                        /** @description true = active */
                        status: boolean;
                        /**
                         * @description UTC, YYYY-MM-DD HH:MM:SS
                         * @example 2023-07-13 00:00:00
                         */
                        created_at: string;
                        /** @description Yesterday's impressions (UTC day) */
                        impressions: number;
                        /** @description Yesterday's clicks */
                        clicks: number;
                        /** @description Yesterday's installs */
                        installs: number;
                        /**
                         * @description Yesterday's spend in USD, four decimals
                         * @example 0.0000
                         */
                        spend: string;
                        /** @description Days after install over which the goal is measured; 0 where none applies (CPI) */
                        goal_period: number;
                        /**
                         * @description CPE campaigns only (absent otherwise): the goal's target event, as /manage/v1 shows it in goal.event_target; "" when none is set. Set through /manage/v1: the first generation cannot set it.
                         * @example purchase
                         */
                        event_target?: string;
                    };
                };
            };
        };
    };
    listCampaigns: {
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
                     *         "name": "Dig Android - US, DE",
                     *         "campaign_id": "ac815d504523c5bec4f33bddc8f92dc1",
                     *         "package_name": "com.example.dig",
                     *         "bundle_id": "",
                     *         "platform": "android",
                     *         "category": "",
                     *         "bid_type": "CPI",
                     *         "tracking_method": "tracker_01",
                     *         "status": true,
                     *         "created_at": "2026-01-15 09:00:00",
                     *         "impressions": 0,
                     *         "clicks": 0,
                     *         "installs": 0,
                     *         "spend": "0.0000",
                     *         "goal_period": 0
                     *       }
                     *     ]
                     */
                    "application/json": {
                        name: string;
                        /** @description 32 lowercase hex characters */
                        campaign_id: string;
                        /** @description Android package name; on iOS the numeric App Store id */
                        package_name: string;
                        /** @description iOS bundle id; "" on Android */
                        bundle_id: string;
                        platform: "ios" | "android";
                        category: string;
                        bid_type: "CPI" | "CPP_GOAL" | "RET" | "CPE" | "ROAS_AD_BASED" | "ROAS_IAP";
                        /** @description Absent when not set */
                        tracking_method?: "tracker_01" | "tracker_02" | "tracker_03" | "tracker_04" | "tracker_05" | "custom_track" | "tracker_07" | "tracker_08" | "tracker_09";
                        /** @description true = active */
                        status: boolean;
                        /**
                         * @description UTC, YYYY-MM-DD HH:MM:SS
                         * @example 2023-07-13 00:00:00
                         */
                        created_at: string;
                        /** @description Yesterday's impressions (UTC day) */
                        impressions: number;
                        /** @description Yesterday's clicks */
                        clicks: number;
                        /** @description Yesterday's installs */
                        installs: number;
                        /**
                         * @description Yesterday's spend in USD, four decimals
                         * @example 0.0000
                         */
                        spend: string;
                        /** @description Days after install over which the goal is measured; 0 where none applies (CPI) */
                        goal_period: number;
                        /**
                         * @description CPE campaigns only (absent otherwise): the goal's target event, as /manage/v1 shows it in goal.event_target; "" when none is set. Set through /manage/v1: the first generation cannot set it.
                         * @example purchase
                         */
                        event_target?: string;
                    }[];
                };
            };
        };
    };
    createCreativeSet: {
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
                 *       "campaign_id": "ac815d504523c5bec4f33bddc8f92dc1",
                 *       "name": "Launch",
                 *       "countries": [
                 *         "us"
                 *       ],
                 *       "languages": [
                 *         "en"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description Required when creating (POST /creative_set): the campaign the new set runs in. On update it may be sent, and must then be a campaign the set runs in (a set runs in several campaigns when linked through /manage/v1/creative_set/add-to-campaigns; in each campaign's list it shows that campaign's id). */
                    campaign_id: string;
                    /** @description Read-only; when sent on update it must match the path. */
                    creative_set_id?: string;
                    /** @description Creative set name; required when creating */
                    name: string;
                    /** @description Lowercase ISO 3166-1 alpha-2 codes within the campaign's targeting (any case accepted); empty = all the campaign's countries */
                    countries?: string[];
                    /** @description Language codes: ar, bg, bn, bs, ca, cs, da, de, el, en, es, et, eu, fa, fi, fr, he, hi, hr, hu, id, is, it, iw, ja, jv, ka, ko, lt, lv, mk, mr, ms, nb, nl, no, pl, pt, ro, ru, sk, sl, sq, sr, su, sv, th, tr, ug, uk, ur, vi, zh, zh_hans, zh_hant (sl, Slovenian, is an extension) */
                    languages?: string[];
                    /** @description iOS custom product page or Android store listing; null or "" clears it */
                    product_page?: string | null;
                } & {
                    [key: string]: unknown;
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
                     *       "creative_set_id": "9c7c48ce075f24a9f8d8099ae405ea9d",
                     *       "campaign_id": "ac815d504523c5bec4f33bddc8f92dc1",
                     *       "name": "Launch",
                     *       "countries": [
                     *         "us"
                     *       ],
                     *       "languages": [
                     *         "en"
                     *       ],
                     *       "product_page": null,
                     *       "ads": [
                     *         {
                     *           "id": 1,
                     *           "name": "Launch - Preload Standard",
                     *           "creative_set_id": "9c7c48ce075f24a9f8d8099ae405ea9d",
                     *           "creative_set_name": "Launch",
                     *           "size": "PRELOAD",
                     *           "status": true,
                     *           "template": "Standard"
                     *         }
                     *       ],
                     *       "assets": [],
                     *       "sizes": {
                     *         "BANNER": true,
                     *         "CTV": true,
                     *         "INTER": true,
                     *         "PRELOAD": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @description 32 lowercase hex */
                        creative_set_id: string;
                        campaign_id: string;
                        name: string;
                        countries: string[];
                        languages: string[];
                        product_page: string | null;
                        ads: {
                            id: number;
                            name: string;
                            creative_set_id: string;
                            creative_set_name: string;
                            /**
                             * @description Ad size; PRELOAD for the Preload Standard template
                             * @enum {string}
                             */
                            size: "BANNER" | "INTER" | "LEADER" | "MREC" | "NATIVE" | "WIDGET" | "PRELOAD";
                            status: boolean;
                            template: string;
                        }[];
                        assets: {
                            /** @description URL of the file (under the asset host), or the text of a TXT_* asset */
                            asset: string;
                            status: "processing" | "error" | "ready";
                            /** @description Asset type; null only while an untyped file is processing or when no type fits it */
                            type: ("HOSTED_HTML" | "IMG_BANNER" | "IMG_ICON" | "IMG_INTER_L" | "IMG_INTER_P" | "IMG_LEADER" | "IMG_MREC" | "IMG_NATIVE" | "TXT_BUTTON" | "TXT_RATING" | "TXT_SUBTITLE" | "TXT_TITLE" | "VID_LONG_P" | "VID_SHORT_P") | null;
                            /** @description Why the asset is in error (present only then) */
                            error?: string;
                        }[];
                        sizes: {
                            BANNER: boolean;
                            CTV: boolean;
                            INTER: boolean;
                            PRELOAD: boolean;
                        };
                    };
                };
            };
        };
    };
    changeCreativeSetAsset: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first answer again (with `Idempotent-Replayed: true`) without running twice; the same key with a different request is a 400 naming Idempotency-Key; while the first request still runs, a second one is a 409 with Retry-After; if the first request made its change but the server stopped before its answer was kept, a retry is a 409 without Retry-After saying so, and the change is never made twice. Keys are per account, 1-255 printable ASCII characters. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Creative set id: the 32-hex creative_set_id (the internal integer id is accepted too) */
                creative_set_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "TXT_TITLE",
                 *       "asset": "Dig deeper"
                 *     }
                 */
                "multipart/form-data": {
                    /**
                     * @description The text of a TXT_* type; or the SHA-1 hash or file URL of a file the account already uploaded; or the http(s) URL of a file elsewhere, which is fetched in the background (the asset is processing, then ready or error with the reason; private, loopback and link-local addresses are refused). Give either asset or file when adding or updating.
                     * @example
                     */
                    asset?: string;
                    /**
                     * Format: binary
                     * @description Image, video or HTML file; its type is computed from its bytes (a type that contradicts them ends the asset in error).
                     */
                    file?: string;
                    /**
                     * @description Required with asset; optional with file; with remove, the type to remove
                     * @example
                     * @enum {string}
                     */
                    type?: "HOSTED_HTML" | "IMG_BANNER" | "IMG_ICON" | "IMG_INTER_L" | "IMG_INTER_P" | "IMG_LEADER" | "IMG_MREC" | "IMG_NATIVE" | "TXT_BUTTON" | "TXT_RATING" | "TXT_SUBTITLE" | "TXT_TITLE" | "VID_LONG_P" | "VID_SHORT_P";
                    /**
                     * @description true replaces the asset of that type (required when the set already has one)
                     * @example
                     * @enum {string}
                     */
                    update?: "true" | "false";
                    /**
                     * @description true removes the asset of that type
                     * @example
                     * @enum {string}
                     */
                    remove?: "true" | "false";
                };
            };
        };
        responses: {
            /** @description Every asset of the creative set after the change */
            200: {
                headers: {
                    /** @description Comma-separated body fields (nested ones as dotted paths) and query parameters of the request that the operation does not take and ignored; absent when none */
                    "X-Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "asset": "Dig deeper",
                     *         "status": "ready",
                     *         "type": "TXT_TITLE"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        /** @description URL of the file (under the asset host), or the text of a TXT_* asset */
                        asset: string;
                        status: "processing" | "error" | "ready";
                        /** @description Asset type; null only while an untyped file is processing or when no type fits it */
                        type: ("HOSTED_HTML" | "IMG_BANNER" | "IMG_ICON" | "IMG_INTER_L" | "IMG_INTER_P" | "IMG_LEADER" | "IMG_MREC" | "IMG_NATIVE" | "TXT_BUTTON" | "TXT_RATING" | "TXT_SUBTITLE" | "TXT_TITLE" | "VID_LONG_P" | "VID_SHORT_P") | null;
                        /** @description Why the asset is in error (present only then) */
                        error?: string;
                    }[];
                };
            };
        };
    };
    updateCreativeSet: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first answer again (with `Idempotent-Replayed: true`) without running twice; the same key with a different request is a 400 naming Idempotency-Key; while the first request still runs, a second one is a 409 with Retry-After; if the first request made its change but the server stopped before its answer was kept, a retry is a 409 without Retry-After saying so, and the change is never made twice. Keys are per account, 1-255 printable ASCII characters. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Creative set id: the 32-hex creative_set_id (the internal integer id is accepted too) */
                creative_set_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Launch (US)",
                 *       "countries": [
                 *         "us",
                 *         "de"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description Required when creating (POST /creative_set): the campaign the new set runs in. On update it may be sent, and must then be a campaign the set runs in (a set runs in several campaigns when linked through /manage/v1/creative_set/add-to-campaigns; in each campaign's list it shows that campaign's id). */
                    campaign_id?: string;
                    /** @description Read-only; when sent on update it must match the path. */
                    creative_set_id?: string;
                    /** @description Creative set name; required when creating */
                    name?: string;
                    /** @description Lowercase ISO 3166-1 alpha-2 codes within the campaign's targeting (any case accepted); empty = all the campaign's countries */
                    countries?: string[];
                    /** @description Language codes: ar, bg, bn, bs, ca, cs, da, de, el, en, es, et, eu, fa, fi, fr, he, hi, hr, hu, id, is, it, iw, ja, jv, ka, ko, lt, lv, mk, mr, ms, nb, nl, no, pl, pt, ro, ru, sk, sl, sq, sr, su, sv, th, tr, ug, uk, ur, vi, zh, zh_hans, zh_hant (sl, Slovenian, is an extension) */
                    languages?: string[];
                    /** @description iOS custom product page or Android store listing; null or "" clears it */
                    product_page?: string | null;
                } & {
                    [key: string]: unknown;
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
                     *       "creative_set_id": "9c7c48ce075f24a9f8d8099ae405ea9d",
                     *       "campaign_id": "ac815d504523c5bec4f33bddc8f92dc1",
                     *       "name": "Launch (US)",
                     *       "countries": [
                     *         "us",
                     *         "de"
                     *       ],
                     *       "languages": [
                     *         "en"
                     *       ],
                     *       "product_page": null,
                     *       "ads": [
                     *         {
                     *           "id": 1,
                     *           "name": "Launch - Preload Standard",
                     *           "creative_set_id": "9c7c48ce075f24a9f8d8099ae405ea9d",
                     *           "creative_set_name": "Launch (US)",
                     *           "size": "PRELOAD",
                     *           "status": true,
                     *           "template": "Standard"
                     *         }
                     *       ],
                     *       "assets": [],
                     *       "sizes": {
                     *         "BANNER": true,
                     *         "CTV": true,
                     *         "INTER": true,
                     *         "PRELOAD": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @description 32 lowercase hex */
                        creative_set_id: string;
                        campaign_id: string;
                        name: string;
                        countries: string[];
                        languages: string[];
                        product_page: string | null;
                        ads: {
                            id: number;
                            name: string;
                            creative_set_id: string;
                            creative_set_name: string;
                            /**
                             * @description Ad size; PRELOAD for the Preload Standard template
                             * @enum {string}
                             */
                            size: "BANNER" | "INTER" | "LEADER" | "MREC" | "NATIVE" | "WIDGET" | "PRELOAD";
                            status: boolean;
                            template: string;
                        }[];
                        assets: {
                            /** @description URL of the file (under the asset host), or the text of a TXT_* asset */
                            asset: string;
                            status: "processing" | "error" | "ready";
                            /** @description Asset type; null only while an untyped file is processing or when no type fits it */
                            type: ("HOSTED_HTML" | "IMG_BANNER" | "IMG_ICON" | "IMG_INTER_L" | "IMG_INTER_P" | "IMG_LEADER" | "IMG_MREC" | "IMG_NATIVE" | "TXT_BUTTON" | "TXT_RATING" | "TXT_SUBTITLE" | "TXT_TITLE" | "VID_LONG_P" | "VID_SHORT_P") | null;
                            /** @description Why the asset is in error (present only then) */
                            error?: string;
                        }[];
                        sizes: {
                            BANNER: boolean;
                            CTV: boolean;
                            INTER: boolean;
                            PRELOAD: boolean;
                        };
                    };
                };
            };
        };
    };
    setCreativeSetSizes: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first answer again (with `Idempotent-Replayed: true`) without running twice; the same key with a different request is a 400 naming Idempotency-Key; while the first request still runs, a second one is a 409 with Retry-After; if the first request made its change but the server stopped before its answer was kept, a retry is a 409 without Retry-After saying so, and the change is never made twice. Keys are per account, 1-255 printable ASCII characters. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Creative set id: the 32-hex creative_set_id (the internal integer id is accepted too) */
                creative_set_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "BANNER": false
                 *     }
                 */
                "application/json": {
                    [key: string]: boolean | "true" | "false" | "TRUE" | "FALSE";
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
                     *       "creative_set_id": "9c7c48ce075f24a9f8d8099ae405ea9d",
                     *       "campaign_id": "ac815d504523c5bec4f33bddc8f92dc1",
                     *       "name": "Launch (US)",
                     *       "countries": [
                     *         "us",
                     *         "de"
                     *       ],
                     *       "languages": [
                     *         "en"
                     *       ],
                     *       "product_page": null,
                     *       "ads": [
                     *         {
                     *           "id": 1,
                     *           "name": "Launch - Preload Standard",
                     *           "creative_set_id": "9c7c48ce075f24a9f8d8099ae405ea9d",
                     *           "creative_set_name": "Launch (US)",
                     *           "size": "PRELOAD",
                     *           "status": true,
                     *           "template": "Standard"
                     *         }
                     *       ],
                     *       "assets": [],
                     *       "sizes": {
                     *         "BANNER": false,
                     *         "CTV": true,
                     *         "INTER": true,
                     *         "PRELOAD": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @description 32 lowercase hex */
                        creative_set_id: string;
                        campaign_id: string;
                        name: string;
                        countries: string[];
                        languages: string[];
                        product_page: string | null;
                        ads: {
                            id: number;
                            name: string;
                            creative_set_id: string;
                            creative_set_name: string;
                            /**
                             * @description Ad size; PRELOAD for the Preload Standard template
                             * @enum {string}
                             */
                            size: "BANNER" | "INTER" | "LEADER" | "MREC" | "NATIVE" | "WIDGET" | "PRELOAD";
                            status: boolean;
                            template: string;
                        }[];
                        assets: {
                            /** @description URL of the file (under the asset host), or the text of a TXT_* asset */
                            asset: string;
                            status: "processing" | "error" | "ready";
                            /** @description Asset type; null only while an untyped file is processing or when no type fits it */
                            type: ("HOSTED_HTML" | "IMG_BANNER" | "IMG_ICON" | "IMG_INTER_L" | "IMG_INTER_P" | "IMG_LEADER" | "IMG_MREC" | "IMG_NATIVE" | "TXT_BUTTON" | "TXT_RATING" | "TXT_SUBTITLE" | "TXT_TITLE" | "VID_LONG_P" | "VID_SHORT_P") | null;
                            /** @description Why the asset is in error (present only then) */
                            error?: string;
                        }[];
                        sizes: {
                            BANNER: boolean;
                            CTV: boolean;
                            INTER: boolean;
                            PRELOAD: boolean;
                        };
                    };
                };
            };
        };
    };
    listCreativeSets: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description campaign_id (32 hex) of a campaign of the account */
                campaign_id: string;
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
                     * @example [
                     *       {
                     *         "creative_set_id": "9c7c48ce075f24a9f8d8099ae405ea9d",
                     *         "campaign_id": "ac815d504523c5bec4f33bddc8f92dc1",
                     *         "name": "Launch (US)",
                     *         "countries": [
                     *           "us",
                     *           "de"
                     *         ],
                     *         "languages": [
                     *           "en"
                     *         ],
                     *         "product_page": null,
                     *         "ads": [
                     *           {
                     *             "id": 1,
                     *             "name": "Launch - Preload Standard",
                     *             "creative_set_id": "9c7c48ce075f24a9f8d8099ae405ea9d",
                     *             "creative_set_name": "Launch (US)",
                     *             "size": "PRELOAD",
                     *             "status": true,
                     *             "template": "Standard"
                     *           }
                     *         ],
                     *         "assets": [
                     *           {
                     *             "asset": "Dig deeper",
                     *             "status": "ready",
                     *             "type": "TXT_TITLE"
                     *           }
                     *         ],
                     *         "sizes": {
                     *           "BANNER": false,
                     *           "CTV": true,
                     *           "INTER": true,
                     *           "PRELOAD": true
                     *         }
                     *       }
                     *     ]
                     */
                    "application/json": {
                        /** @description 32 lowercase hex */
                        creative_set_id: string;
                        campaign_id: string;
                        name: string;
                        countries: string[];
                        languages: string[];
                        product_page: string | null;
                        ads: {
                            id: number;
                            name: string;
                            creative_set_id: string;
                            creative_set_name: string;
                            /**
                             * @description Ad size; PRELOAD for the Preload Standard template
                             * @enum {string}
                             */
                            size: "BANNER" | "INTER" | "LEADER" | "MREC" | "NATIVE" | "WIDGET" | "PRELOAD";
                            status: boolean;
                            template: string;
                        }[];
                        assets: {
                            /** @description URL of the file (under the asset host), or the text of a TXT_* asset */
                            asset: string;
                            status: "processing" | "error" | "ready";
                            /** @description Asset type; null only while an untyped file is processing or when no type fits it */
                            type: ("HOSTED_HTML" | "IMG_BANNER" | "IMG_ICON" | "IMG_INTER_L" | "IMG_INTER_P" | "IMG_LEADER" | "IMG_MREC" | "IMG_NATIVE" | "TXT_BUTTON" | "TXT_RATING" | "TXT_SUBTITLE" | "TXT_TITLE" | "VID_LONG_P" | "VID_SHORT_P") | null;
                            /** @description Why the asset is in error (present only then) */
                            error?: string;
                        }[];
                        sizes: {
                            BANNER: boolean;
                            CTV: boolean;
                            INTER: boolean;
                            PRELOAD: boolean;
                        };
                    }[];
                };
            };
        };
    };
    getSources: {
        parameters: {
            query?: {
                /** @description Rows per page, 1..1000 (default 100 when only offset is given). With limit or offset the answer is the paged object */
                limit?: string | number;
                /** @description Rows to skip, >= 0 (default 0) */
                offset?: string | number;
            };
            header?: never;
            path: {
                /** @description campaign_id of a campaign of the account (32 hex characters; the integer id is accepted too) */
                campaign_id: string;
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
                     *       "limit": 1,
                     *       "offset": 0,
                     *       "sources": [
                     *         {
                     *           "app_id": "12345",
                     *           "app_id_external": "",
                     *           "status": false
                     *         }
                     *       ],
                     *       "total_row_count": 1
                     *     }
                     */
                    "application/json": {
                        app_id: string;
                        /** @description "" until delivery has recorded it */
                        app_id_external: string;
                        status: boolean;
                    }[] | {
                        /** @description Number of rows in this response */
                        limit: number;
                        /** @description Number of rows skipped */
                        offset: number;
                        sources: {
                            app_id: string;
                            /** @description "" until delivery has recorded it */
                            app_id_external: string;
                            status: boolean;
                        }[];
                        /** @description Number of source overrides of the campaign */
                        total_row_count: number;
                    };
                };
            };
        };
    };
    updateSources: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first answer again (with `Idempotent-Replayed: true`) without running twice; the same key with a different request is a 400 naming Idempotency-Key; while the first request still runs, a second one is a 409 with Retry-After; if the first request made its change but the server stopped before its answer was kept, a retry is a 409 without Retry-After saying so, and the change is never made twice. Keys are per account, 1-255 printable ASCII characters. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description campaign_id of a campaign of the account (32 hex characters; the integer id is accepted too) */
                campaign_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example [
                 *       {
                 *         "app_id": "12345",
                 *         "status": false
                 *       }
                 *     ]
                 */
                "application/json": {
                    app_id: string | number;
                    status: boolean | string;
                    /** @description Read-only, ignored */
                    app_id_external?: unknown;
                } | {
                    app_id: string | number;
                    status: boolean | string;
                    /** @description Read-only, ignored */
                    app_id_external?: unknown;
                }[];
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
                     * @example [
                     *       {
                     *         "app_id": "12345",
                     *         "app_id_external": "",
                     *         "status": false
                     *       }
                     *     ]
                     */
                    "application/json": {
                        app_id: string;
                        /** @description "" until delivery has recorded it */
                        app_id_external: string;
                        status: boolean;
                    } | {
                        app_id: string;
                        /** @description "" until delivery has recorded it */
                        app_id_external: string;
                        status: boolean;
                    }[];
                };
            };
        };
    };
}
