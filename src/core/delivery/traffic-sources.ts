// The simulated supply: publisher apps (traffic sources) that show the ads. A fixed, documented
// pool, so a test can pause a source by its app_id before any delivery (docs/delivery.md).
import { hash32 } from './random.js';

export interface TrafficSource {
  /** The source's app_id: /sources app_id, the report's traffic_source, the {PLACEMENT_ID} macro. */
  appId: string;
  /** /sources app_id_external, the {APP_ID} macro. */
  appIdExternal: string;
  /** Relative share of traffic. */
  weight: number;
  /** The publisher app's name (the report's application). */
  name: string;
  /** An opaque, stable id of the publisher app (the report's external_placement_id). */
  externalPlacementId: string;
}

const GENRES = ['puzzle', 'match3', 'solitaire', 'runner', 'idle', 'merge', 'trivia', 'wordgame', 'arcade', 'sudoku', 'racing', 'coloring'];

export const TRAFFIC_SOURCES: readonly TrafficSource[] = Object.freeze(
  GENRES.map((g, i) => ({
    appId: `src_${(hash32(`traffic-source:${i}`) >>> 0).toString(16).padStart(8, '0')}`,
    appIdExternal: `com.simulated.${g}`,
    name: `Simulated ${g[0]!.toUpperCase()}${g.slice(1)}`,
    externalPlacementId: [1, 2, 3, 4].map((k) => hash32(`external-placement:${i}:${k}`).toString(16).padStart(8, '0')).join(''),
    // a long tail: the first sources carry most traffic
    weight: 12 - i,
  })),
);

/** The source serving this draw (u in [0,1)) among those not paused; undefined when all are. */
export function pickSource(u: number, paused: ReadonlySet<string>): TrafficSource | undefined {
  let total = 0;
  for (const s of TRAFFIC_SOURCES) if (!paused.has(s.appId)) total += s.weight;
  if (total === 0) return undefined;
  let x = u * total;
  for (const s of TRAFFIC_SOURCES) {
    if (paused.has(s.appId)) continue;
    x -= s.weight;
    if (x < 0) return s;
  }
  return TRAFFIC_SOURCES.filter((s) => !paused.has(s.appId)).at(-1);
}
