import { useMemo, useState } from 'react';
import { useFetcher } from 'react-router';
import { ConfirmDialog } from '~/components/forms/confirm-dialog';
import { readItem } from '~/lib/admin-resource/resource-api';
import type { ResourceDefinition } from '~/lib/admin-resource/resource-definition';
import { useCurrentVersion } from '~/lib/forms/use-current-version';

/**
 * Confirms a delete of the entry as it is now (read with its ETag when the confirmation opens, so a change
 * made meanwhile is refused), with the resource's choice to make first where it has one.
 */
export function ResourceDeleteDialog<Item, Entry>({
  definition,
  item,
  onClose,
}: {
  definition: ResourceDefinition<Item, Entry>;
  item: Item | null;
  onClose: () => void;
}) {
  const remover = useFetcher();
  const current = useCurrentVersion(
    useMemo(() => (item ? () => readItem(definition, definition.idOf(item)) : null), [definition, item]),
  );
  const choice = item && definition.delete?.choice?.applies(item) ? definition.delete.choice : undefined;
  const [chosen, setChosen] = useState<Record<string, string> | null>(null);
  const verb = definition.delete?.verb ?? 'Delete';
  const name = current ? definition.nameOf(current.item) : item ? definition.nameOf(item) : '';
  return (
    <ConfirmDialog
      open={item !== null}
      title={item ? `${choice?.title ?? verb} ${name}?` : ''}
      confirmLabel={choice?.title ?? `${verb} the ${definition.one.noun}`}
      confirmDisabled={current === null || (choice !== undefined && chosen === null)}
      onCancel={onClose}
      onConfirm={() => {
        if (item && current) {
          const fields = { intent: 'delete', id: definition.idOf(item), name, etag: current.etag };
          void remover.submit(choice && chosen ? { ...fields, ...chosen, chosen: 'true' } : fields, {
            method: 'post',
          });
        }
        onClose();
      }}
    >
      {choice && item ? (
        <choice.Component api={definition.api} noun={definition.one.noun} item={item} onChoose={setChosen} />
      ) : (
        item && <p>{definition.delete?.warning(item)}</p>
      )}
    </ConfirmDialog>
  );
}
