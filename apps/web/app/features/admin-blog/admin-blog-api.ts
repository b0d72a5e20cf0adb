import type {
  BlogPost,
  BlogPostInput,
  BlogPostPatch,
  ContentPage,
  ContentPageKey,
  ContentPagePatch,
  UploadedImage,
} from '@carefinder/contracts';
import { data } from 'react-router';
import { getBrowserApiClient } from '~/lib/api-client';
import { redirectIfSessionEnded } from '~/lib/auth/session';
import { apiErrorStatus } from '~/lib/forms/form-errors';

/** A post as read for editing, with the ETag its change must be sent with (If-Match). */
export interface EditablePost {
  post: BlogPost;
  etag: string;
}

export async function readPostForEditing(id: number): Promise<EditablePost> {
  const response = await getBrowserApiClient().get<BlogPost>(`/admin/blog-posts/${id}`, {
    headers: { 'cache-control': 'no-cache' },
  });
  return { post: response.data, etag: String(response.headers.etag ?? '') };
}

/** /admin/edit-blog/{id}: the post and its ETag; an unknown id is the page's 404. */
export async function loadPostForEditing(idParam: string | undefined): Promise<{ editing: EditablePost }> {
  const id = Number(idParam);
  if (!Number.isInteger(id) || id < 1) throw data(null, { status: 404 });
  try {
    return { editing: await readPostForEditing(id) };
  } catch (error) {
    if (apiErrorStatus(error) === 404) throw data(null, { status: 404 });
    return redirectIfSessionEnded(error);
  }
}

/** /admin/covid-19 and other managed pages: the page and its ETag. */
export async function loadPageForEditing(key: ContentPageKey): Promise<{ editing: EditablePage }> {
  try {
    return { editing: await readPageForEditing(key) };
  } catch (error) {
    return redirectIfSessionEnded(error);
  }
}

export async function createPost(input: BlogPostInput): Promise<EditablePost> {
  const response = await getBrowserApiClient().post<BlogPost>('/blog-posts', input);
  return { post: response.data, etag: String(response.headers.etag ?? '') };
}

export async function changePost(id: number, patch: BlogPostPatch, etag: string): Promise<EditablePost> {
  const response = await getBrowserApiClient().patch<BlogPost>(`/blog-posts/${id}`, patch, {
    headers: { 'if-match': etag },
  });
  return { post: response.data, etag: String(response.headers.etag ?? '') };
}

export async function deletePost(id: number, etag: string): Promise<void> {
  await getBrowserApiClient().delete(`/blog-posts/${id}`, { headers: { 'if-match': etag } });
}

/** The image's own bytes as the body: the API reads its format from them. */
export async function uploadCover(file: File): Promise<UploadedImage> {
  const { data } = await getBrowserApiClient().post<UploadedImage>('/blog-posts/covers', file, {
    headers: { 'content-type': file.type || 'application/octet-stream' },
  });
  return data;
}

export async function previewMarkdown(body: string, signal: AbortSignal): Promise<string> {
  const { data } = await getBrowserApiClient().post<{ html: string }>(
    '/admin/markdown-preview',
    { body },
    { signal },
  );
  return data.html;
}

/** A managed page (the covid-19 page) as read for editing. */
export interface EditablePage {
  page: ContentPage;
  etag: string;
}

export async function readPageForEditing(key: ContentPageKey): Promise<EditablePage> {
  const response = await getBrowserApiClient().get<ContentPage>(`/pages/${key}`, {
    headers: { 'cache-control': 'no-cache' },
  });
  return { page: response.data, etag: String(response.headers.etag ?? '') };
}

export async function changePage(
  key: ContentPageKey,
  patch: ContentPagePatch,
  etag: string,
): Promise<EditablePage> {
  const response = await getBrowserApiClient().patch<ContentPage>(`/pages/${key}`, patch, {
    headers: { 'if-match': etag },
  });
  return { page: response.data, etag: String(response.headers.etag ?? '') };
}
