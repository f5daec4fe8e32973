import { CsvActions } from '../csv/CsvActions.tsx';
import { PageBanners } from '../feedback/PageBanners.tsx';
import { FilterBar } from '../lists/FilterBar.tsx';
import { ListResults } from '../lists/ListResults.tsx';
import { NoMatchingRecords } from '../lists/NoMatchingRecords.tsx';
import { ResultCount } from '../lists/ResultCount.tsx';
import type { FilterFields } from '../lists/useListFilters.ts';
import { useListFilters } from '../lists/useListFilters.ts';
import { useListPage } from '../lists/useListPage.ts';
import { useListSort } from '../lists/useListSort.ts';
import { useServerSort } from '../lists/useServerSort.ts';
import { useSortParam } from '../lists/useSortParam.ts';
import { useNarrowScreen } from '../lists/useNarrowScreen.ts';
import { LiveListStatus } from '../live/LiveListStatus.tsx';
import { loadEveryPage } from '../server-state/every-page.ts';
import { useListQuery } from '../server-state/useListQuery.ts';
import { SelectionContext } from '../selection/SelectionContext.tsx';
import { useListDeletes } from '../selection/useListDeletes.tsx';
import type { ListResource } from './list-resource.ts';
import { SortSelect } from './SortSelect.tsx';

/**
 * A resource's list page (docs/product.md, the list screens): title and create button, the banners,
 * the filters, how many were found and the order, then the spinner, the records, the empty text or
 * 'Reintentar', and the create/edit and delete dialogs. Filters and order live in the URL.
 */
export function ResourceListPage<
  T extends { id: number },
  S extends FilterFields,
  K extends string,
>({ resource }: { resource: ListResource<T, S, K> }) {
  const { key, loadPage, sort, text, FilterFields, View, Dialogs } = resource;
  const filters = useListFilters(resource.filters);
  const sortParam = useSortParam(sort.keys);
  const serverSort = useServerSort(sortParam, filters.query);
  const list = useListQuery(key, filters.query, { loadPage, sort: serverSort.sort });
  serverSort.follow(list);
  const order = useListSort(list.items, sort);
  // A whole list in the local order, which sorts text as Spanish does; a list in pages in the
  // server's, since the local one would only see the loaded pages.
  const records = list.whole ? order.sorted : list.items;
  const narrow = useNarrowScreen();
  // The refs are taken out: React's lint reads every property of an object holding a ref as a ref.
  const { pageRef, newButtonRef, ...page } = useListPage<T>({
    ...list,
    findEditButton: resource.findEditButton,
  });
  const deletes = useListDeletes(resource.deletes, records, page);
  const showSortSelect = sort.selectOn === 'every screen' || narrow;
  const filtered = Object.keys(filters.query).length > 0;

  return (
    <div className="page" ref={pageRef}>
      <header className="page__header">
        <h1 className="page__title">{text.title}</h1>
        <button
          ref={newButtonRef}
          type="button"
          className="btn btn--primary"
          onClick={page.openCreate}
        >
          {text.create}
        </button>
      </header>
      <PageBanners
        banner={page.banner}
        onDismissBanner={page.dismissBanner}
        listError={list.error}
        onDismissListError={page.dismissListError}
      >
        {deletes.toast}
      </PageBanners>
      <LiveListStatus resource={key} />
      <FilterBar onClear={filters.clear} onLeave={filters.flush} label={text.filterRegion}>
        <FilterFields filters={filters} />
      </FilterBar>
      {/* Two short rows above the records, whatever the screen: what was found and what is
          selected, then the order and the CSV. */}
      <div className="list-toolbar">
        <div className="list-toolbar__summary">
          <ResultCount count={list.loading || list.failed ? null : list.total} label={text.count} />
          {!list.failed && deletes.toolbar}
        </div>
        <div className="list-toolbar__tools">
          {showSortSelect && (
            <SortSelect
              keys={sort.keys}
              optionLabels={sort.optionLabels}
              label={text.sortLabel}
              defaultLabel={text.defaultOrder}
              choice={order.choice}
              onChoose={order.choose}
            />
          )}
          {resource.csv && (
            <CsvActions
              csv={resource.csv}
              queryKey={key}
              records={records}
              loadAll={
                !list.whole
                  ? () => loadEveryPage(loadPage, filters.query, serverSort.sort)
                  : undefined
              }
              onImported={page.onSaved}
            />
          )}
        </div>
      </div>
      <ListResults
        loading={list.loading}
        failed={list.failed}
        failureReason={list.failureReason}
        onRetry={page.retryList}
        count={list.items.length}
        loadingLabel={text.loading}
        emptyMessage={text.empty}
        onNearEnd={list.hasMore ? list.loadMore : undefined}
        noMatch={
          filtered ? (
            <NoMatchingRecords
              message={text.noMatch}
              filterKeys={Object.keys(resource.filters)}
              onClear={filters.clear}
            />
          ) : null
        }
      >
        <SelectionContext value={deletes.context}>
          <View
            records={records}
            narrow={narrow}
            order={order.order}
            onSort={order.toggle}
            onEdit={page.openEdit}
            onDelete={page.askDelete}
          />
        </SelectionContext>
      </ListResults>
      {deletes.dialog}
      <Dialogs
        editor={page.editor}
        onClose={page.closeEditor}
        onSaved={page.onSaved}
        deleting={page.deleting}
        onCancelDelete={page.cancelDelete}
        onDeleted={deletes.onDeleted}
        onOutdated={list.reload}
      />
    </div>
  );
}
