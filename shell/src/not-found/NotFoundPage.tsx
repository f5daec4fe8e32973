import { Link } from '@sistema/shared';

export function NotFoundPage() {
  return (
    <div className="page not-found">
      <title>Página no encontrada · Sistema de Microservicios</title>
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>Página no encontrada</h1>
      <p>La dirección que buscas no existe o ha cambiado.</p>
      <Link to="/" className="btn btn--primary">
        Volver al inicio
      </Link>
    </div>
  );
}
