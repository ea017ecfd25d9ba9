// A scene (lib/exchange/draw/scene.ts) as inline SVG: the print views show exactly the SVG that
// pictures and print-and-play draw from the same shapes.
import { pictureUrl } from "@/lib/content/assets";
import { sceneToSvg, type Scene } from "@/lib/exchange/draw/scene";

export function SceneSvg({ scene, label, width }: { scene: Scene; label: string; width?: number }) {
  // In the browser a stored picture is fetched from the API (downloads have it inlined instead).
  const shapes = scene.shapes.map((s) => (s.kind === "image" ? { ...s, href: pictureUrl(s.href) } : s));
  const svg = sceneToSvg({ ...scene, shapes }).replace(
    "<svg ",
    `<svg role="img" aria-label="${label.replace(/[&<>"]/g, "")}" ${width ? `style="width:${width}px;max-width:100%;height:auto" ` : 'style="max-width:100%;height:auto" '}`,
  );
  return <div className="scene-svg" dangerouslySetInnerHTML={{ __html: svg }} />;
}
