import classes from './welcome-illustration.module.css';

/**
 * The welcome's picture, drawn like the recipes' (public/recipes/*.svg):
 * flat shapes on a warm ground (the hero's dark ground in dark), no photo. What the 15 days are made of: a
 * plate of meat and eggs, a glass of water, and the days ticked one by one.
 * Decorative: the words beside it say all of it.
 */
export function WelcomeIllustration() {
  return (
    <svg className={classes.art} viewBox="0 0 320 140" aria-hidden="true" focusable="false">
      <clipPath id="welcome-art-frame">
        <rect width="320" height="140" rx="16" />
      </clipPath>
      <rect className={classes.ground} width="320" height="140" rx="16" />
      {/* The two light rounds stay inside the frame: on a dark page their corners would show. */}
      <g clipPath="url(#welcome-art-frame)">
        <circle className={classes.glow} cx="36" cy="24" r="46" opacity=".35" />
        <circle className={classes.glow} cx="296" cy="126" r="54" opacity=".25" />
      </g>
      {/* The plate: a steak and two eggs. */}
      <ellipse cx="118" cy="86" rx="70" ry="40" fill="#000" opacity=".08" />
      <ellipse cx="118" cy="80" rx="70" ry="40" fill="#fff" />
      <ellipse cx="118" cy="80" rx="53" ry="29" fill="#f3efe9" />
      <path d="M78 76 C82 56 130 52 146 66 C158 78 144 100 116 100 C88 101 72 92 78 76Z" fill="#a8432a" />
      <path d="M80 72 C86 58 126 54 144 66" stroke="#f7e3c8" strokeWidth="5" fill="none" strokeLinecap="round" />
      <ellipse cx="150" cy="92" rx="15" ry="11" fill="#fff" stroke="#eadfd2" />
      <circle cx="151" cy="92" r="6" fill="#f7b733" />
      <ellipse cx="130" cy="104" rx="13" ry="9" fill="#fff" stroke="#eadfd2" />
      <circle cx="131" cy="104" r="5" fill="#f7b733" />
      {/* A glass of water. */}
      <path d="M200 46 h26 l-4 62 h-18 Z" fill="#fff" opacity=".9" />
      <path d="M202 66 h22 l-2.6 40 h-16.8 Z" fill="#9ed3e6" />
      {/* The days, three of them ticked. */}
      <g transform="translate(246 40)">
        <rect width="56" height="62" rx="8" fill="#fff" />
        <rect width="56" height="16" rx="8" fill="#c2410c" />
        <rect y="8" width="56" height="8" fill="#c2410c" />
        {[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => (
          <rect
            key={i}
            x={7 + (i % 3) * 15}
            y={22 + Math.floor(i / 3) * 13}
            width="12"
            height="10"
            rx="2"
            fill={i < 3 ? '#ea580c' : '#f3e6da'}
          />
        ))}
      </g>
    </svg>
  );
}
