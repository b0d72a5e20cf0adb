import { Form } from 'react-router';

/** A real GET form: it works without JavaScript, and the results URL can be shared. */
export function SiteSearchForm({ defaultQuery = '' }: { defaultQuery?: string }) {
  return (
    <Form
      method="get"
      action="/search-result"
      role="search"
      aria-label="Site search"
      className="flex w-full gap-2"
    >
      <label htmlFor="site-search" className="sr-only">
        Search hospitals, clinics, doctors or services
      </label>
      <input
        id="site-search"
        name="q"
        type="search"
        defaultValue={defaultQuery}
        placeholder="Hospital, doctor, service or place"
        autoComplete="off"
        className="min-h-[40px] w-full min-w-0 rounded-md border border-gray-500 px-3 text-base"
      />
      <button
        type="submit"
        className="min-h-[40px] shrink-0 rounded-md bg-green-700 px-4 font-semibold text-white hover:bg-green-800"
      >
        Search
      </button>
    </Form>
  );
}
