export default function StartupsPage() {
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">Gestión de Startups</h1>
      </header>
    </div>
  );
}
