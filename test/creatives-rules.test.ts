// Pure rules of the creatives core: the template table, member status, languages, set fields.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { deriveMember, planAds, type DerivedMember } from '../src/core/creatives/ad-plan.js';
import type { Ad, AssetInfo, SetMember } from '../src/core/creatives/model.js';
import { codeOfName, LANGUAGE_CODES, namesOfCodes, parseLanguageCode, parseLanguageName } from '../src/core/creatives/languages.js';
import { checkCountries, servedCountries, checkLanguageCodes, checkName, checkProductPage } from '../src/core/creatives/rules.js';
import { AD_TEMPLATES, DESIGNATOR_OF_SIZE, defaultAdName } from '../src/core/creatives/templates.js';

const ready = (type: string): DerivedMember => ({ type: type as DerivedMember['type'], status: 'ready', error: null });
const processing = (type: string): DerivedMember => ({ type: type as DerivedMember['type'], status: 'processing', error: null });
const failed = (type: string): DerivedMember => ({ type: type as DerivedMember['type'], status: 'error', error: 'bad' });
const names = (ts: { size: string; name: string }[]) => ts.map((t) => `${t.size}/${t.name}`).sort();
let adId = 0;
const ad = (size: string, template: string): Ad => ({
  id: ++adId, setId: 1, accountId: 1, name: 'x', size: size as Ad['size'], template, status: true, createdAt: new Date(0), updatedAt: new Date(0),
});

describe('ad templates', () => {
  it('an empty set gets only Preload Standard', () => {
    assert.deepEqual(names(planAds([], []).create), ['PRELOAD/Standard']);
  });

  it('each template appears exactly when all its asset types are ready', () => {
    const cases: [string[], string[]][] = [
      [['IMG_BANNER'], ['BANNER/Standard']],
      [['IMG_LEADER'], ['LEADER/Standard']],
      [['IMG_MREC'], ['MREC/Standard']],
      [['IMG_INTER_P'], []],
      [['IMG_INTER_P', 'IMG_INTER_L'], ['INTER/Standard']],
      [['IMG_INTER_P', 'IMG_INTER_L', 'VID_SHORT_P'], ['INTER/Portrait, under 15s', 'INTER/Standard']],
      [['IMG_INTER_P', 'IMG_INTER_L', 'VID_LONG_P'], ['INTER/Portrait, over 15s', 'INTER/Standard']],
      [['HOSTED_HTML'], ['INTER/Rewarded Playable', 'INTER/Standard Playable']],
      [['HOSTED_HTML', 'VID_SHORT_P'], ['INTER/Portrait Playable Endcard, under 15s', 'INTER/Rewarded Playable', 'INTER/Standard Playable']],
      [['HOSTED_HTML', 'VID_LONG_P'], ['INTER/Portrait Playable Endcard, over 15s', 'INTER/Rewarded Playable', 'INTER/Standard Playable']],
      [['VID_SHORT_P', 'VID_LONG_P', 'IMG_ICON', 'IMG_NATIVE'], []],
    ];
    for (const [types, want] of cases) {
      const got = names(planAds(types.map(ready), [ad('PRELOAD', 'Standard')]).create);
      assert.deepEqual(got, [...want].sort(), types.join('+'));
    }
  });

  it('all 11 templates at once; nothing to create when they exist', () => {
    const all = ['IMG_BANNER', 'IMG_LEADER', 'IMG_MREC', 'IMG_INTER_P', 'IMG_INTER_L', 'VID_SHORT_P', 'VID_LONG_P', 'HOSTED_HTML'].map(ready);
    const plan = planAds(all, []);
    assert.equal(plan.create.length, AD_TEMPLATES.length);
    const existing = plan.create.map((t) => ad(t.size, t.name));
    assert.deepEqual(planAds(all, existing), { create: [], remove: [] });
  });

  it('processing does not create, but keeps an existing ad (a replacement in progress)', () => {
    assert.deepEqual(names(planAds([processing('IMG_BANNER')], [ad('PRELOAD', 'Standard')]).create), []);
    const banner = ad('BANNER', 'Standard');
    assert.deepEqual(planAds([processing('IMG_BANNER')], [banner, ad('PRELOAD', 'Standard')]).remove, []);
  });

  it('a needed type that is gone or only failed removes the ad', () => {
    const banner = ad('BANNER', 'Standard');
    const pre = ad('PRELOAD', 'Standard');
    assert.deepEqual(planAds([], [banner, pre]).remove, [banner]);
    assert.deepEqual(planAds([failed('IMG_BANNER')], [banner, pre]).remove, [banner]);
    // another ready member of the type (V2 sets) keeps it
    assert.deepEqual(planAds([failed('IMG_BANNER'), ready('IMG_BANNER')], [banner, pre]).remove, []);
  });

  it('an ad of an unknown template is removed', () => {
    const odd = ad('WIDGET', 'Gone');
    assert.deepEqual(planAds([], [odd, ad('PRELOAD', 'Standard')]).remove, [odd]);
  });

  it('designators cover every ad size; default names carry set, size and template', () => {
    assert.equal(DESIGNATOR_OF_SIZE.LEADER, 'BANNER');
    assert.equal(DESIGNATOR_OF_SIZE.MREC, 'BANNER');
    assert.equal(DESIGNATOR_OF_SIZE.INTER, 'INTER');
    assert.equal(DESIGNATOR_OF_SIZE.PRELOAD, 'PRELOAD');
    assert.equal(defaultAdName('Summer', { size: 'INTER', name: 'Rewarded Playable' }), 'Summer - Interstitial Rewarded Playable');
  });
});

