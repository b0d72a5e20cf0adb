import type { MapSettings } from '~/components/map/leaflet-map';
import type { EditorOptions } from './admin-listings-api';

/** What each listing editor's fields get from the generic page. */
export interface EditorFieldsProps<Values> {
  defaults: Values;
  options: EditorOptions;
  /** Messages by field id. */
  errors: Readonly<Record<string, string>>;
  map: MapSettings;
}
