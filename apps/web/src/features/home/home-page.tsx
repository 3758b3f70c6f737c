import { Hero } from './hero';
import { Pitches } from './pitches';

export function HomePage() {
  return (
    <>
      <Hero />
      <Pitches />
    </>
  );
}
