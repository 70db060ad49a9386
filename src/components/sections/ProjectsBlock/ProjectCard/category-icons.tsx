import React from "react";

const Svg = ({ children }: { children: React.ReactNode }) => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    aria-hidden="true"
    focusable="false"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.7"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    {children}
  </svg>
);

/** Three layers of connected neurons. */
const NeuralNetworkIcon = () => (
  <Svg>
    <path d="M6.9 6.4 10.1 5M6.8 7.9l3.4 3.2M6.8 16.1l3.4-3.2M6.9 17.6l3.2 1.4M13.7 6.2l3.6 4.6M14 12h3M13.7 17.8l3.6-4.6" />
    <circle cx="5" cy="7" r="2" />
    <circle cx="5" cy="17" r="2" />
    <circle cx="12" cy="4.5" r="2" />
    <circle cx="12" cy="12" r="2" />
    <circle cx="12" cy="19.5" r="2" />
    <circle cx="19" cy="12" r="2" />
  </Svg>
);

/** Stacked platform layers. */
const LargeSystemIcon = () => (
  <Svg>
    <path d="M12 3 3 7.5 12 12l9-4.5z" />
    <path d="m3 12 9 4.5 9-4.5" />
    <path d="m3 16.5 9 4.5 9-4.5" />
  </Svg>
);

/** A data store filling up. */
const DataCollectionIcon = () => (
  <Svg>
    <ellipse cx="12" cy="6" rx="7" ry="3" />
    <path d="M5 6v12c0 1.7 3.1 3 7 3s7-1.3 7-3V6" />
    <path d="M5 12c0 1.7 3.1 3 7 3s7-1.3 7-3" />
  </Svg>
);

/** Keys are the categories of content/projects (SPEC §3), spaces normalised: typograf may bind words with no-break spaces. */
const ICONS: Record<string, () => React.ReactElement> = {
  "Разработка нейросети": NeuralNetworkIcon,
  "Разработка крупной системы": LargeSystemIcon,
  "Сбор данных для обучения ИИ": DataCollectionIcon,
};

/** The small icon of a project category, or nothing for a category without one. */
export function CategoryIcon({ category }: { category: string }) {
  const Icon = ICONS[category.replace(/\s+/g, " ").trim()];
  return Icon ? <Icon /> : null;
}
