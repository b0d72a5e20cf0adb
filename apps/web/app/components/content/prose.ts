/**
 * Typography for sanitised Markdown HTML (blog posts, managed pages), by Tailwind's child selectors: the
 * HTML carries no class or style of its own.
 */
export const PROSE_CLASS = [
  'text-base leading-relaxed text-gray-800 break-words',
  '[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-gray-900',
  '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-gray-900',
  '[&_h4]:mt-4 [&_h4]:font-semibold',
  '[&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_li]:my-1 [&_a]:text-green-800 [&_a]:underline [&_a]:underline-offset-2',
  '[&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-gray-300 [&_blockquote]:pl-4',
  '[&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-gray-100 [&_pre]:p-3',
  '[&_code]:rounded [&_code]:bg-gray-100 [&_code]:px-1',
  '[&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full',
  '[&_table]:my-4 [&_table]:w-full [&_th]:border [&_th]:border-gray-300 [&_th]:p-2 [&_th]:text-left',
  '[&_td]:border [&_td]:border-gray-300 [&_td]:p-2',
].join(' ');
