import React from "react";
import { InfoCard } from "../../sections/InfoCard";
import { MessengerContact } from "../../sections/MessengerContact";
import { SystemsShowcase } from "../../sections/SystemsShowcase";
import type { useSiteLayout } from "../../../hooks/use-site-layout";

export interface ExtendedBottomProps {
  blocks: ReturnType<typeof useSiteLayout>;
}

/** What the extended-bottom layout adds before the footer (SPEC §2): info card, systems, messenger section. */
export function ExtendedBottom({ blocks }: ExtendedBottomProps) {
  return (
    <>
      <InfoCard {...blocks.infoCard} />
      <SystemsShowcase {...blocks.systems} />
      <MessengerContact {...blocks.messenger} />
    </>
  );
}
