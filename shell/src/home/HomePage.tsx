import { Link } from '@sistema/shared';
import { REMOTE_REGISTRY, remotesOf } from '@sistema/shared/remotes';
import { preloadOnIntent } from '../remotes/preload-on-intent.ts';
import { SectionIcon } from './SectionIcon.tsx';

export function HomePage() {
  return (
    <div className="page home">
      <title>Inicio · Sistema de Microservicios</title>
      <section className="home__hero">
        <h1 className="home__title">Bienvenido al Sistema de Microservicios</h1>
        <p className="home__lead">
          Administra startups y tecnologías desde un solo lugar: cada sección es un micro-frontend
          independiente.
        </p>
      </section>
      <ul className="home__cards">
        {remotesOf(REMOTE_REGISTRY).map((section) => (
          <li key={section.key} className="card home-card">
            <span className="home-card__icon">
              <SectionIcon path={section.icon} />
            </span>
            <h2 className="home-card__title">{section.label}</h2>
            <p className="home-card__text">{section.home.text}</p>
            <Link
              to={section.route}
              className="btn btn--primary"
              {...preloadOnIntent(section.route)}
            >
              {section.home.action}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
