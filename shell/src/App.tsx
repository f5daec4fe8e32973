import { Route, Routes } from '@sistema/shared';
import { REMOTE_REGISTRY, remotesOf } from '@sistema/shared/remotes';
import { HomePage } from './home/HomePage.tsx';
import { Layout } from './layout/Layout.tsx';
import { NotFoundPage } from './not-found/NotFoundPage.tsx';
import { RemotePage } from './remotes/RemotePage.tsx';

export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        {remotesOf(REMOTE_REGISTRY).map(({ key, route }) => (
          <Route key={key} path={route.slice(1)} element={<RemotePage name={key} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
