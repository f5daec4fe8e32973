import { useContext, useEffect } from 'react';
import { DataRouterContext, NavigationType, useBlocker } from '../router/index.ts';
import { DiscardChangesDialog } from './DiscardChangesDialog.tsx';

export interface NavigationGuardProps {
  /** The form has unsaved changes. */
  dirty: boolean;
  /** The user chose to leave: the form is given up before the navigation goes on. */
  onDiscard: () => void;
}

/**
 * Keeps an edited form from being lost by leaving it: Back, Forward and in-app links ask
 * '¿Descartar los cambios?' (the router's blocker), and reload or closing the tab get the
 * browser's own prompt.
 */
export function NavigationGuard(props: NavigationGuardProps) {
  useBeforeUnload(props.dirty);
  // useBlocker exists only under a data router; a form rendered without one (a component test)
  // is still guarded against reload and its own close buttons.
  const dataRouter = useContext(DataRouterContext);
  return dataRouter ? <RouterBlocker {...props} /> : null;
}

function RouterBlocker({ dirty, onDiscard }: NavigationGuardProps) {
  // Leaving the page, or Back and Forward through its filters, asks; the page's own writes of its
  // filters to the URL (a search typed just before opening the form settles 300 ms later, a push)
  // go through: they change the list behind the form, never the form.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation, historyAction }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname ||
        (historyAction === NavigationType.Pop && currentLocation.search !== nextLocation.search)),
  );
  const blocked = blocker.state === 'blocked';
  return (
    <DiscardChangesDialog
      open={blocked}
      onKeepEditing={() => blocker.reset?.()}
      onDiscard={() => {
        onDiscard();
        blocker.proceed?.();
      }}
    />
  );
}

/** The browser's own "leave the page?" prompt while `dirty`: reload, closing the tab, typed URLs. */
function useBeforeUnload(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
}
