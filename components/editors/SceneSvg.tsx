// A scene (lib/exchange/draw/scene.ts) as inline SVG: the print views show exactly the SVG that
// pictures and print-and-play draw from the same shapes.
import { sceneToSvg, type Scene } from "@/lib/exchange/draw/scene";

export function SceneSvg({ scene, label, width }: { scene: Scene; label: string; width?: number }) {
  const svg = sceneToSvg(scene).replace(
    "<svg ",
    `<svg role="img" aria-label="${label.replace(/[&<>"]/g, "")}" ${width ? `style="width:${width}px;max-width:100%;height:auto" ` : 'style="max-width:100%;height:auto" '}`,
  );
  return <div className="scene-svg" dangerouslySetInnerHTML={{ __html: svg }} />;
}
