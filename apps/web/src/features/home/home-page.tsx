import { Suspense, type ReactNode } from 'react';
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

/**
 * Each section hydrates on its own: a Suspense boundary in server-rendered HTML is hydrated as separate
 * work, so the browser gets control back between sections instead of one long task for the whole page.
 */
const Section = ({ children }: { children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>;

/** Spec §1 "Home page pitches" and "Home sections". */
export function HomePage() {
  return (
    <>
      <Section>
        <Hero />
      </Section>
      <Section>
        <Pitches />
      </Section>
      <Section>
        <HowItWorks />
      </Section>
      <Section>
        <Testimonials />
      </Section>
      <Section>
        <PressSection />
      </Section>
      <Section>
        <InspirationCarousel />
      </Section>
      <Section>
        <GalleryTeaser />
      </Section>
      <Section>
        <IntroVideo />
      </Section>
      <Section>
        <HomeFaq />
      </Section>
      <ContactUsButton />
    </>
  );
}
