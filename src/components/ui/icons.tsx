import React from "react";

/** Decorative icons: always paired with visible text or an aria-label on their control. */
type IconProps = { size?: number };

const Svg = ({ size = 20, children }: IconProps & { children: React.ReactNode }) => (
  <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
    {children}
  </svg>
);

export const TelegramIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M21.4 4.3 2.9 11.4c-1.3.5-1.2 1.2-.2 1.5l4.7 1.5 1.8 5.6c.2.6.4.8.9.8.4 0 .6-.2.9-.5l2.3-2.2 4.7 3.5c.9.5 1.5.2 1.7-.8l3.1-14.7c.3-1.3-.5-1.9-1.4-1.5zM9.3 14.1l9.1-5.8c.4-.3.8-.1.5.2l-7.6 6.9-.3 3.2-1.7-4.5z" />
  </Svg>
);

export const MailIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2.4V17h16V7.4l-8 5.3-8-5.3zM5.2 7 12 11.5 18.8 7H5.2z" />
  </Svg>
);

export const VkIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12.8 17.5c-5.5 0-8.6-3.8-8.8-10h2.8c.1 4.6 2.1 6.5 3.7 6.9V7.5h2.6v3.9c1.6-.2 3.2-2 3.8-3.9h2.6c-.4 2.4-2.2 4.1-3.4 4.8 1.3.6 3.3 2.1 4.1 5.2h-2.9c-.6-2-2.2-3.5-4.2-3.7v3.7h-.3z" />
  </Svg>
);

export const YoutubeIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3L10 15z" />
  </Svg>
);

export const RutubeIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 4h10.5c3 0 5 1.9 5 4.6 0 2.1-1.2 3.6-3.1 4.2L20 20h-4l-3.3-6.9H8V20H4V4zm4 3.5v2.9h6c1 0 1.6-.6 1.6-1.5s-.6-1.4-1.6-1.4H8z" />
  </Svg>
);

export const ChevronIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z" />
  </Svg>
);

export const ArrowLeftIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M20 11H7.8l5.6-5.6L12 4l-8 8 8 8 1.4-1.4L7.8 13H20z" />
  </Svg>
);

export const SOCIAL_ICONS: Record<string, (p: IconProps) => React.ReactElement> = {
  telegram: TelegramIcon,
  vk: VkIcon,
  youtube: YoutubeIcon,
  rutube: RutubeIcon,
};
