import { Route, Routes } from '@sistema/shared';
import { HomePage } from './home/HomePage.tsx';
import { Layout } from './layout/Layout.tsx';
import { NotFoundPage } from './not-found/NotFoundPage.tsx';
import { RemotePage } from './remotes/RemotePage.tsx';

export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="startups" element={<RemotePage name="startups" />} />
        <Route path="technologies" element={<RemotePage name="technologies" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
