// @ts-check
/**
 * Moves a page's start-up scripts behind its first frame (ADR 0031), as a streaming rewrite of the HTML Next.js
 * writes. React puts them in the document as `<script src="…" async="">` in `<head>`, the runtime's own as
 * `<script src="…" id="_R_" async="">` at the end of the prerendered shell, with a low-priority preload for it in
 * `<head>`. The rewrite takes those tags out and, where the runtime's tag stood, puts one inline script that adds the
 * same scripts (same order, same id) once the first frame has been drawn (`loaderScript`). Anything else, other
 * attributes (a nonce, `integrity`) included, is left as it is; a document in which the runtime's tag never comes gets
 * the loader at its end, so nothing taken out is lost.
 */

/**
 * Next.js's error document (`<html id="__next_error__">`, also its 404 where the page is drawn by the client): it has
 * nothing to paint before its scripts run, so they are left where they are.
 */
const ERROR_DOCUMENT = /<html id="__next_error__"/;
/** A start-up script in `<head>`, exactly as React writes it. */
const HEAD_SCRIPT = /<script src="([^"<>]+)" async=""><\/script>/g;
/** The runtime's script, with its id. */
const RUNTIME_SCRIPT = /<script src="([^"<>]+)" id="([\w-]+)" async=""><\/script>/;
/** The preload React adds for the runtime's script. */
const SCRIPT_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="([^"<>]+)"\/>/g;
const ENTITIES = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'" };
/**
 * An attribute's value as the browser reads it (the loader's list is script text, where entities mean nothing).
 * @param {string} value
 */
const attributeValue = (value) =>
  value.replace(
    /&(?:amp|quot|#x27|#39);/g,
    (entity) => ENTITIES[/** @type {keyof typeof ENTITIES} */ (entity)],
  );
/** Past this much of a tag or script element without its end, the text is passed on (no moved tag is that long). */
const MAX_CARRY = 4096;

/**
 * The inline script that adds `scripts` once the first frame has been drawn: in the task after the first animation
 * frame (the browser runs none while the stylesheets still block rendering, and the frame's style, layout and paint
 * follow the callbacks), at once in a page that is not visible or becomes hidden (no frame comes there), and after
 * 5 s whatever happened. The list is JSON with `<` escaped, so it cannot end the script element.
 * @param {Array<[string, string]>} scripts  [src, id ('' for none)]
 */
export function loaderScript(scripts) {
  return (
    '<script>(function(s){var d=document,a=false;function h(){if(d.visibilityState!=="visible")l()}' +
    "function l(){if(a)return;a=true;d.removeEventListener('visibilitychange',h);s.forEach(function(x){" +
    "var e=d.createElement('script');e.src=x[0];if(x[1])e.id=x[1];e.async=true;d.head.appendChild(e)})}" +
    "if(d.visibilityState!=='visible')return l();d.addEventListener('visibilitychange',h);setTimeout(l,5000);" +
    `requestAnimationFrame(function(){setTimeout(l,0)})})(${JSON.stringify(scripts).replace(/</g, '\\u003c')})</script>`
  );
}

/**
 * A rewriter for one document: `push` each piece of its text as it comes, `end` at its end; each returns the text to
 * send on. Text that may be the start of a moved tag cut off is held until the next piece.
 */
export function startupScriptRewriter() {
  /** @type {Array<[string, string]>} */
  const scripts = [];
  /** Preloads taken out of `<head>`, given back if their script is not among those moved. @type {string[]} */
  const preloads = [];
  let carry = '';
  let done = false;

  /** @param {string} text */
  const rewrite = (text) => {
    let out = text
      .replace(SCRIPT_PRELOAD, (_, href) => {
        preloads.push(href);
        return '';
      })
      .replace(HEAD_SCRIPT, (_, src) => {
        scripts.push([attributeValue(src), '']);
        return '';
      });
    const runtime = RUNTIME_SCRIPT.exec(out);
    if (runtime) {
      scripts.push([attributeValue(/** @type {string} */ (runtime[1])), /** @type {string} */ (runtime[2])]);
      out = out.slice(0, runtime.index) + closing() + out.slice(runtime.index + runtime[0].length);
    }
    return out;
  };

  /** The loader, and the preloads of scripts it does not add; after it the rest of the document passes untouched. */
  const closing = () => {
    done = true;
    const moved = new Set(scripts.map(([src]) => src));
    const kept = preloads
      .filter((href) => !moved.has(attributeValue(href)))
      .map((href) => `<link rel="preload" as="script" fetchPriority="low" href="${href}"/>`)
      .join('');
    return scripts.length ? kept + loaderScript(scripts) : kept;
  };

  return {
    /** @param {string} piece */
    push(piece) {
      if (done) return piece;
      const text = carry + piece;
      if (ERROR_DOCUMENT.test(text)) {
        done = true;
        carry = '';
        return text;
      }
      // Held back: a tag cut off, or a script element whose end has not come (a moved tag spans two tags).
      let cut = text.length;
      const open = text.lastIndexOf('<');
      if (open > text.lastIndexOf('>')) cut = open;
      const script = text.lastIndexOf('<script');
      if (script !== -1 && !text.includes('</script>', script)) cut = Math.min(cut, script);
      if (text.length - cut > MAX_CARRY) cut = text.length;
      carry = text.slice(cut);
      const out = rewrite(text.slice(0, cut));
      if (done) {
        const rest = carry;
        carry = '';
        return out + rest;
      }
      return out;
    },
    end() {
      if (done || ERROR_DOCUMENT.test(carry)) return carry;
      const out = rewrite(carry);
      carry = '';
      return done ? out : out + closing();
    },
  };
}
