import { Drawing } from '../../app/ui/Drawing';
import art from './Art.module.css';
import styles from './HomePage.module.css';

/** Decorative phone showing the app's search screen, drawn in SVG. */
export function PhoneArt() {
  return (
    <Drawing className={styles.phoneArt} viewBox="0 0 200 300">
      <rect x="30" y="8" width="140" height="284" rx="26" fill="#0b0f10" />
      <rect x="38" y="16" width="124" height="268" rx="20" className={art.fillScreen} />
      <rect x="80" y="22" width="40" height="8" rx="4" fill="#0b0f10" />
      <rect
        x="50"
        y="44"
        width="100"
        height="22"
        rx="11"
        fill="#ffffff"
        className={art.strokeTintBorder}
        strokeWidth="2"
      />
      <circle cx="63" cy="55" r="5" fill="none" className={art.strokeBrand} strokeWidth="2" />
      <rect x="74" y="52" width="52" height="6" rx="3" className={art.fillSoft} />
      {[80, 134, 188].map((y) => (
        <g key={y}>
          <rect x="50" y={y} width="100" height="44" rx="10" fill="#ffffff" />
          <rect x="58" y={y + 8} width="24" height="28" rx="7" className={art.fillTint} />
          <rect x="90" y={y + 10} width="48" height="7" rx="3.5" className={art.fillStrong} />
          <rect x="90" y={y + 23} width="32" height="6" rx="3" className={art.fillTintBorder} />
        </g>
      ))}
      <rect x="50" y="244" width="100" height="24" rx="12" className={art.fillBrand} />
    </Drawing>
  );
}
