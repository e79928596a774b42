import Home from './home';

/** home-eight: the same lobby in the eight-dashboard layout. */
export default function HomeEight() {
  return <Home />;
}
