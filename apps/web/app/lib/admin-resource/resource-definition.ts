import type { ReactNode } from 'react';
import type { AdminColumn } from '~/components/admin/admin-table';
import type { FormActionResult } from '~/lib/forms/form-action';
import type { FormErrors } from '~/lib/forms/form-errors';

/**
 * A form's values by field: text as typed, the boxes of a repeated field, or what a resource's own inputs hold
 * (a listing's week of hours).
 */
export type ResourceValues = Record<string, unknown>;
export interface Option {
  value: string;
  label: string;
}
/** What the page reads from the API for its selects and inputs (the states, …), by name. */
export type Choices = Readonly<Record<string, unknown>>;

/** A filter of a resource's list: a select of options (its own, or loaded ones it names), or a day. */
export type ResourceFilter = { name: string; label: string } & (
  { input?: 'select'; options: readonly Option[] | string } | { input: 'date' }
);

/** One field of a resource's add and edit form. */
export interface ResourceField {
  /** The form's name for it, and its value's key in ResourceValues. */
  name: string;
  label: string;
  input?: 'text' | 'textarea' | 'select' | 'date' | 'url' | 'repeated';
  /**
   * The API's path of the field, which its errors are named by (`state.alias`), if not its name; the box
   * gets it as its id, so the error summary's link lands on it.
   */
  id?: string;
  /** Other names the API gives its errors (`source` for the whole citation), shown at this field. */
  errorsAlsoFrom?: readonly string[];
  hint?: ReactNode;
  /** A hint for the edit form instead of `hint`. */
  editHint?: ReactNode;
  /** Optional always, or only when adding (a slug is then made from the name). */
  optional?: boolean | 'when-adding';
  /** A select's options: fixed, or the name of loaded choices. */
  options?: readonly Option[] | string;
  defaultValue?: string;
  /** Fields sharing a group are shown together under it as a legend. */
  group?: string;
  /** Shown side by side with the field next to it, on wide screens. */
  pairedWithNext?: boolean;
  /** A repeated field's boxes: "Phone number 2", "Add another number", at most `max`. */
  repeated?: { itemLabel: (position: number) => string; addLabel: string; max: number; type?: 'tel' };
  autoComplete?: string;
}

/** The add and edit form of a resource: its fields, and how an entry and the API's body map to them. */
export interface ResourceFormDefinition<Entry> {
  /** The form's boxes, made from these definitions… */
  fields: readonly ResourceField[];
  /** …or drawn by the resource itself (a listing's map, hours and pickers); then it also reads them back. */
  Inputs?: (props: {
    values: ResourceValues;
    choices: Choices;
    errors: Readonly<Record<string, string>>;
  }) => ReactNode;
  valuesFrom?: (formData: FormData) => ResourceValues;
  /** An entry's values as its edit form starts with them… */
  valuesOf: (entry: Entry) => ResourceValues;
  /** …and the add form's, where it does not start empty. */
  newValues?: () => ResourceValues;
  /** The API's body for the form's values. */
  bodyOf: (values: ResourceValues, intent: 'create' | 'update') => unknown;
  /** The values as the "changed meanwhile" box compares them, where the fields cannot say. */
  describe?: (values: ResourceValues, choices: Choices) => { label: string; text: string }[];
  /** Where the API's errors go, where the fields' ids cannot say. */
  placeErrors?: (errors: FormErrors, values: ResourceValues) => FormErrors;
  /**
   * A save the admin confirms first (making someone an ADMIN, disabling an account): the question for the
   * values sent (as the form holds them) against those the form opened with; null to save at once.
   */
  confirm?: (sent: Record<string, string>, opened: ResourceValues | undefined) => SaveConfirmation | null;
}

/** The question a consequential save asks first. */
export interface SaveConfirmation {
  title: string;
  message: string;
  confirmLabel: string;
}

export type ResourceIntent = 'create' | 'update' | 'delete' | (string & {});

/** What the columns link to: a sorted table, an opened entry. */
export interface ColumnLinks {
  sortBy: (sort: string, direction: SortLink['direction']) => SortLink;
  /** A link opening the entry of this id (marked current while it is the one opened), showing `children`. */
  open: (id: string, children: ReactNode) => ReactNode;
}

