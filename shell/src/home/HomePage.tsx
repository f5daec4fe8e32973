import { Link } from '@sistema/shared';
import { preloadOnIntent } from '../remotes/preload-on-intent.ts';
import { SectionIcon } from './SectionIcon.tsx';

const SECTIONS: {
  to: string;
  title: string;
  icon: 'startups' | 'technologies';
  description: string;
  action: string;
}[] = [
  {
    to: '/startups',
    title: 'Startups',
    icon: 'startups',
    description:
      'Registra startups con su fecha de fundación, ubicación, categoría e inversión; búscalas por nombre y fíltralas por categoría.',
    action: 'Ir a Startups',
  },
  {
    to: '/technologies',
    title: 'Tecnologías',
    icon: 'technologies',
    description:
      'Cataloga tecnologías por sector y nivel de adopción, con su descripción y la fecha de su última actualización.',
    action: 'Ir a Tecnologías',
  },
];

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
        {SECTIONS.map((section) => (
          <li key={section.to} className="card home-card">
            <span className="home-card__icon">
              <SectionIcon name={section.icon} />
            </span>
            <h2 className="home-card__title">{section.title}</h2>
            <p className="home-card__text">{section.description}</p>
            <Link to={section.to} className="btn btn--primary" {...preloadOnIntent(section.to)}>
              {section.action}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
