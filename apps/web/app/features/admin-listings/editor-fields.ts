import type { MapSettings } from '~/components/map/leaflet-map';
import type { Lga, State } from '@carefinder/contracts';
import type { TermOptions } from '~/components/listing-editor/listing-form';

/** What the editor offers: the taxonomies' terms, the states, and the LGAs of the listing's state. */
export interface EditorOptions {
  terms: TermOptions;
  states: readonly State[];
  lgas: readonly Lga[];
}

/** What each listing editor's fields get from the generic page. */
export interface EditorFieldsProps<Values> {
  defaults: Values;
  options: EditorOptions;
  /** Messages by field id. */
  errors: Readonly<Record<string, string>>;
  map: MapSettings;
}