/** An entry opened to be read and acted on: its panel, and what its forms do. */
export interface OpenedDefinition<Item> {
  /** The URL's name for the opened entry: ?message=<id>. */
  param: string;
  Panel: (props: { item: Item; etag: string }) => ReactNode;
  /** What each of the panel's forms (by their `intent`) does, answered to the form. */
  intents: Readonly<Record<string, (form: Record<string, string>) => Promise<FormActionResult>>>;
  notFound: string;
}

/** How a column sorts the table: its link, and whether the table is sorted so now. */
export type SortLink = NonNullable<AdminColumn<unknown>['sort']>;

/** What the delete confirmation adds to a plain "Delete X?" (the lists' "merge into"). */
export interface DeleteChoiceProps<Item> {
  /** The resource's API collection and its noun, from the definition. */
  api: string;
  noun: string;
  item: Item;
  /** The fields the choice adds to the delete, or null while it cannot go. */
  onChoose: (fields: Record<string, string> | null) => void;
}

/**
 * An admin resource: everything the generic list, add and edit pages need to show and change it. A new
 * resource is a definition and its rules in the API; the page, the form, the "someone saved first" (412)
 * flow, the delete confirmation and the toasts come with it.
 */
export interface ResourceDefinition<Item, Entry = Item> {
  /** The page's path, e.g. /admin/emergency. */
  path: string;
  /** The API collection; one entry is `${api}/${id}`. */
  api: string;
  /** Where entries are added, read, changed and deleted, if not `api` (`/facilities` for `/admin/facilities`). */
  itemApi?: string;
  title: string;
  description: ReactNode;
  /** A line under the description made from the whole list and the choices (the states still without a number). */
  summary?: (list: { items: readonly Item[]; choices: Choices }) => ReactNode;
  /** Related admin pages, linked under the way back to the dashboard. */
  links?: readonly { to: string; label: string }[];
  /** One entry, in the sentences the page makes: "Add a service". */
  one: { noun: string; article: 'a' | 'an' };
  /** The entries, in the sentences the page makes: "All services", "Search insurers and HMOs". */
  many: string;
  /** An entry as listed (`Item`) or as read alone (`Entry`, a message with its answers). */
  idOf: (item: Item | Entry) => string;
  nameOf: (item: Item | Entry) => string;
  /** Entries are added and changed in the page's own form, made from these fields… */
  form?: ResourceFormDefinition<Entry>;
  /** …or in an editor of their own (the blog's, at the spec's paths). */
  editor?: { addHref: string; addLabel: string; editHref: (item: Item) => string };
  /** …or opened to be read and acted on (a message answered, a request decided), not edited. */
  opened?: OpenedDefinition<Entry>;
  /** The table's columns but the actions, which the page adds. */
  columns: (links: ColumnLinks) => AdminColumn<Item>[];
  list: {
    /** Links above the table, each a list of its own (a status), the first one's count shown. */
    tabs?: {
      name: string;
      label: string;
      options: readonly (Option & { heading: string; count: (total: number) => string })[];
    };
    /** Paged with a search box (its label) and sorts (the first is the default); else the whole list. */
    pageSize?: number;
    searchLabel?: string;
    sorts?: readonly string[];
    /** Selects (or days) that narrow the list, each sent to the API as its name ('' for all). */
    filters?: readonly ResourceFilter[];
    /** The line above the table: "3 numbers, national ones first." (a tab's own count where tabbed). */
    count?: (total: number) => string;
    empty: string;
  };
  /** False where entries are not added here (accounts sign up themselves). */
  adds?: boolean;
  /** What the filters and the form read from the API; `editing` is the entry open in the form, if any. */
  loadChoices?: (open: { form: boolean; editing: Entry | null }) => Promise<Choices>;
  /** How an entry is deleted; left out where entries are not deleted here. */
  delete?: {
    /** The action's word, if not Delete ("Close": a listing's page stays), and whether a row offers it. */
    verb?: string;
    applies?: (item: Item) => boolean;
    /** The toast once done, if not "X is deleted." */
    done?: (name: string) => string;
    /** What the confirmation says will happen. */
    warning: (item: Item) => ReactNode;
    /** A choice to make before deleting, with its own title and button when shown. */
    choice?: {
      applies: (item: Item) => boolean;
      title: string;
      Component: (props: DeleteChoiceProps<Item>) => ReactNode;
      /** The delete's query parameters and its toast, from the chosen fields. */
      params: (fields: Record<string, string>) => Record<string, string>;
      done: (fields: Record<string, string>) => string;
    };
  };
}
