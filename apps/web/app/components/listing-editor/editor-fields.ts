import type { MapSettings } from '~/components/map/leaflet-map';
import type { Lga, State } from '@carefinder/contracts';
import type { TermOptions } from '~/components/listing-editor/listing-form';
import type { ChangeableFields } from './changeable-fields';

/** What the editor offers: the taxonomies' terms, the states, and the LGAs of the listing's state. */
export interface EditorOptions {
  terms: TermOptions;
  states: readonly State[];
  lgas: readonly Lga[];
}

/** What a listing editor's fields get from its page (the back office's, or the owner's dashboard). */
export interface EditorFieldsProps<Values> {
  defaults: Values;
  options: EditorOptions;
  /** Messages by field id. */
  errors: Readonly<Record<string, string>>;
  /** The map of the place's "Pick on the map"; a form that does not change the place has none. */
  map?: MapSettings;
  /** The API fields the form changes: the back office every one, the boxes of the others not shown. */
  fields?: ChangeableFields;
}
