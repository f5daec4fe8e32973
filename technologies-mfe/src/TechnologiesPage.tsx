export default function TechnologiesPage() {
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">Gestión de Tecnologías</h1>
      </header>
    </div>
  );
}
