import React from "react";
import { formatRuDate } from "../../../../rules/blog";
import { formatRuNumber, pluralRu } from "../../../lib/russian";
import { ShareButton } from "../ShareButton";
import { Row, Item, Placeholder } from "./styled";

export interface ArticleMetaProps {
  title: string;
  publicationDate: string;
  readingMinutes: number;
  viewsCount?: number | null;
}

/** Under an article's breadcrumbs (SPEC §2): its date, 'N мин', views when known, and 'Поделиться'. */
export function ArticleMeta({ title, publicationDate, readingMinutes, viewsCount }: ArticleMetaProps) {
  return (
    <Row>
      <Item>
        <time dateTime={publicationDate}>{formatRuDate(publicationDate)}</time>
      </Item>
      <Item aria-label={`Время чтения: ${readingMinutes} мин`}>{readingMinutes} мин</Item>
      {viewsCount != null && viewsCount > 0 ? (
        <Item>
          {formatRuNumber(viewsCount)} {pluralRu(viewsCount, ["просмотр", "просмотра", "просмотров"])}
        </Item>
      ) : (
        // The count arrives from the content API after the page is shown: its place is kept, invisible,
        // so the row does not rewrap and push the heading down when it comes (layout shift on phones).
        <Placeholder aria-hidden="true" />
      )}
      <ShareButton title={title} />
    </Row>
  );
}
