import type { Migration } from './types.js';
import { m0001 } from './0001-accounts.js';
import { m0002 } from './0002-suppression.js';
import { m0003 } from './0003-oauth-grants.js';
import { m0004 } from './0004-campaigns.js';
import { m0005 } from './0005-assets-jobs.js';
import { m0006 } from './0006-creatives.js';
import { m0007 } from './0007-uploads.js';
import { m0008 } from './0008-oauth-browser-state.js';
import { m0009 } from './0009-idempotency.js';
import { m0010 } from './0010-asset-source-url.js';
import { m0011 } from './0011-shared-state.js';
import { m0012 } from './0012-shared-creative-sets.js';
import { m0013 } from './0013-delivery-reporting.js';
import { m0014 } from './0014-report-columns.js';
import { m0015 } from './0015-job-fairness.js';
import { m0016 } from './0016-request-logs.js';
import { m0017 } from './0017-rate-limit-leases.js';
import { m0018 } from './0018-web-accounts.js';
import { m0019 } from './0019-web-delivery.js';
import { m0020 } from './0020-campaign-operations.js';
import { m0022 } from './0022-idempotency-leases.js';
import { m0025 } from './0025-scripted-delivery.js';

/** The one migration history, in order. Append new steps; never edit a released one. */
export const migrations: Migration[] = [m0001, m0002, m0003, m0004, m0005, m0006, m0007, m0008, m0009, m0010, m0011, m0012, m0013, m0014, m0015, m0016, m0017, m0018, m0019, m0020, m0022, m0025];
