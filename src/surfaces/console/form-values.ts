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
  ) {}

  /** Records a validation error from the core; anything else is rethrown. */
  add(e: unknown): void {
    if (!isDomainError(e) || (e.code !== 'validation_failed' && e.code !== 'conflict')) throw e;
    const f = this.match(e);
    if (f) this.byField.set(f, e.message);
    else this.general = e.message;
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

/** id attribute of a form control named `name` (matches the summary's links). */
export const inputId = (name: string): string => name.replace(/[^A-Za-z0-9_-]/g, '_');
