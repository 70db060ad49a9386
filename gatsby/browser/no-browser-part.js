/**
 * Stands in, in the browser bundle only (gatsby/node/webpack.ts), for the browser part of a plugin that
 * does nothing on this site but weighed on every page:
 * - Gatsby's internal partytown plugin acts only under `gatsby develop`, yet pulled gatsby-script and
 *   Partytown's integration in; the site has no `<Script strategy="off-main-thread">`.
 * - gatsby-plugin-manifest's acts only with a localised manifest (`localize`), which the site has not;
 *   its helper's CommonJS `require("gatsby")` made webpack keep every export of "gatsby", gatsby-script's
 *   `<Script>` among them.
 * gatsby/node/webpack.test.ts fails if either condition stops holding.
 */
module.exports = {};