describe('member status', () => {
  const member = (p: Partial<SetMember>): SetMember => ({ id: 1, setId: 1, type: null, assetId: 7, textValue: null, error: null, createdAt: new Date(0), ...p });
  const asset = (p: Partial<AssetInfo>): AssetInfo => ({
    id: 7, accountId: 1, name: 'f', sha1: 'a'.repeat(40), url: 'http://x/a', processing: 'ready', error: null, assetType: 'IMG_BANNER', resourceType: 'IMAGE', ...p,
  });

  it('text members are ready', () => {
    assert.deepEqual(deriveMember(member({ type: 'TXT_TITLE', assetId: null, textValue: 'Hi' }), undefined), { type: 'TXT_TITLE', status: 'ready', error: null });
  });
  it('follows the asset: processing, error with its reason, ready with its computed type', () => {
    assert.equal(deriveMember(member({}), asset({ processing: 'processing', assetType: null })).status, 'processing');
    assert.deepEqual(deriveMember(member({}), asset({ processing: 'error', error: 'corrupt PNG', assetType: null })), { type: null, status: 'error', error: 'corrupt PNG' });
    assert.deepEqual(deriveMember(member({}), asset({})), { type: 'IMG_BANNER', status: 'ready', error: null });
  });
  it('a ready file of another type than the member was added as is an error naming both', () => {
    const d = deriveMember(member({ type: 'IMG_MREC' }), asset({}));
    assert.equal(d.status, 'error');
    assert.equal(d.type, 'IMG_MREC');
    assert.match(d.error!, /IMG_BANNER, not IMG_MREC/);
  });
  it('a member error wins; a vanished asset is an error', () => {
    assert.deepEqual(deriveMember(member({ type: 'IMG_BANNER', error: 'dup' }), asset({})), { type: 'IMG_BANNER', status: 'error', error: 'dup' });
    assert.equal(deriveMember(member({ type: 'IMG_BANNER' }), undefined).status, 'error');
  });
});

