import { PageBanners, useListPage, type Technology } from '@sistema/shared';
import { DeleteTechnologyDialog } from './components/DeleteTechnologyDialog.tsx';
import { findEditButton } from './components/TechnologyCard.tsx';
import { TechnologyFilters } from './components/TechnologyFilters.tsx';
import { TechnologyFormModal } from './components/TechnologyFormModal.tsx';
import { TechnologyList } from './components/TechnologyList.tsx';
import { useTechnologyFilters } from './hooks/useTechnologyFilters.ts';
import { useTechnologyList } from './hooks/useTechnologyList.ts';
import { PAGE_TEXT } from './messages.ts';

/** 'Gestión de Tecnologías': the page the remote exposes (default export, for React.lazy). */
export default function TechnologiesPage() {
  const filters = useTechnologyFilters();
  const list = useTechnologyList(filters.query);
  // The refs are taken out: React's lint reads every property of an object holding a ref as a ref.
  const { pageRef, newButtonRef, ...page } = useListPage<Technology>({ ...list, findEditButton });

  return (
    <div className="page" ref={pageRef}>
      <header className="page__header">
        <h1 className="page__title">{PAGE_TEXT.title}</h1>
        <button
          ref={newButtonRef}
          type="button"
          className="btn btn--primary"
          onClick={page.openCreate}
        >
          {PAGE_TEXT.newTechnology}
        </button>
      </header>
      <PageBanners
        banner={page.banner}
        onDismissBanner={page.dismissBanner}
        listError={list.error}
        onDismissListError={page.dismissListError}
      />
      <TechnologyFilters {...filters} />
      <TechnologyList
        technologies={list.items}
        loading={list.loading}
        failed={list.failed}
        onRetry={page.retryList}
        onEdit={page.openEdit}
        onDelete={page.askDelete}
      />
      <TechnologyFormModal editor={page.editor} onClose={page.closeEditor} onSaved={page.onSaved} />
      <DeleteTechnologyDialog
        technology={page.deleting}
        onCancel={page.cancelDelete}
        onDeleted={page.onDeleted}
      />
    </div>
  );
}
