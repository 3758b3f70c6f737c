import { footerTexts } from './footer-texts';

/** Spec "Footer" asks for a supporter logo; we claim no endorsement, only where the product is made. */
export function SupporterBadge() {
  return (
    <svg role="img" aria-label={footerTexts.supporterBadge} width="196" height="44" viewBox="0 0 196 44">
      <rect
        x="1"
        y="1"
        width="194"
        height="42"
        rx="21"
        fill="none"
        stroke="currentColor"
        strokeOpacity="0.5"
        strokeWidth="1.5"
      />
      <circle cx="22" cy="22" r="12" fill="#c8102e" />
      <circle cx="26" cy="20" r="9" fill="#ffffff" />
      <g fill="#c8102e">
        <circle cx="26" cy="15.5" r="1.2" />
        <circle cx="22.5" cy="18" r="1.2" />
        <circle cx="29.5" cy="18" r="1.2" />
        <circle cx="24" cy="22" r="1.2" />
        <circle cx="28" cy="22" r="1.2" />
      </g>
      <text x="42" y="27" fill="currentColor" fontSize="13" fontWeight="600" fontFamily="inherit">
        {footerTexts.supporterBadge}
      </text>
    </svg>
  );
}
