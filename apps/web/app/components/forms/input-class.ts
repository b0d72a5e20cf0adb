/** The look of every text box; its own module, so the header's search box does not bring the form fields. */
export const INPUT_CLASS =
  'min-h-[44px] w-full min-w-0 rounded-md border border-gray-500 bg-white px-3 text-base aria-invalid:border-2 aria-invalid:border-red-700';
