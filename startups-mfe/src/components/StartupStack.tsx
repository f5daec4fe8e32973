import { PAGE_TEXT } from '../messages.ts';
import { StartupItem } from './StartupItem.tsx';
import { VIRTUALIZE_FROM_ROWS, type StartupItemsProps } from './startup-items.ts';
import { VirtualStartupStack } from './VirtualStartupStack.tsx';

/** The phone's list: one stacked item per startup; virtualised for a long list. */
export function StartupStack(props: StartupItemsProps) {
  if (props.startups.length >= VIRTUALIZE_FROM_ROWS) return <VirtualStartupStack {...props} />;
  const { startups, onEdit, onDelete } = props;
  return (
    <ul className="startup-stack" aria-label={PAGE_TEXT.tableCaption}>
      {startups.map((startup) => (
        <StartupItem key={startup.id} startup={startup} onEdit={onEdit} onDelete={onDelete} />
      ))}
    </ul>
  );
}
