import { Drawing } from '../../app/ui/Drawing';
import art from './Art.module.css';
import styles from './HomePage.module.css';

/** Decorative capsule, tablet and cross drawing beside the hero text (hidden on phones). */
export function HeroArt() {
  return (
    <Drawing className={styles.heroArt} viewBox="0 0 320 320">
      <circle cx="160" cy="160" r="150" fill="#ffffff" fillOpacity="0.55" />
      <circle cx="160" cy="160" r="112" className={art.fillSoft} fillOpacity="0.6" />
      <g transform="rotate(-35 160 160)">
        <rect x="70" y="128" width="180" height="64" rx="32" fill="#ffffff" />
        <path d="M102 128h58v64h-58a32 32 0 0 1 0-64z" className={art.fillAccent} />
        <rect
          x="70"
          y="128"
          width="180"
          height="64"
          rx="32"
          fill="none"
          className={art.strokeStrong}
          strokeWidth="5"
        />
        <path d="M160 131v58" className={art.strokeStrong} strokeWidth="4" />
        <path
          d="M96 146a16 16 0 0 1 14-8"
          stroke="#ffffff"
          strokeWidth="5"
          strokeLinecap="round"
          fill="none"
        />
      </g>
      <g transform="translate(232 62)">
        <rect x="-24" y="-24" width="48" height="48" rx="12" className={art.fillBrand} />
        <path d="M-4-14h8v10h10v8H4v10h-8V4h-10v-8h10z" fill="#ffffff" />
      </g>
      <g transform="translate(80 244)">
        <circle r="26" fill="#ffffff" className={art.strokeStrong} strokeWidth="5" />
        <path d="M-18 0h36" className={art.strokeStrong} strokeWidth="5" strokeLinecap="round" />
      </g>
      <circle cx="262" cy="236" r="9" className={art.fillAccentLight} />
      <circle cx="58" cy="96" r="6" className={art.fillBrand} />
      <circle cx="214" cy="284" r="5" className={art.fillBrand} fillOpacity="0.6" />
    </Drawing>
  );
}
