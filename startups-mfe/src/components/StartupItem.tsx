import { formatDateOnly, formatUsd, SelectRecordCheckbox, type Startup } from '@sistema/shared';
import type { Ref } from 'react';
import { COLUMN_HEADERS } from '../messages.ts';
import { skipWhileOffscreen } from './skip-while-offscreen.ts';
import { StartupActions } from './StartupActions.tsx';
import { ITEM_HEIGHT_ESTIMATE } from './startup-items.ts';

// In a whole list the items away from the screen are not laid out until they near it.
const WHOLE_LIST_ITEM_STYLE = skipWhileOffscreen(ITEM_HEIGHT_ESTIMATE);

export interface StartupItemProps {
  startup: Startup;
  onEdit: (startup: Startup) => void;
  onDelete: (startup: Startup) => void;
  /** Set by the virtualised list: the item's measuring ref and its position in the whole list. */
  ref?: Ref<HTMLLIElement>;
  index?: number;
  setSize?: number;
}

/** One startup on a phone: its name, then each field under the column's name, then the buttons. */
export function StartupItem({ startup, onEdit, onDelete, ref, index, setSize }: StartupItemProps) {
  return (
    <li
      ref={ref}
      data-index={index}
      className="card startup-item"
      aria-posinset={index === undefined ? undefined : index + 1}
      aria-setsize={setSize}
      // A virtualised item (with an index) is laid out: the virtualiser measures its height.
      style={index === undefined ? WHOLE_LIST_ITEM_STYLE : undefined}
    >
      <h2 className="startup-item__name">{startup.name}</h2>
      <dl className="startup-item__fields">
        <div>
          <dt>{COLUMN_HEADERS.foundedAt}</dt>
          <dd>{formatDateOnly(startup.founded_at)}</dd>
        </div>
        <div>
          <dt>{COLUMN_HEADERS.location}</dt>
          <dd>{startup.location}</dd>
        </div>
        <div>
          <dt>{COLUMN_HEADERS.category}</dt>
          <dd>
            <span className="badge badge--blue">{startup.category}</span>
          </dd>
        </div>
        <div>
          <dt>{COLUMN_HEADERS.fundingAmount}</dt>
          <dd className="num">{formatUsd(startup.funding_amount)}</dd>
        </div>
      </dl>
      <SelectRecordCheckbox record={startup} withWord />
      <StartupActions
        startup={startup}
        onEdit={onEdit}
        onDelete={onDelete}
        className="startup-item__actions"
      />
    </li>
  );
}
