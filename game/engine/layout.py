"""Table layouts from Tiled maps: named slots and map properties.

Levels are data, so a table can be rearranged in Tiled without touching code.
The loader reads only objects and properties (no images), checks that every
slot a scene needs is present, and turns any fault into one LevelError that
names the file and the problem, because a broken level must stop the launch
with a line a person can act on, not a traceback. Every number it hands out
is checked too (finite, and where it makes sense on the map: a slot at
x="nan" or a card_width of "wide" would pass the start-up check and crash
the game when it opens), so the scenes can trust them.
"""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytmx

from game import catalog
from game.resources import resource_dir

LEVELS_DIR = resource_dir("levels")

MAX_MAP = 16384  # design units: a map larger than this is a typo, not a table
MARGIN = 0.1  # a slot may reach this fraction of the map's size beyond its edges
LIMIT = 1e9  # any other number a property holds stays within plus or minus this
# the numeric properties scenes read (with float()), and what each measures: a "size"
# is above 0 and at most the map's width, an "x" lies on the map
MAP_NUMBERS = {"card_width": "size", "fold_x": "x"}
SLOT_NUMBERS = {"fan": "size"}


class LevelError(Exception):
    """A level file that cannot be used; str() is the whole message."""

    def __init__(self, path: Path | str, fault: str) -> None:
        self.path = Path(path)
        self.fault = fault
        super().__init__(f"level {self.path.name}: {fault}")


@dataclass
class Slot:
    name: str
    x: float
    y: float
    w: float
    h: float
    kind: str = ""
    props: dict[str, Any] = field(default_factory=dict)

    @property
    def center(self) -> tuple[float, float]:
        return (self.x + self.w / 2, self.y + self.h / 2)


@dataclass
class Level:
    path: Path
    width: int
    height: int
    slots: dict[str, Slot]
    props: dict[str, Any]

    def __getitem__(self, name: str) -> Slot:
        return self.slots[name]

    def prop(self, name: str, default: Any = None) -> Any:
        return self.props.get(name, default)

    def colour(self, name: str, default: tuple[int, int, int]) -> tuple[int, int, int]:
        """Map colour properties are '#rrggbb' or Tiled's '#aarrggbb'."""
        value = self.props.get(name)
        if not isinstance(value, str) or not value.startswith("#"):
            return default
        hexes = value[1:]
        if len(hexes) == 8:
            hexes = hexes[2:]
        try:
            return (int(hexes[0:2], 16), int(hexes[2:4], 16), int(hexes[4:6], 16))
        except ValueError:
            return default

    def named(self, prefix: str) -> list[Slot]:
        """Slots called prefix_0, prefix_1 … in number order."""
        out = [s for n, s in self.slots.items() if n.startswith(prefix + "_")]
        return sorted(out, key=lambda s: int(s.name.rsplit("_", 1)[1]))


# A window narrower than WIDE_ASPECT (width over height: 4:3 is 1.33, 16:10 is 1.6, 16:9
# is 1.78) down to TALL_ASPECT lays a table out on the level's 4:3 map, where there is one
# (``<name>.4x3.tmx`` beside ``<name>.tmx``, 1024 by 768 units): the 16:9 map scaled into
# it would leave empty bands above and below. A taller window keeps the 16:9 map, whose
# side column then folds under the table (Viewport), which fills that height better.
WIDE_ASPECT = 1.5
TALL_ASPECT = 0.8
FOUR_THREE = ".4x3"  # the 4:3 map's suffix before ``.tmx``


def four_three(size: tuple[int, int]) -> bool:
    """Does a window of ``size`` take a level's 4:3 map (where the level has one)?"""
    w, h = size
    return h > 0 and TALL_ASPECT <= w / h < WIDE_ASPECT


def four_three_path(path: Path | str) -> Path:
    """The 4:3 sibling of a level file: ``board.tmx`` -> ``board.4x3.tmx`` (it may not exist)."""
    path = Path(path)
    return path.with_name(f"{path.stem}{FOUR_THREE}{path.suffix}")


