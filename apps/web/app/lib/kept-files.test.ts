// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allKept, filesOf, keptFile, loadFiles, pageFile, STARTED_FILES_GLOBAL } from './kept-files';

const started = () => window as unknown as Record<string, unknown>;

afterEach(() => {
  vi.unstubAllGlobals();
  delete started()[STARTED_FILES_GLOBAL];
});

describe('kept files', () => {
  it('finds the addresses a page’s data names, alone or in lists, and nothing else', () => {
    const shell = '/messages/yo/shell.0123456789.json';
    const page = '/messages/yo/faq.abcdef0123.json';
    const options = '/search-options/yo/lagos.0123456789.json';
    expect(
      filesOf([
        { data: { locale: 'yo', messages: [shell] } },
        {
          data: {
            messages: [page, '/messages/yo/shell.json'],
            options,
            // A value under another key, even one shaped like an address, names no file.
            name: '/messages/yo/faq.abcdef0123.json',
          },
        },
        { data: null },
        undefined,
      ]),
    ).toEqual([shell, page, options]);
  });

  it('takes a file the script loader started fetching, fetches the others once, and keeps them', async () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', (file: string) => {
      fetched.push(file);
      return Promise.resolve(new Response(JSON.stringify({ fetched: file })));
    });
    const first = '/messages/ha/shell.1111111111.json';
    const second = '/messages/ha/home.2222222222.json';
    started()[STARTED_FILES_GLOBAL] = { [first]: Promise.resolve({ started: true }) };
    expect(allKept([first, second])).toBe(false);
    const loading = loadFiles([first, second]);
    expect(loadFiles([first, second])).toBe(loading);
    await loading;
    expect(fetched).toEqual([second]);
    expect(keptFile(first)).toEqual({ started: true });
    expect(pageFile(second)).toEqual({ fetched: second });
    await loadFiles([second]);
    expect(fetched).toEqual([second]);
  });

  it('tries once more a file the script loader failed to fetch', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('{"again":true}')));
    const file = '/messages/ig/faq.4444444444.json';
    const failed = Promise.reject(new Error('offline'));
    failed.catch(() => {});
    started()[STARTED_FILES_GLOBAL] = { [file]: failed };
    await loadFiles([file]);
    expect(pageFile(file)).toEqual({ again: true });
  });

  it('fails on a file that does not load, and tries it again next time', async () => {
    let status = 503;
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('{}', { status })));
    const file = '/messages/ig/blog.3333333333.json';
    await expect(loadFiles([file])).rejects.toThrow(`${file} did not load (503)`);
    expect(() => pageFile(file)).toThrow('not kept');
    status = 200;
    await loadFiles([file]);
    expect(pageFile(file)).toEqual({});
  });
});
