// PNG from a scene's SVG with resvg (WebAssembly from its npm package: no native binary, no
// download). Fonts are given to it, not taken from the system, so a PNG looks the same anywhere.
import { Resvg, initWasm } from "@resvg/resvg-wasm";
import { fontBold, fontOblique, fontRegular, resvgWasm } from "../assets";
import { subsetsFor, woffOf, woffToSfnt } from "../fonts";
import { FONT_FAMILY } from "./scene";

let ready: Promise<void> | null = null;
function init(): Promise<void> {
  ready ??= initWasm(resvgWasm()).catch((e: unknown) => {
    // A second initialisation in the same process (tests, hot reload) is no failure.
    if (!String(e).includes("Already initialized")) throw e;
  });
  return ready;
}

/** The SVG rendered at `scale` times its size, as PNG bytes. */
export async function svgToPng(svg: string, scale = 1): Promise<Uint8Array> {
  await init();
  const resvg = new Resvg(svg, {
    fitTo: scale === 1 ? { mode: "original" } : { mode: "zoom", value: scale },
    // resvg falls back to any font given that has a glyph: the CJK subsets the text needs.
    font: {
      fontBuffers: [fontRegular(), fontBold(), fontOblique(), ...subsetsFor(svg).map((s) => woffToSfnt(woffOf(s)))],
      defaultFontFamily: FONT_FAMILY,
      loadSystemFonts: false,
    },
  });
  const png = resvg.render().asPng();
  resvg.free();
  return png;
}