describe('languages', () => {
  it('accepts every spec 1 code, in any case and with - or _', () => {
    const spec1 = 'ar bg bn bs ca cs da de el en es et eu fa fi fr he hi hr hu id is it iw ja jv ka ko lt lv mk mr ms nb nl no pl pt ro ru sk sq sr su sv th tr ug uk ur vi zh zh_hans zh_hant'.split(' ');
    for (const c of spec1) assert.equal(parseLanguageCode(c), c);
    assert.equal(LANGUAGE_CODES.length, spec1.length + 1); // + sl
    assert.equal(parseLanguageCode('ZH-Hant'), 'zh_hant');
    assert.equal(parseLanguageCode('EN'), 'en');
    assert.equal(parseLanguageCode('xx'), undefined);
    assert.equal(parseLanguageCode('english'), undefined);
  });
  it('every spec 2 name maps to a code and back', () => {
    const spec2 = 'ALBANIAN ARABIC BASQUE BENGALI BOSNIAN BULGARIAN CATALAN CHINESE_SIMPLIFIED CHINESE_TRADITIONAL CROATIAN CZECH DANISH DUTCH ENGLISH ESTONIAN FARSI FINNISH FRENCH GEORGIAN GERMAN GREEK HEBREW HINDI HUNGARIAN ICELANDIC INDONESIAN ITALIAN JAPANESE JAVANESE KOREAN LATVIAN LITHUANIAN MACEDONIAN MALAY MARATHI NORWEGIAN POLISH PORTUGESE ROMANIAN RUSSIAN SERBIAN SLOVAK SLOVENIAN SPANISH SUNDANESE SWEDISH THAI TURKISH UIGHUR UKRAINIAN URDU VIETNAMESE'.split(' ');
    for (const n of spec2) {
      const c = codeOfName(n);
      assert.ok(c && parseLanguageCode(c), n);
      assert.deepEqual(namesOfCodes([c!]), [n]);
    }
  });
  it('aliases and zh read back as names without duplicates', () => {
    assert.equal(codeOfName('hebrew'), 'he');
    assert.equal(codeOfName('Chinese-Traditional'), 'zh_hant');
    assert.equal(codeOfName('PORTUGUESE'), 'pt');
    assert.equal(parseLanguageName('KLINGON'), undefined);
    assert.deepEqual(namesOfCodes(['iw', 'he', 'no', 'nb']), ['HEBREW', 'NORWEGIAN']);
    assert.deepEqual(namesOfCodes(['zh', 'zh_hans']), ['CHINESE_SIMPLIFIED', 'CHINESE_TRADITIONAL']);
    assert.deepEqual(namesOfCodes(['sl']), ['SLOVENIAN']);
  });
});

describe('set field rules', () => {
  it('countries: known codes, lowercased, deduplicated; untargeted ones stored but not served', () => {
    assert.deepEqual(checkCountries(['US', 'de', 'us'], ['us', 'de', 'fr']), ['us', 'de']);
    assert.deepEqual(checkCountries(['gb'], ['us']), ['gb']);
    assert.deepEqual(servedCountries(['gb', 'us'], ['us', 'de']), ['us']);
    assert.deepEqual(servedCountries([], ['us', 'de']), ['us', 'de']);
    assert.throws(() => checkCountries(['us', 'zz'], []), { field: 'countries[1]' });
    assert.deepEqual(checkCountries(['jp'], []), ['jp']);
  });
  it('languages: codes of the table', () => {
    assert.deepEqual(checkLanguageCodes(['EN', 'en', 'zh-hans']), ['en', 'zh_hans']);
    assert.throws(() => checkLanguageCodes(['en', 'ENGLISH']), { field: 'languages[1]' });
  });
  it('name and product page', () => {
    assert.equal(checkName('  A  '), 'A');
    assert.throws(() => checkName(' '), { field: 'name' });
    assert.throws(() => checkName(5), { field: 'name' });
    assert.throws(() => checkName('x'.repeat(256)), { field: 'name' });
    assert.equal(checkProductPage(''), null);
    assert.equal(checkProductPage(null), null);
    assert.equal(checkProductPage('cpp-1'), 'cpp-1');
    assert.throws(() => checkProductPage(3), { field: 'product_page' });
  });
});
