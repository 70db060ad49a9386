import React from "react";
import { Loading } from "./styled";

interface State {
  failed: boolean;
}

/**
 * The form's code arrives separately; if it cannot (connection lost, a deploy replaced it), the panel
 * still offers the way to the request page and the contacts below instead of failing as a whole.
 */
export class FormBoundary extends React.Component<{ children: React.ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.error("Contact form failed to load", error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Loading role="alert">
        Форма не загрузилась. Откройте <a href="/contact#request">страницу заявки</a> или&nbsp;свяжитесь с&nbsp;нами по&nbsp;телефону
        и&nbsp;почте ниже.
      </Loading>
    );
  }
}
