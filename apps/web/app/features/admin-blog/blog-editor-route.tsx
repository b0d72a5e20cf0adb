import { useLoaderData } from 'react-router';
import BlogEditorPage from './blog-editor-page';
import type { EditablePost } from './admin-blog-api';

/** The editor with the route's data; keyed by post so moving to another post starts afresh. */
export default function BlogEditorRoute() {
  const { editing } = useLoaderData() as { editing: EditablePost | null };
  return <BlogEditorPage key={editing?.post.id ?? 'new'} editing={editing} />;
}
