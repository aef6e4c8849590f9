// The campaign form speaks the second-generation API's vocabulary: its fields carry /manage/v1's
// names, the form becomes a /manage/v1 campaign body, and that body goes through the same mapping
// (newCampaignFromV2 / campaignChangesFromV2) and core (CampaignsService) as POST
// /manage/v1/campaign/create|update. So every rule and every error message is the API's own.
import { TRACKING_MACROS } from '../../core/campaigns/model.js';
import { AUDIENCE_STRATEGIES, CATALOG_TYPES, rulesOf, type AccountType, type AccountTypeRules } from '../../core/account-types/account-types.js';
import { invalid } from '../../core/shared/errors.js';
import type { CampaignBody } from '../manage-v1/campaign-schema.js';
import { GOAL_OF_BID_TYPE, V2_TRACKING_METHODS } from '../manage-v1/campaign-map.js';
import type { CampaignOutT } from '../manage-v1/campaign-schema.js';
import { field, FieldErrors, inputId, type FormBody } from './form-values.js';
import { html, type Html } from './html.js';
import { AUDIENCE_STRATEGY_LABELS, BIDDING_STRATEGY_LABELS, CATALOG_TYPE_LABELS, labelled, optionText, PLATFORM_LABELS, ROAS_DAY_LABELS, TRACKING_METHOD_LABELS } from './labels.js';

/** Every field the form shows, by its API name (errors on sub-fields attach to these). */
export const CAMPAIGN_FIELDS = [
  'name', 'platform', 'package_name', 'itunes_id', 'is_composite_banner_enabled',
  'website_url', 'audience_strategy', 'is_dynamic_ads_enabled', 'catalog_type', 'catalog_id', 'variant_set_id',
  'bidding_strategy', 'status',
  'goal.goal_type', 'goal.roas_day_target', 'goal.event_target', 'goal.goal_value_for_all_countries', 'goal.country_code_to_goal_value',
  'budget.daily_budget_for_all_countries', 'budget.country_code_to_daily_budget',
  'targeting', 'targeting.US.region_codes', 'targeting.US.metro_names',
  'tracking.tracking_method', 'tracking.click_url', 'tracking.impression_url',
  'start_date', 'end_date', 'is_continuous_delivery',
] as const;

/** The goal names and day targets the account's type allows (the account-type table). */
const goalTypesOf = (rules: AccountTypeRules) => Object.keys(rules.campaigns.goals).map((t) => GOAL_OF_BID_TYPE[t as keyof typeof GOAL_OF_BID_TYPE]).filter((g) => g !== 'RET');
const roasDaysOf = (rules: AccountTypeRules) => [...new Set(Object.values(rules.campaigns.goals).flatMap((g) => g?.days ?? []))].sort((a, b) => a - b).map((d) => `DAY${d}`);
/** Whether the account's type has this campaign field (its own fields, or a common one). */
const has = (rules: AccountTypeRules, f: string) => rules.campaigns.ownFields.includes(f);

/** The form's label of each field; errors start with it (form-values.ts FieldErrors). */
export const CAMPAIGN_LABELS: Readonly<Record<(typeof CAMPAIGN_FIELDS)[number], string>> = {
  name: 'Campaign name',
  platform: 'Platform',
  package_name: 'Package name (Android) or bundle id (iOS)',
  itunes_id: 'App Store id (iOS)',
  is_composite_banner_enabled: 'Composite banners',
  website_url: 'Website URL',
  audience_strategy: 'Audience strategy',
  is_dynamic_ads_enabled: 'Dynamic ads from a catalog',
  catalog_type: 'Catalog type',
  catalog_id: 'Catalog',
  variant_set_id: 'Variant set',
  bidding_strategy: 'Bidding strategy',
  status: 'Status',
  'goal.goal_type': 'Goal type',
  'goal.roas_day_target': 'Day target',
  'goal.event_target': 'Target event (CPE goals)',
  'goal.goal_value_for_all_countries': 'Goal value for all countries',
  'goal.country_code_to_goal_value': 'Goal value per country',
  'budget.daily_budget_for_all_countries': 'Daily budget for all countries',
  'budget.country_code_to_daily_budget': 'Daily budget per country',
  targeting: 'Targeted countries',
  'targeting.US.region_codes': 'US regions',
  'targeting.US.metro_names': 'US metro areas',
  'tracking.tracking_method': 'Tracking method',
  'tracking.click_url': 'Click URL',
  'tracking.impression_url': 'Impression URL',
  start_date: 'Start date (UTC)',
  end_date: 'End date (UTC)',
  is_continuous_delivery: 'Runs continuously (no end date)',
};
const L = CAMPAIGN_LABELS;

