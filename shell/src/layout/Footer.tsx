export function Footer() {
  return (
    <footer className="site-footer">
      <p>© 2025 Sistema de Microservicios · Desafío técnico de microservicios</p>
    </footer>
  );
}
