import type { Migration } from './types.js';

// The campaign change log (issue 35, addendum 7 section 4): one row per logged change, written in
// the change's own transaction (src/storage/repos/operation-log-sql.ts). `operation_id` is NULL on
// the first row of an operation (its id is the operation's) and that row's id on the others, so an
// operation's entries share one id without a second statement. No foreign key to campaigns: the
// log outlives what it describes, and it is pruned on its own (retention, per-account bound).
export const m0020: Migration = {
  id: 20,
  name: 'campaign operation log',
  up: (t) => [
    `CREATE TABLE campaign_operations (
       id ${t.pk},
       operation_id ${t.bigint},
       account_id ${t.bigint} NOT NULL,
       at ${t.bigint} NOT NULL,
       type ${t.text} NOT NULL,
       operator_name ${t.text} NOT NULL,
       campaign_id ${t.bigint} NOT NULL,
       campaign_name ${t.text} NOT NULL,
       campaign_type ${t.text} NOT NULL,
       detail ${t.text} NOT NULL
     )`,
    `CREATE INDEX campaign_operations_account_at ON campaign_operations (account_id, at, id)`,
  ],
};