/** "US=1.50, GB=2" (commas or new lines; = or : or a space) -> { US: '1.50', GB: '2' }. */
function perCountry(name: string, text: string): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  const parts = text.split(/[,\n;]+/).map((p) => p.trim()).filter(Boolean);
  if (!parts.length) return undefined;
  for (const p of parts) {
    const m = /^([A-Za-z]{2})\s*[=: ]\s*(\S+)$/.exec(p);
    if (!m) throw invalid(name, `write one COUNTRY=value per entry, such as US=1.50 (could not read "${p.slice(0, 40)}")`);
    out[m[1]!.toUpperCase()] = m[2]!;
  }
  return out;
}

const list = (text: string) => text.split(/[\s,;]+/).map((s) => s.trim()).filter(Boolean);
const opt = (s: string) => (s.trim() === '' ? undefined : s.trim());

/** The /manage/v1 body the form describes. `create`: the create form (else the update form). */
export function bodyFromForm(b: FormBody, create: boolean, id?: number, type: AccountType = 'APP'): CampaignBody {
  const rules = rulesOf(type);
  const body: Record<string, unknown> = { type };
  if (id !== undefined) body.id = id;
  const set = (k: string, v: unknown) => {
    if (v !== undefined) body[k] = v;
  };
  set('name', opt(field(b, 'name')));
  if (has(rules, 'platform')) {
    set('platform', opt(field(b, 'platform')));
    set('package_name', opt(field(b, 'package_name')));
    const itunes = opt(field(b, 'itunes_id'));
    if (itunes !== undefined) body.itunes_id = /^\d{1,15}$/.test(itunes) ? Number(itunes) : itunes;
    else if (!create) body.itunes_id = null;
    body.is_composite_banner_enabled = field(b, 'is_composite_banner_enabled') === 'true';
  }
  if (has(rules, 'website_url')) {
    set('website_url', opt(field(b, 'website_url')));
    const aud = opt(field(b, 'audience_strategy'));
    if (aud !== undefined || !create) body.audience_strategy = aud ?? null;
    body.is_dynamic_ads_enabled = field(b, 'is_dynamic_ads_enabled') === 'true';
    for (const k of ['catalog_type', 'catalog_id', 'variant_set_id']) {
      const v = opt(field(b, k));
      if (v !== undefined || !create) body[k] = v ?? null;
    }
  }
  if (create) set('bidding_strategy', opt(field(b, 'bidding_strategy')));
  if (!create) set('status', opt(field(b, 'status')));
  const goal: Record<string, unknown> = {};
  if (opt(field(b, 'goal.goal_type'))) goal.goal_type = field(b, 'goal.goal_type').trim();
  if (opt(field(b, 'goal.roas_day_target'))) goal.roas_day_target = field(b, 'goal.roas_day_target').trim();
  if (opt(field(b, 'goal.event_target'))) goal.event_target = field(b, 'goal.event_target').trim();
  if (opt(field(b, 'goal.goal_value_for_all_countries'))) goal.goal_value_for_all_countries = field(b, 'goal.goal_value_for_all_countries').trim();
  const goalPer = perCountry('goal.country_code_to_goal_value', field(b, 'goal.country_code_to_goal_value'));
  if (goalPer) goal.country_code_to_goal_value = goalPer;
  if (create || Object.keys(goal).length) body.goal = goal;
  const budget: Record<string, unknown> = {};
  if (opt(field(b, 'budget.daily_budget_for_all_countries'))) budget.daily_budget_for_all_countries = field(b, 'budget.daily_budget_for_all_countries').trim();
  const budgetPer = perCountry('budget.country_code_to_daily_budget', field(b, 'budget.country_code_to_daily_budget'));
  if (budgetPer) budget.country_code_to_daily_budget = budgetPer;
  if (create || Object.keys(budget).length) body.budget = budget;
  const countries = list(field(b, 'targeting')).map((s) => s.toUpperCase());
  const regions = list(field(b, 'targeting.US.region_codes')).map((s) => s.toUpperCase());
  if (regions.length && !countries.includes('US')) throw invalid('targeting.US.region_codes', 'region codes are only allowed when US is targeted');
  // metro names are free text: one per line or separated by semicolons
  const metros = field(b, 'targeting.US.metro_names').split(/[;\n]+/).map((s) => s.trim()).filter(Boolean);
  if (metros.length && !countries.includes('US')) throw invalid('targeting.US.metro_names', 'metro areas are only allowed when US is targeted');
  if (create || countries.length) {
    body.targeting = countries.map((c) => ({ country_code: c, ...(c === 'US' && regions.length ? { region_codes: regions } : {}), ...(c === 'US' && metros.length ? { metro_names: metros } : {}) }));
  }
  if (has(rules, 'tracking')) {
    const tracking: Record<string, unknown> = {};
    for (const k of ['tracking_method', 'click_url', 'impression_url']) {
      const v = opt(field(b, `tracking.${k}`));
      if (v !== undefined) tracking[k] = v;
    }
    body.tracking = tracking;
  }
  if (create) set('start_date', opt(field(b, 'start_date')));
  const continuous = field(b, 'is_continuous_delivery') === 'true';
  // where an end date is optional (WEB), an unticked box with no end date says nothing: the campaign runs on
  if (continuous || rules.campaigns.endDateRequired || opt(field(b, 'end_date')) !== undefined) body.is_continuous_delivery = continuous;
  if (!continuous) set('end_date', opt(field(b, 'end_date')));
  return body as CampaignBody;
}

