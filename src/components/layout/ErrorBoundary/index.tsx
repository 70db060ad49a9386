import React from "react";

interface State {
  failed: boolean;
}

/**
 * Last line of defence (SPEC §2): if rendering a page fails, the visitor gets a plain heading and a
 * way home instead of a blank screen. Deliberately unstyled, so it cannot fail itself.
 */
export class ErrorBoundary extends React.Component<{ children: React.ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: React.ErrorInfo) {
    console.error("Page rendering failed", error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" style={{ padding: "4rem 1.5rem", textAlign: "center", fontFamily: "system-ui, sans-serif" }}>
        <h1>An error occurred while showing the error page</h1>
        <p>
          <a href="/">Go back to home</a>
        </p>
      </div>
    );
  }
}
