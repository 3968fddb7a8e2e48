"""Write Tiled maps (TMX) for the tables: the one place level geometry is computed.

Run `python tools/tmx.py [game …]` to regenerate levels/*.tmx after changing a layout
function here; the files stay plain Tiled maps that can be edited by hand in
Tiled afterwards (then stop regenerating that one).
"""

from __future__ import annotations

import sys
from pathlib import Path
from xml.sax.saxutils import quoteattr

LEVELS = Path(__file__).resolve().parents[1] / "levels"
TILE = 16


def tmx(width: int, height: int, props: dict, layers: dict[str, list[dict]]) -> str:
    """A TMX document: map properties and one object layer per key of ``layers``."""
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" '
        f'renderorder="right-down" width="{width // TILE}" height="{height // TILE}" '
        f'tilewidth="{TILE}" tileheight="{TILE}" infinite="0" nextlayerid="{len(layers) + 1}" '
        f'nextobjectid="{sum(len(v) for v in layers.values()) + 1}">',
    ]
    out.append(" <properties>")
    for k, v in props.items():
        kind = (
            "int"
            if isinstance(v, int) and not isinstance(v, bool)
            else (
                "float" if isinstance(v, float) else "color" if str(v).startswith("#") else "string"
            )
        )
        out.append(f'  <property name="{k}" type="{kind}" value="{v}"/>')
    out.append(" </properties>")
    oid = 1
    for lid, (layer, objs) in enumerate(layers.items(), start=1):
        out.append(f' <objectgroup id="{lid}" name="{layer}">')
        for o in objs:
            attrs = (
                f'id="{oid}" name={quoteattr(o["name"])} type={quoteattr(o.get("type", ""))} '
                f'x="{o["x"]:g}" y="{o["y"]:g}" width="{o["w"]:g}" height="{o["h"]:g}"'
            )
            extra = o.get("props")
            if extra:
                out.append(f"  <object {attrs}>")
                out.append("   <properties>")
                for k, v in extra.items():
                    out.append(f'    <property name="{k}" value={quoteattr(str(v))}/>')
                out.append("   </properties>")
                out.append("  </object>")
            else:
                out.append(f"  <object {attrs}/>")
            oid += 1
        out.append(" </objectgroup>")
    out.append("</map>")
    return "\n".join(out) + "\n"


def obj(name: str, x: float, y: float, w: float, h: float, kind: str = "", **props) -> dict:
    return {"name": name, "x": x, "y": y, "w": w, "h": h, "type": kind, "props": props}


def builders() -> dict[str, object]:
    """Each tools/level_<game>.py defines build() -> TMX text for levels/<game>.tmx."""
    import importlib.util

    out = {}
    for path in sorted(Path(__file__).parent.glob("level_*.py")):
        spec = importlib.util.spec_from_file_location(path.stem, path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        out[path.stem[len("level_") :]] = mod.build
    return out


def main(names: list[str]) -> None:
    found = builders()
    for name in names or list(found):
        (LEVELS / f"{name}.tmx").write_text(found[name]())
        print(f"wrote levels/{name}.tmx")


if __name__ == "__main__":
    main(sys.argv[1:])
