import { ContactUsButton } from './contact-us-button';
import { GalleryTeaser } from './gallery-teaser';
import { Hero } from './hero';
import { HomeFaq } from './home-faq';
import { HowItWorks } from './how-it-works';
import { InspirationCarousel } from './inspiration-carousel';
import { IntroVideo } from './intro-video';
import { Pitches } from './pitches';
import { PressSection } from './press-section';
import { Testimonials } from './testimonials';

/** Spec §1 "Home page pitches" and "Home sections". */
export function HomePage() {
  return (
    <>
      <Hero />
      <Pitches />
      <HowItWorks />
      <Testimonials />
      <PressSection />
      <InspirationCarousel />
      <GalleryTeaser />
      <IntroVideo />
      <HomeFaq />
      <ContactUsButton />
    </>
  );
}
