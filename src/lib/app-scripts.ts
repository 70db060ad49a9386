/**
 * The page's code is fetched once its first screen is on screen (issue #34), for the server render only.
 *
 * Gatsby writes its three scripts (webpack runtime, React, the app: about 90 KB gzip) as `async` tags at
 * the end of the body, so a phone fetched them together with the hero picture and the fonts: on a slow
 * line they shared its bandwidth, and the largest paint waited for bytes it does not need. Here the tags
 * are left out and a few bytes of inline script add them:
 * - as soon as the browser reports the page's first-screen picture (`fetchpriority="high"`, marked with
 *   `elementtiming`) painted; on a page without one, at its first largest-contentful-paint report;
 * - at once on the visitor's first touch, click or key: the tap itself is made again once React listens
 *   (src/lib/early-taps);
 * - two frames after the page's `load` where the browser reports no paints (Safari, Firefox), where the
 *   picture is not on screen then (below the text) or no paint is reported (the offline app shell);
 *   where it is, but its paint is never reported (a broken file), at its error or 3 s after `load`.
 *   In a tab opened in the background, where no frame is drawn, a timer stands in for each frame.
 * The scripts are the same files, in the same order, still `async`: only when they are asked for changes.
 * With them come the page's own chunks, which webpack used to ask for only once the page's data was in:
 * they are in by then, and their code runs in a task of its own (src/lib/import-task). One that fails is
 * taken out of the page, so that webpack asks for it again and learns of a second failure (src/lib/chunk-recovery).
 * Gatsby writes the tags into a slice it stitches into each page after rendering, so the built pages are
 * changed once they are written (gatsby/node/post-build.ts).
 */

/** The `elementtiming` name of the first-screen picture (ResponsiveImage with `priority`). */
export const FIRST_SCREEN_PICTURE = "first-screen-picture";

/** The longest the code waits after `load` for the picture's paint to be reported. */
export const PICTURE_PAINT_WAIT_MS = 3000;

/**
 * The code run inline, given the addresses of Gatsby's scripts and of the page's own code (its template's
 * chunks, asked for with them rather than once its data is in: webpack finds the tags and waits for them).
 * ES5: it runs before any polyfill.
 */
export function appScriptStarter(sources: readonly string[], pageCode: readonly string[] = []): string {
  return (
    "(function(s,p){var w=window,d=document,done=false;s=s.concat(p);" +
    // A script that failed is taken out again: webpack, asking for that chunk, would wait on its tag.
    "function gone(){if(this.parentNode)this.parentNode.removeChild(this)}" +
    "function start(){if(done)return;done=true;for(var i=0;i<s.length;i++){var e=d.createElement(\"script\");e.src=s[i];e.async=true;e.onerror=gone;d.body.appendChild(e)}}" +
    "var input=[\"pointerdown\",\"touchstart\",\"mousedown\",\"keydown\"];" +
    "for(var i=0;i<input.length;i++)w.addEventListener(input[i],start,{capture:true,passive:true,once:true});" +
    "function watch(type,take){try{new PerformanceObserver(function(list){var e=list.getEntries();for(var i=0;i<e.length;i++)if(take(e[i]))return start()})" +
    ".observe({type:type,buffered:true});return true}catch(x){return false}}" +
    `var hero=d.querySelector('img[elementtiming="${FIRST_SCREEN_PICTURE}"]');` +
    "var types=w.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];" +
    "var painted=types.indexOf(\"element\")>=0&&types.indexOf(\"largest-contentful-paint\")>=0;" +
    "if(painted&&hero){hero.addEventListener(\"error\",start);painted=watch(\"element\",function(e){return e.element===hero})}" +
    "function onScreen(){var r=hero.getBoundingClientRect();return r.width>0&&r.bottom>0&&r.top<w.innerHeight&&r.right>0&&r.left<w.innerWidth}" +
    // A frame, or in a tab in the background (no frames drawn there) a timer: the code still comes, as it did.
    "function frame(f){var ran=false;function next(){if(!ran){ran=true;setTimeout(f,0)}}requestAnimationFrame(next);setTimeout(next,100)}" +
    "if(painted&&!hero)watch(\"largest-contentful-paint\",function(){return true});" +
    "function loaded(){if(painted&&hero&&onScreen())setTimeout(start," + String(PICTURE_PAINT_WAIT_MS) + ");else frame(function(){frame(start)})}" +
    "if(d.readyState===\"complete\")loaded();else w.addEventListener(\"load\",loaded);" +
    `})(${JSON.stringify(sources)},${JSON.stringify(pageCode)});`
  );
}

/** Gatsby's tags for the page's code, one after another: the scripts slice it stitches into every page. */
const ASYNC_TAGS = /(?:<script src="[^"<>]+\.js" async><\/script>)+/;
const SOURCE = /<script src="([^"<>]+)" async><\/script>/g;
/** A starter written by an earlier build; its addresses are the JSON arrays it ends with (the page's since issue #34). */
const STARTER = /<script id="app-scripts">[\s\S]*?\}\)\((\[[^\]<]*\])(?:,(\[[^\]<]*\]))?\);<\/script>/;

const starterTag = (sources: readonly string[], pageCode: readonly string[]) =>
  `<script id="app-scripts">${appScriptStarter(sources, pageCode.filter((file) => !sources.includes(file)))}</script>`;

/**
 * A built page's HTML with Gatsby's `<script src async>` tags replaced by the starter, in their place,
 * which also asks for `pageCode` (gatsby/node/page-code.ts); a page an earlier build changed gets this
 * build's starter, should it differ (the pages Gatsby did not write again keep their HTML), with the
 * page's code it had unless `pageCode` is given. `null` when there is nothing to change.
 */
export function deferAppScripts(html: string, pageCode?: readonly string[]): string | null {
  const tags = ASYNC_TAGS.exec(html);
  if (tags) {
    const sources = [...tags[0].matchAll(SOURCE)].map((m) => m[1]);
    return html.slice(0, tags.index) + starterTag(sources, pageCode ?? []) + html.slice(tags.index + tags[0].length);
  }
  const earlier = STARTER.exec(html);
  if (!earlier) return null;
  const current = starterTag(JSON.parse(earlier[1]) as string[], pageCode ?? (earlier[2] ? (JSON.parse(earlier[2]) as string[]) : []));
  if (current === earlier[0]) return null;
  return html.slice(0, earlier.index) + current + html.slice(earlier.index + earlier[0].length);
}
