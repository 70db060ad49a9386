/**
 * Fixes to Decap CMS 3.6 that its settings and locale cannot reach, made to its prebuilt bundle as
 * esbuild loads it for `npm run build:admin`. Each patch must find its code exactly once: a Decap
 * upgrade that changes that code fails the build naming the patch, rather than shipping without it.
 */
import fs from "node:fs";
import type { Plugin } from "esbuild";
import { COPY_HOOK } from "../src/cms/copy";
import { FIRST_FIELDS, IDLE_MOUNT_HOOK } from "../src/cms/idle-mount";

/** The bundle src/cms/admin.tsx imports. */
export const DECAP_BUNDLE = /decap-cms-app[\\/]dist[\\/]decap-cms-app\.js$/;

export interface DecapPatch {
  why: string;
  find: string;
  replace: string;
}

/**
 * What in a field's hint makes it Markdown for Decap's hint renderer (react-markdown with GFM, which
 * keeps links, bold, italics and strike-through): emphasis and code marks, links, HTML, escapes,
 * entities, bare addresses (GFM links them; «https://…» it leaves as text), headings and list markers. A hint with none of these is
 * the same text either way.
 */
export const MARKDOWN_IN_HINT = /[*_~`[\]<>\\#&|]|:\/\/\w|www\.|^\s*(?:[-+]|\d+[.)])\s/m;

export const DECAP_PATCHES: readonly DecapPatch[] = [
  {
    // Decap writes the count before the label, choosing between two forms as English does: «0 секции»,
    // «6 ключевые фразы». Russian needs three forms; after a colon the label needs none.
    why: "a list's heading reads «Ключевые фразы: 6»",
    find: "heading:`${l.size} ${d}`",
    replace: "heading:`${u}: ${l.size}`",
  },
  {
    why: "the account menu's button (an avatar picture) has a name for screen readers",
    find: "renderButton:()=>_n(q_,null,_n(G_,{imageUrl:n}))",
    replace: 'renderButton:()=>_n(q_,{"aria-label":"Учётная запись","title":"Учётная запись"},_n(G_,{imageUrl:n}))',
  },
  {
    // «Дублировать» copied the entry's data as it was: the same slug (Decap then named the file
    // «smoking-1» while the slug said «smoking», and the save was refused) and the same SEO texts (refused
    // too). The copy's data now comes from src/cms/copy.ts, which also keeps what the editor typed into
    // the new form before the copy arrived. The action's `run` is handed getState by Decap's middleware.
    why: "a copy («Дублировать») starts with an empty slug and SEO texts, and keeps what was typed before it arrived",
    find: 'run:()=>t(function(e){return{type:sp,payload:xu(e.get("collection"),"","",{data:e.get("data"),',
    replace: `run:(d,g)=>t(function(e){return{type:sp,payload:xu(e.get("collection"),"","",{data:(globalThis.${COPY_HOOK}?globalThis.${COPY_HOOK}(e,g().entryDraft):e.get("data")),`,
  },
  {
    // Every field's hint went through react-markdown, a fresh unified/remark/GFM pipeline per field on
    // each render: opening a module (some hundred fields) spent about a second of a 4×-slowed CPU parsing
    // plain Russian sentences. A hint without Markdown is now shown as the text it is (the same DOM:
    // react-markdown unwrapped its paragraph to that text); one with Markdown goes through react-markdown.
    why: "a field's hint without Markdown is shown as text, not parsed by react-markdown (opening an entry)",
    find: 'error:V},_n(PA(),{remarkPlugins:[DA()],allowedElements:["a","strong","em","del"]',
    replace: `error:V},${MARKDOWN_IN_HINT}.test(z)?_n(PA(),{remarkPlugins:[DA()],allowedElements:["a","strong","em","del"]`,
  },
  {
    why: "a field's hint without Markdown is shown as text (the end of the react-markdown element)",
    find: 'style:{color:"inherit"}}))}}},z)))',
    replace: 'style:{color:"inherit"}}))}}},z):z))',
  },
  {
    // A collapsed list item's fields were rendered and hidden with CSS: a module's form rendered a few
    // hundred hidden controls before it showed. They now mount when the page is idle, one item after
    // another, or at once when the editor opens the item (src/cms/idle-mount.ts). Items of lists of
    // objects only: an item of a list of single values (keywords, paragraphs) keeps its control, which
    // Decap's check before saving needs to reach the fields after it (without it, the check stopped there).
    why: "a collapsed list item's fields mount when the page is idle (the first of two parts: the render)",
    find: 'q2(this,"renderFields",((e,t)=>e?e.map(((e,t)=>this.controlFor(e,t))):this.controlFor(t)))',
    replace: 'q2(this,"renderFields",((e,t)=>e&&this.props.forList&&this.props.collapsed&&!this.state.shown?null:e?e.map(((e,t)=>this.controlFor(e,t))):this.controlFor(t)))',
  },
  {
    why: "a collapsed list item's fields mount when the page is idle (the second part: the idle queue)",
    find: 'this.state={collapsed:e.field.get("collapsed",!1)}}shouldComponentUpdate(){return!0}',
    replace:
      `this.state={collapsed:e.field.get("collapsed",!1),shown:!(e.forList&&e.collapsed&&e.field.get("fields")&&globalThis.${IDLE_MOUNT_HOOK})}}` +
      `componentDidMount(){this.state.shown||(this.cancelMount=globalThis.${IDLE_MOUNT_HOOK}((()=>{this.cancelMount=null,this.setState({shown:!0})})))}` +
      "componentWillUnmount(){this.cancelMount&&this.cancelMount()}shouldComponentUpdate(){return!0}",
  },
  {
    // Decap rendered the whole form before showing it: the hero, the lists, three relation dropdowns,
    // the pictures. The first fields now render with the form and the rest mount once the page is idle
    // (src/cms/idle-mount.ts, FIRST_FIELDS); without the idle queue every field renders as before.
    why: "the form's fields after the first screen mount when the page is idle (the first of three parts: the state)",
    find: 'XA(this,"state",{selectedLocale:this.props.locale})',
    replace: `XA(this,"state",{selectedLocale:this.props.locale,allFields:!globalThis.${IDLE_MOUNT_HOOK}})`,
  },
  {
    // The pane is mounted before the entry arrives (it renders nothing then), and the page is idle while
    // the entry is on its way: the rest is queued at the first render with the entry, not at mount.
    why: "the form's fields after the first screen mount when the page is idle (the second part: the idle queue)",
    find: 'r=this.childRefs[t];null!=r&&r.focus&&r.focus(n.join("."))}render(){',
    replace:
      'r=this.childRefs[t];null!=r&&r.focus&&r.focus(n.join("."))}' +
      "componentDidMount(){this.mountRest()}componentDidUpdate(){this.mountRest()}componentWillUnmount(){this.cancelRest&&this.cancelRest()}" +
      `mountRest(){const e=this.props.entry;this.state.allFields||this.cancelRest||!e||0===e.size||!0===e.get("partial")||(this.cancelRest=globalThis.${IDLE_MOUNT_HOOK}((()=>{this.cancelRest=()=>{},this.setState({allFields:!0})})))}` +
      "render(){",
  },
  {
    why: "the form's fields after the first screen mount when the page is idle (the third part: the render)",
    find: 'n.filter((e=>"hidden"!==e.get("widget"))).map(((n,s)=>{const l=Uf(n,c,u)',
    replace: `n.filter((e=>"hidden"!==e.get("widget"))).map(((n,s)=>{if(s>=${FIRST_FIELDS}&&!this.state.allFields)return null;const l=Uf(n,c,u)`,
  },
];

/** The bundle with every patch applied; throws, naming the patch, when its code is not there exactly once. */
export function patchDecap(code: string, patches: readonly DecapPatch[] = DECAP_PATCHES): string {
  let patched = code;
  for (const { why, find, replace } of patches) {
    const parts = patched.split(find);
    if (parts.length !== 2) {
      throw new Error(
        `Decap patch «${why}»: its code is in the Decap bundle ${parts.length - 1} times, not once. ` +
          "Decap has changed: update scripts/decap-patches.ts for the new version.",
      );
    }
    patched = parts.join(replace);
  }
  return patched;
}

export const decapPatches: Plugin = {
  name: "decap-patches",
  setup(build) {
    build.onLoad({ filter: DECAP_BUNDLE }, async (args) => ({ contents: patchDecap(await fs.promises.readFile(args.path, "utf8")), loader: "js" }));
  },
};
