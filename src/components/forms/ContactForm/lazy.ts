import React from "react";

/*
 * The form and its libraries (react-final-form, react-text-mask: about 16 KB gzip) load when the
 * visitor reaches for 'Оставить заявку', not with every page.
 */
export const loadContactForm = () => import("./index");

export const LazyContactForm = React.lazy(() => loadContactForm().then((module) => ({ default: module.ContactForm })));
