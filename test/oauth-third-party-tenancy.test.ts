// Acceptance (issue 3): a third-party app, after the consent flow over HTTP, acts for the account
// that approved it and for nothing else: not for the app maker's account, not for a third account.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { startTestApp, type TestApp } from './helpers/app.js';
import { forEachDatabase } from './helpers/databases.js';
import { firstPartyToken, thirdPartyToken } from './helpers/oauth.js';
import { v1Client } from './helpers/v1.js';

const body = (name: string) => ({ name, package_name: 'com.example.game', platform: 'android', category: '803', bid_type: 'CPI', tracking_method: 'tracker_03' });

await forEachDatabase('oauth third-party tenancy over /campaign_management/v1', (tdb) => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp(await tdb.open());
  });
  after(async () => {
    await t?.close();
    await tdb.cleanup();
  });

  it('sees and changes only the approving account\'s campaigns; another account\'s campaign is 404', async () => {
    const tp = await thirdPartyToken(t, 'campaigns:write');
    const partner = v1Client(t, tp.token);
    const approver = v1Client(t, (await firstPartyToken(t, 'campaigns:write', tp.accountId)).token);
    // the account that made the app, and an unrelated account
    const makerAccount = (await t.c.accounts.findOAuthApp(tp.setup.clientId))!.accountId;
    assert.notEqual(makerAccount, tp.accountId);
    const maker = v1Client(t, (await firstPartyToken(t, 'campaigns:write', makerAccount)).token);
    const other = v1Client(t, (await firstPartyToken(t, 'campaigns:write')).token);

    const own = await approver('POST', '/campaign', body('approver campaign'));
    assert.equal(own.status, 200, JSON.stringify(own.body));
    const makers = await maker('POST', '/campaign', body('maker campaign'));
    const others = await other('POST', '/campaign', body('other campaign'));
    assert.equal(makers.status, 200);
    assert.equal(others.status, 200);

    const list = await partner('GET', '/campaigns');
    assert.equal(list.status, 200);
    assert.deepEqual((list.body as { name: string }[]).map((c) => c.name), ['approver campaign']);
    assert.equal((await partner('GET', `/campaign/${own.body.campaign_id}`)).status, 200);
    for (const id of [makers.body.campaign_id, others.body.campaign_id]) {
      assert.equal((await partner('GET', `/campaign/${id}`)).status, 404);
      assert.equal((await partner('POST', `/campaign/${id}`, { status: false })).status, 404);
    }
    // what the partner creates belongs to the approving account
    const made = await partner('POST', '/campaign', body('made by partner'));
    assert.equal(made.status, 200, JSON.stringify(made.body));
    assert.equal((await approver('GET', `/campaign/${made.body.campaign_id}`)).status, 200);
    assert.equal((await maker('GET', `/campaign/${made.body.campaign_id}`)).status, 404);
  });
});
