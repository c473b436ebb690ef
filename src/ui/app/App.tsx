import { type AppServices, AppServicesProvider, useAppServices } from './app-services';

export function App({ services }: { readonly services: AppServices }) {
  return (
    <AppServicesProvider services={services}>
      <Welcome />
    </AppServicesProvider>
  );
}

function Welcome() {
  const { associationName, routes } = useAppServices();
  return (
    <main>
      <h1>{associationName}</h1>
      <p>동문 여러분을 환영합니다.</p>
      <nav aria-label="주 메뉴">
        <ul>
          {routes.menu.map(({ group }) => (
            <li key={group.id}>{group.label}</li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
