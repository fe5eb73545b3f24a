import { BadRequestPage } from '../app/errors/BadRequestPage';

export default function BadRequestScreen() {
  return <BadRequestPage />;
}
