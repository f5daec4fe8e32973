import { PageBanners, useListPage, type Startup } from '@sistema/shared';
import { DeleteStartupDialog } from './components/DeleteStartupDialog.tsx';
import { StartupFilters } from './components/StartupFilters.tsx';
import { StartupFormModal } from './components/StartupFormModal.tsx';
import { StartupList } from './components/StartupList.tsx';
import { findEditButton } from './components/startup-items.ts';
import { useStartupFilters } from './hooks/useStartupFilters.ts';
import { useStartupList } from './hooks/useStartupList.ts';
import { PAGE_TEXT } from './messages.ts';

/** 'Gestión de Startups': the page the remote exposes (default export, for React.lazy). */
export default function StartupsPage() {
  const filters = useStartupFilters();
  const list = useStartupList(filters.query);
  // The refs are taken out: React's lint reads every property of an object holding a ref as a ref.
  const { pageRef, newButtonRef, ...page } = useListPage<Startup>({ ...list, findEditButton });

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
          {PAGE_TEXT.newStartup}
        </button>
      </header>
      <PageBanners
        banner={page.banner}
        onDismissBanner={page.dismissBanner}
        listError={list.error}
        onDismissListError={page.dismissListError}
      />
      <StartupFilters {...filters} />
      <StartupList
        startups={list.items}
        loading={list.loading}
        failed={list.failed}
        onRetry={page.retryList}
        onEdit={page.openEdit}
        onDelete={page.askDelete}
      />
      <StartupFormModal
        editor={page.editor}
        onClose={page.closeEditor}
        onSaved={page.onSaved}
        onOutdated={list.reload}
      />
      <DeleteStartupDialog
        startup={page.deleting}
        onCancel={page.cancelDelete}
        onDeleted={page.onDeleted}
        onOutdated={list.reload}
      />
    </div>
  );
}
