import { NotFoundPage } from '../app/errors/NotFoundPage';

export default function NotFoundScreen() {
  return <NotFoundPage />;
}
