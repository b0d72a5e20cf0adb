/**
 * The type of a page's data served apart from its HTML (decision 0037): the web app answers it, and the server
 * that keeps pages for anonymous visitors keeps it as it keeps the HTML.
 */
export const PAGE_DATA_CONTENT_TYPE = 'text/x-carefinder-page-data';
