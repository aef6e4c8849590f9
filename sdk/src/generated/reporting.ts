// GENERATED from openapi/reporting.json by `npm run sdk:generate` (openapi-typescript). Do not edit:
// change the server's schemas, then run `npm run openapi` (it regenerates this file too).
export interface paths {
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
    getProbabilisticReport: {
        parameters: {
            query?: {
                /** @description advertiser (the only type; the default) */
                report_type?: string;
                /** @description First day (UTC): YYYY-MM-DD, a Unix timestamp, or now. Within the last 45 days (else 400 "The date is beyond our 45 day request window." with the allowed range). Required. */
                start?: string | number;
                /** @description Last day (UTC), inclusive: YYYY-MM-DD, a Unix timestamp, or now. Required. */
                end?: string | number;
                /** @description Comma-separated columns (each is described in the result schema). Dimensions group the rows; metrics are summed, ratios computed from the sums. hour only with start within the last 30 days (else 400 naming the earliest allowed start). campaign_bid_goal and campaign_roas_goal need campaign or campaign_id_external. Required. */
                columns?: string;
                /** @description json (default) or csv (streamed, with a header row; text cells that start with = + - @ tab or CR are made inert with a leading ') */
                format?: string;
                /** @description Most rows to return, 1 to 1000000 (with offset for paging; no limit: every row) */
                limit?: string | number;
                /** @description Rows to skip (past the end: no rows) */
                offset?: string | number;
                /** @description 1: leave out rows whose impressions, clicks, installs, cost and redownloads are all zero */
                not_zero?: string | number;
                /** @description A numeric expression over metric columns: + - * /, comparisons (> >= < <= = !=), AND, OR, NOT, parentheses; e.g. "impressions > 0 AND cost > 0". Parsed, never passed to the database as text; one that could exceed ±1e300 is refused. */
                having?: string;
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
                            /** @description Dimension, text: The campaign goal (bid type): CPI, CPE, CPP, RET, ROAS_AD, ROAS_IAP or ROAS_BLENDED. */
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
                            /** @description Dimension, text: The custom event a CPE campaign targets. App campaigns of this platform have no event target (the APIs take none), so it is always "". */
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
                            /** @description Dimension, text: The creative set's iOS custom product page or Android custom store listing (its product_page, as set); "" when it has none. */
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
                            /** @description Metric, integer: Impressions. */
                            impressions?: string;
                            /** @description Metric, integer: Clicks. */
                            clicks?: string;
                            /** @description Metric, number, four decimals: clicks / impressions (0 without impressions). */
                            ctr?: string;
                            /** @description Metric, integer: Installs (attributed to the hour of their click). /skaReport: installs Apple has reported through SKAdNetwork postbacks so far. */
                            installs?: string;
                            /** @description Metric, integer: Installs (= installs). /skaReport: SKAdNetwork installs reported so far. */
                            conversions?: string;
                            /** @description Metric, number, four decimals: conversions / clicks (0 without clicks). */
                            conversion_rate?: string;
                            /** @description Metric, integer: Installs by users who had the app before and installed it again (a share of installs, never more). */
                            redownloads?: string;
                            /** @description Metric, USD, two decimals: Spend in USD, two decimals. */
                            cost?: string;
                            /** @description Metric, number, four decimals: cost / conversions in USD, four decimals (0 without conversions). */
                            average_cpa?: string;
                            /** @description Metric, number, four decimals: cost / clicks in USD, four decimals (0 without clicks). */
                            average_cpc?: string;
                            /** @description Metric, integer: In-app purchase events (revenue postbacks) of the installs of the row reported so far, at any horizon (attributed back to the install, as every post-install figure here). /skaReport: purchases in the first SKAdNetwork conversion window (days 0-1). */
                            sales?: string;
                            /** @description Metric, integer: Installs whose first purchase has been reported so far (users, not events); /skaReport: within the first conversion window. */
                            first_purchase?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 0 days after the install day (day 0 = the install day): ad_rev_0d + iap_rev_0d. */
                            total_rev_0d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 0 days after the install day. */
                            ad_rev_0d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 0 days after the install day. */
                            iap_rev_0d?: string;
                            /** @description Metric, number, four decimals: total_rev_0d / cost of the same installs (0 without cost). */
                            roas_0d?: string;
                            /** @description Metric, number, four decimals: ad_rev_0d / cost. */
                            ad_roas_0d?: string;
                            /** @description Metric, number, four decimals: iap_rev_0d / cost. */
                            iap_roas_0d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 0 days after the install day. */
                            unique_purchasers_0d?: string;
                            /** @description Metric, integer: Purchase events of the row's installs within 0 days after the install day (sales counts events; revenue is iap_rev_0d). */
                            sales_0d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 1 day after the install day (day 0 = the install day): ad_rev_1d + iap_rev_1d. */
                            total_rev_1d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 1 day after the install day. */
                            ad_rev_1d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 1 day after the install day. */
                            iap_rev_1d?: string;
                            /** @description Metric, number, four decimals: total_rev_1d / cost of the same installs (0 without cost). */
                            roas_1d?: string;
                            /** @description Metric, number, four decimals: ad_rev_1d / cost. */
                            ad_roas_1d?: string;
                            /** @description Metric, number, four decimals: iap_rev_1d / cost. */
                            iap_roas_1d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 1 day after the install day. */
                            unique_purchasers_1d?: string;
                            /** @description Metric, integer: Purchase events of the row's installs within 1 day after the install day (sales counts events; revenue is iap_rev_1d). */
                            sales_1d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 2 days after the install day (day 0 = the install day): ad_rev_2d + iap_rev_2d. */
                            total_rev_2d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 2 days after the install day. */
                            ad_rev_2d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 2 days after the install day. */
                            iap_rev_2d?: string;
                            /** @description Metric, number, four decimals: total_rev_2d / cost of the same installs (0 without cost). */
                            roas_2d?: string;
                            /** @description Metric, number, four decimals: ad_rev_2d / cost. */
                            ad_roas_2d?: string;
                            /** @description Metric, number, four decimals: iap_rev_2d / cost. */
                            iap_roas_2d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 2 days after the install day. */
                            unique_purchasers_2d?: string;
                            /** @description Metric, integer: Purchase events of the row's installs within 2 days after the install day (sales counts events; revenue is iap_rev_2d). */
                            sales_2d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 3 days after the install day (day 0 = the install day): ad_rev_3d + iap_rev_3d. */
                            total_rev_3d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 3 days after the install day. */
                            ad_rev_3d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 3 days after the install day. */
                            iap_rev_3d?: string;
                            /** @description Metric, number, four decimals: total_rev_3d / cost of the same installs (0 without cost). */
                            roas_3d?: string;
                            /** @description Metric, number, four decimals: ad_rev_3d / cost. */
                            ad_roas_3d?: string;
                            /** @description Metric, number, four decimals: iap_rev_3d / cost. */
                            iap_roas_3d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 3 days after the install day. */
                            unique_purchasers_3d?: string;
                            /** @description Metric, integer: Purchase events of the row's installs within 3 days after the install day (sales counts events; revenue is iap_rev_3d). */
                            sales_3d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 7 days after the install day (day 0 = the install day): ad_rev_7d + iap_rev_7d. */
                            total_rev_7d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 7 days after the install day. */
                            ad_rev_7d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 7 days after the install day. */
                            iap_rev_7d?: string;
                            /** @description Metric, number, four decimals: total_rev_7d / cost of the same installs (0 without cost). */
                            roas_7d?: string;
                            /** @description Metric, number, four decimals: ad_rev_7d / cost. */
                            ad_roas_7d?: string;
                            /** @description Metric, number, four decimals: iap_rev_7d / cost. */
                            iap_roas_7d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 7 days after the install day. */
                            unique_purchasers_7d?: string;
                            /** @description Metric, integer: Purchase events of the row's installs within 7 days after the install day (sales counts events; revenue is iap_rev_7d). */
                            sales_7d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 14 days after the install day (day 0 = the install day): ad_rev_14d + iap_rev_14d. */
                            total_rev_14d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 14 days after the install day. */
                            ad_rev_14d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 14 days after the install day. */
                            iap_rev_14d?: string;
                            /** @description Metric, number, four decimals: total_rev_14d / cost of the same installs (0 without cost). */
                            roas_14d?: string;
                            /** @description Metric, number, four decimals: ad_rev_14d / cost. */
                            ad_roas_14d?: string;
                            /** @description Metric, number, four decimals: iap_rev_14d / cost. */
                            iap_roas_14d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 14 days after the install day. */
                            unique_purchasers_14d?: string;
                            /** @description Metric, integer: Purchase events of the row's installs within 14 days after the install day (sales counts events; revenue is iap_rev_14d). */
                            sales_14d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 28 days after the install day (day 0 = the install day): ad_rev_28d + iap_rev_28d. */
                            total_rev_28d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 28 days after the install day. */
                            ad_rev_28d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 28 days after the install day. */
                            iap_rev_28d?: string;
                            /** @description Metric, number, four decimals: total_rev_28d / cost of the same installs (0 without cost). */
                            roas_28d?: string;
                            /** @description Metric, number, four decimals: ad_rev_28d / cost. */
                            ad_roas_28d?: string;
                            /** @description Metric, number, four decimals: iap_rev_28d / cost. */
                            iap_roas_28d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 28 days after the install day. */
                            unique_purchasers_28d?: string;
                            /** @description Metric, integer: Purchase events of the row's installs within 28 days after the install day (sales counts events; revenue is iap_rev_28d). */
                            sales_28d?: string;
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
                        }[];
                        /** @description Number of rows in results (this page) */
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
                        /** @description What is wrong; for a start date too far back: "The date is beyond our 45 day request window." and the allowed range */
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
                        /** @description What is wrong; for a start date too far back: "The date is beyond our 45 day request window." and the allowed range */
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
                        /** @description What is wrong; for a start date too far back: "The date is beyond our 45 day request window." and the allowed range */
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
                /** @description First day (UTC): YYYY-MM-DD, a Unix timestamp, or now. Within the last 45 days (else 400 "The date is beyond our 45 day request window." with the allowed range). Required. */
                start?: string | number;
                /** @description Last day (UTC), inclusive: YYYY-MM-DD, a Unix timestamp, or now. Required. */
                end?: string | number;
                /** @description Comma-separated columns (each is described in the result schema). Dimensions group the rows; metrics are summed, ratios computed from the sums. hour only with start within the last 30 days (else 400 naming the earliest allowed start). campaign_bid_goal and campaign_roas_goal need campaign or campaign_id_external. Required. */
                columns?: string;
                /** @description json (default) or csv (streamed, with a header row; text cells that start with = + - @ tab or CR are made inert with a leading ') */
                format?: string;
                /** @description Most rows to return, 1 to 1000000 (with offset for paging; no limit: every row) */
                limit?: string | number;
                /** @description Rows to skip (past the end: no rows) */
                offset?: string | number;
                /** @description 1: leave out rows whose impressions, clicks, installs, cost and redownloads are all zero */
                not_zero?: string | number;
                /** @description A numeric expression over metric columns: + - * /, comparisons (> >= < <= = !=), AND, OR, NOT, parentheses; e.g. "impressions > 0 AND cost > 0". Parsed, never passed to the database as text; one that could exceed ±1e300 is refused. */
                having?: string;
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
                            /** @description Dimension, text: The campaign goal (bid type): CPI, CPE, CPP, RET, ROAS_AD, ROAS_IAP or ROAS_BLENDED. */
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
                            /** @description Dimension, text: The custom event a CPE campaign targets. App campaigns of this platform have no event target (the APIs take none), so it is always "". */
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
                            /** @description Dimension, text: The creative set's iOS custom product page or Android custom store listing (its product_page, as set); "" when it has none. */
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
                            /** @description Metric, integer: Impressions. */
                            impressions?: string;
                            /** @description Metric, integer: Clicks. */
                            clicks?: string;
                            /** @description Metric, number, four decimals: clicks / impressions (0 without impressions). */
                            ctr?: string;
                            /** @description Metric, integer: Installs (attributed to the hour of their click). /skaReport: installs Apple has reported through SKAdNetwork postbacks so far. */
                            installs?: string;
                            /** @description Metric, integer: Installs (= installs). /skaReport: SKAdNetwork installs reported so far. */
                            conversions?: string;
                            /** @description Metric, number, four decimals: conversions / clicks (0 without clicks). */
                            conversion_rate?: string;
                            /** @description Metric, integer: Installs by users who had the app before and installed it again (a share of installs, never more). */
                            redownloads?: string;
                            /** @description Metric, USD, two decimals: Spend in USD, two decimals. */
                            cost?: string;
                            /** @description Metric, number, four decimals: cost / conversions in USD, four decimals (0 without conversions). */
                            average_cpa?: string;
                            /** @description Metric, number, four decimals: cost / clicks in USD, four decimals (0 without clicks). */
                            average_cpc?: string;
                            /** @description Metric, integer: In-app purchase events (revenue postbacks) of the installs of the row reported so far, at any horizon (attributed back to the install, as every post-install figure here). /skaReport: purchases in the first SKAdNetwork conversion window (days 0-1). */
                            sales?: string;
                            /** @description Metric, integer: Installs whose first purchase has been reported so far (users, not events); /skaReport: within the first conversion window. */
                            first_purchase?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 0 days after the install day (day 0 = the install day): ad_rev_0d + iap_rev_0d. */
                            total_rev_0d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 0 days after the install day. */
                            ad_rev_0d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 0 days after the install day. */
                            iap_rev_0d?: string;
                            /** @description Metric, number, four decimals: total_rev_0d / cost of the same installs (0 without cost). */
                            roas_0d?: string;
                            /** @description Metric, number, four decimals: ad_rev_0d / cost. */
                            ad_roas_0d?: string;
                            /** @description Metric, number, four decimals: iap_rev_0d / cost. */
                            iap_roas_0d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 0 days after the install day. */
                            unique_purchasers_0d?: string;
                            /** @description Metric, integer: Purchase events of the row's installs within 0 days after the install day (sales counts events; revenue is iap_rev_0d). */
                            sales_0d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 1 day after the install day (day 0 = the install day): ad_rev_1d + iap_rev_1d. */
                            total_rev_1d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 1 day after the install day. */
                            ad_rev_1d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 1 day after the install day. */
                            iap_rev_1d?: string;
                            /** @description Metric, number, four decimals: total_rev_1d / cost of the same installs (0 without cost). */
                            roas_1d?: string;
                            /** @description Metric, number, four decimals: ad_rev_1d / cost. */
                            ad_roas_1d?: string;
                            /** @description Metric, number, four decimals: iap_rev_1d / cost. */
                            iap_roas_1d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 1 day after the install day. */
                            unique_purchasers_1d?: string;
                            /** @description Metric, integer: Purchase events of the row's installs within 1 day after the install day (sales counts events; revenue is iap_rev_1d). */
                            sales_1d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 2 days after the install day (day 0 = the install day): ad_rev_2d + iap_rev_2d. */
                            total_rev_2d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 2 days after the install day. */
                            ad_rev_2d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 2 days after the install day. */
                            iap_rev_2d?: string;
                            /** @description Metric, number, four decimals: total_rev_2d / cost of the same installs (0 without cost). */
                            roas_2d?: string;
                            /** @description Metric, number, four decimals: ad_rev_2d / cost. */
                            ad_roas_2d?: string;
                            /** @description Metric, number, four decimals: iap_rev_2d / cost. */
                            iap_roas_2d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 2 days after the install day. */
                            unique_purchasers_2d?: string;
                            /** @description Metric, integer: Purchase events of the row's installs within 2 days after the install day (sales counts events; revenue is iap_rev_2d). */
                            sales_2d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 3 days after the install day (day 0 = the install day): ad_rev_3d + iap_rev_3d. */
                            total_rev_3d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 3 days after the install day. */
                            ad_rev_3d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 3 days after the install day. */
                            iap_rev_3d?: string;
                            /** @description Metric, number, four decimals: total_rev_3d / cost of the same installs (0 without cost). */
                            roas_3d?: string;
                            /** @description Metric, number, four decimals: ad_rev_3d / cost. */
                            ad_roas_3d?: string;
                            /** @description Metric, number, four decimals: iap_rev_3d / cost. */
                            iap_roas_3d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 3 days after the install day. */
                            unique_purchasers_3d?: string;
                            /** @description Metric, integer: Purchase events of the row's installs within 3 days after the install day (sales counts events; revenue is iap_rev_3d). */
                            sales_3d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 7 days after the install day (day 0 = the install day): ad_rev_7d + iap_rev_7d. */
                            total_rev_7d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 7 days after the install day. */
                            ad_rev_7d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 7 days after the install day. */
                            iap_rev_7d?: string;
                            /** @description Metric, number, four decimals: total_rev_7d / cost of the same installs (0 without cost). */
                            roas_7d?: string;
                            /** @description Metric, number, four decimals: ad_rev_7d / cost. */
                            ad_roas_7d?: string;
                            /** @description Metric, number, four decimals: iap_rev_7d / cost. */
                            iap_roas_7d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 7 days after the install day. */
                            unique_purchasers_7d?: string;
                            /** @description Metric, integer: Purchase events of the row's installs within 7 days after the install day (sales counts events; revenue is iap_rev_7d). */
                            sales_7d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 14 days after the install day (day 0 = the install day): ad_rev_14d + iap_rev_14d. */
                            total_rev_14d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 14 days after the install day. */
                            ad_rev_14d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 14 days after the install day. */
                            iap_rev_14d?: string;
                            /** @description Metric, number, four decimals: total_rev_14d / cost of the same installs (0 without cost). */
                            roas_14d?: string;
                            /** @description Metric, number, four decimals: ad_rev_14d / cost. */
                            ad_roas_14d?: string;
                            /** @description Metric, number, four decimals: iap_rev_14d / cost. */
                            iap_roas_14d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 14 days after the install day. */
                            unique_purchasers_14d?: string;
                            /** @description Metric, integer: Purchase events of the row's installs within 14 days after the install day (sales counts events; revenue is iap_rev_14d). */
                            sales_14d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 28 days after the install day (day 0 = the install day): ad_rev_28d + iap_rev_28d. */
                            total_rev_28d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 28 days after the install day. */
                            ad_rev_28d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 28 days after the install day. */
                            iap_rev_28d?: string;
                            /** @description Metric, number, four decimals: total_rev_28d / cost of the same installs (0 without cost). */
                            roas_28d?: string;
                            /** @description Metric, number, four decimals: ad_rev_28d / cost. */
                            ad_roas_28d?: string;
                            /** @description Metric, number, four decimals: iap_rev_28d / cost. */
                            iap_roas_28d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 28 days after the install day. */
                            unique_purchasers_28d?: string;
                            /** @description Metric, integer: Purchase events of the row's installs within 28 days after the install day (sales counts events; revenue is iap_rev_28d). */
                            sales_28d?: string;
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
                        }[];
                        /** @description Number of rows in results (this page) */
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
                        /** @description What is wrong; for a start date too far back: "The date is beyond our 45 day request window." and the allowed range */
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
                        /** @description What is wrong; for a start date too far back: "The date is beyond our 45 day request window." and the allowed range */
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
                        /** @description What is wrong; for a start date too far back: "The date is beyond our 45 day request window." and the allowed range */
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
                /** @description First day (UTC): YYYY-MM-DD, a Unix timestamp, or now. Within the last 45 days (else 400 "The date is beyond our 45 day request window." with the allowed range). Required. */
                start?: string | number;
                /** @description Last day (UTC), inclusive: YYYY-MM-DD, a Unix timestamp, or now. Required. */
                end?: string | number;
                /** @description Comma-separated columns (each is described in the result schema). Dimensions group the rows; metrics are summed, ratios computed from the sums. hour only with start within the last 30 days (else 400 naming the earliest allowed start). campaign_bid_goal and campaign_roas_goal need campaign or campaign_id_external. Required. */
                columns?: string;
                /** @description json (default) or csv (streamed, with a header row; text cells that start with = + - @ tab or CR are made inert with a leading ') */
                format?: string;
                /** @description Most rows to return, 1 to 1000000 (with offset for paging; no limit: every row) */
                limit?: string | number;
                /** @description Rows to skip (past the end: no rows) */
                offset?: string | number;
                /** @description 1: leave out rows whose impressions, clicks, installs, cost and redownloads are all zero */
                not_zero?: string | number;
                /** @description A numeric expression over metric columns: + - * /, comparisons (> >= < <= = !=), AND, OR, NOT, parentheses; e.g. "impressions > 0 AND cost > 0". Parsed, never passed to the database as text; one that could exceed ±1e300 is refused. */
                having?: string;
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
                            /** @description Dimension, text: The campaign goal (bid type): CPI, CPE, CPP, RET, ROAS_AD, ROAS_IAP or ROAS_BLENDED. */
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
                            /** @description Dimension, text: The custom event a CPE campaign targets. App campaigns of this platform have no event target (the APIs take none), so it is always "". */
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
                            /** @description Dimension, text: The creative set's iOS custom product page or Android custom store listing (its product_page, as set); "" when it has none. */
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
                            /** @description Metric, integer: Impressions. */
                            impressions?: string;
                            /** @description Metric, integer: Clicks. */
                            clicks?: string;
                            /** @description Metric, number, four decimals: clicks / impressions (0 without impressions). */
                            ctr?: string;
                            /** @description Metric, integer: Installs (attributed to the hour of their click). /skaReport: installs Apple has reported through SKAdNetwork postbacks so far. */
                            installs?: string;
                            /** @description Metric, integer: Installs (= installs). /skaReport: SKAdNetwork installs reported so far. */
                            conversions?: string;
                            /** @description Metric, number, four decimals: conversions / clicks (0 without clicks). */
                            conversion_rate?: string;
                            /** @description Metric, integer: Installs by users who had the app before and installed it again (a share of installs, never more). */
                            redownloads?: string;
                            /** @description Metric, USD, two decimals: Spend in USD, two decimals. */
                            cost?: string;
                            /** @description Metric, number, four decimals: cost / conversions in USD, four decimals (0 without conversions). */
                            average_cpa?: string;
                            /** @description Metric, number, four decimals: cost / clicks in USD, four decimals (0 without clicks). */
                            average_cpc?: string;
                            /** @description Metric, integer: In-app purchase events (revenue postbacks) of the installs of the row reported so far, at any horizon (attributed back to the install, as every post-install figure here). /skaReport: purchases in the first SKAdNetwork conversion window (days 0-1). */
                            sales?: string;
                            /** @description Metric, integer: Installs whose first purchase has been reported so far (users, not events); /skaReport: within the first conversion window. */
                            first_purchase?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 0 days after the install day (day 0 = the install day): ad_rev_0d + iap_rev_0d. */
                            total_rev_0d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 0 days after the install day. */
                            ad_rev_0d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 0 days after the install day. */
                            iap_rev_0d?: string;
                            /** @description Metric, number, four decimals: total_rev_0d / cost of the same installs (0 without cost). */
                            roas_0d?: string;
                            /** @description Metric, number, four decimals: ad_rev_0d / cost. */
                            ad_roas_0d?: string;
                            /** @description Metric, number, four decimals: iap_rev_0d / cost. */
                            iap_roas_0d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 0 days after the install day. */
                            unique_purchasers_0d?: string;
                            /** @description Metric, integer: Purchase events of the row's installs within 0 days after the install day (sales counts events; revenue is iap_rev_0d). */
                            sales_0d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 1 day after the install day (day 0 = the install day): ad_rev_1d + iap_rev_1d. */
                            total_rev_1d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 1 day after the install day. */
                            ad_rev_1d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 1 day after the install day. */
                            iap_rev_1d?: string;
                            /** @description Metric, number, four decimals: total_rev_1d / cost of the same installs (0 without cost). */
                            roas_1d?: string;
                            /** @description Metric, number, four decimals: ad_rev_1d / cost. */
                            ad_roas_1d?: string;
                            /** @description Metric, number, four decimals: iap_rev_1d / cost. */
                            iap_roas_1d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 1 day after the install day. */
                            unique_purchasers_1d?: string;
                            /** @description Metric, integer: Purchase events of the row's installs within 1 day after the install day (sales counts events; revenue is iap_rev_1d). */
                            sales_1d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 2 days after the install day (day 0 = the install day): ad_rev_2d + iap_rev_2d. */
                            total_rev_2d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 2 days after the install day. */
                            ad_rev_2d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 2 days after the install day. */
                            iap_rev_2d?: string;
                            /** @description Metric, number, four decimals: total_rev_2d / cost of the same installs (0 without cost). */
                            roas_2d?: string;
                            /** @description Metric, number, four decimals: ad_rev_2d / cost. */
                            ad_roas_2d?: string;
                            /** @description Metric, number, four decimals: iap_rev_2d / cost. */
                            iap_roas_2d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 2 days after the install day. */
                            unique_purchasers_2d?: string;
                            /** @description Metric, integer: Purchase events of the row's installs within 2 days after the install day (sales counts events; revenue is iap_rev_2d). */
                            sales_2d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 3 days after the install day (day 0 = the install day): ad_rev_3d + iap_rev_3d. */
                            total_rev_3d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 3 days after the install day. */
                            ad_rev_3d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 3 days after the install day. */
                            iap_rev_3d?: string;
                            /** @description Metric, number, four decimals: total_rev_3d / cost of the same installs (0 without cost). */
                            roas_3d?: string;
                            /** @description Metric, number, four decimals: ad_rev_3d / cost. */
                            ad_roas_3d?: string;
                            /** @description Metric, number, four decimals: iap_rev_3d / cost. */
                            iap_roas_3d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 3 days after the install day. */
                            unique_purchasers_3d?: string;
                            /** @description Metric, integer: Purchase events of the row's installs within 3 days after the install day (sales counts events; revenue is iap_rev_3d). */
                            sales_3d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 7 days after the install day (day 0 = the install day): ad_rev_7d + iap_rev_7d. */
                            total_rev_7d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 7 days after the install day. */
                            ad_rev_7d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 7 days after the install day. */
                            iap_rev_7d?: string;
                            /** @description Metric, number, four decimals: total_rev_7d / cost of the same installs (0 without cost). */
                            roas_7d?: string;
                            /** @description Metric, number, four decimals: ad_rev_7d / cost. */
                            ad_roas_7d?: string;
                            /** @description Metric, number, four decimals: iap_rev_7d / cost. */
                            iap_roas_7d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 7 days after the install day. */
                            unique_purchasers_7d?: string;
                            /** @description Metric, integer: Purchase events of the row's installs within 7 days after the install day (sales counts events; revenue is iap_rev_7d). */
                            sales_7d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 14 days after the install day (day 0 = the install day): ad_rev_14d + iap_rev_14d. */
                            total_rev_14d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 14 days after the install day. */
                            ad_rev_14d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 14 days after the install day. */
                            iap_rev_14d?: string;
                            /** @description Metric, number, four decimals: total_rev_14d / cost of the same installs (0 without cost). */
                            roas_14d?: string;
                            /** @description Metric, number, four decimals: ad_rev_14d / cost. */
                            ad_roas_14d?: string;
                            /** @description Metric, number, four decimals: iap_rev_14d / cost. */
                            iap_roas_14d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 14 days after the install day. */
                            unique_purchasers_14d?: string;
                            /** @description Metric, integer: Purchase events of the row's installs within 14 days after the install day (sales counts events; revenue is iap_rev_14d). */
                            sales_14d?: string;
                            /** @description Metric, USD, two decimals: Revenue in USD (in-app purchases + ads) of the row's installs within 28 days after the install day (day 0 = the install day): ad_rev_28d + iap_rev_28d. */
                            total_rev_28d?: string;
                            /** @description Metric, USD, two decimals: Ad revenue in USD of the row's installs within 28 days after the install day. */
                            ad_rev_28d?: string;
                            /** @description Metric, USD, two decimals: In-app purchase revenue in USD of the row's installs within 28 days after the install day. */
                            iap_rev_28d?: string;
                            /** @description Metric, number, four decimals: total_rev_28d / cost of the same installs (0 without cost). */
                            roas_28d?: string;
                            /** @description Metric, number, four decimals: ad_rev_28d / cost. */
                            ad_roas_28d?: string;
                            /** @description Metric, number, four decimals: iap_rev_28d / cost. */
                            iap_roas_28d?: string;
                            /** @description Metric, integer: Installs that made a first purchase within 28 days after the install day. */
                            unique_purchasers_28d?: string;
                            /** @description Metric, integer: Purchase events of the row's installs within 28 days after the install day (sales counts events; revenue is iap_rev_28d). */
                            sales_28d?: string;
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
                        }[];
                        /** @description Number of rows in results (this page) */
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
                        /** @description What is wrong; for a start date too far back: "The date is beyond our 45 day request window." and the allowed range */
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
                        /** @description What is wrong; for a start date too far back: "The date is beyond our 45 day request window." and the allowed range */
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
                        /** @description What is wrong; for a start date too far back: "The date is beyond our 45 day request window." and the allowed range */
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
