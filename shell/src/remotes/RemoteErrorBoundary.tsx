import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportLoadFailure } from './load-signal.ts';

interface Props {
  /** The remote shown here: a failure the load did not report yet (a render) is reported. */
  remote: string;
  /** The section's name as the user reads it: 'Startups', 'Tecnologías'. */
  section: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Catches a remote that cannot be fetched or throws while rendering, so only its route fails: the
 * header, the footer and every other route keep working.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`No se pudo cargar el módulo ${this.props.section}`, error, info.componentStack);
    reportLoadFailure(this.props.remote, error, 'render');
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="page">
        <div className="remote-error card" role="alert">
          <h1 className="remote-error__title">No se pudo cargar la sección {this.props.section}</h1>
          <p>
            El módulo no está disponible en este momento. Comprueba tu conexión e inténtalo de
            nuevo; el resto del sistema sigue funcionando.
          </p>
          {/* The federation runtime does not re-request a failed entry in the same page. */}
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => window.location.reload()}
          >
            Reintentar
          </button>
        </div>
      </div>
    );
  }
}