def level_path(name: str, size: tuple[int, int] | None = None) -> Path:
    """A game's level: the one its catalog entry names, else ``levels/<name>.tmx``; for a
    window of ``size`` whose shape asks for it (``four_three``), that level's 4:3 map
    where it has one. A plugin's level may have its 4:3 sibling too; without one its
    single map serves every window."""
    info = catalog.find(name)
    if info is not None and info.level is not None:
        path = Path(info.level)
    else:
        path = LEVELS_DIR / f"{name}.tmx"
    if size is not None and four_three(size):
        square = four_three_path(path)
        if square.is_file():
            return square
    return path


def level_paths(name: str) -> list[Path]:
    """Every map of a game's level: its own, and its 4:3 one where it has one (all are
    checked as the program starts: a broken 4:3 map must not wait for a resize)."""
    path = level_path(name)
    square = four_three_path(path)
    return [path, square] if square.is_file() else [path]


def load_level(path: Path | str, required: Iterable[str] = ()) -> Level:
    """Load a Tiled map's object layers; raise LevelError for any fault."""
    path = Path(path)
    if not path.is_file():
        raise LevelError(path, "file not found")
    try:
        tmx = pytmx.TiledMap(str(path))
    except ET.ParseError as exc:
        raise LevelError(path, f"not valid XML ({exc})") from exc
    except Exception as exc:  # pytmx raises many kinds for bad content
        raise LevelError(path, f"not a usable Tiled map ({type(exc).__name__}: {exc})") from exc
    width = _number(path, "map width", tmx.width * tmx.tilewidth, 1, MAX_MAP)
    height = _number(path, "map height", tmx.height * tmx.tileheight, 1, MAX_MAP)
    slots: dict[str, Slot] = {}
    for obj in tmx.objects:
        if not obj.name:
            continue
        if obj.name in slots:
            raise LevelError(path, f"slot {obj.name!r} is defined twice")
        if obj.width is None or obj.height is None:
            raise LevelError(path, f"slot {obj.name!r} has no size")
        kind = getattr(obj, "type", None) or getattr(obj, "class", None) or ""
        slots[obj.name] = _slot(path, obj, str(kind), width, height)
    missing = [n for n in required if n not in slots]
    if missing:
        shown = ", ".join(missing[:6]) + (" …" if len(missing) > 6 else "")
        raise LevelError(path, f"missing slot{'s' if len(missing) > 1 else ''} {shown}")
    props = _props(path, "map property", dict(tmx.properties), MAP_NUMBERS, width)
    return Level(path, int(width), int(height), slots, props)


def _number(path: Path, what: str, value: Any, low: float, high: float) -> float:
    """``value`` as a finite float from ``low`` to ``high``, or a LevelError saying why not."""
    try:
        number = float(value)
    except (TypeError, ValueError, OverflowError):
        raise LevelError(path, f"{what} is {value!r}, not a number") from None
    if not math.isfinite(number):
        raise LevelError(path, f"{what} is {value!r}, not a finite number")
    if not low <= number <= high:
        raise LevelError(path, f"{what} is {number:g}, outside {low:g} to {high:g}")
    return number


def _slot(path: Path, obj: Any, kind: str, width: float, height: float) -> Slot:
    """A slot whose rectangle has a size and lies on the map (or just beside it)."""
    what = f"slot {obj.name!r}"
    w = _number(path, f"{what} width", obj.width, 0, width * (1 + 2 * MARGIN))
    h = _number(path, f"{what} height", obj.height, 0, height * (1 + 2 * MARGIN))
    if w <= 0 or h <= 0:
        raise LevelError(path, f"{what} has no size")
    x = _number(path, f"{what} x", obj.x, -width * MARGIN, width * (1 + MARGIN) - w)
    y = _number(path, f"{what} y", obj.y, -height * MARGIN, height * (1 + MARGIN) - h)
    props = _props(path, f"{what} property", dict(obj.properties), SLOT_NUMBERS, width)
    return Slot(obj.name, x, y, w, h, kind, props)


