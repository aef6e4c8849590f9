// GENERATED from openapi/reporting.json by `npm run sdk:generate` (openapi-typescript). Do not edit:
// change the server's schemas, then run `npm run openapi` (it regenerates this file too).
export interface paths {
    "/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Advertiser report
         * @description Groups the delivery rows of start..end (UTC days, inclusive, within the last 45 days) by the requested dimension columns and sums the metric columns; ratios (ctr, conversion_rate, average_cpa, average_cpc) are computed from the sums, so the totals of any grouping add up. JSON: `{"code": 200, "results": [...], "count": N}`; CSV: a header row and the rows, streamed.
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
    getAdvertiserReport: {
        parameters: {
            query?: {
                /**
                 * @description advertiser (the only type; the default)
                 * @example advertiser
                 */
                report_type?: string;
                /**
                 * @description First day (UTC): YYYY-MM-DD, a Unix timestamp, or now. Within the last 45 days. Required.
                 * @example 2026-01-14
                 */
                start?: string;
                /**
                 * @description Last day (UTC), inclusive: YYYY-MM-DD, a Unix timestamp, or now. Required.
                 * @example 2026-01-14
                 */
                end?: string;
                /**
                 * @description Comma-separated columns. Dimensions (group the rows): day, hour, campaign, campaign_id_external, campaign_type, creative_set, creative_set_id, ad, ad_id, ad_type, size, country, platform, traffic_source. Metrics (summed; ratios computed from the sums): impressions, clicks, ctr, installs, conversions, conversion_rate, cost, average_cpa, average_cpc, sales. hour only for the last 30 days. Required.
                 * @example day,campaign,campaign_id_external,country,impressions,clicks,installs,cost,average_cpa
                 */
                columns?: string;
                /**
                 * @description json (default) or csv (streamed, with a header row)
                 * @example json
                 */
                format?: string;
                /**
                 * @description Most rows to return (with offset for paging)
                 * @example 5
                 */
                limit?: string;
                /** @description Rows to skip */
                offset?: string;
                /** @description 1: leave out rows whose metrics are all zero */
                not_zero?: string;
                /** @description A numeric expression over metric columns: + - * /, comparisons (> >= < <= = !=), AND, OR, NOT, parentheses; e.g. "impressions > 0 AND cost > 0". Parsed, never passed to the database as text. */
                having?: string;
                /** @description day: cohort metrics (the simulator attributes installs to the hour of the click, so realtime and cohort agree) */
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
                            [key: string]: string;
                        }[];
                        /** @description Number of rows in results */
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
                        /** @description What is wrong; for a start date too far back: "The date is beyond our 45 day request window." */
                        message: string;
                        /** @description The query parameter the error is about */
                        field?: string;
                        /** @description The rule it breaks */
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
                        /** @description What is wrong; for a start date too far back: "The date is beyond our 45 day request window." */
                        message: string;
                        /** @description The query parameter the error is about */
                        field?: string;
                        /** @description The rule it breaks */
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
                        /** @description What is wrong; for a start date too far back: "The date is beyond our 45 day request window." */
                        message: string;
                        /** @description The query parameter the error is about */
                        field?: string;
                        /** @description The rule it breaks */
                        rule?: string;
                        /** @description Same as the X-TRACE-ID response header */
                        trace_id: string;
                    };
                };
            };
        };
    };
}
