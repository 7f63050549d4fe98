import { Drawing } from '../../app/ui/Drawing';
import styles from './HomePage.module.css';

/** Decorative capsule, tablet and cross drawing beside the hero text (hidden on phones). */
export function HeroArt() {
  return (
    <Drawing className={styles.heroArt} viewBox="0 0 320 320">
      <circle cx="160" cy="160" r="150" fill="#ffffff" fillOpacity="0.55" />
      <circle cx="160" cy="160" r="112" fill="#b5f5ec" fillOpacity="0.6" />
      <g transform="rotate(-35 160 160)">
        <rect x="70" y="128" width="180" height="64" rx="32" fill="#ffffff" />
        <path d="M102 128h58v64h-58a32 32 0 0 1 0-64z" fill="#13a8a8" />
        <rect
          x="70"
          y="128"
          width="180"
          height="64"
          rx="32"
          fill="none"
          stroke="#00474f"
          strokeWidth="5"
        />
        <path d="M160 131v58" stroke="#00474f" strokeWidth="4" />
        <path
          d="M96 146a16 16 0 0 1 14-8"
          stroke="#ffffff"
          strokeWidth="5"
          strokeLinecap="round"
          fill="none"
        />
      </g>
      <g transform="translate(232 62)">
        <rect x="-24" y="-24" width="48" height="48" rx="12" fill="#006d75" />
        <path d="M-4-14h8v10h10v8H4v10h-8V4h-10v-8h10z" fill="#ffffff" />
      </g>
      <g transform="translate(80 244)">
        <circle r="26" fill="#ffffff" stroke="#00474f" strokeWidth="5" />
        <path d="M-18 0h36" stroke="#00474f" strokeWidth="5" strokeLinecap="round" />
      </g>
      <circle cx="262" cy="236" r="9" fill="#36cfc9" />
      <circle cx="58" cy="96" r="6" fill="#006d75" />
      <circle cx="214" cy="284" r="5" fill="#006d75" fillOpacity="0.6" />
    </Drawing>
  );
}
