// Reading urlencoded form bodies (parsed by the console's parser: a repeated field is an array)
// and showing a core DomainError next to the field it names.
import { isDomainError, type DomainError } from '../../core/shared/errors.js';
import { html, type Html } from './html.js';
import { fieldErrorId } from './layout.js';

export type FormBody = Record<string, string | string[]> | undefined;

/** The field's single value ('' when missing; the first when repeated). */
export function field(b: FormBody, k: string): string {
  const v = b && typeof b === 'object' ? b[k] : undefined;
  if (typeof v === 'string') return v;
  if (Array.isArray(v) && typeof v[0] === 'string') return v[0];
  return '';
}

/** Every value of a repeated field (checkboxes, multi-selects). */
export function fields(b: FormBody, k: string): string[] {
  const v = b && typeof b === 'object' ? b[k] : undefined;
  if (typeof v === 'string') return [v];
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

/** Errors of a submitted form, by field name (the API's field names). */
export class FieldErrors {
  readonly byField = new Map<string, string>();
  /** An error that names no field the form shows. */
  general: string | undefined;

  /**
   * `shown`: the fields the form has. `prefix`: put before the ids of the form's controls and
   * errors when a page has several forms with the same field names (ids stay unique).
   */
  constructor(
    private readonly shown: readonly string[] = [],
    private readonly prefix = '',
    /** The form's label of each shown field: errors start with it instead of the API's field path. */
    private readonly labels: Readonly<Record<string, string>> = {},
  ) {}

  /**
   * Records a validation error from the core; anything else is rethrown. `sent`: what the form
   * submitted in the API's shape, so the message can quote the offending value the error's field
   * path points at (`Targeted countries: "XX" must be ...`).
   */
  add(e: unknown, sent?: unknown): void {
    if (!isDomainError(e) || (e.code !== 'validation_failed' && e.code !== 'conflict')) throw e;
    const f = this.match(e);
    const message = this.say(e, f, sent);
    if (f) this.byField.set(f, message);
    else this.general = message;
  }

  /** "<label>: "<value>" <rule>" when the form labels the field, else the core's own message. */
  private say(e: DomainError, shownField: string | undefined, sent: unknown): string {
    const label = shownField ? this.labels[shownField] : undefined;
    if (!label || !e.field) return e.message;
    // the core's words without its field path ("targeting[2].country_code: must be ...")
    const prefix = `${e.field}: `;
    const rule = e.message.startsWith(prefix) ? e.message.slice(prefix.length) : e.message;
    const value = valueAt(sent, e.field);
    const text = typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, 80) : '';
    // a message that already names the value is not given it twice
    return text && !rule.includes(text) ? `${label}: "${text}" ${rule}` : `${label}: ${rule}`;
  }

  /** The form field an error belongs to: its own name, or the nearest shown parent (goal.x.y -> goal.x). */
  private match(e: DomainError): string | undefined {
    if (!e.field) return undefined;
    let f = e.field;
    while (f) {
      if (this.shown.includes(f)) return f;
      const cut = Math.max(f.lastIndexOf('.'), f.lastIndexOf('['));
      if (cut <= 0) break;
      f = f.slice(0, cut);
    }
    return undefined;
  }

  get any(): boolean {
    return this.byField.size > 0 || this.general !== undefined;
  }

  /** The message under a field (with the id aria-describedby names), or nothing. */
  at(name: string): Html | '' {
    const m = this.byField.get(name);
    return m ? html`<p class="field-error" id="${fieldErrorId(this.prefix + name)}">${m}</p>` : '';
  }

  /** Attributes for an input: aria-invalid and aria-describedby (its hint's id, then its error's). */
  attrs(name: string, hint?: string): Html | '' {
    const ids = [hint, this.byField.has(name) ? fieldErrorId(this.prefix + name) : undefined].filter(Boolean).join(' ');
    return html`${this.byField.has(name) ? html` aria-invalid="true"` : ''}${ids ? html` aria-describedby="${ids}"` : ''}`;
  }

  summary(): Html | '' {
    if (!this.any) return '';
    return html`<div class="error-summary" role="alert" tabindex="-1" id="error-summary"><h2>The form has ${this.byField.size + (this.general ? 1 : 0) === 1 ? 'an error' : 'errors'}</h2><ul>${[...this.byField].map(([f, m]) => html`<li><a href="#${inputId(this.prefix + f)}">${m}</a></li>`)}${this.general ? html`<li>${this.general}</li>` : ''}</ul></div>`;
  }
}

/** The value at an API field path such as targeting[2].country_code or goal.country_code_to_goal_value.US. */
export function valueAt(root: unknown, path: string): unknown {
  let v: unknown = root;
  for (const part of path.split(/\.|\[(\d+)\]/).filter((x) => x !== undefined && x !== '')) {
    if (v === null || typeof v !== 'object' || !Object.prototype.hasOwnProperty.call(v, part)) return undefined;
    v = (v as Record<string, unknown>)[part];
  }
  return v;
}

/** id attribute of a form control named `name` (matches the summary's links). */
export const inputId = (name: string): string => name.replace(/[^A-Za-z0-9_-]/g, '_');
