import { PageBanners, useBanner, useFocusAfterReload, type Technology } from '@sistema/shared';
import { useRef, useState } from 'react';
import { DeleteTechnologyDialog } from './components/DeleteTechnologyDialog.tsx';
import { findEditButton } from './components/TechnologyCard.tsx';
import { TechnologyFilters } from './components/TechnologyFilters.tsx';
import { TechnologyFormModal, type TechnologyEditor } from './components/TechnologyFormModal.tsx';
import { TechnologyList } from './components/TechnologyList.tsx';
import { useTechnologyFilters } from './hooks/useTechnologyFilters.ts';
import { useTechnologyList } from './hooks/useTechnologyList.ts';
import { PAGE_TEXT } from './messages.ts';

/** 'Gestión de Tecnologías': the page the remote exposes (default export, for React.lazy). */
export default function TechnologiesPage() {
  const filters = useTechnologyFilters();
  const list = useTechnologyList(filters.query);
  const { banner, showSuccess, showError, dismiss } = useBanner();
  const focusAfterReload = useFocusAfterReload(list.loading);
  const pageRef = useRef<HTMLDivElement>(null);
  const newButtonRef = useRef<HTMLButtonElement>(null);
  const [editor, setEditor] = useState<TechnologyEditor>(null);
  const [deleting, setDeleting] = useState<Technology | null>(null);

  // After a change the grid reloads behind the spinner: focus goes back to the card's 'Editar'
  // once it is there again, else (a new or deleted card) to '+ Nueva Tecnología'.
  const afterChange = (message: string, editedId?: number) => {
    focusAfterReload(
      () =>
        (editedId === undefined ? null : findEditButton(pageRef.current, editedId)) ??
        newButtonRef.current,
    );
    showSuccess(message);
    list.reload();
  };

  return (
    <div className="page" ref={pageRef}>
      <header className="page__header">
        <h1 className="page__title">{PAGE_TEXT.title}</h1>
        <button
          ref={newButtonRef}
          type="button"
          className="btn btn--primary"
          onClick={() => setEditor('new')}
        >
          {PAGE_TEXT.newTechnology}
        </button>
      </header>
      <PageBanners
        banner={banner}
        onDismissBanner={dismiss}
        listError={list.error}
        onDismissListError={list.dismissError}
      />
      <TechnologyFilters {...filters} />
      <TechnologyList
        technologies={list.items}
        loading={list.loading}
        failed={list.error !== null}
        onEdit={setEditor}
        onDelete={setDeleting}
      />
      <TechnologyFormModal
        editor={editor}
        onClose={() => setEditor(null)}
        onSaved={(message) => {
          afterChange(message, editor === 'new' ? undefined : editor?.id);
          setEditor(null);
        }}
      />
      <DeleteTechnologyDialog
        technology={deleting}
        onCancel={() => setDeleting(null)}
        onDeleted={(message) => {
          afterChange(message);
          setDeleting(null);
        }}
        onFailed={(message) => {
          setDeleting(null);
          showError(message);
        }}
      />
    </div>
  );
}