def _props(
    path: Path, what: str, props: dict[str, Any], numbers: dict[str, str], width: float
) -> dict[str, Any]:
    """Properties with every number checked: the ones scenes read as numbers (``numbers``)
    become floats within their bounds; any other number must be finite."""
    for name, value in props.items():
        measure = numbers.get(name)
        if measure == "size":
            number = _number(path, f"{what} {name}", value, 0, width)
            if number <= 0:
                raise LevelError(path, f"{what} {name} is {number:g}, not above 0")
            props[name] = number
        elif measure == "x":
            props[name] = _number(path, f"{what} {name}", value, 0, width)
        elif isinstance(value, (int, float)) and not isinstance(value, bool):
            _number(path, f"{what} {name}", value, -LIMIT, LIMIT)
    return props


FOLD_GAP = 24  # design units between the table and the side column folded under it
FOLD_GAIN = 1.12  # fold only when it makes the table at least this much larger


class Viewport:
    """Maps the level's design coordinates onto the window, letterboxed.

    Scenes lay out in design units; the viewport scales to whatever size the
    window has, so a resized window keeps the table whole and centred. A level
    may name a side column (every slot from design x ``fold_x`` rightwards):
    in a window much taller than the design, that column moves under the
    table, so a tall window is filled by a larger table instead of empty bands.
    Points are mapped by their design x, so a slot and the cards in it move
    together.
    """

    def __init__(
        self,
        design: tuple[int, int],
        window: tuple[int, int],
        side: tuple[float, float, float, float] | None = None,
    ) -> None:
        self.design = design
        self.side = side  # (fold x, top, width, height) of the side column, design units
        self.folded = False
        self.shift = (0.0, 0.0)
        self.resize(window)

    def resize(self, window: tuple[int, int]) -> None:
        self.window = window
        dw, dh = self.design
        self.scale = min(window[0] / dw, window[1] / dh)
        self.folded = False
        width, height = dw, dh
        if self.side is not None:
            fx, top, sw, sh = self.side
            tall_w, tall_h = max(fx, sw), dh + FOLD_GAP + sh
            tall = min(window[0] / tall_w, window[1] / tall_h)
            if tall > self.scale * FOLD_GAIN:
                self.scale, self.folded = tall, True
                width, height = tall_w, tall_h
                self.shift = ((tall_w - sw) / 2 - fx, dh + FOLD_GAP - top)
        self.ox = (window[0] - width * self.scale) / 2
        self.oy = (window[1] - height * self.scale) / 2

    def point(self, x: float, y: float) -> tuple[float, float]:
        if self.folded and x >= self.side[0]:
            x, y = x + self.shift[0], y + self.shift[1]
        return (self.ox + x * self.scale, self.oy + y * self.scale)

    def rect(self, slot: Slot) -> tuple[int, int, int, int]:
        sx, sw = slot.x, slot.w
        if self.folded and sx < self.side[0] < sx + sw:
            # a table slot reaching into the folded column keeps its centre, narrowed
            centre = sx + sw / 2
            half = max(1.0, min(centre - sx, self.side[0] - centre))
            sx, sw = centre - half, 2 * half
        x, y = self.point(sx, slot.y)
        return (round(x), round(y), round(sw * self.scale), round(slot.h * self.scale))

    def length(self, v: float) -> int:
        return max(1, round(v * self.scale))

    def to_design(self, x: float, y: float) -> tuple[float, float]:
        dx, dy = (x - self.ox) / self.scale, (y - self.oy) / self.scale
        if self.folded and dy >= self.design[1] + FOLD_GAP / 2:
            dx, dy = dx - self.shift[0], dy - self.shift[1]
        return (dx, dy)


def side_column(level: Level) -> tuple[float, float, float, float] | None:
    """The side column a level lets fold under its table (map property ``fold_x``): from
    that x to the right edge of its rightmost slot, over all slots starting there."""
    fold = level.prop("fold_x")
    if fold is None:
        return None
    fx = float(fold)
    side = [s for s in level.slots.values() if s.x >= fx]
    if not side:
        raise LevelError(level.path, f"fold_x {fx:g} leaves no slot to fold")
    top = min(s.y for s in side)
    right = max(s.x + s.w for s in side)
    bottom = max(s.y + s.h for s in side)
    return (fx, top, right - fx, bottom - top)