/**
 * The submitted body as errors' field paths reach into it: the API's targeting[i] entries are also
 * found by country (targeting.US.region_codes[0], as the core names a region error).
 */
export function sentView(body: unknown): unknown {
  const b = body as { targeting?: { country_code?: string }[] } | undefined;
  if (!b || !Array.isArray(b.targeting)) return body;
  const targeting = [...b.targeting] as unknown[] & Record<string, unknown>;
  for (const t of b.targeting) if (t && typeof t.country_code === 'string') targeting[t.country_code.toUpperCase()] = t;
  return { ...b, targeting };
}

/** Form values (strings by field name) for a campaign as /manage/v1 shows it. */
export function valuesOf(v2: CampaignOutT): Record<string, string> {
  const per = (m: Record<string, string> | undefined) => (m ? Object.entries(m).map(([k, x]) => `${k}=${x}`).join(', ') : '');
  const us = v2.targeting.find((t) => t.country_code === 'US');
  return {
    name: v2.name,
    platform: v2.platform ?? '',
    package_name: v2.package_name ?? '',
    is_composite_banner_enabled: v2.is_composite_banner_enabled ? 'true' : '',
    website_url: v2.website_url ?? '',
    audience_strategy: v2.audience_strategy ?? '',
    is_dynamic_ads_enabled: v2.is_dynamic_ads_enabled ? 'true' : '',
    catalog_type: v2.catalog_type ?? '',
    catalog_id: v2.catalog_id ?? '',
    variant_set_id: v2.variant_set_id ?? '',
    'goal.event_target': v2.goal.event_target ?? '',
    itunes_id: v2.itunes_id === undefined ? '' : String(v2.itunes_id),
    bidding_strategy: v2.bidding_strategy,
    status: v2.status,
    'goal.goal_type': v2.goal.goal_type,
    'goal.roas_day_target': v2.goal.roas_day_target ?? '',
    'goal.goal_value_for_all_countries': v2.goal.goal_value_for_all_countries ?? '',
    'goal.country_code_to_goal_value': per(v2.goal.country_code_to_goal_value),
    'budget.daily_budget_for_all_countries': v2.budget.daily_budget_for_all_countries ?? '',
    'budget.country_code_to_daily_budget': per(v2.budget.country_code_to_daily_budget),
    targeting: v2.targeting.map((t) => t.country_code).join(', '),
    'targeting.US.region_codes': us?.region_codes?.join(', ') ?? '',
    'targeting.US.metro_names': us?.metro_names?.join('; ') ?? '',
    'tracking.tracking_method': v2.tracking?.tracking_method ?? '',
    'tracking.click_url': v2.tracking?.click_url ?? '',
    'tracking.impression_url': v2.tracking?.impression_url ?? '',
    start_date: v2.start_date?.slice(0, 10) ?? '',
    end_date: v2.end_date?.slice(0, 10) ?? '',
    is_continuous_delivery: v2.is_continuous_delivery ? 'true' : '',
  };
}

/** The values as submitted (to show the form again with its errors). */
export function valuesFromForm(b: FormBody): Record<string, string> {
  return Object.fromEntries(CAMPAIGN_FIELDS.map((f) => [f, field(b, f).slice(0, 4000)]));
}

