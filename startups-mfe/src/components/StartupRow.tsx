import { formatDateOnly, formatUsd, SelectRecordCheckbox, type Startup } from '@sistema/shared';
import type { Ref } from 'react';
import { StartupActions } from './StartupActions.tsx';

export interface StartupRowProps {
  startup: Startup;
  onEdit: (startup: Startup) => void;
  onDelete: (startup: Startup) => void;
  /** Set by the virtualised table: the row's measuring ref and its position in the whole list. */
  ref?: Ref<HTMLTableRowElement>;
  index?: number;
}

export function StartupRow({ startup, onEdit, onDelete, ref, index }: StartupRowProps) {
  return (
    <tr
      ref={ref}
      data-index={index}
      // Row 1 is the header, so the first startup is row 2 of the whole table.
      aria-rowindex={index === undefined ? undefined : index + 2}
    >
      <td className="table__name">{startup.name}</td>
      <td>{formatDateOnly(startup.founded_at)}</td>
      <td className="table__wrap">{startup.location}</td>
      <td>
        <span className="badge badge--blue">{startup.category}</span>
      </td>
      <td className="num">{formatUsd(startup.funding_amount)}</td>
      <td>
        {/* In the actions cell: the spec's columns stay as they are. */}
        <SelectRecordCheckbox record={startup} />
        <StartupActions
          startup={startup}
          onEdit={onEdit}
          onDelete={onDelete}
          className="table__actions"
        />
      </td>
    </tr>
  );
}
