// Issue 14: migration 12 carries every existing creative set's campaign over to the new link
// table, on both engines; a set keeps running in exactly the campaign it had.
import assert from 'node:assert/strict';
import { after, it } from 'node:test';
import { migrate } from '../src/storage/migrate.js';
import { migrations } from '../src/storage/migrations/index.js';
import { CreativesSqlRepo } from '../src/storage/repos/creatives-sql-repo.js';
import { forEachDatabase } from './helpers/databases.js';

await forEachDatabase('migration 12: creative sets shared by campaigns', (tdb) => {
  after(() => tdb.cleanup());

  it('a set made before the migration keeps its campaign; a set made after may have none or several', async () => {
    const db = await tdb.open();
    const before12 = migrations.filter((m) => m.id < 12);
    await migrate(db, before12);
    await db.run("INSERT INTO accounts (name, created_at) VALUES ('Old', 1)");
    const acc = (await db.get<{ id: number }>("SELECT id FROM accounts WHERE name = 'Old'"))!.id;
    for (const [hashed, campaign] of [['a'.repeat(32), 7], ['b'.repeat(32), 7], ['c'.repeat(32), 9]] as const) {
      await db.run(
        `INSERT INTO creative_sets (hashed_id, account_id, campaign_id, name, countries, languages, product_page, status, version, type, sizes, created_at, updated_at)
         VALUES (?, ?, ?, 'old set', '[]', '[]', NULL, 1, 'V1', 'APP', '{}', 5, 5)`,
        [hashed, acc, campaign],
      );
    }
    assert.deepEqual((await migrate(db))[0], 12);
    const repo = new CreativesSqlRepo(db);
    const sets = await repo.listSets({ accountId: Number(acc), page: 1, size: 10 });
    assert.deepEqual(sets.map((s) => [s.hashedId[0], s.campaignIds]), [['a', [7]], ['b', [7]], ['c', [9]]]);
    assert.deepEqual((await repo.listSets({ accountId: Number(acc), campaignIds: [7], page: 1, size: 10 })).map((s) => s.hashedId[0]), ['a', 'b']);
    assert.deepEqual(await migrate(db), [], 'applied once');
  });
});
