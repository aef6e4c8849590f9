// Catalog: a WEB account's product catalogs and their variant sets (what GET
// /manage/v1/campaign/catalog_info lists and a dynamic-ads campaign chooses from). They are not
// edited here: on the real service they come from the Pixel, a feed or Shopify; campaignctl and
// fixtures declare them. Accounts whose type has no catalogs are told so.
import type { FastifyInstance } from 'fastify';
import { rulesOf } from '../../core/account-types/account-types.js';
import type { Container } from '../../http/container.js';
import { ctx, sendPage } from './context.js';
import { html } from './html.js';
import { CATALOG_TYPE_LABELS, labelled } from './labels.js';

const hidden = { schema: { hide: true } as never };

export function registerCatalogPages(s: FastifyInstance, c: Container): void {
  s.get('/catalog', hidden, async (request, reply) => {
    const { account } = ctx(request);
    const rules = rulesOf(account.type);
    if (!rules.catalogs) {
      return sendPage(request, reply, {
        title: 'Catalog',
        active: 'catalog',
        body: html`<h1>Catalog</h1><p class="empty">Product catalogs belong to website (WEB) accounts, whose dynamic ads show a shop's products. This is a${/^[AEIOU]/i.test(rules.label) ? 'n' : ''} ${rules.label.toLowerCase()} account.</p>`,
      });
    }
    const catalogs = await c.catalogs.list(account.id);
    const count = (n: number | null) => (n === null ? html`<span class="muted">not known</span>` : String(n));
    return sendPage(request, reply, {
      title: 'Catalog',
      active: 'catalog',
      body: html`<h1>Catalog</h1>
<p class="muted">The product catalogs your dynamic ads can show, as <code>GET /manage/v1/campaign/catalog_info</code> lists them. A variant is one SKU; variants sharing an item id are one item. Catalogs come from your site's pixel, a product feed or your shop platform; here an operator adds them with <code>campaignctl catalogs add</code> or a sandbox fixture.</p>
${catalogs.length
  ? catalogs.map(
      (k) => html`<section class="card" aria-labelledby="cat-${k.id}"><h2 id="cat-${k.id}">${k.name} <span class="muted small">id ${k.id}${k.type ? html` · ${labelled(CATALOG_TYPE_LABELS, k.type)}` : ''}</span></h2>
${k.variantSets.length
  ? html`<div class="table-wrap"><table class="data stack"><caption class="visually-hidden">Variant sets of ${k.name}</caption><thead><tr><th scope="col">Variant set</th><th scope="col">Id</th><th scope="col" class="num">Variants (SKUs)</th><th scope="col" class="num">Items</th></tr></thead><tbody>${k.variantSets.map(
      (v) => html`<tr><td data-label="Variant set">${v.name}</td><td data-label="Id"><code>${v.id}</code></td><td data-label="Variants (SKUs)" class="num">${count(v.totalVariants)}</td><td data-label="Items" class="num">${count(v.totalItems)}</td></tr>`,
    )}</tbody></table></div>`
  : html`<p class="empty">No variant sets.</p>`}
</section>`,
    )
  : html`<p class="empty">No catalogs.</p>`}`,
    });
  });
}
