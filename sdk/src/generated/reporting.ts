// GENERATED from openapi/reporting.json by `npm run sdk:generate` (openapi-typescript). Do not edit:
// change the server's schemas, then run `npm run openapi` (it regenerates this file too).
export interface paths {
    "/accountInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The report key's account (WEB accounts)
         * @description A WEB account's report key: 200 `{"account_id": <id>}`. An APP account's key: 403 whose message contains "not a web account" (no account id is given). Missing or wrong key: 401.
         */
        get: operations["getAccountInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assetAnalyticsReport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Asset report (by dates)
         * @description The asset report for start..end (at most 45 days, inside the last 45 days), optionally by day: per asset, its day rows add up exactly to its figures over the range. Same columns, filters, paging and answers as /assetReport.
         */
        get: operations["getAssetAnalyticsReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assetReport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Asset report (by range)
         * @description The figures of each asset (image, video, playable) of the account's creative sets over a range, one row per distinct combination of the requested dimension columns. An ad's figures are split between the assets it shows in whole impressions, clicks and cents, so the rows add up exactly to /report's totals for the same campaigns and days. JSON: `{"code": 200, "results": [...], "count": N}`; CSV: a header row and the rows.
         */
        get: operations["getAssetReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/probabilisticReport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Probabilistic advertiser report
         * @description The advertiser report with every figure derived from installs based on probabilistic attribution: the same columns, parameters, formats and errors as /report, without installs and redownloads (conversions counts the attributed installs).
         */
        get: operations["getProbabilisticReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Advertiser report
         * @description Groups the delivery rows of start..end (UTC days, inclusive, within the last 45 days) by the requested dimension columns and sums the metric columns; ratios (ctr, conversion_rate, average_cpa, average_cpc, roas_Nd, ret_Nd) are computed from the sums, so the totals of any grouping add up. The cohort columns (total_rev_Nd, ad_rev_Nd, iap_rev_Nd, roas_Nd, ret_Nd, unique_purchasers_Nd, sales_Nd, and sales, first_purchase) are what the installs of each row did in the N days after their install day, as far as those days have ended on the platform clock. JSON: `{"code": 200, "results": [...], "count": N}`; CSV: a header row and the rows, streamed.
         */
        get: operations["getAdvertiserReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/skaReport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * SKAdNetwork report (iOS)
         * @description iOS campaigns as Apple's SKAdNetwork postbacks report them: an install counts (installs, conversions) once its postback has arrived, 48-72 hours after the start of its install day; sales and first_purchase only within the first conversion window (days 0-1); dimensions the postbacks do not carry (hour, creative set, ad, size, placement, device, publisher app) are answered as ""; the cohort columns are refused. Same parameters, formats and errors as /report.
         */
        get: operations["getSkaReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webReport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Web advertiser report (WEB accounts)
         * @description The same report as /report, for a WEB account's report key only (report_type optional): the web columns, the 90-day window, attribution_mode. A key of an APP account: 403 whose message says it is not a web account (the words /accountInfo uses).
         */
        get: operations["getWebReport"];
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
    getAccountInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account the report key belongs to (WEB accounts only). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "account_id": 2
                     *     }
                     */
                    "application/json": {
                        /** @description The WEB account's id (the account_id of /manage/v1) */
                        account_id: number;
                    };
                };
            };
            /** @description api_key missing or not a valid report key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status */
                        code: number;
                        /** @description What is wrong; for a start date too far back: "The date is beyond our 45 day request window. Start date is too far in the past" (WEB accounts: "Start date is too far in the past") and the earliest start */
                        message: string;
                        /** @description The query parameter the error is about (path: an unknown path) */
                        field?: string;
                        /** @description The rule it breaks, with the allowed range where there is one */
                        rule?: string;
                        /** @description Same as the X-TRACE-ID response header */
                        trace_id: string;
                    };
                };
            };
            /** @description the key is not a web account's: an APP account's report key (the message says "not a web account") */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status */
                        code: number;
                        /** @description What is wrong; for a start date too far back: "The date is beyond our 45 day request window. Start date is too far in the past" (WEB accounts: "Start date is too far in the past") and the earliest start */
                        message: string;
                        /** @description The query parameter the error is about (path: an unknown path) */
                        field?: string;
                        /** @description The rule it breaks, with the allowed range where there is one */
                        rule?: string;
                        /** @description Same as the X-TRACE-ID response header */
                        trace_id: string;
                    };
                };
            };
        };
    };
    getAssetAnalyticsReport: {
        parameters: {
            query?: {
                /** @description Comma-separated: asset_id, asset_name, asset_url, campaign, campaign_id, campaign_package_name, creative_set, creative_set_id (and day on /assetAnalyticsReport); impressions, clicks, ctr, cost. Required. */
                columns?: string;
                /** @description json (default) or csv */
                format?: string;
                /** @description Most rows to return, 1 to 2147483647 */
                limit?: string | number;
                /** @description Rows to skip */
                offset?: string | number;
                /** @description 1: leave out rows whose impressions, clicks and cost are all zero */
                not_zero?: string | number;
                /** @description First UTC day, YYYY-MM-DD, within the last 45 days. Required. */
                start?: string | number;
                /** @description Last UTC day, YYYY-MM-DD, inclusive. Required; range is refused. */
                end?: string | number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description format=json. With format=csv: text/csv, a header row of the column names, then the rows. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "results": [
                     *         {
                     *           "day": "2026-01-14",
                     *           "asset_id": "2",
                     *           "asset_name": "banner.png",
                     *           "impressions": "9816",
                     *           "clicks": "165",
                     *           "cost": "80.00"
                     *         }
                     *       ],
                     *       "count": 1
                     *     }
                     */
                    "application/json": {
                        code: number;
                        results: {
                            /** @description Dimension, text: the asset's id, the same id /manage/v1 returns ("" for figures of an ad whose files are no longer known) */
                            asset_id?: string;
                            /** @description Dimension, text: the asset's name */
                            asset_name?: string;
                            /** @description Dimension, text: the URL of the uploaded file */
                            asset_url?: string;
                            /** @description Dimension, text: campaign name */
                            campaign?: string;
                            /** @description Dimension, text: the campaign's external 32-hex id (= /report's campaign_id_external, /manage/v1 hashed_id) */
                            campaign_id?: string;
                            /** @description Dimension, text: the promoted app (Android package name or iOS bundle id) */
                            campaign_package_name?: string;
                            /** @description Dimension, text: creative set name */
                            creative_set?: string;
                            /** @description Dimension, text: the set's hashed_id */
                            creative_set_id?: string;
                            /** @description Dimension, date YYYY-MM-DD (UTC); /assetAnalyticsReport only */
                            day?: string;
                            /** @description Metric, integer: the asset's share of its ads' impressions */
                            impressions?: string;
                            /** @description Metric, integer: the asset's share of its ads' clicks */
                            clicks?: string;
                            /** @description Metric, number, four decimals: clicks / impressions */
                            ctr?: string;
                            /** @description Metric, USD, two decimals: the asset's share of its ads' cost */
                            cost?: string;
                        }[];
                        /** @description Rows in results */
                        count: number;
                    };
                };
            };
            /** @description a parameter breaks a rule (named in field and rule) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status */
                        code: number;
                        /** @description What is wrong; for a start date too far back: "The date is beyond our 45 day request window. Start date is too far in the past" (WEB accounts: "Start date is too far in the past") and the earliest start */
                        message: string;
                        /** @description The query parameter the error is about (path: an unknown path) */
                        field?: string;
                        /** @description The rule it breaks, with the allowed range where there is one */
                        rule?: string;
                        /** @description Same as the X-TRACE-ID response header */
                        trace_id: string;
                    };
                };
            };
            /** @description api_key missing or not a valid report key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status */
                        code: number;
                        /** @description What is wrong; for a start date too far back: "The date is beyond our 45 day request window. Start date is too far in the past" (WEB accounts: "Start date is too far in the past") and the earliest start */
                        message: string;
                        /** @description The query parameter the error is about (path: an unknown path) */
                        field?: string;
                        /** @description The rule it breaks, with the allowed range where there is one */
                        rule?: string;
                        /** @description Same as the X-TRACE-ID response header */
                        trace_id: string;
                    };
                };
            };
        };
    };
    getAssetReport: {
        parameters: {
            query?: {
                /** @description Comma-separated: asset_id, asset_name, asset_url, campaign, campaign_id, campaign_package_name, creative_set, creative_set_id (and day on /assetAnalyticsReport); impressions, clicks, ctr, cost. Required. */
                columns?: string;
                /** @description json (default) or csv */
                format?: string;
                /** @description Most rows to return, 1 to 2147483647 */
                limit?: string | number;
                /** @description Rows to skip */
                offset?: string | number;
                /** @description 1: leave out rows whose impressions, clicks and cost are all zero */
                not_zero?: string | number;
                /** @description yesterday, last_7d, last_month: yesterday = the last full UTC day; last_7d = the seven full UTC days before today; last_month = the previous calendar month. Required; start/end are refused. */
                range?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description format=json. With format=csv: text/csv, a header row of the column names, then the rows. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "results": [
                     *         {
                     *           "asset_id": "2",
                     *           "asset_name": "banner.png",
                     *           "campaign": "Summer push (US, DE)",
                     *           "campaign_id": "09e2cec6ac036f508a41f021ae3e448d",
                     *           "creative_set": "Playable + banner (US)",
                     *           "impressions": "9816",
                     *           "clicks": "165",
                     *           "ctr": "0.0168",
                     *           "cost": "80.00"
                     *         }
                     *       ],
                     *       "count": 1
                     *     }
                     */
                    "application/json": {
                        code: number;
                        results: {
                            /** @description Dimension, text: the asset's id, the same id /manage/v1 returns ("" for figures of an ad whose files are no longer known) */
                            asset_id?: string;
                            /** @description Dimension, text: the asset's name */
                            asset_name?: string;
                            /** @description Dimension, text: the URL of the uploaded file */
                            asset_url?: string;
                            /** @description Dimension, text: campaign name */
                            campaign?: string;
                            /** @description Dimension, text: the campaign's external 32-hex id (= /report's campaign_id_external, /manage/v1 hashed_id) */
                            campaign_id?: string;
                            /** @description Dimension, text: the promoted app (Android package name or iOS bundle id) */
                            campaign_package_name?: string;
                            /** @description Dimension, text: creative set name */
                            creative_set?: string;
                            /** @description Dimension, text: the set's hashed_id */
                            creative_set_id?: string;
                            /** @description Dimension, date YYYY-MM-DD (UTC); /assetAnalyticsReport only */
                            day?: string;
                            /** @description Metric, integer: the asset's share of its ads' impressions */
                            impressions?: string;
                            /** @description Metric, integer: the asset's share of its ads' clicks */
                            clicks?: string;
                            /** @description Metric, number, four decimals: clicks / impressions */
                            ctr?: string;
                            /** @description Metric, USD, two decimals: the asset's share of its ads' cost */
                            cost?: string;
                        }[];
                        /** @description Rows in results */
                        count: number;
                    };
                };
            };
            /** @description a parameter breaks a rule (named in field and rule) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status */
                        code: number;
                        /** @description What is wrong; for a start date too far back: "The date is beyond our 45 day request window. Start date is too far in the past" (WEB accounts: "Start date is too far in the past") and the earliest start */
                        message: string;
                        /** @description The query parameter the error is about (path: an unknown path) */
                        field?: string;
                        /** @description The rule it breaks, with the allowed range where there is one */
                        rule?: string;
                        /** @description Same as the X-TRACE-ID response header */
                        trace_id: string;
                    };
                };
            };
            /** @description api_key missing or not a valid report key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status */
                        code: number;
                        /** @description What is wrong; for a start date too far back: "The date is beyond our 45 day request window. Start date is too far in the past" (WEB accounts: "Start date is too far in the past") and the earliest start */
                        message: string;
                        /** @description The query parameter the error is about (path: an unknown path) */
                        field?: string;
                        /** @description The rule it breaks, with the allowed range where there is one */
                        rule?: string;
                        /** @description Same as the X-TRACE-ID response header */
                        trace_id: string;
                    };
                };
            };
        };
    };
    getProbabilisticReport: {
        parameters: {
            query?: {
                /** @description advertiser (the only type; the default) */
                report_type?: string;
                /** @description First day (UTC): YYYY-MM-DD, a Unix timestamp, or now. Within the last 45 days (else 400 "The date is beyond our 45 day request window. Start date is too far in the past: start must be <earliest> or later ..."); WEB accounts: the last 90 days (else 400 "Start date is too far in the past" naming the earliest start). Required. */
                start?: string | number;
                /** @description Last day (UTC), inclusive: YYYY-MM-DD, a Unix timestamp, or now. Required. */
                end?: string | number;
                /** @description Comma-separated columns (each is described in the result schema). Dimensions group the rows; metrics are summed, ratios computed from the sums. hour only with start within the last 30 days (else 400 naming the earliest allowed start). campaign_bid_goal and campaign_roas_goal need campaign or campaign_id_external. Required. */
                columns?: string;
                /** @description json (default) or csv (streamed, with a header row; text cells that start with = + - @ tab or CR are made inert with a leading ') */
                format?: string;
                /** @description Most rows to return, 1 to 2147483647 (with offset for paging; no limit: every row) */
                limit?: string | number;
                /** @description Rows to skip (past the end: no rows) */
                offset?: string | number;
                /** @description 1: leave out rows whose impressions, clicks, installs, cost and redownloads are all zero */
                not_zero?: string | number;
                /** @description A numeric expression over metric columns: + - * /, comparisons (> >= < <= = !=), AND, OR, NOT, parentheses; e.g. "impressions > 0 AND cost > 0". Parsed, never passed to the database as text; one that could exceed ±1e300 is refused. */
                having?: string;
                /** @description WEB accounts: click (default: checkouts within the window after a click) or click_and_view (adds view-through checkouts after an impression without a click); any other value: 400. Ignored by APP reports. */
                attribution_mode?: string;
                /** @description day: cohort attribution (metrics by install day). Here every post-install figure is attributed back to the install (serve) time in both modes, and installs count at the hour of their click, so realtime and cohort answers are the same; the cohort columns are accepted either way. */
                day_column?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description format=json. With format=csv: text/csv, a header row of the column names, then the rows. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "results": [
                     *         {
                     *           "day": "2026-01-14",
                     *           "campaign": "Summer push (US, DE)",
                     *           "platform": "android",
                     *           "device_type": "phone",
                     *           "impressions": "8935",
                     *           "conversions": "28",
                     *           "cost": "70.00"
                     *         },
                     *         {
                     *           "day": "2026-01-14",
                     *           "campaign": "Summer push (US, DE)",
                     *           "platform": "android",
                     *           "device_type": "other",
                     *           "impressions": "639",
                     *           "conversions": "3",
                     *           "cost": "7.50"
                     *         },
                     *         {
                     *           "day": "2026-01-14",
                     *           "campaign": "Summer push (US, DE)",
                     *           "platform": "android",
                     *           "device_type": "tablet",
                     *           "impressions": "242",
                     *           "conversions": "1",
                     *           "cost": "2.50"
                     *         }
                     *       ],
                     *       "count": 3
                     *     }
                     */
                    "application/json": {
                        /** @description 200 */
                        code: number;
                        results: {
                            /** @description Dimension, date YYYY-MM-DD: UTC day, YYYY-MM-DD. Realtime: the day of the serve; with day_column=day (and for the cohort columns) the install day, which is the same day here (installs count at the hour of their click). */
                            day?: string;
                            /** @description Dimension, hour HH:00: UTC hour, HH:00; only for the last 30 days. Without day: the hour of day across the range. */
                            hour?: string;
                            /** @description Dimension, text: Campaign name. */
                            campaign?: string;
                            /** @description Dimension, text: The campaign's hashed id (32 hex; the {CAMPAIGN_ID} macro, /manage/v1 hashed_id, v1 campaign_id): does not change when the campaign is renamed. */
                            campaign_id_external?: string;
                            /** @description Dimension, text: The campaign goal (bid type): CPI, CPE, CPP, RET, ROAS_AD, ROAS_IAP or ROAS_BLENDED; WEB reports: CPE, CPP or CHK_ROAS. */
                            campaign_type?: string;
                            /** @description Dimension, text: ua (user acquisition) or rt (retargeting); every campaign of this platform is ua. */
                            campaign_ad_type?: string;
                            /** @description Dimension, text: The campaign's goal in USD for CPI, CPE and CPP campaigns (the row's country's goal when the report is by country, else the goal for all countries); "" for other goals. Needs the campaign (or campaign_id_external) column. */
                            campaign_bid_goal?: string;
                            /** @description Dimension, text: The ROAS goal in percent for ROAS_AD, ROAS_IAP and ROAS_BLENDED campaigns (per country as campaign_bid_goal); "" for other goals. Needs the campaign (or campaign_id_external) column. */
                            campaign_roas_goal?: string;
                            /** @description Dimension, text: The promoted app: Android package name or iOS bundle id. */
                            campaign_package_name?: string;
                            /** @description Dimension, text: The promoted app's store id: the numeric App Store id (iOS), else the package name. */
                            campaign_store_id?: string;
                            /** @description Dimension, text: The day the goal is measured on (roas_day_target DAYn / goal_period): 0, 1, 3, 7 or 28; "" for CPI. */
                            optimization_day_target?: string;
                            /** @description Dimension, text: The custom event a CPE campaign targets (its goal's event_target); "" for other goals. */
                            target_event?: string;
                            /** @description Dimension, text: The campaign's bidding strategy: TARGET_GOAL_WITH_CPI_BILLING, AUTO_BIDDING_WITH_CPM_BILLING or MAXIMIZE_RESULTS_WITH_CPM_BILLING. */
                            bidding_and_billing_method?: string;
                            /** @description Dimension, text: android or ios (lower case). */
                            platform?: string;
                            /** @description Dimension, text: ISO 3166-1 alpha-2 code, lower case. */
                            country?: string;
                            /** @description Dimension, text: Creative set name. */
                            creative_set?: string;
                            /** @description Dimension, text: The creative set's hashed id (= /manage/v1 hashed_id): does not change when the set is renamed. */
                            creative_set_id?: string;
                            /** @description Dimension, text: The creative set's iOS custom product page or Android custom store listing (its product_page, as set); "" when it has none. WEB reports: the landing page, the set's creative_set_url, else the campaign's website_url. */
                            custom_page_id?: string;
                            /** @description Dimension, text: Ad name. */
                            ad?: string;
                            /** @description Dimension, text: Ad id (numeric, as /manage/v1 and v1 show it). */
                            ad_id?: string;
                            /** @description Dimension, text: GRAPHIC, VIDEO or PLAY: what the ad shows (its template has a playable: PLAY; a video: VIDEO). */
                            ad_type?: string;
                            /** @description Dimension, text: The ad's creative: GRAPHIC (images), PLAYABLE (a playable alone), VIDEO, VIDEO_GRAPHIC (a video with image end cards) or VIDEO_PLAYABLE (a video with a playable end card). */
                            ad_creative_type?: string;
                            /** @description Dimension, text: Ad size: BANNER, INTER, LEADER, MREC, NATIVE, WIDGET or PRELOAD. */
                            size?: string;
                            /** @description Dimension, text: The placement the impression was shown in: BANNER, LEADER, MREC and NATIVE ads in their own, INTER ads in INTER or REWARDED_INTER (a rewarded playable always in REWARDED_INTER), PRELOAD ads in APP_OPEN. */
                            placement_type?: string;
                            /** @description Dimension, text: phone, tablet or other: the device of the impression, only among the campaign's device_types when it targets some. */
                            device_type?: string;
                            /** @description Dimension, text: The publisher app that showed the ad: its app_id in GET /sources (the {PLACEMENT_ID} macro). */
                            traffic_source?: string;
                            /** @description Dimension, text: The publisher app's external id, as app_id_external in GET /sources (the {APP_ID} macro). */
                            app_id_external?: string;
                            /** @description Dimension, text: The publisher app's name. */
                            application?: string;
                            /** @description Dimension, text: The publisher app's encrypted id (stable per app, opaque), as exchanges and API-source bidding name it. */
                            external_placement_id?: string;
                            /** @description Dimension, text: The same value as campaign_id_external (the campaign's hashed id), under the name some clients use. */
                            campaign_id?: string;
                            /** @description Dimension, text: WEB reports: the campaign's audience strategy, UNIVERSAL, PROSPECTING or DISCOVERY ("" when it has none). */
                            audience_strategy?: string;
                            /** @description Metric. APP reports: integer: Impressions. WEB reports: integer: Impressions. */
                            impressions?: string;
                            /** @description Metric. APP reports: integer: Clicks. WEB reports: integer: Clicks: every click reaches the site, so clicks are the site visits the ads brought. */
                            clicks?: string;
                            /** @description Metric. APP reports: number, four decimals: clicks / impressions (0 without impressions). WEB reports: number, four decimals: clicks / impressions (0 without impressions). */
                            ctr?: string;
                            /** @description Metric, integer: Installs (attributed to the hour of their click). /skaReport: installs Apple has reported through SKAdNetwork postbacks so far. */
                            installs?: string;
                            /** @description Metric. APP reports: integer: Installs (= installs). /skaReport: SKAdNetwork installs reported so far. WEB reports: integer: WEB: the checkouts within D0 (= chka_0d). */
                            conversions?: string;
                            /** @description Metric, number, four decimals: conversions / clicks (0 without clicks). */
                            conversion_rate?: string;
                            /** @description Metric, integer: Installs by users who had the app before and installed it again (a share of installs, never more). */
                            redownloads?: string;
                            /** @description Metric. APP reports: USD, two decimals: Spend in USD, two decimals. WEB reports: USD, two decimals: Spend in USD, two decimals (CPM billing). */
                            cost?: string;
                            /** @description Metric, number, four decimals: cost / conversions in USD, four decimals (0 without conversions). */
                            average_cpa?: string;
                            /** @description Metric. APP reports: number, four decimals: cost / clicks in USD, four decimals (0 without clicks). WEB reports: number, four decimals: cost / clicks in USD, four decimals (0 without clicks). */
                            average_cpc?: string;
                            /** @description Metric. APP reports: integer: In-app purchase events (revenue postbacks) of the installs of the row reported so far, at any horizon (attributed back to the install, as every post-install figure here). /skaReport: purchases in the first SKAdNetwork conversion window (days 0-1). WEB reports: integer: Purchase events (one per checkout) of the row's clicks reported so far, at any window. */
                            sales?: string;
                            /** @description Metric, integer: Installs whose first purchase has been reported so far (users, not events); /skaReport: within the first conversion window. */
                            first_purchase?: string;
                            /** @description Metric, integer: Target events (the CPE campaign's event_target) of the row's installs reported so far, at any horizon; 0 for campaigns that are not CPE. */
                            target_event_count?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 0 days after the install day (day 0 = the install day): ad_rev_0d + iap_rev_0d. */
                            total_rev_0d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 0 days after the install day. */
                            ad_rev_0d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 0 days after the install day. */
                            iap_rev_0d?: string;
                            /** @description Metric. APP reports: number, four decimals: total_rev_0d / cost of the same installs (0 without cost). WEB reports: percent, two decimals: chka_usd_0d / cost x 100, in percent (250.00 = 2.5x; 0 without cost). */
                            roas_0d?: string;
                            /** @description Metric, number, four decimals: ad_rev_0d / cost. */
                            ad_roas_0d?: string;
                            /** @description Metric, number, four decimals: iap_rev_0d / cost. */
                            iap_roas_0d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 0 days after the install day. */
                            unique_purchasers_0d?: string;
                            /** @description Metric. APP reports: integer: Purchase events of the row's installs within 0 days after the install day (sales counts events; revenue is iap_rev_0d). WEB reports: integer: Purchase events within 24 hours of the click (= chka_0d). */
                            sales_0d?: string;
                            /** @description Metric. APP reports: integer: Target events (the CPE campaign's event_target) of the row's installs within 0 days after the install day; 0 for campaigns that are not CPE. WEB reports: integer: CPE campaigns: events of the campaign's event_target within 24 hours of the row's clicks (0 for other goals). */
                            target_event_count_0d?: string;
                            /** @description Metric. APP reports: number, four decimals: cost / target_event_count_0d in USD (0 without target events). WEB reports: number, four decimals: cost / target_event_count_0d in USD, four decimals (0 without events). */
                            cost_per_target_event_0d?: string;
                            /** @description Metric. APP reports: number, four decimals: Cost per purchase: cost / sales_0d in USD (0 without purchases). WEB reports: number, four decimals: Cost per purchase: cost / chka_0d in USD (the same as cost_per_chka_0d: one purchase per checkout). */
                            cpp_0d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 1 day after the install day (day 0 = the install day): ad_rev_1d + iap_rev_1d. */
                            total_rev_1d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 1 day after the install day. */
                            ad_rev_1d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 1 day after the install day. */
                            iap_rev_1d?: string;
                            /** @description Metric. APP reports: number, four decimals: total_rev_1d / cost of the same installs (0 without cost). WEB reports: percent, two decimals: chka_usd_1d / cost x 100, in percent (250.00 = 2.5x; 0 without cost). */
                            roas_1d?: string;
                            /** @description Metric, number, four decimals: ad_rev_1d / cost. */
                            ad_roas_1d?: string;
                            /** @description Metric, number, four decimals: iap_rev_1d / cost. */
                            iap_roas_1d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 1 day after the install day. */
                            unique_purchasers_1d?: string;
                            /** @description Metric. APP reports: integer: Purchase events of the row's installs within 1 day after the install day (sales counts events; revenue is iap_rev_1d). WEB reports: integer: Purchase events within 48 hours of the click (= chka_1d). */
                            sales_1d?: string;
                            /** @description Metric, integer: Target events (the CPE campaign's event_target) of the row's installs within 1 day after the install day; 0 for campaigns that are not CPE. */
                            target_event_count_1d?: string;
                            /** @description Metric, number, four decimals: cost / target_event_count_1d in USD (0 without target events). */
                            cost_per_target_event_1d?: string;
                            /** @description Metric. APP reports: number, four decimals: Cost per purchase: cost / sales_1d in USD (0 without purchases). WEB reports: number, four decimals: Cost per purchase: cost / chka_1d in USD (the same as cost_per_chka_1d: one purchase per checkout). */
                            cpp_1d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 2 days after the install day (day 0 = the install day): ad_rev_2d + iap_rev_2d. */
                            total_rev_2d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 2 days after the install day. */
                            ad_rev_2d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 2 days after the install day. */
                            iap_rev_2d?: string;
                            /** @description Metric. APP reports: number, four decimals: total_rev_2d / cost of the same installs (0 without cost). WEB reports: percent, two decimals: chka_usd_2d / cost x 100, in percent (250.00 = 2.5x; 0 without cost). */
                            roas_2d?: string;
                            /** @description Metric, number, four decimals: ad_rev_2d / cost. */
                            ad_roas_2d?: string;
                            /** @description Metric, number, four decimals: iap_rev_2d / cost. */
                            iap_roas_2d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 2 days after the install day. */
                            unique_purchasers_2d?: string;
                            /** @description Metric. APP reports: integer: Purchase events of the row's installs within 2 days after the install day (sales counts events; revenue is iap_rev_2d). WEB reports: integer: Purchase events within 72 hours of the click (= chka_2d). */
                            sales_2d?: string;
                            /** @description Metric, integer: Target events (the CPE campaign's event_target) of the row's installs within 2 days after the install day; 0 for campaigns that are not CPE. */
                            target_event_count_2d?: string;
                            /** @description Metric, number, four decimals: cost / target_event_count_2d in USD (0 without target events). */
                            cost_per_target_event_2d?: string;
                            /** @description Metric. APP reports: number, four decimals: Cost per purchase: cost / sales_2d in USD (0 without purchases). WEB reports: number, four decimals: Cost per purchase: cost / chka_2d in USD (the same as cost_per_chka_2d: one purchase per checkout). */
                            cpp_2d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 3 days after the install day (day 0 = the install day): ad_rev_3d + iap_rev_3d. */
                            total_rev_3d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 3 days after the install day. */
                            ad_rev_3d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 3 days after the install day. */
                            iap_rev_3d?: string;
                            /** @description Metric. APP reports: number, four decimals: total_rev_3d / cost of the same installs (0 without cost). WEB reports: percent, two decimals: chka_usd_3d / cost x 100, in percent (250.00 = 2.5x; 0 without cost). */
                            roas_3d?: string;
                            /** @description Metric, number, four decimals: ad_rev_3d / cost. */
                            ad_roas_3d?: string;
                            /** @description Metric, number, four decimals: iap_rev_3d / cost. */
                            iap_roas_3d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 3 days after the install day. */
                            unique_purchasers_3d?: string;
                            /** @description Metric. APP reports: integer: Purchase events of the row's installs within 3 days after the install day (sales counts events; revenue is iap_rev_3d). WEB reports: integer: Purchase events within 96 hours of the click (= chka_3d). */
                            sales_3d?: string;
                            /** @description Metric, integer: Target events (the CPE campaign's event_target) of the row's installs within 3 days after the install day; 0 for campaigns that are not CPE. */
                            target_event_count_3d?: string;
                            /** @description Metric, number, four decimals: cost / target_event_count_3d in USD (0 without target events). */
                            cost_per_target_event_3d?: string;
                            /** @description Metric. APP reports: number, four decimals: Cost per purchase: cost / sales_3d in USD (0 without purchases). WEB reports: number, four decimals: Cost per purchase: cost / chka_3d in USD (the same as cost_per_chka_3d: one purchase per checkout). */
                            cpp_3d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 7 days after the install day (day 0 = the install day): ad_rev_7d + iap_rev_7d. */
                            total_rev_7d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 7 days after the install day. */
                            ad_rev_7d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 7 days after the install day. */
                            iap_rev_7d?: string;
                            /** @description Metric. APP reports: number, four decimals: total_rev_7d / cost of the same installs (0 without cost). WEB reports: percent, two decimals: chka_usd_7d / cost x 100, in percent (250.00 = 2.5x; 0 without cost). */
                            roas_7d?: string;
                            /** @description Metric, number, four decimals: ad_rev_7d / cost. */
                            ad_roas_7d?: string;
                            /** @description Metric, number, four decimals: iap_rev_7d / cost. */
                            iap_roas_7d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 7 days after the install day. */
                            unique_purchasers_7d?: string;
                            /** @description Metric. APP reports: integer: Purchase events of the row's installs within 7 days after the install day (sales counts events; revenue is iap_rev_7d). WEB reports: integer: Purchase events within 192 hours of the click (= chka_7d). */
                            sales_7d?: string;
                            /** @description Metric, integer: Target events (the CPE campaign's event_target) of the row's installs within 7 days after the install day; 0 for campaigns that are not CPE. */
                            target_event_count_7d?: string;
                            /** @description Metric, number, four decimals: cost / target_event_count_7d in USD (0 without target events). */
                            cost_per_target_event_7d?: string;
                            /** @description Metric. APP reports: number, four decimals: Cost per purchase: cost / sales_7d in USD (0 without purchases). WEB reports: number, four decimals: Cost per purchase: cost / chka_7d in USD (the same as cost_per_chka_7d: one purchase per checkout). */
                            cpp_7d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 14 days after the install day (day 0 = the install day): ad_rev_14d + iap_rev_14d. */
                            total_rev_14d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 14 days after the install day. */
                            ad_rev_14d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 14 days after the install day. */
                            iap_rev_14d?: string;
                            /** @description Metric. APP reports: number, four decimals: total_rev_14d / cost of the same installs (0 without cost). WEB reports: percent, two decimals: chka_usd_14d / cost x 100, in percent (250.00 = 2.5x; 0 without cost). */
                            roas_14d?: string;
                            /** @description Metric, number, four decimals: ad_rev_14d / cost. */
                            ad_roas_14d?: string;
                            /** @description Metric, number, four decimals: iap_rev_14d / cost. */
                            iap_roas_14d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 14 days after the install day. */
                            unique_purchasers_14d?: string;
                            /** @description Metric. APP reports: integer: Purchase events of the row's installs within 14 days after the install day (sales counts events; revenue is iap_rev_14d). WEB reports: integer: Purchase events within 360 hours of the click (= chka_14d). */
                            sales_14d?: string;
                            /** @description Metric, integer: Target events (the CPE campaign's event_target) of the row's installs within 14 days after the install day; 0 for campaigns that are not CPE. */
                            target_event_count_14d?: string;
                            /** @description Metric, number, four decimals: cost / target_event_count_14d in USD (0 without target events). */
                            cost_per_target_event_14d?: string;
                            /** @description Metric. APP reports: number, four decimals: Cost per purchase: cost / sales_14d in USD (0 without purchases). WEB reports: number, four decimals: Cost per purchase: cost / chka_14d in USD (the same as cost_per_chka_14d: one purchase per checkout). */
                            cpp_14d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 28 days after the install day (day 0 = the install day): ad_rev_28d + iap_rev_28d. */
                            total_rev_28d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 28 days after the install day. */
                            ad_rev_28d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 28 days after the install day. */
                            iap_rev_28d?: string;
                            /** @description Metric. APP reports: number, four decimals: total_rev_28d / cost of the same installs (0 without cost). WEB reports: percent, two decimals: chka_usd_28d / cost x 100, in percent (250.00 = 2.5x; 0 without cost). */
                            roas_28d?: string;
                            /** @description Metric, number, four decimals: ad_rev_28d / cost. */
                            ad_roas_28d?: string;
                            /** @description Metric, number, four decimals: iap_rev_28d / cost. */
                            iap_roas_28d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 28 days after the install day. */
                            unique_purchasers_28d?: string;
                            /** @description Metric. APP reports: integer: Purchase events of the row's installs within 28 days after the install day (sales counts events; revenue is iap_rev_28d). WEB reports: integer: Purchase events within 696 hours of the click (= chka_28d). */
                            sales_28d?: string;
                            /** @description Metric, integer: Target events (the CPE campaign's event_target) of the row's installs within 28 days after the install day; 0 for campaigns that are not CPE. */
                            target_event_count_28d?: string;
                            /** @description Metric, number, four decimals: cost / target_event_count_28d in USD (0 without target events). */
                            cost_per_target_event_28d?: string;
                            /** @description Metric. APP reports: number, four decimals: Cost per purchase: cost / sales_28d in USD (0 without purchases). WEB reports: number, four decimals: Cost per purchase: cost / chka_28d in USD (the same as cost_per_chka_28d: one purchase per checkout). */
                            cpp_28d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 30 days after the install day (day 0 = the install day): ad_rev_30d + iap_rev_30d. */
                            total_rev_30d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 30 days after the install day. */
                            ad_rev_30d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 30 days after the install day. */
                            iap_rev_30d?: string;
                            /** @description Metric, number, four decimals: total_rev_30d / cost of the same installs (0 without cost). */
                            roas_30d?: string;
                            /** @description Metric, number, four decimals: ad_rev_30d / cost. */
                            ad_roas_30d?: string;
                            /** @description Metric, number, four decimals: iap_rev_30d / cost. */
                            iap_roas_30d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 30 days after the install day. */
                            unique_purchasers_30d?: string;
                            /** @description Metric, integer: Purchase events of the row's installs within 30 days after the install day (sales counts events; revenue is iap_rev_30d). */
                            sales_30d?: string;
                            /** @description Metric, integer: Target events (the CPE campaign's event_target) of the row's installs within 30 days after the install day; 0 for campaigns that are not CPE. */
                            target_event_count_30d?: string;
                            /** @description Metric, number, four decimals: cost / target_event_count_30d in USD (0 without target events). */
                            cost_per_target_event_30d?: string;
                            /** @description Metric, number, four decimals: Cost per purchase: cost / sales_30d in USD (0 without purchases). */
                            cpp_30d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 90 days after the install day (day 0 = the install day): ad_rev_90d + iap_rev_90d. Never complete inside the 45-day window: the figure so far. */
                            total_rev_90d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 90 days after the install day. Never complete inside the 45-day window: the figure so far. */
                            ad_rev_90d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 90 days after the install day. Never complete inside the 45-day window: the figure so far. */
                            iap_rev_90d?: string;
                            /** @description Metric, number, four decimals: total_rev_90d / cost of the same installs (0 without cost). Never complete inside the 45-day window: the figure so far. */
                            roas_90d?: string;
                            /** @description Metric, number, four decimals: ad_rev_90d / cost. Never complete inside the 45-day window: the figure so far. */
                            ad_roas_90d?: string;
                            /** @description Metric, number, four decimals: iap_rev_90d / cost. Never complete inside the 45-day window: the figure so far. */
                            iap_roas_90d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 90 days after the install day. Never complete inside the 45-day window: the figure so far. */
                            unique_purchasers_90d?: string;
                            /** @description Metric, integer: Purchase events of the row's installs within 90 days after the install day (sales counts events; revenue is iap_rev_90d). Never complete inside the 45-day window: the figure so far. */
                            sales_90d?: string;
                            /** @description Metric, integer: Target events (the CPE campaign's event_target) of the row's installs within 90 days after the install day; 0 for campaigns that are not CPE. Never complete inside the 45-day window: the figure so far. */
                            target_event_count_90d?: string;
                            /** @description Metric, number, four decimals: cost / target_event_count_90d in USD (0 without target events). Never complete inside the 45-day window: the figure so far. */
                            cost_per_target_event_90d?: string;
                            /** @description Metric, number, four decimals: Cost per purchase: cost / sales_90d in USD (0 without purchases). Never complete inside the 45-day window: the figure so far. */
                            cpp_90d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 365 days after the install day (day 0 = the install day): ad_rev_1y + iap_rev_1y. Never complete inside the 45-day window: the figure so far. */
                            total_rev_1y?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 365 days after the install day. Never complete inside the 45-day window: the figure so far. */
                            ad_rev_1y?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 365 days after the install day. Never complete inside the 45-day window: the figure so far. */
                            iap_rev_1y?: string;
                            /** @description Metric, number, four decimals: total_rev_1y / cost of the same installs (0 without cost). Never complete inside the 45-day window: the figure so far. */
                            roas_1y?: string;
                            /** @description Metric, number, four decimals: ad_rev_1y / cost. Never complete inside the 45-day window: the figure so far. */
                            ad_roas_1y?: string;
                            /** @description Metric, number, four decimals: iap_rev_1y / cost. Never complete inside the 45-day window: the figure so far. */
                            iap_roas_1y?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 365 days after the install day. Never complete inside the 45-day window: the figure so far. */
                            unique_purchasers_1y?: string;
                            /** @description Metric, integer: Purchase events of the row's installs within 365 days after the install day (sales counts events; revenue is iap_rev_1y). Never complete inside the 45-day window: the figure so far. */
                            sales_1y?: string;
                            /** @description Metric, integer: Target events (the CPE campaign's event_target) of the row's installs within 365 days after the install day; 0 for campaigns that are not CPE. Never complete inside the 45-day window: the figure so far. */
                            target_event_count_1y?: string;
                            /** @description Metric, number, four decimals: cost / target_event_count_1y in USD (0 without target events). Never complete inside the 45-day window: the figure so far. */
                            cost_per_target_event_1y?: string;
                            /** @description Metric, number, four decimals: Cost per purchase: cost / sales_1y in USD (0 without purchases). Never complete inside the 45-day window: the figure so far. */
                            cpp_1y?: string;
                            /** @description Metric, number, four decimals: Share of the row's installs active on day 1 after the install day (0 until day 1 has ended). */
                            ret_1d?: string;
                            /** @description Metric, number, four decimals: Share of the row's installs active on day 3 after the install day (0 until day 3 has ended). */
                            ret_3d?: string;
                            /** @description Metric, number, four decimals: Share of the row's installs active on day 7 after the install day (0 until day 7 has ended). */
                            ret_7d?: string;
                            /** @description Metric, number, four decimals: Share of the row's installs active on day 14 after the install day (0 until day 14 has ended). */
                            ret_14d?: string;
                            /** @description Metric, number, four decimals: Share of the row's installs active on day 28 after the install day (0 until day 28 has ended). */
                            ret_28d?: string;
                            /** @description Metric (WEB reports), integer: Checkouts within 24 hours of the row's clicks (attributed to the click's row, hour and day), as far as the clock has reached them. */
                            chka_0d?: string;
                            /** @description Metric (WEB reports), USD, two decimals: Revenue in USD of chka_0d (the checkouts' order values). */
                            chka_usd_0d?: string;
                            /** @description Metric (WEB reports), number, four decimals: cost / chka_0d in USD, four decimals (0 without checkouts). */
                            cost_per_chka_0d?: string;
                            /** @description Metric (WEB reports), integer: Checkouts within 48 hours of the row's clicks (attributed to the click's row, hour and day), as far as the clock has reached them. */
                            chka_1d?: string;
                            /** @description Metric (WEB reports), USD, two decimals: Revenue in USD of chka_1d (the checkouts' order values). */
                            chka_usd_1d?: string;
                            /** @description Metric (WEB reports), number, four decimals: cost / chka_1d in USD, four decimals (0 without checkouts). */
                            cost_per_chka_1d?: string;
                            /** @description Metric (WEB reports), integer: Checkouts within 72 hours of the row's clicks (attributed to the click's row, hour and day), as far as the clock has reached them. */
                            chka_2d?: string;
                            /** @description Metric (WEB reports), USD, two decimals: Revenue in USD of chka_2d (the checkouts' order values). */
                            chka_usd_2d?: string;
                            /** @description Metric (WEB reports), number, four decimals: cost / chka_2d in USD, four decimals (0 without checkouts). */
                            cost_per_chka_2d?: string;
                            /** @description Metric (WEB reports), integer: Checkouts within 96 hours of the row's clicks (attributed to the click's row, hour and day), as far as the clock has reached them. */
                            chka_3d?: string;
                            /** @description Metric (WEB reports), USD, two decimals: Revenue in USD of chka_3d (the checkouts' order values). */
                            chka_usd_3d?: string;
                            /** @description Metric (WEB reports), number, four decimals: cost / chka_3d in USD, four decimals (0 without checkouts). */
                            cost_per_chka_3d?: string;
                            /** @description Metric (WEB reports), integer: Checkouts within 192 hours of the row's clicks (attributed to the click's row, hour and day), as far as the clock has reached them. */
                            chka_7d?: string;
                            /** @description Metric (WEB reports), USD, two decimals: Revenue in USD of chka_7d (the checkouts' order values). */
                            chka_usd_7d?: string;
                            /** @description Metric (WEB reports), number, four decimals: cost / chka_7d in USD, four decimals (0 without checkouts). */
                            cost_per_chka_7d?: string;
                            /** @description Metric (WEB reports), integer: Checkouts within 360 hours of the row's clicks (attributed to the click's row, hour and day), as far as the clock has reached them. */
                            chka_14d?: string;
                            /** @description Metric (WEB reports), USD, two decimals: Revenue in USD of chka_14d (the checkouts' order values). */
                            chka_usd_14d?: string;
                            /** @description Metric (WEB reports), number, four decimals: cost / chka_14d in USD, four decimals (0 without checkouts). */
                            cost_per_chka_14d?: string;
                            /** @description Metric (WEB reports), integer: Checkouts within 696 hours of the row's clicks (attributed to the click's row, hour and day), as far as the clock has reached them. */
                            chka_28d?: string;
                            /** @description Metric (WEB reports), USD, two decimals: Revenue in USD of chka_28d (the checkouts' order values). */
                            chka_usd_28d?: string;
                            /** @description Metric (WEB reports), number, four decimals: cost / chka_28d in USD, four decimals (0 without checkouts). */
                            cost_per_chka_28d?: string;
                            /** @description Metric (WEB reports), integer: Checkouts within D0 (24 hours) by new customers (their first purchase from the shop); never more than chka_0d. */
                            nc_d0_checkouts?: string;
                            /** @description Metric (WEB reports), USD, two decimals: Revenue in USD of nc_d0_checkouts; never more than chka_usd_0d. */
                            nc_d0_checkout_rev?: string;
                            /** @description Metric (WEB reports), number, four decimals: cost / nc_d0_checkouts in USD, four decimals (0 without them). */
                            nc_d0_cpp?: string;
                            /** @description Metric (WEB reports), percent, two decimals: nc_d0_checkout_rev / cost x 100, in percent. */
                            nc_d0_roas?: string;
                            /** @description Metric (WEB reports), percent, two decimals: New customers' share of chka_0d, in percent (0-100). */
                            nc_percent_d0_checkouts?: string;
                            /** @description Metric (WEB reports), percent, two decimals: New customers' share of chka_usd_0d, in percent (0-100). */
                            nc_percent_d0_checkout_rev?: string;
                            /** @description Metric (WEB reports), integer: Checkouts within D7 (192 hours) by new customers (their first purchase from the shop); never more than chka_7d. */
                            nc_d7_checkouts?: string;
                            /** @description Metric (WEB reports), USD, two decimals: Revenue in USD of nc_d7_checkouts; never more than chka_usd_7d. */
                            nc_d7_checkout_rev?: string;
                            /** @description Metric (WEB reports), number, four decimals: cost / nc_d7_checkouts in USD, four decimals (0 without them). */
                            nc_d7_cpp?: string;
                            /** @description Metric (WEB reports), percent, two decimals: nc_d7_checkout_rev / cost x 100, in percent. */
                            nc_d7_roas?: string;
                            /** @description Metric (WEB reports), percent, two decimals: New customers' share of chka_7d, in percent (0-100). */
                            nc_percent_d7_checkouts?: string;
                            /** @description Metric (WEB reports), percent, two decimals: New customers' share of chka_usd_7d, in percent (0-100). */
                            nc_percent_d7_checkout_rev?: string;
                            /** @description Metric (WEB reports), number, four decimals: Share of the row's site visits (clicks) by visitors new to the site, 0-1, four decimals (0 without visits). */
                            new_visitor_rate?: string;
                        }[];
                        /** @description Number of rows in results (this page) */
                        count: number;
                    };
                };
            };
            /** @description a parameter breaks a rule (named in field and rule); /skaReport and /probabilisticReport with a WEB account's key: "not available for WEB accounts" */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status */
                        code: number;
                        /** @description What is wrong; for a start date too far back: "The date is beyond our 45 day request window. Start date is too far in the past" (WEB accounts: "Start date is too far in the past") and the earliest start */
                        message: string;
                        /** @description The query parameter the error is about (path: an unknown path) */
                        field?: string;
                        /** @description The rule it breaks, with the allowed range where there is one */
                        rule?: string;
                        /** @description Same as the X-TRACE-ID response header */
                        trace_id: string;
                    };
                };
            };
            /** @description api_key missing or not a valid report key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status */
                        code: number;
                        /** @description What is wrong; for a start date too far back: "The date is beyond our 45 day request window. Start date is too far in the past" (WEB accounts: "Start date is too far in the past") and the earliest start */
                        message: string;
                        /** @description The query parameter the error is about (path: an unknown path) */
                        field?: string;
                        /** @description The rule it breaks, with the allowed range where there is one */
                        rule?: string;
                        /** @description Same as the X-TRACE-ID response header */
                        trace_id: string;
                    };
                };
            };
            /** @description internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status */
                        code: number;
                        /** @description What is wrong; for a start date too far back: "The date is beyond our 45 day request window. Start date is too far in the past" (WEB accounts: "Start date is too far in the past") and the earliest start */
                        message: string;
                        /** @description The query parameter the error is about (path: an unknown path) */
                        field?: string;
                        /** @description The rule it breaks, with the allowed range where there is one */
                        rule?: string;
                        /** @description Same as the X-TRACE-ID response header */
                        trace_id: string;
                    };
                };
            };
        };
    };
    getAdvertiserReport: {
        parameters: {
            query?: {
                /** @description advertiser (the only type; the default) */
                report_type?: string;
                /** @description First day (UTC): YYYY-MM-DD, a Unix timestamp, or now. Within the last 45 days (else 400 "The date is beyond our 45 day request window. Start date is too far in the past: start must be <earliest> or later ..."); WEB accounts: the last 90 days (else 400 "Start date is too far in the past" naming the earliest start). Required. */
                start?: string | number;
                /** @description Last day (UTC), inclusive: YYYY-MM-DD, a Unix timestamp, or now. Required. */
                end?: string | number;
                /** @description Comma-separated columns (each is described in the result schema). Dimensions group the rows; metrics are summed, ratios computed from the sums. hour only with start within the last 30 days (else 400 naming the earliest allowed start). campaign_bid_goal and campaign_roas_goal need campaign or campaign_id_external. Required. */
                columns?: string;
                /** @description json (default) or csv (streamed, with a header row; text cells that start with = + - @ tab or CR are made inert with a leading ') */
                format?: string;
                /** @description Most rows to return, 1 to 2147483647 (with offset for paging; no limit: every row) */
                limit?: string | number;
                /** @description Rows to skip (past the end: no rows) */
                offset?: string | number;
                /** @description 1: leave out rows whose impressions, clicks, installs, cost and redownloads are all zero */
                not_zero?: string | number;
                /** @description A numeric expression over metric columns: + - * /, comparisons (> >= < <= = !=), AND, OR, NOT, parentheses; e.g. "impressions > 0 AND cost > 0". Parsed, never passed to the database as text; one that could exceed ±1e300 is refused. */
                having?: string;
                /** @description WEB accounts: click (default: checkouts within the window after a click) or click_and_view (adds view-through checkouts after an impression without a click); any other value: 400. Ignored by APP reports. */
                attribution_mode?: string;
                /** @description day: cohort attribution (metrics by install day). Here every post-install figure is attributed back to the install (serve) time in both modes, and installs count at the hour of their click, so realtime and cohort answers are the same; the cohort columns are accepted either way. */
                day_column?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description format=json. With format=csv: text/csv, a header row of the column names, then the rows. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "results": [
                     *         {
                     *           "day": "2026-01-14",
                     *           "campaign": "Summer push (US, DE)",
                     *           "campaign_id_external": "09e2cec6ac036f508a41f021ae3e448d",
                     *           "campaign_package_name": "com.example.game",
                     *           "country": "us",
                     *           "impressions": "9816",
                     *           "clicks": "165",
                     *           "installs": "32",
                     *           "cost": "80.00",
                     *           "average_cpa": "2.5000",
                     *           "total_rev_0d": "3.62",
                     *           "roas_0d": "0.0452"
                     *         }
                     *       ],
                     *       "count": 1
                     *     }
                     */
                    "application/json": {
                        /** @description 200 */
                        code: number;
                        results: {
                            /** @description Dimension, date YYYY-MM-DD: UTC day, YYYY-MM-DD. Realtime: the day of the serve; with day_column=day (and for the cohort columns) the install day, which is the same day here (installs count at the hour of their click). */
                            day?: string;
                            /** @description Dimension, hour HH:00: UTC hour, HH:00; only for the last 30 days. Without day: the hour of day across the range. */
                            hour?: string;
                            /** @description Dimension, text: Campaign name. */
                            campaign?: string;
                            /** @description Dimension, text: The campaign's hashed id (32 hex; the {CAMPAIGN_ID} macro, /manage/v1 hashed_id, v1 campaign_id): does not change when the campaign is renamed. */
                            campaign_id_external?: string;
                            /** @description Dimension, text: The campaign goal (bid type): CPI, CPE, CPP, RET, ROAS_AD, ROAS_IAP or ROAS_BLENDED; WEB reports: CPE, CPP or CHK_ROAS. */
                            campaign_type?: string;
                            /** @description Dimension, text: ua (user acquisition) or rt (retargeting); every campaign of this platform is ua. */
                            campaign_ad_type?: string;
                            /** @description Dimension, text: The campaign's goal in USD for CPI, CPE and CPP campaigns (the row's country's goal when the report is by country, else the goal for all countries); "" for other goals. Needs the campaign (or campaign_id_external) column. */
                            campaign_bid_goal?: string;
                            /** @description Dimension, text: The ROAS goal in percent for ROAS_AD, ROAS_IAP and ROAS_BLENDED campaigns (per country as campaign_bid_goal); "" for other goals. Needs the campaign (or campaign_id_external) column. */
                            campaign_roas_goal?: string;
                            /** @description Dimension, text: The promoted app: Android package name or iOS bundle id. */
                            campaign_package_name?: string;
                            /** @description Dimension, text: The promoted app's store id: the numeric App Store id (iOS), else the package name. */
                            campaign_store_id?: string;
                            /** @description Dimension, text: The day the goal is measured on (roas_day_target DAYn / goal_period): 0, 1, 3, 7 or 28; "" for CPI. */
                            optimization_day_target?: string;
                            /** @description Dimension, text: The custom event a CPE campaign targets (its goal's event_target); "" for other goals. */
                            target_event?: string;
                            /** @description Dimension, text: The campaign's bidding strategy: TARGET_GOAL_WITH_CPI_BILLING, AUTO_BIDDING_WITH_CPM_BILLING or MAXIMIZE_RESULTS_WITH_CPM_BILLING. */
                            bidding_and_billing_method?: string;
                            /** @description Dimension, text: android or ios (lower case). */
                            platform?: string;
                            /** @description Dimension, text: ISO 3166-1 alpha-2 code, lower case. */
                            country?: string;
                            /** @description Dimension, text: Creative set name. */
                            creative_set?: string;
                            /** @description Dimension, text: The creative set's hashed id (= /manage/v1 hashed_id): does not change when the set is renamed. */
                            creative_set_id?: string;
                            /** @description Dimension, text: The creative set's iOS custom product page or Android custom store listing (its product_page, as set); "" when it has none. WEB reports: the landing page, the set's creative_set_url, else the campaign's website_url. */
                            custom_page_id?: string;
                            /** @description Dimension, text: Ad name. */
                            ad?: string;
                            /** @description Dimension, text: Ad id (numeric, as /manage/v1 and v1 show it). */
                            ad_id?: string;
                            /** @description Dimension, text: GRAPHIC, VIDEO or PLAY: what the ad shows (its template has a playable: PLAY; a video: VIDEO). */
                            ad_type?: string;
                            /** @description Dimension, text: The ad's creative: GRAPHIC (images), PLAYABLE (a playable alone), VIDEO, VIDEO_GRAPHIC (a video with image end cards) or VIDEO_PLAYABLE (a video with a playable end card). */
                            ad_creative_type?: string;
                            /** @description Dimension, text: Ad size: BANNER, INTER, LEADER, MREC, NATIVE, WIDGET or PRELOAD. */
                            size?: string;
                            /** @description Dimension, text: The placement the impression was shown in: BANNER, LEADER, MREC and NATIVE ads in their own, INTER ads in INTER or REWARDED_INTER (a rewarded playable always in REWARDED_INTER), PRELOAD ads in APP_OPEN. */
                            placement_type?: string;
                            /** @description Dimension, text: phone, tablet or other: the device of the impression, only among the campaign's device_types when it targets some. */
                            device_type?: string;
                            /** @description Dimension, text: The publisher app that showed the ad: its app_id in GET /sources (the {PLACEMENT_ID} macro). */
                            traffic_source?: string;
                            /** @description Dimension, text: The publisher app's external id, as app_id_external in GET /sources (the {APP_ID} macro). */
                            app_id_external?: string;
                            /** @description Dimension, text: The publisher app's name. */
                            application?: string;
                            /** @description Dimension, text: The publisher app's encrypted id (stable per app, opaque), as exchanges and API-source bidding name it. */
                            external_placement_id?: string;
                            /** @description Dimension, text: The same value as campaign_id_external (the campaign's hashed id), under the name some clients use. */
                            campaign_id?: string;
                            /** @description Dimension, text: WEB reports: the campaign's audience strategy, UNIVERSAL, PROSPECTING or DISCOVERY ("" when it has none). */
                            audience_strategy?: string;
                            /** @description Metric. APP reports: integer: Impressions. WEB reports: integer: Impressions. */
                            impressions?: string;
                            /** @description Metric. APP reports: integer: Clicks. WEB reports: integer: Clicks: every click reaches the site, so clicks are the site visits the ads brought. */
                            clicks?: string;
                            /** @description Metric. APP reports: number, four decimals: clicks / impressions (0 without impressions). WEB reports: number, four decimals: clicks / impressions (0 without impressions). */
                            ctr?: string;
                            /** @description Metric, integer: Installs (attributed to the hour of their click). /skaReport: installs Apple has reported through SKAdNetwork postbacks so far. */
                            installs?: string;
                            /** @description Metric. APP reports: integer: Installs (= installs). /skaReport: SKAdNetwork installs reported so far. WEB reports: integer: WEB: the checkouts within D0 (= chka_0d). */
                            conversions?: string;
                            /** @description Metric, number, four decimals: conversions / clicks (0 without clicks). */
                            conversion_rate?: string;
                            /** @description Metric, integer: Installs by users who had the app before and installed it again (a share of installs, never more). */
                            redownloads?: string;
                            /** @description Metric. APP reports: USD, two decimals: Spend in USD, two decimals. WEB reports: USD, two decimals: Spend in USD, two decimals (CPM billing). */
                            cost?: string;
                            /** @description Metric, number, four decimals: cost / conversions in USD, four decimals (0 without conversions). */
                            average_cpa?: string;
                            /** @description Metric. APP reports: number, four decimals: cost / clicks in USD, four decimals (0 without clicks). WEB reports: number, four decimals: cost / clicks in USD, four decimals (0 without clicks). */
                            average_cpc?: string;
                            /** @description Metric. APP reports: integer: In-app purchase events (revenue postbacks) of the installs of the row reported so far, at any horizon (attributed back to the install, as every post-install figure here). /skaReport: purchases in the first SKAdNetwork conversion window (days 0-1). WEB reports: integer: Purchase events (one per checkout) of the row's clicks reported so far, at any window. */
                            sales?: string;
                            /** @description Metric, integer: Installs whose first purchase has been reported so far (users, not events); /skaReport: within the first conversion window. */
                            first_purchase?: string;
                            /** @description Metric, integer: Target events (the CPE campaign's event_target) of the row's installs reported so far, at any horizon; 0 for campaigns that are not CPE. */
                            target_event_count?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 0 days after the install day (day 0 = the install day): ad_rev_0d + iap_rev_0d. */
                            total_rev_0d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 0 days after the install day. */
                            ad_rev_0d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 0 days after the install day. */
                            iap_rev_0d?: string;
                            /** @description Metric. APP reports: number, four decimals: total_rev_0d / cost of the same installs (0 without cost). WEB reports: percent, two decimals: chka_usd_0d / cost x 100, in percent (250.00 = 2.5x; 0 without cost). */
                            roas_0d?: string;
                            /** @description Metric, number, four decimals: ad_rev_0d / cost. */
                            ad_roas_0d?: string;
                            /** @description Metric, number, four decimals: iap_rev_0d / cost. */
                            iap_roas_0d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 0 days after the install day. */
                            unique_purchasers_0d?: string;
                            /** @description Metric. APP reports: integer: Purchase events of the row's installs within 0 days after the install day (sales counts events; revenue is iap_rev_0d). WEB reports: integer: Purchase events within 24 hours of the click (= chka_0d). */
                            sales_0d?: string;
                            /** @description Metric. APP reports: integer: Target events (the CPE campaign's event_target) of the row's installs within 0 days after the install day; 0 for campaigns that are not CPE. WEB reports: integer: CPE campaigns: events of the campaign's event_target within 24 hours of the row's clicks (0 for other goals). */
                            target_event_count_0d?: string;
                            /** @description Metric. APP reports: number, four decimals: cost / target_event_count_0d in USD (0 without target events). WEB reports: number, four decimals: cost / target_event_count_0d in USD, four decimals (0 without events). */
                            cost_per_target_event_0d?: string;
                            /** @description Metric. APP reports: number, four decimals: Cost per purchase: cost / sales_0d in USD (0 without purchases). WEB reports: number, four decimals: Cost per purchase: cost / chka_0d in USD (the same as cost_per_chka_0d: one purchase per checkout). */
                            cpp_0d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 1 day after the install day (day 0 = the install day): ad_rev_1d + iap_rev_1d. */
                            total_rev_1d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 1 day after the install day. */
                            ad_rev_1d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 1 day after the install day. */
                            iap_rev_1d?: string;
                            /** @description Metric. APP reports: number, four decimals: total_rev_1d / cost of the same installs (0 without cost). WEB reports: percent, two decimals: chka_usd_1d / cost x 100, in percent (250.00 = 2.5x; 0 without cost). */
                            roas_1d?: string;
                            /** @description Metric, number, four decimals: ad_rev_1d / cost. */
                            ad_roas_1d?: string;
                            /** @description Metric, number, four decimals: iap_rev_1d / cost. */
                            iap_roas_1d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 1 day after the install day. */
                            unique_purchasers_1d?: string;
                            /** @description Metric. APP reports: integer: Purchase events of the row's installs within 1 day after the install day (sales counts events; revenue is iap_rev_1d). WEB reports: integer: Purchase events within 48 hours of the click (= chka_1d). */
                            sales_1d?: string;
                            /** @description Metric, integer: Target events (the CPE campaign's event_target) of the row's installs within 1 day after the install day; 0 for campaigns that are not CPE. */
                            target_event_count_1d?: string;
                            /** @description Metric, number, four decimals: cost / target_event_count_1d in USD (0 without target events). */
                            cost_per_target_event_1d?: string;
                            /** @description Metric. APP reports: number, four decimals: Cost per purchase: cost / sales_1d in USD (0 without purchases). WEB reports: number, four decimals: Cost per purchase: cost / chka_1d in USD (the same as cost_per_chka_1d: one purchase per checkout). */
                            cpp_1d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 2 days after the install day (day 0 = the install day): ad_rev_2d + iap_rev_2d. */
                            total_rev_2d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 2 days after the install day. */
                            ad_rev_2d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 2 days after the install day. */
                            iap_rev_2d?: string;
                            /** @description Metric. APP reports: number, four decimals: total_rev_2d / cost of the same installs (0 without cost). WEB reports: percent, two decimals: chka_usd_2d / cost x 100, in percent (250.00 = 2.5x; 0 without cost). */
                            roas_2d?: string;
                            /** @description Metric, number, four decimals: ad_rev_2d / cost. */
                            ad_roas_2d?: string;
                            /** @description Metric, number, four decimals: iap_rev_2d / cost. */
                            iap_roas_2d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 2 days after the install day. */
                            unique_purchasers_2d?: string;
                            /** @description Metric. APP reports: integer: Purchase events of the row's installs within 2 days after the install day (sales counts events; revenue is iap_rev_2d). WEB reports: integer: Purchase events within 72 hours of the click (= chka_2d). */
                            sales_2d?: string;
                            /** @description Metric, integer: Target events (the CPE campaign's event_target) of the row's installs within 2 days after the install day; 0 for campaigns that are not CPE. */
                            target_event_count_2d?: string;
                            /** @description Metric, number, four decimals: cost / target_event_count_2d in USD (0 without target events). */
                            cost_per_target_event_2d?: string;
                            /** @description Metric. APP reports: number, four decimals: Cost per purchase: cost / sales_2d in USD (0 without purchases). WEB reports: number, four decimals: Cost per purchase: cost / chka_2d in USD (the same as cost_per_chka_2d: one purchase per checkout). */
                            cpp_2d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 3 days after the install day (day 0 = the install day): ad_rev_3d + iap_rev_3d. */
                            total_rev_3d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 3 days after the install day. */
                            ad_rev_3d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 3 days after the install day. */
                            iap_rev_3d?: string;
                            /** @description Metric. APP reports: number, four decimals: total_rev_3d / cost of the same installs (0 without cost). WEB reports: percent, two decimals: chka_usd_3d / cost x 100, in percent (250.00 = 2.5x; 0 without cost). */
                            roas_3d?: string;
                            /** @description Metric, number, four decimals: ad_rev_3d / cost. */
                            ad_roas_3d?: string;
                            /** @description Metric, number, four decimals: iap_rev_3d / cost. */
                            iap_roas_3d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 3 days after the install day. */
                            unique_purchasers_3d?: string;
                            /** @description Metric. APP reports: integer: Purchase events of the row's installs within 3 days after the install day (sales counts events; revenue is iap_rev_3d). WEB reports: integer: Purchase events within 96 hours of the click (= chka_3d). */
                            sales_3d?: string;
                            /** @description Metric, integer: Target events (the CPE campaign's event_target) of the row's installs within 3 days after the install day; 0 for campaigns that are not CPE. */
                            target_event_count_3d?: string;
                            /** @description Metric, number, four decimals: cost / target_event_count_3d in USD (0 without target events). */
                            cost_per_target_event_3d?: string;
                            /** @description Metric. APP reports: number, four decimals: Cost per purchase: cost / sales_3d in USD (0 without purchases). WEB reports: number, four decimals: Cost per purchase: cost / chka_3d in USD (the same as cost_per_chka_3d: one purchase per checkout). */
                            cpp_3d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 7 days after the install day (day 0 = the install day): ad_rev_7d + iap_rev_7d. */
                            total_rev_7d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 7 days after the install day. */
                            ad_rev_7d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 7 days after the install day. */
                            iap_rev_7d?: string;
                            /** @description Metric. APP reports: number, four decimals: total_rev_7d / cost of the same installs (0 without cost). WEB reports: percent, two decimals: chka_usd_7d / cost x 100, in percent (250.00 = 2.5x; 0 without cost). */
                            roas_7d?: string;
                            /** @description Metric, number, four decimals: ad_rev_7d / cost. */
                            ad_roas_7d?: string;
                            /** @description Metric, number, four decimals: iap_rev_7d / cost. */
                            iap_roas_7d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 7 days after the install day. */
                            unique_purchasers_7d?: string;
                            /** @description Metric. APP reports: integer: Purchase events of the row's installs within 7 days after the install day (sales counts events; revenue is iap_rev_7d). WEB reports: integer: Purchase events within 192 hours of the click (= chka_7d). */
                            sales_7d?: string;
                            /** @description Metric, integer: Target events (the CPE campaign's event_target) of the row's installs within 7 days after the install day; 0 for campaigns that are not CPE. */
                            target_event_count_7d?: string;
                            /** @description Metric, number, four decimals: cost / target_event_count_7d in USD (0 without target events). */
                            cost_per_target_event_7d?: string;
                            /** @description Metric. APP reports: number, four decimals: Cost per purchase: cost / sales_7d in USD (0 without purchases). WEB reports: number, four decimals: Cost per purchase: cost / chka_7d in USD (the same as cost_per_chka_7d: one purchase per checkout). */
                            cpp_7d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 14 days after the install day (day 0 = the install day): ad_rev_14d + iap_rev_14d. */
                            total_rev_14d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 14 days after the install day. */
                            ad_rev_14d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 14 days after the install day. */
                            iap_rev_14d?: string;
                            /** @description Metric. APP reports: number, four decimals: total_rev_14d / cost of the same installs (0 without cost). WEB reports: percent, two decimals: chka_usd_14d / cost x 100, in percent (250.00 = 2.5x; 0 without cost). */
                            roas_14d?: string;
                            /** @description Metric, number, four decimals: ad_rev_14d / cost. */
                            ad_roas_14d?: string;
                            /** @description Metric, number, four decimals: iap_rev_14d / cost. */
                            iap_roas_14d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 14 days after the install day. */
                            unique_purchasers_14d?: string;
                            /** @description Metric. APP reports: integer: Purchase events of the row's installs within 14 days after the install day (sales counts events; revenue is iap_rev_14d). WEB reports: integer: Purchase events within 360 hours of the click (= chka_14d). */
                            sales_14d?: string;
                            /** @description Metric, integer: Target events (the CPE campaign's event_target) of the row's installs within 14 days after the install day; 0 for campaigns that are not CPE. */
                            target_event_count_14d?: string;
                            /** @description Metric, number, four decimals: cost / target_event_count_14d in USD (0 without target events). */
                            cost_per_target_event_14d?: string;
                            /** @description Metric. APP reports: number, four decimals: Cost per purchase: cost / sales_14d in USD (0 without purchases). WEB reports: number, four decimals: Cost per purchase: cost / chka_14d in USD (the same as cost_per_chka_14d: one purchase per checkout). */
                            cpp_14d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 28 days after the install day (day 0 = the install day): ad_rev_28d + iap_rev_28d. */
                            total_rev_28d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 28 days after the install day. */
                            ad_rev_28d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 28 days after the install day. */
                            iap_rev_28d?: string;
                            /** @description Metric. APP reports: number, four decimals: total_rev_28d / cost of the same installs (0 without cost). WEB reports: percent, two decimals: chka_usd_28d / cost x 100, in percent (250.00 = 2.5x; 0 without cost). */
                            roas_28d?: string;
                            /** @description Metric, number, four decimals: ad_rev_28d / cost. */
                            ad_roas_28d?: string;
                            /** @description Metric, number, four decimals: iap_rev_28d / cost. */
                            iap_roas_28d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 28 days after the install day. */
                            unique_purchasers_28d?: string;
                            /** @description Metric. APP reports: integer: Purchase events of the row's installs within 28 days after the install day (sales counts events; revenue is iap_rev_28d). WEB reports: integer: Purchase events within 696 hours of the click (= chka_28d). */
                            sales_28d?: string;
                            /** @description Metric, integer: Target events (the CPE campaign's event_target) of the row's installs within 28 days after the install day; 0 for campaigns that are not CPE. */
                            target_event_count_28d?: string;
                            /** @description Metric, number, four decimals: cost / target_event_count_28d in USD (0 without target events). */
                            cost_per_target_event_28d?: string;
                            /** @description Metric. APP reports: number, four decimals: Cost per purchase: cost / sales_28d in USD (0 without purchases). WEB reports: number, four decimals: Cost per purchase: cost / chka_28d in USD (the same as cost_per_chka_28d: one purchase per checkout). */
                            cpp_28d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 30 days after the install day (day 0 = the install day): ad_rev_30d + iap_rev_30d. */
                            total_rev_30d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 30 days after the install day. */
                            ad_rev_30d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 30 days after the install day. */
                            iap_rev_30d?: string;
                            /** @description Metric, number, four decimals: total_rev_30d / cost of the same installs (0 without cost). */
                            roas_30d?: string;
                            /** @description Metric, number, four decimals: ad_rev_30d / cost. */
                            ad_roas_30d?: string;
                            /** @description Metric, number, four decimals: iap_rev_30d / cost. */
                            iap_roas_30d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 30 days after the install day. */
                            unique_purchasers_30d?: string;
                            /** @description Metric, integer: Purchase events of the row's installs within 30 days after the install day (sales counts events; revenue is iap_rev_30d). */
                            sales_30d?: string;
                            /** @description Metric, integer: Target events (the CPE campaign's event_target) of the row's installs within 30 days after the install day; 0 for campaigns that are not CPE. */
                            target_event_count_30d?: string;
                            /** @description Metric, number, four decimals: cost / target_event_count_30d in USD (0 without target events). */
                            cost_per_target_event_30d?: string;
                            /** @description Metric, number, four decimals: Cost per purchase: cost / sales_30d in USD (0 without purchases). */
                            cpp_30d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 90 days after the install day (day 0 = the install day): ad_rev_90d + iap_rev_90d. Never complete inside the 45-day window: the figure so far. */
                            total_rev_90d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 90 days after the install day. Never complete inside the 45-day window: the figure so far. */
                            ad_rev_90d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 90 days after the install day. Never complete inside the 45-day window: the figure so far. */
                            iap_rev_90d?: string;
                            /** @description Metric, number, four decimals: total_rev_90d / cost of the same installs (0 without cost). Never complete inside the 45-day window: the figure so far. */
                            roas_90d?: string;
                            /** @description Metric, number, four decimals: ad_rev_90d / cost. Never complete inside the 45-day window: the figure so far. */
                            ad_roas_90d?: string;
                            /** @description Metric, number, four decimals: iap_rev_90d / cost. Never complete inside the 45-day window: the figure so far. */
                            iap_roas_90d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 90 days after the install day. Never complete inside the 45-day window: the figure so far. */
                            unique_purchasers_90d?: string;
                            /** @description Metric, integer: Purchase events of the row's installs within 90 days after the install day (sales counts events; revenue is iap_rev_90d). Never complete inside the 45-day window: the figure so far. */
                            sales_90d?: string;
                            /** @description Metric, integer: Target events (the CPE campaign's event_target) of the row's installs within 90 days after the install day; 0 for campaigns that are not CPE. Never complete inside the 45-day window: the figure so far. */
                            target_event_count_90d?: string;
                            /** @description Metric, number, four decimals: cost / target_event_count_90d in USD (0 without target events). Never complete inside the 45-day window: the figure so far. */
                            cost_per_target_event_90d?: string;
                            /** @description Metric, number, four decimals: Cost per purchase: cost / sales_90d in USD (0 without purchases). Never complete inside the 45-day window: the figure so far. */
                            cpp_90d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 365 days after the install day (day 0 = the install day): ad_rev_1y + iap_rev_1y. Never complete inside the 45-day window: the figure so far. */
                            total_rev_1y?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 365 days after the install day. Never complete inside the 45-day window: the figure so far. */
                            ad_rev_1y?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 365 days after the install day. Never complete inside the 45-day window: the figure so far. */
                            iap_rev_1y?: string;
                            /** @description Metric, number, four decimals: total_rev_1y / cost of the same installs (0 without cost). Never complete inside the 45-day window: the figure so far. */
                            roas_1y?: string;
                            /** @description Metric, number, four decimals: ad_rev_1y / cost. Never complete inside the 45-day window: the figure so far. */
                            ad_roas_1y?: string;
                            /** @description Metric, number, four decimals: iap_rev_1y / cost. Never complete inside the 45-day window: the figure so far. */
                            iap_roas_1y?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 365 days after the install day. Never complete inside the 45-day window: the figure so far. */
                            unique_purchasers_1y?: string;
                            /** @description Metric, integer: Purchase events of the row's installs within 365 days after the install day (sales counts events; revenue is iap_rev_1y). Never complete inside the 45-day window: the figure so far. */
                            sales_1y?: string;
                            /** @description Metric, integer: Target events (the CPE campaign's event_target) of the row's installs within 365 days after the install day; 0 for campaigns that are not CPE. Never complete inside the 45-day window: the figure so far. */
                            target_event_count_1y?: string;
                            /** @description Metric, number, four decimals: cost / target_event_count_1y in USD (0 without target events). Never complete inside the 45-day window: the figure so far. */
                            cost_per_target_event_1y?: string;
                            /** @description Metric, number, four decimals: Cost per purchase: cost / sales_1y in USD (0 without purchases). Never complete inside the 45-day window: the figure so far. */
                            cpp_1y?: string;
                            /** @description Metric, number, four decimals: Share of the row's installs active on day 1 after the install day (0 until day 1 has ended). */
                            ret_1d?: string;
                            /** @description Metric, number, four decimals: Share of the row's installs active on day 3 after the install day (0 until day 3 has ended). */
                            ret_3d?: string;
                            /** @description Metric, number, four decimals: Share of the row's installs active on day 7 after the install day (0 until day 7 has ended). */
                            ret_7d?: string;
                            /** @description Metric, number, four decimals: Share of the row's installs active on day 14 after the install day (0 until day 14 has ended). */
                            ret_14d?: string;
                            /** @description Metric, number, four decimals: Share of the row's installs active on day 28 after the install day (0 until day 28 has ended). */
                            ret_28d?: string;
                            /** @description Metric (WEB reports), integer: Checkouts within 24 hours of the row's clicks (attributed to the click's row, hour and day), as far as the clock has reached them. */
                            chka_0d?: string;
                            /** @description Metric (WEB reports), USD, two decimals: Revenue in USD of chka_0d (the checkouts' order values). */
                            chka_usd_0d?: string;
                            /** @description Metric (WEB reports), number, four decimals: cost / chka_0d in USD, four decimals (0 without checkouts). */
                            cost_per_chka_0d?: string;
                            /** @description Metric (WEB reports), integer: Checkouts within 48 hours of the row's clicks (attributed to the click's row, hour and day), as far as the clock has reached them. */
                            chka_1d?: string;
                            /** @description Metric (WEB reports), USD, two decimals: Revenue in USD of chka_1d (the checkouts' order values). */
                            chka_usd_1d?: string;
                            /** @description Metric (WEB reports), number, four decimals: cost / chka_1d in USD, four decimals (0 without checkouts). */
                            cost_per_chka_1d?: string;
                            /** @description Metric (WEB reports), integer: Checkouts within 72 hours of the row's clicks (attributed to the click's row, hour and day), as far as the clock has reached them. */
                            chka_2d?: string;
                            /** @description Metric (WEB reports), USD, two decimals: Revenue in USD of chka_2d (the checkouts' order values). */
                            chka_usd_2d?: string;
                            /** @description Metric (WEB reports), number, four decimals: cost / chka_2d in USD, four decimals (0 without checkouts). */
                            cost_per_chka_2d?: string;
                            /** @description Metric (WEB reports), integer: Checkouts within 96 hours of the row's clicks (attributed to the click's row, hour and day), as far as the clock has reached them. */
                            chka_3d?: string;
                            /** @description Metric (WEB reports), USD, two decimals: Revenue in USD of chka_3d (the checkouts' order values). */
                            chka_usd_3d?: string;
                            /** @description Metric (WEB reports), number, four decimals: cost / chka_3d in USD, four decimals (0 without checkouts). */
                            cost_per_chka_3d?: string;
                            /** @description Metric (WEB reports), integer: Checkouts within 192 hours of the row's clicks (attributed to the click's row, hour and day), as far as the clock has reached them. */
                            chka_7d?: string;
                            /** @description Metric (WEB reports), USD, two decimals: Revenue in USD of chka_7d (the checkouts' order values). */
                            chka_usd_7d?: string;
                            /** @description Metric (WEB reports), number, four decimals: cost / chka_7d in USD, four decimals (0 without checkouts). */
                            cost_per_chka_7d?: string;
                            /** @description Metric (WEB reports), integer: Checkouts within 360 hours of the row's clicks (attributed to the click's row, hour and day), as far as the clock has reached them. */
                            chka_14d?: string;
                            /** @description Metric (WEB reports), USD, two decimals: Revenue in USD of chka_14d (the checkouts' order values). */
                            chka_usd_14d?: string;
                            /** @description Metric (WEB reports), number, four decimals: cost / chka_14d in USD, four decimals (0 without checkouts). */
                            cost_per_chka_14d?: string;
                            /** @description Metric (WEB reports), integer: Checkouts within 696 hours of the row's clicks (attributed to the click's row, hour and day), as far as the clock has reached them. */
                            chka_28d?: string;
                            /** @description Metric (WEB reports), USD, two decimals: Revenue in USD of chka_28d (the checkouts' order values). */
                            chka_usd_28d?: string;
                            /** @description Metric (WEB reports), number, four decimals: cost / chka_28d in USD, four decimals (0 without checkouts). */
                            cost_per_chka_28d?: string;
                            /** @description Metric (WEB reports), integer: Checkouts within D0 (24 hours) by new customers (their first purchase from the shop); never more than chka_0d. */
                            nc_d0_checkouts?: string;
                            /** @description Metric (WEB reports), USD, two decimals: Revenue in USD of nc_d0_checkouts; never more than chka_usd_0d. */
                            nc_d0_checkout_rev?: string;
                            /** @description Metric (WEB reports), number, four decimals: cost / nc_d0_checkouts in USD, four decimals (0 without them). */
                            nc_d0_cpp?: string;
                            /** @description Metric (WEB reports), percent, two decimals: nc_d0_checkout_rev / cost x 100, in percent. */
                            nc_d0_roas?: string;
                            /** @description Metric (WEB reports), percent, two decimals: New customers' share of chka_0d, in percent (0-100). */
                            nc_percent_d0_checkouts?: string;
                            /** @description Metric (WEB reports), percent, two decimals: New customers' share of chka_usd_0d, in percent (0-100). */
                            nc_percent_d0_checkout_rev?: string;
                            /** @description Metric (WEB reports), integer: Checkouts within D7 (192 hours) by new customers (their first purchase from the shop); never more than chka_7d. */
                            nc_d7_checkouts?: string;
                            /** @description Metric (WEB reports), USD, two decimals: Revenue in USD of nc_d7_checkouts; never more than chka_usd_7d. */
                            nc_d7_checkout_rev?: string;
                            /** @description Metric (WEB reports), number, four decimals: cost / nc_d7_checkouts in USD, four decimals (0 without them). */
                            nc_d7_cpp?: string;
                            /** @description Metric (WEB reports), percent, two decimals: nc_d7_checkout_rev / cost x 100, in percent. */
                            nc_d7_roas?: string;
                            /** @description Metric (WEB reports), percent, two decimals: New customers' share of chka_7d, in percent (0-100). */
                            nc_percent_d7_checkouts?: string;
                            /** @description Metric (WEB reports), percent, two decimals: New customers' share of chka_usd_7d, in percent (0-100). */
                            nc_percent_d7_checkout_rev?: string;
                            /** @description Metric (WEB reports), number, four decimals: Share of the row's site visits (clicks) by visitors new to the site, 0-1, four decimals (0 without visits). */
                            new_visitor_rate?: string;
                        }[];
                        /** @description Number of rows in results (this page) */
                        count: number;
                    };
                };
            };
            /** @description a parameter breaks a rule (named in field and rule); /skaReport and /probabilisticReport with a WEB account's key: "not available for WEB accounts" */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status */
                        code: number;
                        /** @description What is wrong; for a start date too far back: "The date is beyond our 45 day request window. Start date is too far in the past" (WEB accounts: "Start date is too far in the past") and the earliest start */
                        message: string;
                        /** @description The query parameter the error is about (path: an unknown path) */
                        field?: string;
                        /** @description The rule it breaks, with the allowed range where there is one */
                        rule?: string;
                        /** @description Same as the X-TRACE-ID response header */
                        trace_id: string;
                    };
                };
            };
            /** @description api_key missing or not a valid report key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status */
                        code: number;
                        /** @description What is wrong; for a start date too far back: "The date is beyond our 45 day request window. Start date is too far in the past" (WEB accounts: "Start date is too far in the past") and the earliest start */
                        message: string;
                        /** @description The query parameter the error is about (path: an unknown path) */
                        field?: string;
                        /** @description The rule it breaks, with the allowed range where there is one */
                        rule?: string;
                        /** @description Same as the X-TRACE-ID response header */
                        trace_id: string;
                    };
                };
            };
            /** @description internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status */
                        code: number;
                        /** @description What is wrong; for a start date too far back: "The date is beyond our 45 day request window. Start date is too far in the past" (WEB accounts: "Start date is too far in the past") and the earliest start */
                        message: string;
                        /** @description The query parameter the error is about (path: an unknown path) */
                        field?: string;
                        /** @description The rule it breaks, with the allowed range where there is one */
                        rule?: string;
                        /** @description Same as the X-TRACE-ID response header */
                        trace_id: string;
                    };
                };
            };
        };
    };
    getSkaReport: {
        parameters: {
            query?: {
                /** @description advertiser (the only type; the default) */
                report_type?: string;
                /** @description First day (UTC): YYYY-MM-DD, a Unix timestamp, or now. Within the last 45 days (else 400 "The date is beyond our 45 day request window. Start date is too far in the past: start must be <earliest> or later ..."); WEB accounts: the last 90 days (else 400 "Start date is too far in the past" naming the earliest start). Required. */
                start?: string | number;
                /** @description Last day (UTC), inclusive: YYYY-MM-DD, a Unix timestamp, or now. Required. */
                end?: string | number;
                /** @description Comma-separated columns (each is described in the result schema). Dimensions group the rows; metrics are summed, ratios computed from the sums. hour only with start within the last 30 days (else 400 naming the earliest allowed start). campaign_bid_goal and campaign_roas_goal need campaign or campaign_id_external. Required. */
                columns?: string;
                /** @description json (default) or csv (streamed, with a header row; text cells that start with = + - @ tab or CR are made inert with a leading ') */
                format?: string;
                /** @description Most rows to return, 1 to 2147483647 (with offset for paging; no limit: every row) */
                limit?: string | number;
                /** @description Rows to skip (past the end: no rows) */
                offset?: string | number;
                /** @description 1: leave out rows whose impressions, clicks, installs, cost and redownloads are all zero */
                not_zero?: string | number;
                /** @description A numeric expression over metric columns: + - * /, comparisons (> >= < <= = !=), AND, OR, NOT, parentheses; e.g. "impressions > 0 AND cost > 0". Parsed, never passed to the database as text; one that could exceed ±1e300 is refused. */
                having?: string;
                /** @description WEB accounts: click (default: checkouts within the window after a click) or click_and_view (adds view-through checkouts after an impression without a click); any other value: 400. Ignored by APP reports. */
                attribution_mode?: string;
                /** @description day: cohort attribution (metrics by install day). Here every post-install figure is attributed back to the install (serve) time in both modes, and installs count at the hour of their click, so realtime and cohort answers are the same; the cohort columns are accepted either way. */
                day_column?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description format=json. With format=csv: text/csv, a header row of the column names, then the rows. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "results": [],
                     *       "count": 0
                     *     }
                     */
                    "application/json": {
                        /** @description 200 */
                        code: number;
                        results: {
                            /** @description Dimension, date YYYY-MM-DD: UTC day, YYYY-MM-DD. Realtime: the day of the serve; with day_column=day (and for the cohort columns) the install day, which is the same day here (installs count at the hour of their click). */
                            day?: string;
                            /** @description Dimension, hour HH:00: UTC hour, HH:00; only for the last 30 days. Without day: the hour of day across the range. */
                            hour?: string;
                            /** @description Dimension, text: Campaign name. */
                            campaign?: string;
                            /** @description Dimension, text: The campaign's hashed id (32 hex; the {CAMPAIGN_ID} macro, /manage/v1 hashed_id, v1 campaign_id): does not change when the campaign is renamed. */
                            campaign_id_external?: string;
                            /** @description Dimension, text: The campaign goal (bid type): CPI, CPE, CPP, RET, ROAS_AD, ROAS_IAP or ROAS_BLENDED; WEB reports: CPE, CPP or CHK_ROAS. */
                            campaign_type?: string;
                            /** @description Dimension, text: ua (user acquisition) or rt (retargeting); every campaign of this platform is ua. */
                            campaign_ad_type?: string;
                            /** @description Dimension, text: The campaign's goal in USD for CPI, CPE and CPP campaigns (the row's country's goal when the report is by country, else the goal for all countries); "" for other goals. Needs the campaign (or campaign_id_external) column. */
                            campaign_bid_goal?: string;
                            /** @description Dimension, text: The ROAS goal in percent for ROAS_AD, ROAS_IAP and ROAS_BLENDED campaigns (per country as campaign_bid_goal); "" for other goals. Needs the campaign (or campaign_id_external) column. */
                            campaign_roas_goal?: string;
                            /** @description Dimension, text: The promoted app: Android package name or iOS bundle id. */
                            campaign_package_name?: string;
                            /** @description Dimension, text: The promoted app's store id: the numeric App Store id (iOS), else the package name. */
                            campaign_store_id?: string;
                            /** @description Dimension, text: The day the goal is measured on (roas_day_target DAYn / goal_period): 0, 1, 3, 7 or 28; "" for CPI. */
                            optimization_day_target?: string;
                            /** @description Dimension, text: The custom event a CPE campaign targets (its goal's event_target); "" for other goals. */
                            target_event?: string;
                            /** @description Dimension, text: The campaign's bidding strategy: TARGET_GOAL_WITH_CPI_BILLING, AUTO_BIDDING_WITH_CPM_BILLING or MAXIMIZE_RESULTS_WITH_CPM_BILLING. */
                            bidding_and_billing_method?: string;
                            /** @description Dimension, text: android or ios (lower case). */
                            platform?: string;
                            /** @description Dimension, text: ISO 3166-1 alpha-2 code, lower case. */
                            country?: string;
                            /** @description Dimension, text: Creative set name. */
                            creative_set?: string;
                            /** @description Dimension, text: The creative set's hashed id (= /manage/v1 hashed_id): does not change when the set is renamed. */
                            creative_set_id?: string;
                            /** @description Dimension, text: The creative set's iOS custom product page or Android custom store listing (its product_page, as set); "" when it has none. WEB reports: the landing page, the set's creative_set_url, else the campaign's website_url. */
                            custom_page_id?: string;
                            /** @description Dimension, text: Ad name. */
                            ad?: string;
                            /** @description Dimension, text: Ad id (numeric, as /manage/v1 and v1 show it). */
                            ad_id?: string;
                            /** @description Dimension, text: GRAPHIC, VIDEO or PLAY: what the ad shows (its template has a playable: PLAY; a video: VIDEO). */
                            ad_type?: string;
                            /** @description Dimension, text: The ad's creative: GRAPHIC (images), PLAYABLE (a playable alone), VIDEO, VIDEO_GRAPHIC (a video with image end cards) or VIDEO_PLAYABLE (a video with a playable end card). */
                            ad_creative_type?: string;
                            /** @description Dimension, text: Ad size: BANNER, INTER, LEADER, MREC, NATIVE, WIDGET or PRELOAD. */
                            size?: string;
                            /** @description Dimension, text: The placement the impression was shown in: BANNER, LEADER, MREC and NATIVE ads in their own, INTER ads in INTER or REWARDED_INTER (a rewarded playable always in REWARDED_INTER), PRELOAD ads in APP_OPEN. */
                            placement_type?: string;
                            /** @description Dimension, text: phone, tablet or other: the device of the impression, only among the campaign's device_types when it targets some. */
                            device_type?: string;
                            /** @description Dimension, text: The publisher app that showed the ad: its app_id in GET /sources (the {PLACEMENT_ID} macro). */
                            traffic_source?: string;
                            /** @description Dimension, text: The publisher app's external id, as app_id_external in GET /sources (the {APP_ID} macro). */
                            app_id_external?: string;
                            /** @description Dimension, text: The publisher app's name. */
                            application?: string;
                            /** @description Dimension, text: The publisher app's encrypted id (stable per app, opaque), as exchanges and API-source bidding name it. */
                            external_placement_id?: string;
                            /** @description Dimension, text: The same value as campaign_id_external (the campaign's hashed id), under the name some clients use. */
                            campaign_id?: string;
                            /** @description Dimension, text: WEB reports: the campaign's audience strategy, UNIVERSAL, PROSPECTING or DISCOVERY ("" when it has none). */
                            audience_strategy?: string;
                            /** @description Metric. APP reports: integer: Impressions. WEB reports: integer: Impressions. */
                            impressions?: string;
                            /** @description Metric. APP reports: integer: Clicks. WEB reports: integer: Clicks: every click reaches the site, so clicks are the site visits the ads brought. */
                            clicks?: string;
                            /** @description Metric. APP reports: number, four decimals: clicks / impressions (0 without impressions). WEB reports: number, four decimals: clicks / impressions (0 without impressions). */
                            ctr?: string;
                            /** @description Metric, integer: Installs (attributed to the hour of their click). /skaReport: installs Apple has reported through SKAdNetwork postbacks so far. */
                            installs?: string;
                            /** @description Metric. APP reports: integer: Installs (= installs). /skaReport: SKAdNetwork installs reported so far. WEB reports: integer: WEB: the checkouts within D0 (= chka_0d). */
                            conversions?: string;
                            /** @description Metric, number, four decimals: conversions / clicks (0 without clicks). */
                            conversion_rate?: string;
                            /** @description Metric, integer: Installs by users who had the app before and installed it again (a share of installs, never more). */
                            redownloads?: string;
                            /** @description Metric. APP reports: USD, two decimals: Spend in USD, two decimals. WEB reports: USD, two decimals: Spend in USD, two decimals (CPM billing). */
                            cost?: string;
                            /** @description Metric, number, four decimals: cost / conversions in USD, four decimals (0 without conversions). */
                            average_cpa?: string;
                            /** @description Metric. APP reports: number, four decimals: cost / clicks in USD, four decimals (0 without clicks). WEB reports: number, four decimals: cost / clicks in USD, four decimals (0 without clicks). */
                            average_cpc?: string;
                            /** @description Metric. APP reports: integer: In-app purchase events (revenue postbacks) of the installs of the row reported so far, at any horizon (attributed back to the install, as every post-install figure here). /skaReport: purchases in the first SKAdNetwork conversion window (days 0-1). WEB reports: integer: Purchase events (one per checkout) of the row's clicks reported so far, at any window. */
                            sales?: string;
                            /** @description Metric, integer: Installs whose first purchase has been reported so far (users, not events); /skaReport: within the first conversion window. */
                            first_purchase?: string;
                            /** @description Metric, integer: Target events (the CPE campaign's event_target) of the row's installs reported so far, at any horizon; 0 for campaigns that are not CPE. */
                            target_event_count?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 0 days after the install day (day 0 = the install day): ad_rev_0d + iap_rev_0d. */
                            total_rev_0d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 0 days after the install day. */
                            ad_rev_0d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 0 days after the install day. */
                            iap_rev_0d?: string;
                            /** @description Metric. APP reports: number, four decimals: total_rev_0d / cost of the same installs (0 without cost). WEB reports: percent, two decimals: chka_usd_0d / cost x 100, in percent (250.00 = 2.5x; 0 without cost). */
                            roas_0d?: string;
                            /** @description Metric, number, four decimals: ad_rev_0d / cost. */
                            ad_roas_0d?: string;
                            /** @description Metric, number, four decimals: iap_rev_0d / cost. */
                            iap_roas_0d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 0 days after the install day. */
                            unique_purchasers_0d?: string;
                            /** @description Metric. APP reports: integer: Purchase events of the row's installs within 0 days after the install day (sales counts events; revenue is iap_rev_0d). WEB reports: integer: Purchase events within 24 hours of the click (= chka_0d). */
                            sales_0d?: string;
                            /** @description Metric. APP reports: integer: Target events (the CPE campaign's event_target) of the row's installs within 0 days after the install day; 0 for campaigns that are not CPE. WEB reports: integer: CPE campaigns: events of the campaign's event_target within 24 hours of the row's clicks (0 for other goals). */
                            target_event_count_0d?: string;
                            /** @description Metric. APP reports: number, four decimals: cost / target_event_count_0d in USD (0 without target events). WEB reports: number, four decimals: cost / target_event_count_0d in USD, four decimals (0 without events). */
                            cost_per_target_event_0d?: string;
                            /** @description Metric. APP reports: number, four decimals: Cost per purchase: cost / sales_0d in USD (0 without purchases). WEB reports: number, four decimals: Cost per purchase: cost / chka_0d in USD (the same as cost_per_chka_0d: one purchase per checkout). */
                            cpp_0d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 1 day after the install day (day 0 = the install day): ad_rev_1d + iap_rev_1d. */
                            total_rev_1d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 1 day after the install day. */
                            ad_rev_1d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 1 day after the install day. */
                            iap_rev_1d?: string;
                            /** @description Metric. APP reports: number, four decimals: total_rev_1d / cost of the same installs (0 without cost). WEB reports: percent, two decimals: chka_usd_1d / cost x 100, in percent (250.00 = 2.5x; 0 without cost). */
                            roas_1d?: string;
                            /** @description Metric, number, four decimals: ad_rev_1d / cost. */
                            ad_roas_1d?: string;
                            /** @description Metric, number, four decimals: iap_rev_1d / cost. */
                            iap_roas_1d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 1 day after the install day. */
                            unique_purchasers_1d?: string;
                            /** @description Metric. APP reports: integer: Purchase events of the row's installs within 1 day after the install day (sales counts events; revenue is iap_rev_1d). WEB reports: integer: Purchase events within 48 hours of the click (= chka_1d). */
                            sales_1d?: string;
                            /** @description Metric, integer: Target events (the CPE campaign's event_target) of the row's installs within 1 day after the install day; 0 for campaigns that are not CPE. */
                            target_event_count_1d?: string;
                            /** @description Metric, number, four decimals: cost / target_event_count_1d in USD (0 without target events). */
                            cost_per_target_event_1d?: string;
                            /** @description Metric. APP reports: number, four decimals: Cost per purchase: cost / sales_1d in USD (0 without purchases). WEB reports: number, four decimals: Cost per purchase: cost / chka_1d in USD (the same as cost_per_chka_1d: one purchase per checkout). */
                            cpp_1d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 2 days after the install day (day 0 = the install day): ad_rev_2d + iap_rev_2d. */
                            total_rev_2d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 2 days after the install day. */
                            ad_rev_2d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 2 days after the install day. */
                            iap_rev_2d?: string;
                            /** @description Metric. APP reports: number, four decimals: total_rev_2d / cost of the same installs (0 without cost). WEB reports: percent, two decimals: chka_usd_2d / cost x 100, in percent (250.00 = 2.5x; 0 without cost). */
                            roas_2d?: string;
                            /** @description Metric, number, four decimals: ad_rev_2d / cost. */
                            ad_roas_2d?: string;
                            /** @description Metric, number, four decimals: iap_rev_2d / cost. */
                            iap_roas_2d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 2 days after the install day. */
                            unique_purchasers_2d?: string;
                            /** @description Metric. APP reports: integer: Purchase events of the row's installs within 2 days after the install day (sales counts events; revenue is iap_rev_2d). WEB reports: integer: Purchase events within 72 hours of the click (= chka_2d). */
                            sales_2d?: string;
                            /** @description Metric, integer: Target events (the CPE campaign's event_target) of the row's installs within 2 days after the install day; 0 for campaigns that are not CPE. */
                            target_event_count_2d?: string;
                            /** @description Metric, number, four decimals: cost / target_event_count_2d in USD (0 without target events). */
                            cost_per_target_event_2d?: string;
                            /** @description Metric. APP reports: number, four decimals: Cost per purchase: cost / sales_2d in USD (0 without purchases). WEB reports: number, four decimals: Cost per purchase: cost / chka_2d in USD (the same as cost_per_chka_2d: one purchase per checkout). */
                            cpp_2d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 3 days after the install day (day 0 = the install day): ad_rev_3d + iap_rev_3d. */
                            total_rev_3d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 3 days after the install day. */
                            ad_rev_3d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 3 days after the install day. */
                            iap_rev_3d?: string;
                            /** @description Metric. APP reports: number, four decimals: total_rev_3d / cost of the same installs (0 without cost). WEB reports: percent, two decimals: chka_usd_3d / cost x 100, in percent (250.00 = 2.5x; 0 without cost). */
                            roas_3d?: string;
                            /** @description Metric, number, four decimals: ad_rev_3d / cost. */
                            ad_roas_3d?: string;
                            /** @description Metric, number, four decimals: iap_rev_3d / cost. */
                            iap_roas_3d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 3 days after the install day. */
                            unique_purchasers_3d?: string;
                            /** @description Metric. APP reports: integer: Purchase events of the row's installs within 3 days after the install day (sales counts events; revenue is iap_rev_3d). WEB reports: integer: Purchase events within 96 hours of the click (= chka_3d). */
                            sales_3d?: string;
                            /** @description Metric, integer: Target events (the CPE campaign's event_target) of the row's installs within 3 days after the install day; 0 for campaigns that are not CPE. */
                            target_event_count_3d?: string;
                            /** @description Metric, number, four decimals: cost / target_event_count_3d in USD (0 without target events). */
                            cost_per_target_event_3d?: string;
                            /** @description Metric. APP reports: number, four decimals: Cost per purchase: cost / sales_3d in USD (0 without purchases). WEB reports: number, four decimals: Cost per purchase: cost / chka_3d in USD (the same as cost_per_chka_3d: one purchase per checkout). */
                            cpp_3d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 7 days after the install day (day 0 = the install day): ad_rev_7d + iap_rev_7d. */
                            total_rev_7d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 7 days after the install day. */
                            ad_rev_7d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 7 days after the install day. */
                            iap_rev_7d?: string;
                            /** @description Metric. APP reports: number, four decimals: total_rev_7d / cost of the same installs (0 without cost). WEB reports: percent, two decimals: chka_usd_7d / cost x 100, in percent (250.00 = 2.5x; 0 without cost). */
                            roas_7d?: string;
                            /** @description Metric, number, four decimals: ad_rev_7d / cost. */
                            ad_roas_7d?: string;
                            /** @description Metric, number, four decimals: iap_rev_7d / cost. */
                            iap_roas_7d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 7 days after the install day. */
                            unique_purchasers_7d?: string;
                            /** @description Metric. APP reports: integer: Purchase events of the row's installs within 7 days after the install day (sales counts events; revenue is iap_rev_7d). WEB reports: integer: Purchase events within 192 hours of the click (= chka_7d). */
                            sales_7d?: string;
                            /** @description Metric, integer: Target events (the CPE campaign's event_target) of the row's installs within 7 days after the install day; 0 for campaigns that are not CPE. */
                            target_event_count_7d?: string;
                            /** @description Metric, number, four decimals: cost / target_event_count_7d in USD (0 without target events). */
                            cost_per_target_event_7d?: string;
                            /** @description Metric. APP reports: number, four decimals: Cost per purchase: cost / sales_7d in USD (0 without purchases). WEB reports: number, four decimals: Cost per purchase: cost / chka_7d in USD (the same as cost_per_chka_7d: one purchase per checkout). */
                            cpp_7d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 14 days after the install day (day 0 = the install day): ad_rev_14d + iap_rev_14d. */
                            total_rev_14d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 14 days after the install day. */
                            ad_rev_14d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 14 days after the install day. */
                            iap_rev_14d?: string;
                            /** @description Metric. APP reports: number, four decimals: total_rev_14d / cost of the same installs (0 without cost). WEB reports: percent, two decimals: chka_usd_14d / cost x 100, in percent (250.00 = 2.5x; 0 without cost). */
                            roas_14d?: string;
                            /** @description Metric, number, four decimals: ad_rev_14d / cost. */
                            ad_roas_14d?: string;
                            /** @description Metric, number, four decimals: iap_rev_14d / cost. */
                            iap_roas_14d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 14 days after the install day. */
                            unique_purchasers_14d?: string;
                            /** @description Metric. APP reports: integer: Purchase events of the row's installs within 14 days after the install day (sales counts events; revenue is iap_rev_14d). WEB reports: integer: Purchase events within 360 hours of the click (= chka_14d). */
                            sales_14d?: string;
                            /** @description Metric, integer: Target events (the CPE campaign's event_target) of the row's installs within 14 days after the install day; 0 for campaigns that are not CPE. */
                            target_event_count_14d?: string;
                            /** @description Metric, number, four decimals: cost / target_event_count_14d in USD (0 without target events). */
                            cost_per_target_event_14d?: string;
                            /** @description Metric. APP reports: number, four decimals: Cost per purchase: cost / sales_14d in USD (0 without purchases). WEB reports: number, four decimals: Cost per purchase: cost / chka_14d in USD (the same as cost_per_chka_14d: one purchase per checkout). */
                            cpp_14d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 28 days after the install day (day 0 = the install day): ad_rev_28d + iap_rev_28d. */
                            total_rev_28d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 28 days after the install day. */
                            ad_rev_28d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 28 days after the install day. */
                            iap_rev_28d?: string;
                            /** @description Metric. APP reports: number, four decimals: total_rev_28d / cost of the same installs (0 without cost). WEB reports: percent, two decimals: chka_usd_28d / cost x 100, in percent (250.00 = 2.5x; 0 without cost). */
                            roas_28d?: string;
                            /** @description Metric, number, four decimals: ad_rev_28d / cost. */
                            ad_roas_28d?: string;
                            /** @description Metric, number, four decimals: iap_rev_28d / cost. */
                            iap_roas_28d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 28 days after the install day. */
                            unique_purchasers_28d?: string;
                            /** @description Metric. APP reports: integer: Purchase events of the row's installs within 28 days after the install day (sales counts events; revenue is iap_rev_28d). WEB reports: integer: Purchase events within 696 hours of the click (= chka_28d). */
                            sales_28d?: string;
                            /** @description Metric, integer: Target events (the CPE campaign's event_target) of the row's installs within 28 days after the install day; 0 for campaigns that are not CPE. */
                            target_event_count_28d?: string;
                            /** @description Metric, number, four decimals: cost / target_event_count_28d in USD (0 without target events). */
                            cost_per_target_event_28d?: string;
                            /** @description Metric. APP reports: number, four decimals: Cost per purchase: cost / sales_28d in USD (0 without purchases). WEB reports: number, four decimals: Cost per purchase: cost / chka_28d in USD (the same as cost_per_chka_28d: one purchase per checkout). */
                            cpp_28d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 30 days after the install day (day 0 = the install day): ad_rev_30d + iap_rev_30d. */
                            total_rev_30d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 30 days after the install day. */
                            ad_rev_30d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 30 days after the install day. */
                            iap_rev_30d?: string;
                            /** @description Metric, number, four decimals: total_rev_30d / cost of the same installs (0 without cost). */
                            roas_30d?: string;
                            /** @description Metric, number, four decimals: ad_rev_30d / cost. */
                            ad_roas_30d?: string;
                            /** @description Metric, number, four decimals: iap_rev_30d / cost. */
                            iap_roas_30d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 30 days after the install day. */
                            unique_purchasers_30d?: string;
                            /** @description Metric, integer: Purchase events of the row's installs within 30 days after the install day (sales counts events; revenue is iap_rev_30d). */
                            sales_30d?: string;
                            /** @description Metric, integer: Target events (the CPE campaign's event_target) of the row's installs within 30 days after the install day; 0 for campaigns that are not CPE. */
                            target_event_count_30d?: string;
                            /** @description Metric, number, four decimals: cost / target_event_count_30d in USD (0 without target events). */
                            cost_per_target_event_30d?: string;
                            /** @description Metric, number, four decimals: Cost per purchase: cost / sales_30d in USD (0 without purchases). */
                            cpp_30d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 90 days after the install day (day 0 = the install day): ad_rev_90d + iap_rev_90d. Never complete inside the 45-day window: the figure so far. */
                            total_rev_90d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 90 days after the install day. Never complete inside the 45-day window: the figure so far. */
                            ad_rev_90d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 90 days after the install day. Never complete inside the 45-day window: the figure so far. */
                            iap_rev_90d?: string;
                            /** @description Metric, number, four decimals: total_rev_90d / cost of the same installs (0 without cost). Never complete inside the 45-day window: the figure so far. */
                            roas_90d?: string;
                            /** @description Metric, number, four decimals: ad_rev_90d / cost. Never complete inside the 45-day window: the figure so far. */
                            ad_roas_90d?: string;
                            /** @description Metric, number, four decimals: iap_rev_90d / cost. Never complete inside the 45-day window: the figure so far. */
                            iap_roas_90d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 90 days after the install day. Never complete inside the 45-day window: the figure so far. */
                            unique_purchasers_90d?: string;
                            /** @description Metric, integer: Purchase events of the row's installs within 90 days after the install day (sales counts events; revenue is iap_rev_90d). Never complete inside the 45-day window: the figure so far. */
                            sales_90d?: string;
                            /** @description Metric, integer: Target events (the CPE campaign's event_target) of the row's installs within 90 days after the install day; 0 for campaigns that are not CPE. Never complete inside the 45-day window: the figure so far. */
                            target_event_count_90d?: string;
                            /** @description Metric, number, four decimals: cost / target_event_count_90d in USD (0 without target events). Never complete inside the 45-day window: the figure so far. */
                            cost_per_target_event_90d?: string;
                            /** @description Metric, number, four decimals: Cost per purchase: cost / sales_90d in USD (0 without purchases). Never complete inside the 45-day window: the figure so far. */
                            cpp_90d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 365 days after the install day (day 0 = the install day): ad_rev_1y + iap_rev_1y. Never complete inside the 45-day window: the figure so far. */
                            total_rev_1y?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 365 days after the install day. Never complete inside the 45-day window: the figure so far. */
                            ad_rev_1y?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 365 days after the install day. Never complete inside the 45-day window: the figure so far. */
                            iap_rev_1y?: string;
                            /** @description Metric, number, four decimals: total_rev_1y / cost of the same installs (0 without cost). Never complete inside the 45-day window: the figure so far. */
                            roas_1y?: string;
                            /** @description Metric, number, four decimals: ad_rev_1y / cost. Never complete inside the 45-day window: the figure so far. */
                            ad_roas_1y?: string;
                            /** @description Metric, number, four decimals: iap_rev_1y / cost. Never complete inside the 45-day window: the figure so far. */
                            iap_roas_1y?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 365 days after the install day. Never complete inside the 45-day window: the figure so far. */
                            unique_purchasers_1y?: string;
                            /** @description Metric, integer: Purchase events of the row's installs within 365 days after the install day (sales counts events; revenue is iap_rev_1y). Never complete inside the 45-day window: the figure so far. */
                            sales_1y?: string;
                            /** @description Metric, integer: Target events (the CPE campaign's event_target) of the row's installs within 365 days after the install day; 0 for campaigns that are not CPE. Never complete inside the 45-day window: the figure so far. */
                            target_event_count_1y?: string;
                            /** @description Metric, number, four decimals: cost / target_event_count_1y in USD (0 without target events). Never complete inside the 45-day window: the figure so far. */
                            cost_per_target_event_1y?: string;
                            /** @description Metric, number, four decimals: Cost per purchase: cost / sales_1y in USD (0 without purchases). Never complete inside the 45-day window: the figure so far. */
                            cpp_1y?: string;
                            /** @description Metric, number, four decimals: Share of the row's installs active on day 1 after the install day (0 until day 1 has ended). */
                            ret_1d?: string;
                            /** @description Metric, number, four decimals: Share of the row's installs active on day 3 after the install day (0 until day 3 has ended). */
                            ret_3d?: string;
                            /** @description Metric, number, four decimals: Share of the row's installs active on day 7 after the install day (0 until day 7 has ended). */
                            ret_7d?: string;
                            /** @description Metric, number, four decimals: Share of the row's installs active on day 14 after the install day (0 until day 14 has ended). */
                            ret_14d?: string;
                            /** @description Metric, number, four decimals: Share of the row's installs active on day 28 after the install day (0 until day 28 has ended). */
                            ret_28d?: string;
                            /** @description Metric (WEB reports), integer: Checkouts within 24 hours of the row's clicks (attributed to the click's row, hour and day), as far as the clock has reached them. */
                            chka_0d?: string;
                            /** @description Metric (WEB reports), USD, two decimals: Revenue in USD of chka_0d (the checkouts' order values). */
                            chka_usd_0d?: string;
                            /** @description Metric (WEB reports), number, four decimals: cost / chka_0d in USD, four decimals (0 without checkouts). */
                            cost_per_chka_0d?: string;
                            /** @description Metric (WEB reports), integer: Checkouts within 48 hours of the row's clicks (attributed to the click's row, hour and day), as far as the clock has reached them. */
                            chka_1d?: string;
                            /** @description Metric (WEB reports), USD, two decimals: Revenue in USD of chka_1d (the checkouts' order values). */
                            chka_usd_1d?: string;
                            /** @description Metric (WEB reports), number, four decimals: cost / chka_1d in USD, four decimals (0 without checkouts). */
                            cost_per_chka_1d?: string;
                            /** @description Metric (WEB reports), integer: Checkouts within 72 hours of the row's clicks (attributed to the click's row, hour and day), as far as the clock has reached them. */
                            chka_2d?: string;
                            /** @description Metric (WEB reports), USD, two decimals: Revenue in USD of chka_2d (the checkouts' order values). */
                            chka_usd_2d?: string;
                            /** @description Metric (WEB reports), number, four decimals: cost / chka_2d in USD, four decimals (0 without checkouts). */
                            cost_per_chka_2d?: string;
                            /** @description Metric (WEB reports), integer: Checkouts within 96 hours of the row's clicks (attributed to the click's row, hour and day), as far as the clock has reached them. */
                            chka_3d?: string;
                            /** @description Metric (WEB reports), USD, two decimals: Revenue in USD of chka_3d (the checkouts' order values). */
                            chka_usd_3d?: string;
                            /** @description Metric (WEB reports), number, four decimals: cost / chka_3d in USD, four decimals (0 without checkouts). */
                            cost_per_chka_3d?: string;
                            /** @description Metric (WEB reports), integer: Checkouts within 192 hours of the row's clicks (attributed to the click's row, hour and day), as far as the clock has reached them. */
                            chka_7d?: string;
                            /** @description Metric (WEB reports), USD, two decimals: Revenue in USD of chka_7d (the checkouts' order values). */
                            chka_usd_7d?: string;
                            /** @description Metric (WEB reports), number, four decimals: cost / chka_7d in USD, four decimals (0 without checkouts). */
                            cost_per_chka_7d?: string;
                            /** @description Metric (WEB reports), integer: Checkouts within 360 hours of the row's clicks (attributed to the click's row, hour and day), as far as the clock has reached them. */
                            chka_14d?: string;
                            /** @description Metric (WEB reports), USD, two decimals: Revenue in USD of chka_14d (the checkouts' order values). */
                            chka_usd_14d?: string;
                            /** @description Metric (WEB reports), number, four decimals: cost / chka_14d in USD, four decimals (0 without checkouts). */
                            cost_per_chka_14d?: string;
                            /** @description Metric (WEB reports), integer: Checkouts within 696 hours of the row's clicks (attributed to the click's row, hour and day), as far as the clock has reached them. */
                            chka_28d?: string;
                            /** @description Metric (WEB reports), USD, two decimals: Revenue in USD of chka_28d (the checkouts' order values). */
                            chka_usd_28d?: string;
                            /** @description Metric (WEB reports), number, four decimals: cost / chka_28d in USD, four decimals (0 without checkouts). */
                            cost_per_chka_28d?: string;
                            /** @description Metric (WEB reports), integer: Checkouts within D0 (24 hours) by new customers (their first purchase from the shop); never more than chka_0d. */
                            nc_d0_checkouts?: string;
                            /** @description Metric (WEB reports), USD, two decimals: Revenue in USD of nc_d0_checkouts; never more than chka_usd_0d. */
                            nc_d0_checkout_rev?: string;
                            /** @description Metric (WEB reports), number, four decimals: cost / nc_d0_checkouts in USD, four decimals (0 without them). */
                            nc_d0_cpp?: string;
                            /** @description Metric (WEB reports), percent, two decimals: nc_d0_checkout_rev / cost x 100, in percent. */
                            nc_d0_roas?: string;
                            /** @description Metric (WEB reports), percent, two decimals: New customers' share of chka_0d, in percent (0-100). */
                            nc_percent_d0_checkouts?: string;
                            /** @description Metric (WEB reports), percent, two decimals: New customers' share of chka_usd_0d, in percent (0-100). */
                            nc_percent_d0_checkout_rev?: string;
                            /** @description Metric (WEB reports), integer: Checkouts within D7 (192 hours) by new customers (their first purchase from the shop); never more than chka_7d. */
                            nc_d7_checkouts?: string;
                            /** @description Metric (WEB reports), USD, two decimals: Revenue in USD of nc_d7_checkouts; never more than chka_usd_7d. */
                            nc_d7_checkout_rev?: string;
                            /** @description Metric (WEB reports), number, four decimals: cost / nc_d7_checkouts in USD, four decimals (0 without them). */
                            nc_d7_cpp?: string;
                            /** @description Metric (WEB reports), percent, two decimals: nc_d7_checkout_rev / cost x 100, in percent. */
                            nc_d7_roas?: string;
                            /** @description Metric (WEB reports), percent, two decimals: New customers' share of chka_7d, in percent (0-100). */
                            nc_percent_d7_checkouts?: string;
                            /** @description Metric (WEB reports), percent, two decimals: New customers' share of chka_usd_7d, in percent (0-100). */
                            nc_percent_d7_checkout_rev?: string;
                            /** @description Metric (WEB reports), number, four decimals: Share of the row's site visits (clicks) by visitors new to the site, 0-1, four decimals (0 without visits). */
                            new_visitor_rate?: string;
                        }[];
                        /** @description Number of rows in results (this page) */
                        count: number;
                    };
                };
            };
            /** @description a parameter breaks a rule (named in field and rule); /skaReport and /probabilisticReport with a WEB account's key: "not available for WEB accounts" */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status */
                        code: number;
                        /** @description What is wrong; for a start date too far back: "The date is beyond our 45 day request window. Start date is too far in the past" (WEB accounts: "Start date is too far in the past") and the earliest start */
                        message: string;
                        /** @description The query parameter the error is about (path: an unknown path) */
                        field?: string;
                        /** @description The rule it breaks, with the allowed range where there is one */
                        rule?: string;
                        /** @description Same as the X-TRACE-ID response header */
                        trace_id: string;
                    };
                };
            };
            /** @description api_key missing or not a valid report key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status */
                        code: number;
                        /** @description What is wrong; for a start date too far back: "The date is beyond our 45 day request window. Start date is too far in the past" (WEB accounts: "Start date is too far in the past") and the earliest start */
                        message: string;
                        /** @description The query parameter the error is about (path: an unknown path) */
                        field?: string;
                        /** @description The rule it breaks, with the allowed range where there is one */
                        rule?: string;
                        /** @description Same as the X-TRACE-ID response header */
                        trace_id: string;
                    };
                };
            };
            /** @description internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status */
                        code: number;
                        /** @description What is wrong; for a start date too far back: "The date is beyond our 45 day request window. Start date is too far in the past" (WEB accounts: "Start date is too far in the past") and the earliest start */
                        message: string;
                        /** @description The query parameter the error is about (path: an unknown path) */
                        field?: string;
                        /** @description The rule it breaks, with the allowed range where there is one */
                        rule?: string;
                        /** @description Same as the X-TRACE-ID response header */
                        trace_id: string;
                    };
                };
            };
        };
    };
    getWebReport: {
        parameters: {
            query?: {
                /** @description advertiser (the only type; the default) */
                report_type?: string;
                /** @description First day (UTC): YYYY-MM-DD, a Unix timestamp, or now. Within the last 45 days (else 400 "The date is beyond our 45 day request window. Start date is too far in the past: start must be <earliest> or later ..."); WEB accounts: the last 90 days (else 400 "Start date is too far in the past" naming the earliest start). Required. */
                start?: string | number;
                /** @description Last day (UTC), inclusive: YYYY-MM-DD, a Unix timestamp, or now. Required. */
                end?: string | number;
                /** @description Comma-separated columns (each is described in the result schema). Dimensions group the rows; metrics are summed, ratios computed from the sums. hour only with start within the last 30 days (else 400 naming the earliest allowed start). campaign_bid_goal and campaign_roas_goal need campaign or campaign_id_external. Required. */
                columns?: string;
                /** @description json (default) or csv (streamed, with a header row; text cells that start with = + - @ tab or CR are made inert with a leading ') */
                format?: string;
                /** @description Most rows to return, 1 to 2147483647 (with offset for paging; no limit: every row) */
                limit?: string | number;
                /** @description Rows to skip (past the end: no rows) */
                offset?: string | number;
                /** @description 1: leave out rows whose impressions, clicks, installs, cost and redownloads are all zero */
                not_zero?: string | number;
                /** @description A numeric expression over metric columns: + - * /, comparisons (> >= < <= = !=), AND, OR, NOT, parentheses; e.g. "impressions > 0 AND cost > 0". Parsed, never passed to the database as text; one that could exceed ±1e300 is refused. */
                having?: string;
                /** @description WEB accounts: click (default: checkouts within the window after a click) or click_and_view (adds view-through checkouts after an impression without a click); any other value: 400. Ignored by APP reports. */
                attribution_mode?: string;
                /** @description day: cohort attribution (metrics by install day). Here every post-install figure is attributed back to the install (serve) time in both modes, and installs count at the hour of their click, so realtime and cohort answers are the same; the cohort columns are accepted either way. */
                day_column?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description format=json. With format=csv: text/csv, a header row of the column names, then the rows. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "results": [],
                     *       "count": 0
                     *     }
                     */
                    "application/json": {
                        /** @description 200 */
                        code: number;
                        results: {
                            /** @description Dimension, date YYYY-MM-DD: UTC day, YYYY-MM-DD. Realtime: the day of the serve; with day_column=day (and for the cohort columns) the install day, which is the same day here (installs count at the hour of their click). */
                            day?: string;
                            /** @description Dimension, hour HH:00: UTC hour, HH:00; only for the last 30 days. Without day: the hour of day across the range. */
                            hour?: string;
                            /** @description Dimension, text: Campaign name. */
                            campaign?: string;
                            /** @description Dimension, text: The campaign's hashed id (32 hex; the {CAMPAIGN_ID} macro, /manage/v1 hashed_id, v1 campaign_id): does not change when the campaign is renamed. */
                            campaign_id_external?: string;
                            /** @description Dimension, text: The campaign goal (bid type): CPI, CPE, CPP, RET, ROAS_AD, ROAS_IAP or ROAS_BLENDED; WEB reports: CPE, CPP or CHK_ROAS. */
                            campaign_type?: string;
                            /** @description Dimension, text: ua (user acquisition) or rt (retargeting); every campaign of this platform is ua. */
                            campaign_ad_type?: string;
                            /** @description Dimension, text: The campaign's goal in USD for CPI, CPE and CPP campaigns (the row's country's goal when the report is by country, else the goal for all countries); "" for other goals. Needs the campaign (or campaign_id_external) column. */
                            campaign_bid_goal?: string;
                            /** @description Dimension, text: The ROAS goal in percent for ROAS_AD, ROAS_IAP and ROAS_BLENDED campaigns (per country as campaign_bid_goal); "" for other goals. Needs the campaign (or campaign_id_external) column. */
                            campaign_roas_goal?: string;
                            /** @description Dimension, text: The promoted app: Android package name or iOS bundle id. */
                            campaign_package_name?: string;
                            /** @description Dimension, text: The promoted app's store id: the numeric App Store id (iOS), else the package name. */
                            campaign_store_id?: string;
                            /** @description Dimension, text: The day the goal is measured on (roas_day_target DAYn / goal_period): 0, 1, 3, 7 or 28; "" for CPI. */
                            optimization_day_target?: string;
                            /** @description Dimension, text: The custom event a CPE campaign targets (its goal's event_target); "" for other goals. */
                            target_event?: string;
                            /** @description Dimension, text: The campaign's bidding strategy: TARGET_GOAL_WITH_CPI_BILLING, AUTO_BIDDING_WITH_CPM_BILLING or MAXIMIZE_RESULTS_WITH_CPM_BILLING. */
                            bidding_and_billing_method?: string;
                            /** @description Dimension, text: android or ios (lower case). */
                            platform?: string;
                            /** @description Dimension, text: ISO 3166-1 alpha-2 code, lower case. */
                            country?: string;
                            /** @description Dimension, text: Creative set name. */
                            creative_set?: string;
                            /** @description Dimension, text: The creative set's hashed id (= /manage/v1 hashed_id): does not change when the set is renamed. */
                            creative_set_id?: string;
                            /** @description Dimension, text: The creative set's iOS custom product page or Android custom store listing (its product_page, as set); "" when it has none. WEB reports: the landing page, the set's creative_set_url, else the campaign's website_url. */
                            custom_page_id?: string;
                            /** @description Dimension, text: Ad name. */
                            ad?: string;
                            /** @description Dimension, text: Ad id (numeric, as /manage/v1 and v1 show it). */
                            ad_id?: string;
                            /** @description Dimension, text: GRAPHIC, VIDEO or PLAY: what the ad shows (its template has a playable: PLAY; a video: VIDEO). */
                            ad_type?: string;
                            /** @description Dimension, text: The ad's creative: GRAPHIC (images), PLAYABLE (a playable alone), VIDEO, VIDEO_GRAPHIC (a video with image end cards) or VIDEO_PLAYABLE (a video with a playable end card). */
                            ad_creative_type?: string;
                            /** @description Dimension, text: Ad size: BANNER, INTER, LEADER, MREC, NATIVE, WIDGET or PRELOAD. */
                            size?: string;
                            /** @description Dimension, text: The placement the impression was shown in: BANNER, LEADER, MREC and NATIVE ads in their own, INTER ads in INTER or REWARDED_INTER (a rewarded playable always in REWARDED_INTER), PRELOAD ads in APP_OPEN. */
                            placement_type?: string;
                            /** @description Dimension, text: phone, tablet or other: the device of the impression, only among the campaign's device_types when it targets some. */
                            device_type?: string;
                            /** @description Dimension, text: The publisher app that showed the ad: its app_id in GET /sources (the {PLACEMENT_ID} macro). */
                            traffic_source?: string;
                            /** @description Dimension, text: The publisher app's external id, as app_id_external in GET /sources (the {APP_ID} macro). */
                            app_id_external?: string;
                            /** @description Dimension, text: The publisher app's name. */
                            application?: string;
                            /** @description Dimension, text: The publisher app's encrypted id (stable per app, opaque), as exchanges and API-source bidding name it. */
                            external_placement_id?: string;
                            /** @description Dimension, text: The same value as campaign_id_external (the campaign's hashed id), under the name some clients use. */
                            campaign_id?: string;
                            /** @description Dimension, text: WEB reports: the campaign's audience strategy, UNIVERSAL, PROSPECTING or DISCOVERY ("" when it has none). */
                            audience_strategy?: string;
                            /** @description Metric. APP reports: integer: Impressions. WEB reports: integer: Impressions. */
                            impressions?: string;
                            /** @description Metric. APP reports: integer: Clicks. WEB reports: integer: Clicks: every click reaches the site, so clicks are the site visits the ads brought. */
                            clicks?: string;
                            /** @description Metric. APP reports: number, four decimals: clicks / impressions (0 without impressions). WEB reports: number, four decimals: clicks / impressions (0 without impressions). */
                            ctr?: string;
                            /** @description Metric, integer: Installs (attributed to the hour of their click). /skaReport: installs Apple has reported through SKAdNetwork postbacks so far. */
                            installs?: string;
                            /** @description Metric. APP reports: integer: Installs (= installs). /skaReport: SKAdNetwork installs reported so far. WEB reports: integer: WEB: the checkouts within D0 (= chka_0d). */
                            conversions?: string;
                            /** @description Metric, number, four decimals: conversions / clicks (0 without clicks). */
                            conversion_rate?: string;
                            /** @description Metric, integer: Installs by users who had the app before and installed it again (a share of installs, never more). */
                            redownloads?: string;
                            /** @description Metric. APP reports: USD, two decimals: Spend in USD, two decimals. WEB reports: USD, two decimals: Spend in USD, two decimals (CPM billing). */
                            cost?: string;
                            /** @description Metric, number, four decimals: cost / conversions in USD, four decimals (0 without conversions). */
                            average_cpa?: string;
                            /** @description Metric. APP reports: number, four decimals: cost / clicks in USD, four decimals (0 without clicks). WEB reports: number, four decimals: cost / clicks in USD, four decimals (0 without clicks). */
                            average_cpc?: string;
                            /** @description Metric. APP reports: integer: In-app purchase events (revenue postbacks) of the installs of the row reported so far, at any horizon (attributed back to the install, as every post-install figure here). /skaReport: purchases in the first SKAdNetwork conversion window (days 0-1). WEB reports: integer: Purchase events (one per checkout) of the row's clicks reported so far, at any window. */
                            sales?: string;
                            /** @description Metric, integer: Installs whose first purchase has been reported so far (users, not events); /skaReport: within the first conversion window. */
                            first_purchase?: string;
                            /** @description Metric, integer: Target events (the CPE campaign's event_target) of the row's installs reported so far, at any horizon; 0 for campaigns that are not CPE. */
                            target_event_count?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 0 days after the install day (day 0 = the install day): ad_rev_0d + iap_rev_0d. */
                            total_rev_0d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 0 days after the install day. */
                            ad_rev_0d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 0 days after the install day. */
                            iap_rev_0d?: string;
                            /** @description Metric. APP reports: number, four decimals: total_rev_0d / cost of the same installs (0 without cost). WEB reports: percent, two decimals: chka_usd_0d / cost x 100, in percent (250.00 = 2.5x; 0 without cost). */
                            roas_0d?: string;
                            /** @description Metric, number, four decimals: ad_rev_0d / cost. */
                            ad_roas_0d?: string;
                            /** @description Metric, number, four decimals: iap_rev_0d / cost. */
                            iap_roas_0d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 0 days after the install day. */
                            unique_purchasers_0d?: string;
                            /** @description Metric. APP reports: integer: Purchase events of the row's installs within 0 days after the install day (sales counts events; revenue is iap_rev_0d). WEB reports: integer: Purchase events within 24 hours of the click (= chka_0d). */
                            sales_0d?: string;
                            /** @description Metric. APP reports: integer: Target events (the CPE campaign's event_target) of the row's installs within 0 days after the install day; 0 for campaigns that are not CPE. WEB reports: integer: CPE campaigns: events of the campaign's event_target within 24 hours of the row's clicks (0 for other goals). */
                            target_event_count_0d?: string;
                            /** @description Metric. APP reports: number, four decimals: cost / target_event_count_0d in USD (0 without target events). WEB reports: number, four decimals: cost / target_event_count_0d in USD, four decimals (0 without events). */
                            cost_per_target_event_0d?: string;
                            /** @description Metric. APP reports: number, four decimals: Cost per purchase: cost / sales_0d in USD (0 without purchases). WEB reports: number, four decimals: Cost per purchase: cost / chka_0d in USD (the same as cost_per_chka_0d: one purchase per checkout). */
                            cpp_0d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 1 day after the install day (day 0 = the install day): ad_rev_1d + iap_rev_1d. */
                            total_rev_1d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 1 day after the install day. */
                            ad_rev_1d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 1 day after the install day. */
                            iap_rev_1d?: string;
                            /** @description Metric. APP reports: number, four decimals: total_rev_1d / cost of the same installs (0 without cost). WEB reports: percent, two decimals: chka_usd_1d / cost x 100, in percent (250.00 = 2.5x; 0 without cost). */
                            roas_1d?: string;
                            /** @description Metric, number, four decimals: ad_rev_1d / cost. */
                            ad_roas_1d?: string;
                            /** @description Metric, number, four decimals: iap_rev_1d / cost. */
                            iap_roas_1d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 1 day after the install day. */
                            unique_purchasers_1d?: string;
                            /** @description Metric. APP reports: integer: Purchase events of the row's installs within 1 day after the install day (sales counts events; revenue is iap_rev_1d). WEB reports: integer: Purchase events within 48 hours of the click (= chka_1d). */
                            sales_1d?: string;
                            /** @description Metric, integer: Target events (the CPE campaign's event_target) of the row's installs within 1 day after the install day; 0 for campaigns that are not CPE. */
                            target_event_count_1d?: string;
                            /** @description Metric, number, four decimals: cost / target_event_count_1d in USD (0 without target events). */
                            cost_per_target_event_1d?: string;
                            /** @description Metric. APP reports: number, four decimals: Cost per purchase: cost / sales_1d in USD (0 without purchases). WEB reports: number, four decimals: Cost per purchase: cost / chka_1d in USD (the same as cost_per_chka_1d: one purchase per checkout). */
                            cpp_1d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 2 days after the install day (day 0 = the install day): ad_rev_2d + iap_rev_2d. */
                            total_rev_2d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 2 days after the install day. */
                            ad_rev_2d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 2 days after the install day. */
                            iap_rev_2d?: string;
                            /** @description Metric. APP reports: number, four decimals: total_rev_2d / cost of the same installs (0 without cost). WEB reports: percent, two decimals: chka_usd_2d / cost x 100, in percent (250.00 = 2.5x; 0 without cost). */
                            roas_2d?: string;
                            /** @description Metric, number, four decimals: ad_rev_2d / cost. */
                            ad_roas_2d?: string;
                            /** @description Metric, number, four decimals: iap_rev_2d / cost. */
                            iap_roas_2d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 2 days after the install day. */
                            unique_purchasers_2d?: string;
                            /** @description Metric. APP reports: integer: Purchase events of the row's installs within 2 days after the install day (sales counts events; revenue is iap_rev_2d). WEB reports: integer: Purchase events within 72 hours of the click (= chka_2d). */
                            sales_2d?: string;
                            /** @description Metric, integer: Target events (the CPE campaign's event_target) of the row's installs within 2 days after the install day; 0 for campaigns that are not CPE. */
                            target_event_count_2d?: string;
                            /** @description Metric, number, four decimals: cost / target_event_count_2d in USD (0 without target events). */
                            cost_per_target_event_2d?: string;
                            /** @description Metric. APP reports: number, four decimals: Cost per purchase: cost / sales_2d in USD (0 without purchases). WEB reports: number, four decimals: Cost per purchase: cost / chka_2d in USD (the same as cost_per_chka_2d: one purchase per checkout). */
                            cpp_2d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 3 days after the install day (day 0 = the install day): ad_rev_3d + iap_rev_3d. */
                            total_rev_3d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 3 days after the install day. */
                            ad_rev_3d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 3 days after the install day. */
                            iap_rev_3d?: string;
                            /** @description Metric. APP reports: number, four decimals: total_rev_3d / cost of the same installs (0 without cost). WEB reports: percent, two decimals: chka_usd_3d / cost x 100, in percent (250.00 = 2.5x; 0 without cost). */
                            roas_3d?: string;
                            /** @description Metric, number, four decimals: ad_rev_3d / cost. */
                            ad_roas_3d?: string;
                            /** @description Metric, number, four decimals: iap_rev_3d / cost. */
                            iap_roas_3d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 3 days after the install day. */
                            unique_purchasers_3d?: string;
                            /** @description Metric. APP reports: integer: Purchase events of the row's installs within 3 days after the install day (sales counts events; revenue is iap_rev_3d). WEB reports: integer: Purchase events within 96 hours of the click (= chka_3d). */
                            sales_3d?: string;
                            /** @description Metric, integer: Target events (the CPE campaign's event_target) of the row's installs within 3 days after the install day; 0 for campaigns that are not CPE. */
                            target_event_count_3d?: string;
                            /** @description Metric, number, four decimals: cost / target_event_count_3d in USD (0 without target events). */
                            cost_per_target_event_3d?: string;
                            /** @description Metric. APP reports: number, four decimals: Cost per purchase: cost / sales_3d in USD (0 without purchases). WEB reports: number, four decimals: Cost per purchase: cost / chka_3d in USD (the same as cost_per_chka_3d: one purchase per checkout). */
                            cpp_3d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 7 days after the install day (day 0 = the install day): ad_rev_7d + iap_rev_7d. */
                            total_rev_7d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 7 days after the install day. */
                            ad_rev_7d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 7 days after the install day. */
                            iap_rev_7d?: string;
                            /** @description Metric. APP reports: number, four decimals: total_rev_7d / cost of the same installs (0 without cost). WEB reports: percent, two decimals: chka_usd_7d / cost x 100, in percent (250.00 = 2.5x; 0 without cost). */
                            roas_7d?: string;
                            /** @description Metric, number, four decimals: ad_rev_7d / cost. */
                            ad_roas_7d?: string;
                            /** @description Metric, number, four decimals: iap_rev_7d / cost. */
                            iap_roas_7d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 7 days after the install day. */
                            unique_purchasers_7d?: string;
                            /** @description Metric. APP reports: integer: Purchase events of the row's installs within 7 days after the install day (sales counts events; revenue is iap_rev_7d). WEB reports: integer: Purchase events within 192 hours of the click (= chka_7d). */
                            sales_7d?: string;
                            /** @description Metric, integer: Target events (the CPE campaign's event_target) of the row's installs within 7 days after the install day; 0 for campaigns that are not CPE. */
                            target_event_count_7d?: string;
                            /** @description Metric, number, four decimals: cost / target_event_count_7d in USD (0 without target events). */
                            cost_per_target_event_7d?: string;
                            /** @description Metric. APP reports: number, four decimals: Cost per purchase: cost / sales_7d in USD (0 without purchases). WEB reports: number, four decimals: Cost per purchase: cost / chka_7d in USD (the same as cost_per_chka_7d: one purchase per checkout). */
                            cpp_7d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 14 days after the install day (day 0 = the install day): ad_rev_14d + iap_rev_14d. */
                            total_rev_14d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 14 days after the install day. */
                            ad_rev_14d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 14 days after the install day. */
                            iap_rev_14d?: string;
                            /** @description Metric. APP reports: number, four decimals: total_rev_14d / cost of the same installs (0 without cost). WEB reports: percent, two decimals: chka_usd_14d / cost x 100, in percent (250.00 = 2.5x; 0 without cost). */
                            roas_14d?: string;
                            /** @description Metric, number, four decimals: ad_rev_14d / cost. */
                            ad_roas_14d?: string;
                            /** @description Metric, number, four decimals: iap_rev_14d / cost. */
                            iap_roas_14d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 14 days after the install day. */
                            unique_purchasers_14d?: string;
                            /** @description Metric. APP reports: integer: Purchase events of the row's installs within 14 days after the install day (sales counts events; revenue is iap_rev_14d). WEB reports: integer: Purchase events within 360 hours of the click (= chka_14d). */
                            sales_14d?: string;
                            /** @description Metric, integer: Target events (the CPE campaign's event_target) of the row's installs within 14 days after the install day; 0 for campaigns that are not CPE. */
                            target_event_count_14d?: string;
                            /** @description Metric, number, four decimals: cost / target_event_count_14d in USD (0 without target events). */
                            cost_per_target_event_14d?: string;
                            /** @description Metric. APP reports: number, four decimals: Cost per purchase: cost / sales_14d in USD (0 without purchases). WEB reports: number, four decimals: Cost per purchase: cost / chka_14d in USD (the same as cost_per_chka_14d: one purchase per checkout). */
                            cpp_14d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 28 days after the install day (day 0 = the install day): ad_rev_28d + iap_rev_28d. */
                            total_rev_28d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 28 days after the install day. */
                            ad_rev_28d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 28 days after the install day. */
                            iap_rev_28d?: string;
                            /** @description Metric. APP reports: number, four decimals: total_rev_28d / cost of the same installs (0 without cost). WEB reports: percent, two decimals: chka_usd_28d / cost x 100, in percent (250.00 = 2.5x; 0 without cost). */
                            roas_28d?: string;
                            /** @description Metric, number, four decimals: ad_rev_28d / cost. */
                            ad_roas_28d?: string;
                            /** @description Metric, number, four decimals: iap_rev_28d / cost. */
                            iap_roas_28d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 28 days after the install day. */
                            unique_purchasers_28d?: string;
                            /** @description Metric. APP reports: integer: Purchase events of the row's installs within 28 days after the install day (sales counts events; revenue is iap_rev_28d). WEB reports: integer: Purchase events within 696 hours of the click (= chka_28d). */
                            sales_28d?: string;
                            /** @description Metric, integer: Target events (the CPE campaign's event_target) of the row's installs within 28 days after the install day; 0 for campaigns that are not CPE. */
                            target_event_count_28d?: string;
                            /** @description Metric, number, four decimals: cost / target_event_count_28d in USD (0 without target events). */
                            cost_per_target_event_28d?: string;
                            /** @description Metric. APP reports: number, four decimals: Cost per purchase: cost / sales_28d in USD (0 without purchases). WEB reports: number, four decimals: Cost per purchase: cost / chka_28d in USD (the same as cost_per_chka_28d: one purchase per checkout). */
                            cpp_28d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 30 days after the install day (day 0 = the install day): ad_rev_30d + iap_rev_30d. */
                            total_rev_30d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 30 days after the install day. */
                            ad_rev_30d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 30 days after the install day. */
                            iap_rev_30d?: string;
                            /** @description Metric, number, four decimals: total_rev_30d / cost of the same installs (0 without cost). */
                            roas_30d?: string;
                            /** @description Metric, number, four decimals: ad_rev_30d / cost. */
                            ad_roas_30d?: string;
                            /** @description Metric, number, four decimals: iap_rev_30d / cost. */
                            iap_roas_30d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 30 days after the install day. */
                            unique_purchasers_30d?: string;
                            /** @description Metric, integer: Purchase events of the row's installs within 30 days after the install day (sales counts events; revenue is iap_rev_30d). */
                            sales_30d?: string;
                            /** @description Metric, integer: Target events (the CPE campaign's event_target) of the row's installs within 30 days after the install day; 0 for campaigns that are not CPE. */
                            target_event_count_30d?: string;
                            /** @description Metric, number, four decimals: cost / target_event_count_30d in USD (0 without target events). */
                            cost_per_target_event_30d?: string;
                            /** @description Metric, number, four decimals: Cost per purchase: cost / sales_30d in USD (0 without purchases). */
                            cpp_30d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 90 days after the install day (day 0 = the install day): ad_rev_90d + iap_rev_90d. Never complete inside the 45-day window: the figure so far. */
                            total_rev_90d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 90 days after the install day. Never complete inside the 45-day window: the figure so far. */
                            ad_rev_90d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 90 days after the install day. Never complete inside the 45-day window: the figure so far. */
                            iap_rev_90d?: string;
                            /** @description Metric, number, four decimals: total_rev_90d / cost of the same installs (0 without cost). Never complete inside the 45-day window: the figure so far. */
                            roas_90d?: string;
                            /** @description Metric, number, four decimals: ad_rev_90d / cost. Never complete inside the 45-day window: the figure so far. */
                            ad_roas_90d?: string;
                            /** @description Metric, number, four decimals: iap_rev_90d / cost. Never complete inside the 45-day window: the figure so far. */
                            iap_roas_90d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 90 days after the install day. Never complete inside the 45-day window: the figure so far. */
                            unique_purchasers_90d?: string;
                            /** @description Metric, integer: Purchase events of the row's installs within 90 days after the install day (sales counts events; revenue is iap_rev_90d). Never complete inside the 45-day window: the figure so far. */
                            sales_90d?: string;
                            /** @description Metric, integer: Target events (the CPE campaign's event_target) of the row's installs within 90 days after the install day; 0 for campaigns that are not CPE. Never complete inside the 45-day window: the figure so far. */
                            target_event_count_90d?: string;
                            /** @description Metric, number, four decimals: cost / target_event_count_90d in USD (0 without target events). Never complete inside the 45-day window: the figure so far. */
                            cost_per_target_event_90d?: string;
                            /** @description Metric, number, four decimals: Cost per purchase: cost / sales_90d in USD (0 without purchases). Never complete inside the 45-day window: the figure so far. */
                            cpp_90d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 365 days after the install day (day 0 = the install day): ad_rev_1y + iap_rev_1y. Never complete inside the 45-day window: the figure so far. */
                            total_rev_1y?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 365 days after the install day. Never complete inside the 45-day window: the figure so far. */
                            ad_rev_1y?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 365 days after the install day. Never complete inside the 45-day window: the figure so far. */
                            iap_rev_1y?: string;
                            /** @description Metric, number, four decimals: total_rev_1y / cost of the same installs (0 without cost). Never complete inside the 45-day window: the figure so far. */
                            roas_1y?: string;
                            /** @description Metric, number, four decimals: ad_rev_1y / cost. Never complete inside the 45-day window: the figure so far. */
                            ad_roas_1y?: string;
                            /** @description Metric, number, four decimals: iap_rev_1y / cost. Never complete inside the 45-day window: the figure so far. */
                            iap_roas_1y?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 365 days after the install day. Never complete inside the 45-day window: the figure so far. */
                            unique_purchasers_1y?: string;
                            /** @description Metric, integer: Purchase events of the row's installs within 365 days after the install day (sales counts events; revenue is iap_rev_1y). Never complete inside the 45-day window: the figure so far. */
                            sales_1y?: string;
                            /** @description Metric, integer: Target events (the CPE campaign's event_target) of the row's installs within 365 days after the install day; 0 for campaigns that are not CPE. Never complete inside the 45-day window: the figure so far. */
                            target_event_count_1y?: string;
                            /** @description Metric, number, four decimals: cost / target_event_count_1y in USD (0 without target events). Never complete inside the 45-day window: the figure so far. */
                            cost_per_target_event_1y?: string;
                            /** @description Metric, number, four decimals: Cost per purchase: cost / sales_1y in USD (0 without purchases). Never complete inside the 45-day window: the figure so far. */
                            cpp_1y?: string;
                            /** @description Metric, number, four decimals: Share of the row's installs active on day 1 after the install day (0 until day 1 has ended). */
                            ret_1d?: string;
                            /** @description Metric, number, four decimals: Share of the row's installs active on day 3 after the install day (0 until day 3 has ended). */
                            ret_3d?: string;
                            /** @description Metric, number, four decimals: Share of the row's installs active on day 7 after the install day (0 until day 7 has ended). */
                            ret_7d?: string;
                            /** @description Metric, number, four decimals: Share of the row's installs active on day 14 after the install day (0 until day 14 has ended). */
                            ret_14d?: string;
                            /** @description Metric, number, four decimals: Share of the row's installs active on day 28 after the install day (0 until day 28 has ended). */
                            ret_28d?: string;
                            /** @description Metric (WEB reports), integer: Checkouts within 24 hours of the row's clicks (attributed to the click's row, hour and day), as far as the clock has reached them. */
                            chka_0d?: string;
                            /** @description Metric (WEB reports), USD, two decimals: Revenue in USD of chka_0d (the checkouts' order values). */
                            chka_usd_0d?: string;
                            /** @description Metric (WEB reports), number, four decimals: cost / chka_0d in USD, four decimals (0 without checkouts). */
                            cost_per_chka_0d?: string;
                            /** @description Metric (WEB reports), integer: Checkouts within 48 hours of the row's clicks (attributed to the click's row, hour and day), as far as the clock has reached them. */
                            chka_1d?: string;
                            /** @description Metric (WEB reports), USD, two decimals: Revenue in USD of chka_1d (the checkouts' order values). */
                            chka_usd_1d?: string;
                            /** @description Metric (WEB reports), number, four decimals: cost / chka_1d in USD, four decimals (0 without checkouts). */
                            cost_per_chka_1d?: string;
                            /** @description Metric (WEB reports), integer: Checkouts within 72 hours of the row's clicks (attributed to the click's row, hour and day), as far as the clock has reached them. */
                            chka_2d?: string;
                            /** @description Metric (WEB reports), USD, two decimals: Revenue in USD of chka_2d (the checkouts' order values). */
                            chka_usd_2d?: string;
                            /** @description Metric (WEB reports), number, four decimals: cost / chka_2d in USD, four decimals (0 without checkouts). */
                            cost_per_chka_2d?: string;
                            /** @description Metric (WEB reports), integer: Checkouts within 96 hours of the row's clicks (attributed to the click's row, hour and day), as far as the clock has reached them. */
                            chka_3d?: string;
                            /** @description Metric (WEB reports), USD, two decimals: Revenue in USD of chka_3d (the checkouts' order values). */
                            chka_usd_3d?: string;
                            /** @description Metric (WEB reports), number, four decimals: cost / chka_3d in USD, four decimals (0 without checkouts). */
                            cost_per_chka_3d?: string;
                            /** @description Metric (WEB reports), integer: Checkouts within 192 hours of the row's clicks (attributed to the click's row, hour and day), as far as the clock has reached them. */
                            chka_7d?: string;
                            /** @description Metric (WEB reports), USD, two decimals: Revenue in USD of chka_7d (the checkouts' order values). */
                            chka_usd_7d?: string;
                            /** @description Metric (WEB reports), number, four decimals: cost / chka_7d in USD, four decimals (0 without checkouts). */
                            cost_per_chka_7d?: string;
                            /** @description Metric (WEB reports), integer: Checkouts within 360 hours of the row's clicks (attributed to the click's row, hour and day), as far as the clock has reached them. */
                            chka_14d?: string;
                            /** @description Metric (WEB reports), USD, two decimals: Revenue in USD of chka_14d (the checkouts' order values). */
                            chka_usd_14d?: string;
                            /** @description Metric (WEB reports), number, four decimals: cost / chka_14d in USD, four decimals (0 without checkouts). */
                            cost_per_chka_14d?: string;
                            /** @description Metric (WEB reports), integer: Checkouts within 696 hours of the row's clicks (attributed to the click's row, hour and day), as far as the clock has reached them. */
                            chka_28d?: string;
                            /** @description Metric (WEB reports), USD, two decimals: Revenue in USD of chka_28d (the checkouts' order values). */
                            chka_usd_28d?: string;
                            /** @description Metric (WEB reports), number, four decimals: cost / chka_28d in USD, four decimals (0 without checkouts). */
                            cost_per_chka_28d?: string;
                            /** @description Metric (WEB reports), integer: Checkouts within D0 (24 hours) by new customers (their first purchase from the shop); never more than chka_0d. */
                            nc_d0_checkouts?: string;
                            /** @description Metric (WEB reports), USD, two decimals: Revenue in USD of nc_d0_checkouts; never more than chka_usd_0d. */
                            nc_d0_checkout_rev?: string;
                            /** @description Metric (WEB reports), number, four decimals: cost / nc_d0_checkouts in USD, four decimals (0 without them). */
                            nc_d0_cpp?: string;
                            /** @description Metric (WEB reports), percent, two decimals: nc_d0_checkout_rev / cost x 100, in percent. */
                            nc_d0_roas?: string;
                            /** @description Metric (WEB reports), percent, two decimals: New customers' share of chka_0d, in percent (0-100). */
                            nc_percent_d0_checkouts?: string;
                            /** @description Metric (WEB reports), percent, two decimals: New customers' share of chka_usd_0d, in percent (0-100). */
                            nc_percent_d0_checkout_rev?: string;
                            /** @description Metric (WEB reports), integer: Checkouts within D7 (192 hours) by new customers (their first purchase from the shop); never more than chka_7d. */
                            nc_d7_checkouts?: string;
                            /** @description Metric (WEB reports), USD, two decimals: Revenue in USD of nc_d7_checkouts; never more than chka_usd_7d. */
                            nc_d7_checkout_rev?: string;
                            /** @description Metric (WEB reports), number, four decimals: cost / nc_d7_checkouts in USD, four decimals (0 without them). */
                            nc_d7_cpp?: string;
                            /** @description Metric (WEB reports), percent, two decimals: nc_d7_checkout_rev / cost x 100, in percent. */
                            nc_d7_roas?: string;
                            /** @description Metric (WEB reports), percent, two decimals: New customers' share of chka_7d, in percent (0-100). */
                            nc_percent_d7_checkouts?: string;
                            /** @description Metric (WEB reports), percent, two decimals: New customers' share of chka_usd_7d, in percent (0-100). */
                            nc_percent_d7_checkout_rev?: string;
                            /** @description Metric (WEB reports), number, four decimals: Share of the row's site visits (clicks) by visitors new to the site, 0-1, four decimals (0 without visits). */
                            new_visitor_rate?: string;
                        }[];
                        /** @description Number of rows in results (this page) */
                        count: number;
                    };
                };
            };
            /** @description a parameter breaks a rule (named in field and rule); /skaReport and /probabilisticReport with a WEB account's key: "not available for WEB accounts" */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status */
                        code: number;
                        /** @description What is wrong; for a start date too far back: "The date is beyond our 45 day request window. Start date is too far in the past" (WEB accounts: "Start date is too far in the past") and the earliest start */
                        message: string;
                        /** @description The query parameter the error is about (path: an unknown path) */
                        field?: string;
                        /** @description The rule it breaks, with the allowed range where there is one */
                        rule?: string;
                        /** @description Same as the X-TRACE-ID response header */
                        trace_id: string;
                    };
                };
            };
            /** @description api_key missing or not a valid report key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status */
                        code: number;
                        /** @description What is wrong; for a start date too far back: "The date is beyond our 45 day request window. Start date is too far in the past" (WEB accounts: "Start date is too far in the past") and the earliest start */
                        message: string;
                        /** @description The query parameter the error is about (path: an unknown path) */
                        field?: string;
                        /** @description The rule it breaks, with the allowed range where there is one */
                        rule?: string;
                        /** @description Same as the X-TRACE-ID response header */
                        trace_id: string;
                    };
                };
            };
            /** @description the key is not a web account's: an APP account's report key (the message says "not a web account") */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status */
                        code: number;
                        /** @description What is wrong; for a start date too far back: "The date is beyond our 45 day request window. Start date is too far in the past" (WEB accounts: "Start date is too far in the past") and the earliest start */
                        message: string;
                        /** @description The query parameter the error is about (path: an unknown path) */
                        field?: string;
                        /** @description The rule it breaks, with the allowed range where there is one */
                        rule?: string;
                        /** @description Same as the X-TRACE-ID response header */
                        trace_id: string;
                    };
                };
            };
            /** @description internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status */
                        code: number;
                        /** @description What is wrong; for a start date too far back: "The date is beyond our 45 day request window. Start date is too far in the past" (WEB accounts: "Start date is too far in the past") and the earliest start */
                        message: string;
                        /** @description The query parameter the error is about (path: an unknown path) */
                        field?: string;
                        /** @description The rule it breaks, with the allowed range where there is one */
                        rule?: string;
                        /** @description Same as the X-TRACE-ID response header */
                        trace_id: string;
                    };
                };
            };
        };
    };
}