interface FormOptions {
  /** The account's type: which fieldsets, goals and bidding the form offers. */
  type?: AccountType;
  /** WEB: the account's catalogs, to choose from. */
  catalogs?: { id: string; name: string; variantSets: { id: string; name: string }[] }[];
  action: string;
  csrf: string;
  create: boolean;
  values: Record<string, string>;
  errors: FieldErrors;
}

export function campaignForm(o: FormOptions): Html {
  const rules = rulesOf(o.type ?? 'APP');
  const v = (k: string) => o.values[k] ?? '';
  const check = (name: string, label: string, hint?: string) =>
    html`<div class="field check"><input id="${inputId(name)}" name="${name}" type="checkbox" value="true"${v(name) === 'true' ? html` checked` : ''}${e.attrs(name)}><label for="${inputId(name)}">${label}</label>${hint ? html`<p class="hint">${hint}</p>` : ''}${e.at(name)}</div>`;
  const e = o.errors;
  const text = (name: string, label: string, extra: { hint?: string; type?: string; required?: boolean; readonly?: boolean; inputmode?: string } = {}) => {
    const hintId = extra.hint ? `hint-${inputId(name)}` : undefined;
    return html`<div class="field"><label for="${inputId(name)}">${label}${extra.required ? html` <span class="req" aria-hidden="true">*</span>` : ''}</label>
${extra.hint ? html`<p class="hint" id="${hintId}">${extra.hint}</p>` : ''}<input id="${inputId(name)}" name="${name}" type="${extra.type ?? 'text'}" value="${v(name)}"${extra.required ? html` required` : ''}${extra.readonly ? html` readonly` : ''}${extra.inputmode ? html` inputmode="${extra.inputmode}"` : ''}${e.attrs(name, hintId)} maxlength="4000">
${e.at(name)}</div>`;
  };
  // options show the words with the API value beside them (labels.ts); the value submitted is the API's
  const select = (name: string, label: string, options: readonly string[], extra: { blank?: string; disabled?: boolean; words?: Readonly<Record<string, string>>; hint?: string } = {}) => {
    const hintId = extra.hint ? `hint-${inputId(name)}` : undefined;
    return html`<div class="field"><label for="${inputId(name)}">${label}</label>
${extra.hint ? html`<p class="hint" id="${hintId}">${extra.hint}</p>` : ''}<select id="${inputId(name)}" name="${name}"${extra.disabled ? html` disabled` : ''}${e.attrs(name, hintId)}>${extra.blank !== undefined ? html`<option value="">${extra.blank}</option>` : ''}${options.map(
    (x) => html`<option value="${x}"${v(name).toUpperCase() === x.toUpperCase() ? html` selected` : ''}>${extra.words ? optionText(extra.words, x) : x}</option>`,
  )}</select>${e.at(name)}</div>`;
  };
  return html`${e.summary()}
<form method="post" action="${o.action}" class="campaign-form" novalidate>
<input type="hidden" name="csrf_token" value="${o.csrf}">
<fieldset><legend>${rules.label}</legend>
${text('name', L.name, { required: true })}
${has(rules, 'platform') ? html`${select('platform', L.platform, ['IOS', 'ANDROID'], { blank: 'Choose…', words: PLATFORM_LABELS })}
${text('package_name', L.package_name, { required: true })}
${text('itunes_id', L.itunes_id, { inputmode: 'numeric', hint: 'Numeric; required for iOS campaigns.' })}
${check('is_composite_banner_enabled', L.is_composite_banner_enabled, 'Stored with the campaign; it does not change delivery here.')}` : ''}
${has(rules, 'website_url') ? html`${text('website_url', L.website_url, { type: 'url', required: true, hint: 'The site the campaign promotes, such as https://shop.example/.' })}
${select('audience_strategy', L.audience_strategy, AUDIENCE_STRATEGIES, { blank: 'Not set', words: AUDIENCE_STRATEGY_LABELS, hint: 'Who the campaign looks for. On a new campaign only with a cost-per-purchase or checkout-ROAS goal.' })}
${check('is_dynamic_ads_enabled', L.is_dynamic_ads_enabled, 'Ads show products of a catalog; choose the catalog and one of its variant sets below.')}
${select('catalog_id', L.catalog_id, (o.catalogs ?? []).map((k) => k.id), { blank: 'None', words: Object.fromEntries((o.catalogs ?? []).map((k) => [k.id, k.name])) })}
${select('variant_set_id', L.variant_set_id, (o.catalogs ?? []).flatMap((k) => k.variantSets.map((x) => x.id)), { blank: 'None', words: Object.fromEntries((o.catalogs ?? []).flatMap((k) => k.variantSets.map((x) => [x.id, `${x.name} (${k.name})`]))) })}
${select('catalog_type', L.catalog_type, CATALOG_TYPES, { blank: 'Not set', words: CATALOG_TYPE_LABELS })}` : ''}
</fieldset>
<fieldset><legend>Goal and bidding</legend>
${o.create ? select('bidding_strategy', L.bidding_strategy, rules.campaigns.biddingStrategies, { blank: 'Choose…', words: BIDDING_STRATEGY_LABELS }) : html`<p class="muted">Bidding strategy: ${labelled(BIDDING_STRATEGY_LABELS, v('bidding_strategy'))} (set when the campaign was created)</p>`}
${select('goal.goal_type', L['goal.goal_type'], goalTypesOf(rules), { blank: 'Choose…', words: rules.goalLabels })}
${select('goal.roas_day_target', L['goal.roas_day_target'], roasDaysOf(rules), { blank: 'The goal type\'s default', words: ROAS_DAY_LABELS, hint: 'The day whose return or purchases the goal is about.' })}
${text('goal.event_target', L['goal.event_target'], { hint: 'Cost-per-event goals only: the name of the event the campaign optimises for, such as add_to_cart.' })}
${text('goal.goal_value_for_all_countries', L['goal.goal_value_for_all_countries'], { inputmode: 'decimal', hint: 'US dollars per install, event or purchase; for a return-on-ad-spend goal, a percentage. Either one value for all countries, or one per country below.' })}
${text('goal.country_code_to_goal_value', L['goal.country_code_to_goal_value'], { hint: 'Such as US=2.50, GB=1.75. Every targeted country needs one.' })}
</fieldset>
<fieldset><legend>Budget</legend>
${text('budget.daily_budget_for_all_countries', L['budget.daily_budget_for_all_countries'], { inputmode: 'decimal', hint: 'US dollars a day. Either one daily budget for all countries, or one per country below.' })}
${text('budget.country_code_to_daily_budget', L['budget.country_code_to_daily_budget'], { hint: 'US dollars a day, such as US=500, GB=120.' })}
</fieldset>
<fieldset><legend>Countries</legend>
${text('targeting', L.targeting, { required: true, hint: 'Two-letter country codes separated by commas, such as US, GB, DE.' })}
${text('targeting.US.region_codes', L['targeting.US.region_codes'], { hint: 'Only when US is targeted: state codes such as CA, NY, TX. Empty = the whole US.' })}
${rules.campaigns.ownTargetingFields.includes('metro_names') ? text('targeting.US.metro_names', L['targeting.US.metro_names'], { hint: 'Only when US is targeted, instead of regions: metro names separated by semicolons, such as New York; Los Angeles.' }) : ''}
</fieldset>
${has(rules, 'tracking') ? html`<fieldset><legend>Tracking</legend>
${select('tracking.tracking_method', L['tracking.tracking_method'], V2_TRACKING_METHODS.map((t) => t.toUpperCase()), { blank: 'Choose…', words: TRACKING_METHOD_LABELS })}
${text('tracking.click_url', L['tracking.click_url'], { type: 'url', required: true })}
${text('tracking.impression_url', L['tracking.impression_url'], { type: 'url', required: true })}
<details class="macros"><summary>Supported macros</summary><p>Write them in braces, such as <code>{IDFA}</code>:</p><ul class="chips">${TRACKING_MACROS.map((m) => html`<li><code>{${m}}</code></li>`)}</ul></details>
</fieldset>` : ''}
<fieldset><legend>Dates</legend>
${o.create ? text('start_date', L.start_date, { type: 'date', required: true }) : html`<p class="muted">Start date: ${v('start_date') || 'none'} (UTC; set when the campaign was created)</p>`}
${text('end_date', L.end_date, { type: 'date', hint: rules.campaigns.endDateRequired ? 'Required unless the campaign runs continuously.' : 'Empty: the campaign runs on.' })}
<div class="field check"><input id="is_continuous_delivery" name="is_continuous_delivery" type="checkbox" value="true"${v('is_continuous_delivery') === 'true' ? html` checked` : ''}${e.attrs('is_continuous_delivery')}><label for="is_continuous_delivery">${L.is_continuous_delivery}</label>${e.at('is_continuous_delivery')}</div>
</fieldset>
<div class="actions"><button class="primary" type="submit">${o.create ? 'Create campaign' : 'Save changes'}</button> <a class="button secondary" href="/console/campaigns">Cancel</a></div>
</form>`;
}
