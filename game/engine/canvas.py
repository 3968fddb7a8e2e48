"""Frames as display lists: only what changed since the last frame is painted again.

Scenes draw onto a ``Recorder`` instead of the window: it notes each blit, fill
and drawing call (``game.engine.paint``: ``pygame.draw``'s shapes, recorded when
given a Recorder) with the rectangle the call can touch, and paints nothing.
``Canvas.present`` compares the list with the last frame's: an operation found,
in the same order, in both lists paints the same pixels (its source surface,
position, colour, clip and alpha are its key), so the window only changes
inside the rectangles of the operations that came, went or changed.
Those rectangles are painted again by replaying the whole new list clipped to
each of them. A clipped replay paints, inside its clip, exactly
what a full draw paints, so the frame is pixel-identical to a full redraw while
its cost follows what moves rather than the window's size (a card crossing a
4K table costs two card-sized rectangles, not eight million pixels).

Inside a rectangle, what an opaque operation above hides is left out (a pile's
buried cards, the felt under a card): a ``Kept`` surface says where it is solid
(``mark_opaque`` makes one: card faces are), a surface without alpha is solid all over. A
pixel still gets every operation from the last opaque one on it upwards, in
order, so the result is the same. Overlapping rectangles are joined only where
the union costs no more than the two apart; the rest are painted one by one.

``pygame.draw`` functions are C functions that need a real Surface, and nothing
here replaces them: scenes draw shapes through ``game.engine.paint`` (the same
signatures), which records onto a Recorder and draws onto anything else. A
``pygame.draw`` call given a Recorder fails loudly (TypeError) rather than
drawing wrongly.

The one rule for scenes: a surface kept between frames and blitted must not be
repainted in place unseen (its key is the object and its alpha). Make a new
surface when its pixels change, as the text, panel and flash caches do, or keep
it as a ``Kept`` surface and say where it changed with ``touched`` (the win
cascade's trail grows that way): the surface carries the note to the next frame
that blits it, so no state is kept here between frames.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from difflib import SequenceMatcher
from typing import Any

import pygame

from game.engine.theme import CLEAR, resolve

Op = tuple  # (key, bbox, clip, painter, args, kwargs)

MAX_RECTS = 80  # more dirty rectangles than this are painted as their union
FULL_SHARE = 0.6  # rectangles covering more of the window than this: it is painted whole
MERGE_SLACK = 4096  # pixels a union may add over painting two rectangles apart (a call's cost)
MERGE_REACH = 32  # rectangles this far apart or nearer are looked at for joining
CULL_AREA = 80000  # rectangles smaller than this are replayed whole: deciding costs more
CALL_PX = 8000  # one more painting call costs about as much as painting this many pixels
MAX_COVER = 2  # opaque rectangles above an operation looked at when hiding it
MAX_PIECES = 4  # a partly hidden operation cut into at most this many visible pieces


_SCALARS = frozenset({int, float, str, bool, type(None)})
_AS_TUPLE = frozenset({pygame.Rect, pygame.Color, pygame.math.Vector2})


def _freeze(v: Any) -> Any:
    """A hashable stand-in for a drawing argument (Rects, Colors and lists are not).
    Called for every operation of every frame, so a tuple of plain numbers (the usual
    position or colour) is returned as it is, unlooked-into beyond its items' types."""
    t = type(v)
    if t is tuple:
        for x in v:
            if type(x) not in _SCALARS:
                return tuple([_freeze(x) for x in v])
        return v
    if t is list:
        return tuple([_freeze(x) for x in v])
    if t in _AS_TUPLE:
        return tuple(v)
    return v


def _arg(args: tuple, kw: dict, i: int, name: str, default: Any = None) -> Any:
    if len(args) > i:
        return args[i]
    return kw.get(name, default)


def _points_box(points: Sequence, pad: float) -> pygame.Rect:
    xs = [p[0] for p in points] or [0]
    ys = [p[1] for p in points] or [0]
    x0, y0 = int(min(xs) - pad) - 1, int(min(ys) - pad) - 1
    return pygame.Rect(x0, y0, int(max(xs) + pad) + 2 - x0, int(max(ys) + pad) + 2 - y0)


def _rect_box(args: tuple, kw: dict) -> pygame.Rect:  # rect, ellipse, arc: (colour, rect, ...)
    return pygame.Rect(_arg(args, kw, 1, "rect")).inflate(2, 2)


def _arc_box(args: tuple, kw: dict) -> pygame.Rect:
    w = _arg(args, kw, 4, "width", 1)
    return pygame.Rect(_arg(args, kw, 1, "rect")).inflate(2 + 2 * w, 2 + 2 * w)


def _circle_box(args: tuple, kw: dict) -> pygame.Rect:  # (colour, center, radius, ...)
    """``_points_box`` of the centre, padded by the radius, worked out directly: a chain's
    bursts record dozens of circles a frame."""
    (x, y), pad = _arg(args, kw, 1, "center"), _arg(args, kw, 2, "radius") + 1
    x0, y0 = int(x - pad) - 1, int(y - pad) - 1
    return pygame.Rect(x0, y0, int(x + pad) + 2 - x0, int(y + pad) + 2 - y0)


def _line_box(args: tuple, kw: dict) -> pygame.Rect:  # (colour, start, end, width)
    w = _arg(args, kw, 3, "width", 1)
    return _points_box([_arg(args, kw, 1, "start_pos"), _arg(args, kw, 2, "end_pos")], w + 2)


def _lines_box(args: tuple, kw: dict) -> pygame.Rect:  # (colour, closed, points, width)
    return _points_box(_arg(args, kw, 2, "points"), _arg(args, kw, 3, "width", 1) + 2)


def _polygon_box(args: tuple, kw: dict) -> pygame.Rect:  # (colour, points, width)
    return _points_box(_arg(args, kw, 1, "points"), _arg(args, kw, 2, "width", 0) + 2)


BOXES: dict[str, Callable[[tuple, dict], pygame.Rect]] = {
    "rect": _rect_box,
    "ellipse": _rect_box,
    "arc": _arc_box,
    "circle": _circle_box,
    "aacircle": _circle_box,
    "line": _line_box,
    "aaline": _line_box,
    "lines": _lines_box,
    "aalines": _lines_box,
    "polygon": _polygon_box,
}


class Kept(pygame.Surface):
    """A surface kept between frames that tells the canvas about itself: ``solid`` is
    the rectangle inside which it is fully opaque (None: not known to be), ``painted``
    where it was painted in place since a frame last blitted it, ``frame`` that it is
    clear but for a frame round its edge (``mark_frame``)."""

    def __init__(self, *args: Any, **kw: Any) -> None:
        super().__init__(*args, **kw)
        self.solid: pygame.Rect | None = None
        self.painted: list[pygame.Rect] = []
        self.frame: tuple[int, int] | None = None  # (side, cap): see mark_frame


def part(surface: Kept, rect: pygame.Rect) -> Kept:
    """The ``rect`` of ``surface`` as a Kept surface of its own that shares its pixels (a
    subsurface): painting ``surface`` there paints it, so say so with ``touched``."""
    sub = surface.subsurface(rect)  # a Kept, as its parent is, but not yet set up
    sub.solid, sub.painted, sub.frame = None, [], None
    return sub


MAX_PAINTED = 64  # notes kept on a surface unseen for long: beyond, their union


def touched(surface: Kept, rect: pygame.Rect) -> None:
    """``surface`` (kept between frames) was painted in place inside ``rect``: wherever
    the next frame blits it, that part of the window is painted again."""
    surface.painted.append(pygame.Rect(rect))
    if len(surface.painted) > MAX_PAINTED:
        surface.painted[:] = [surface.painted[0].unionall(surface.painted[1:])]


ORIGINAL_DRAW: dict[str, Callable] = {n: getattr(pygame.draw, n) for n in BOXES}


class Recorder:
    """Stands in for the window while scenes draw: notes each operation, paints nothing."""

    def __init__(self, size: tuple[int, int]) -> None:
        self.size = size
        self.full = pygame.Rect((0, 0), size)
        self.ops: list[Op] = []
        self._clip: pygame.Rect | None = None
        self.in_place: list[tuple[int, Kept]] = []  # blits of surfaces painted in place
        self.layers: list[tuple[int, int]] = []  # (scene's key, its first operation)

    def layer(self, key: int) -> None:
        """What is recorded from here on is drawn by the scene ``key`` (the scene manager
        says so for each scene it paints, bottom up)."""
        self.layers.append((key, len(self.ops)))

    # --- what scenes ask of a surface -------------------------------------------------
    def get_size(self) -> tuple[int, int]:
        return self.size

    def get_width(self) -> int:
        return self.size[0]

    def get_height(self) -> int:
        return self.size[1]

    def get_rect(self, **kw: Any) -> pygame.Rect:
        r = self.full.copy()
        for k, v in kw.items():
            setattr(r, k, v)
        return r

    def get_clip(self) -> pygame.Rect:
        return (self._clip or self.full).copy()

    def set_clip(self, rect: Any = None) -> None:
        """A clip of the whole window is no clip, and is noted as none: a piece that saves
        ``get_clip()`` (the whole window) and sets it back must not make every operation
        after it look changed to the next frame, which drew without that piece (SLOTKER's
        cards glowing for a choice repainted half the 4K window, all of it unchanged)."""
        clip = None if rect is None else pygame.Rect(rect).clip(self.full)
        self._clip = None if clip == self.full else clip

    def blit(self, source: pygame.Surface, dest: Any, area: Any = None, special_flags: int = 0):
        x, y = dest[0], dest[1]
        w, h = (area[2], area[3]) if area is not None else source.get_size()
        box = pygame.Rect(int(x) - 1, int(y) - 1, w + 2, h + 2)
        key = ("b", source, _freeze(dest), _freeze(area), special_flags, source.get_alpha())
        if type(source) is Kept and source.painted:
            self.in_place.append((len(self.ops), source))
        return self.record(key, _blit, (source, dest, area, special_flags), {}, box)

    def blits(self, blit_sequence, doreturn: bool = True):
        out = [self.blit(*item) for item in blit_sequence]
        return out if doreturn else None

    def fill(self, color: Any, rect: Any = None, special_flags: int = 0) -> pygame.Rect:
        color = resolve(color)
        box = self.full.copy() if rect is None else pygame.Rect(rect)
        key = ("f", _freeze(color), _freeze(rect), special_flags)
        return self.record(key, _fill, (color, rect, special_flags), {}, box)

    def draw(self, name: str, args: tuple, kw: dict) -> pygame.Rect:
        """Record ``pygame.draw.<name>(self, *args, **kw)`` (game.engine.paint calls this)."""
        key = ("d", name, _freeze(args), _freeze(sorted(kw.items())) if kw else None)
        return self.record(key, ORIGINAL_DRAW[name], args, kw, BOXES[name](args, kw))

    def boxes_since(self, source: pygame.Surface) -> list[pygame.Rect] | None:
        """The boxes of everything recorded since the last blit of ``source`` whole at
        (0, 0), unclipped (a table's background); None when there is no such blit. Where
        none of them reaches, the window holds ``source``'s own pixels at this point."""
        for i in range(len(self.ops) - 1, -1, -1):
            key = self.ops[i][0]
            if key[0] == "b" and key[1] is source:
                whole = len(key) == 6 and key[2] == (0, 0) and key[3] is None and not key[4]
                return [op[1] for op in self.ops[i + 1 :]] if whole else None
        return None

    # --- the list -------------------------------------------------------------------
    def record(self, key: tuple, painter: Callable, args: tuple, kw: dict, box: pygame.Rect):
        """Note one operation; ``box`` must hold every pixel it can paint."""
        clip = self._clip
        if clip is not None:
            box = box.clip(clip)
            key = (*key, tuple(clip))
        box = box.clip(self.full)
        self.ops.append((key, box, clip, painter, args, kw))
        return box.copy()


def _blit(surface: pygame.Surface, source, dest, area, flags) -> pygame.Rect:
    return surface.blit(source, dest, area, flags)


def _fill(surface: pygame.Surface, color, rect, flags) -> pygame.Rect:
    return surface.fill(color, rect, flags)


def changed(old: list[Op], new: list[Op]) -> list[pygame.Rect]:
    """Rectangles holding every pixel where painting ``new`` differs from ``old``.

    Operations common to both lists in the same order (a longest common
    subsequence) paint the same pixels; outside the boxes of the others, each
    pixel sees the same operations in the same order, so it is unchanged. Usually the
    operations found in both lists are in the same order in each (particles and cards
    moving change their own keys, not the order of the rest): then they are the common
    subsequence, found in one pass; otherwise difflib finds one."""
    a = [op[0] for op in old]
    b = [op[0] for op in new]
    n = min(len(a), len(b))
    i = 0
    while i < n and a[i] == b[i]:
        i += 1
    if i == len(a) == len(b):
        return []
    j = 0
    while j < n - i and a[-1 - j] == b[-1 - j]:
        j += 1
    am, bm = a[i : len(a) - j], b[i : len(b) - j]
    in_a, in_b = set(am), set(bm)
    keep_a, keep_b = [k in in_b for k in am], [k in in_a for k in bm]
    if [k for k, kept in zip(am, keep_a, strict=True) if kept] != [
        k for k, kept in zip(bm, keep_b, strict=True) if kept
    ]:  # the common operations moved about (or repeat): the longest common run
        keep_a, keep_b = [False] * len(am), [False] * len(bm)
        for blk in SequenceMatcher(None, am, bm, autojunk=False).get_matching_blocks():
            for k in range(blk.size):
                keep_a[blk.a + k] = keep_b[blk.b + k] = True
    out = [r for k, kept in enumerate(keep_a) if not kept for r in reach(old[i + k])]
    out += [r for k, kept in enumerate(keep_b) if not kept for r in reach(new[i + k])]
    return [r for r in out if r.w > 0 and r.h > 0]


def _strips(r: pygame.Rect, side: int, cap: int) -> list[pygame.Rect]:
    """The part of ``r`` within ``cap`` of its top and bottom edges and ``side`` of its
    left and right ones, as four rectangles (``r`` itself where they would meet)."""
    if 2 * cap >= r.h or 2 * side >= r.w:
        return [r]
    mid = r.h - 2 * cap
    return [
        pygame.Rect(r.x, r.y, r.w, cap),
        pygame.Rect(r.x, r.bottom - cap, r.w, cap),
        pygame.Rect(r.x, r.y + cap, side, mid),
        pygame.Rect(r.right - side, r.y + cap, side, mid),
    ]


def reach(op: Op) -> list[pygame.Rect]:
    """Where an operation can change the window's pixels: its box, but for an outline
    only the band round the box's edge: a ring image marked with ``mark_frame`` blitted
    plainly, or a rectangle drawn with a width. A transparent pixel blitted plainly
    changes nothing, so a ring that comes or goes over a 4K card repaints its band
    (a tenth of the card), not the card, felt and shadow under it."""
    key, box, _clip, _painter, args, kw = op
    if key[0] == "b":
        source, dest, area, flags = args
        frame = source.frame if type(source) is Kept else None
        if frame is None or flags or area is not None:
            return [box]
        r = source.get_rect(topleft=(int(dest[0]), int(dest[1])))
        return [s.inflate(2, 2).clip(box) for s in _strips(r, *frame)]  # a fractional place
    if key[0] == "d" and key[1] == "rect":
        width = _arg(args, kw, 2, "width", 0)
        if width <= 0:
            return [box]
        corners = ("top_left", "top_right", "bottom_left", "bottom_right")
        radius = max(
            _arg(args, kw, 3 + k, f"border_{c}_radius" if k else "border_radius", 0)
            for k, c in enumerate(("", *corners))
        )
        r = _rect_box(args, kw)  # the rectangle and a pixel round it, unclipped
        return [s.clip(box) for s in _strips(r, width + 1, max(width, radius) + 1)]
    return [box]


def _in_place(rec: Recorder) -> list[pygame.Rect]:
    """The window rectangles where this frame blits a surface painted in place; the
    surfaces' notes are then spent."""
    out = []
    for index, surf in rec.in_place:
        _key, box, _clip, _painter, args, _kw = rec.ops[index]
        dest = args[1]
        out += [r.move(int(dest[0]), int(dest[1])).inflate(2, 2).clip(box) for r in surf.painted]
    for _index, surf in rec.in_place:
        surf.painted.clear()
    return out


def merge(rects: list[pygame.Rect], full: pygame.Rect) -> list[pygame.Rect]:
    """Rectangles joined where their union costs no more than painting them apart (two
    overlapping cards, a card and its shadow); many, or most of the window, become one.
    Those left may overlap: each is painted from the bottom of the list up, so a pixel
    painted twice gets the same value twice."""
    merged: list[pygame.Rect] = []
    reach = MERGE_REACH * 2
    for r in rects:
        r = r.clip(full)
        if not r.w or not r.h:
            continue
        joined = True
        while joined:  # a grown rectangle may now pay to join others
            joined = False
            for i in reversed(r.inflate(reach, reach).collidelistall(merged)):
                m = merged[i]
                u = r.union(m)
                if u.w * u.h <= r.w * r.h + m.w * m.h + MERGE_SLACK:
                    r = u
                    del merged[i]
                    joined = True
        merged.append(r)
    if not merged:
        return []
    area = sum(r.w * r.h for r in merged)
    if area > FULL_SHARE * full.w * full.h:
        return [full.copy()]
    if len(merged) > MAX_RECTS:
        whole = merged[0].unionall(merged[1:])
        return [full.copy() if whole.w * whole.h > FULL_SHARE * full.w * full.h else whole]
    return merged


# --- what hides what ----------------------------------------------------------------
def _as_kept(surface: pygame.Surface) -> Kept:
    """``surface`` itself if it is Kept, else a Kept copy of its very pixels (a
    per-channel max onto zero copies each exactly)."""
    if type(surface) is Kept:
        return surface
    kept = Kept(surface.get_size(), surface.get_flags(), surface)
    kept.fill(CLEAR)
    kept.blit(surface, (0, 0), special_flags=pygame.BLEND_RGBA_MAX)
    return kept


def mark_opaque(surface: pygame.Surface, inset: int) -> Kept:
    """``surface`` (with per-pixel alpha: a card with round corners) as a ``Kept`` surface
    that says it is fully opaque inside its rectangle shrunk by ``inset`` on every side
    (the same pixels; ``surface`` itself if it is Kept already). The replay then leaves
    out what it hides. Checked once here, so a wrong ``inset`` costs speed, not pixels."""
    kept = _as_kept(surface)
    inner = surface.get_rect().inflate(-2 * inset, -2 * inset)
    if inner.w <= 0 or inner.h <= 0:
        return kept
    solid = pygame.mask.from_surface(surface, 254)
    block = pygame.mask.Mask(inner.size, fill=True)
    if solid.overlap_area(block, inner.topleft) == inner.w * inner.h:
        kept.solid = inner
    return kept


def mark_frame(surface: pygame.Surface, side: int, cap: int) -> Kept:
    """``surface`` (a ring: see-through inside a band round its edge) as a ``Kept`` surface
    that says so: clear but within ``cap`` of its top and bottom edges and ``side`` of
    its left and right ones (the same pixels; ``surface`` itself if it is Kept already).
    When it comes, goes or changes, the canvas then repaints the band only (``reach``).
    Checked once here, as ``mark_opaque`` is: a wrong claim costs speed, not pixels."""
    kept = _as_kept(surface)
    w, h = surface.get_size()
    if not surface.get_flags() & pygame.SRCALPHA or 2 * cap >= h or 2 * side >= w:
        return kept
    inked = pygame.mask.from_surface(surface, 0)  # every pixel not wholly clear
    inner = pygame.mask.Mask((w - 2 * side, h - 2 * cap), fill=True)
    if not inked.overlap_area(inner, (side, cap)):
        kept.frame = (side, cap)
    return kept


def corner_inset(radius: int) -> int:
    """The inset of a box with corners of ``radius`` that clears the corners' curve
    (and a pixel of smoothing)."""
    return math.ceil(radius * (1 - math.sqrt(0.5))) + 1


def _hides(op: Op) -> pygame.Rect | None:
    """The window rectangle this operation paints opaquely (what is below does not show)."""
    key, box, clip, _painter, args, _kw = op
    if key[0] == "b":
        source, dest, area, flags = args
        if flags or area is not None or key[5] not in (None, 255):
            return None
        inner = source.solid if type(source) is Kept else None
        if inner is None:
            if source.get_flags() & pygame.SRCALPHA or source.get_colorkey() is not None:
                return None
            inner = source.get_rect()
        r = inner.move(int(dest[0]), int(dest[1]))
        if type(dest) is not pygame.Rect and not (type(dest[0]) is type(dest[1]) is int):
            r = r.inflate(-2, -2)  # a blit at a fractional place may land a pixel either way
    elif key[0] == "f":
        color, _rect, flags = args
        solid = type(color) in (tuple, pygame.Color) and (len(color) == 3 or color[3] == 255)
        if flags or not solid:
            return None
        r = box
    else:
        return None
    r = r.clip(box)
    return r if r.w > 0 and r.h > 0 else None


def _cut(a: pygame.Rect, o: pygame.Rect) -> list[pygame.Rect]:
    """``a`` without ``o``: up to four rectangles that do not overlap."""
    c = a.clip(o)
    if not c.w or not c.h:
        return [a]
    out = []
    if c.top > a.top:
        out.append(pygame.Rect(a.x, a.y, a.w, c.top - a.top))
    if c.bottom < a.bottom:
        out.append(pygame.Rect(a.x, c.bottom, a.w, a.bottom - c.bottom))
    if c.left > a.left:
        out.append(pygame.Rect(a.x, c.y, c.left - a.left, c.h))
    if c.right < a.right:
        out.append(pygame.Rect(c.right, c.y, a.right - c.right, c.h))
    return out


def _shown(area: pygame.Rect, cover: list[pygame.Rect]) -> list[pygame.Rect]:
    """The parts of ``area`` no rectangle of ``cover`` hides (the nearest first), in
    pieces that do not overlap (a translucent operation must not be painted twice).
    Looks at a few covering rectangles only: whatever it leaves is still painted."""
    pieces = [area]
    seen = 0
    for o in reversed(cover):
        if not area.colliderect(o):
            continue
        if o.contains(area):
            return []
        nxt = []
        for p in pieces:
            nxt += _cut(p, o)
        pieces = nxt
        seen += 1
        if not pieces or seen >= MAX_COVER or len(pieces) >= MAX_PIECES:
            break
    return pieces


def _replay(surface: pygame.Surface, ops: list[Op], idx: list[int], r: pygame.Rect) -> list:
    """Paint the operations ``idx`` (those touching ``r``) inside ``r``, leaving out the
    parts an opaque operation above hides: a pixel then gets the same paint, in the same
    order, from the last opaque operation on it up, as a full replay gives it."""
    if r.w * r.h < CULL_AREA:
        plan = [(k, (r,)) for k in idx]
    else:
        cover: list[pygame.Rect] = []
        plan = []
        for k in reversed(idx):
            op = ops[k]
            box = op[1].clip(r)
            area = box.w * box.h
            pieces: Sequence[pygame.Rect] = (box,)
            if cover and area > CALL_PX:
                pieces = _shown(box, cover)
                if not pieces:
                    continue  # hidden: painting it would be overwritten
                # painting more than is seen is harmless (what hides it comes later):
                # pieces only where they save more pixels than their calls cost
                if (
                    len(pieces) > 1
                    and sum(p.w * p.h for p in pieces) + CALL_PX * (len(pieces) - 1) >= area
                ):
                    pieces = (box,)
            plan.append((k, pieces))
            if area > CALL_PX:
                hides = _hides(op)
                if hides is not None:
                    hides = hides.clip(r)
                    if hides.w * hides.h > CALL_PX:
                        last = cover[-1] if cover else None
                        if (
                            last
                            and last.x == hides.x
                            and last.w == hides.w
                            and (last.y == hides.bottom or last.bottom == hides.y)
                        ):  # a panel's strips, one above the other: one cover
                            cover[-1] = last.union(hides)
                        else:
                            cover.append(hides)
        plan.reverse()
    clip_now = None
    for k, pieces in plan:
        _, _, clip, painter, args, kw = ops[k]
        for p in pieces:
            want = p if clip is None else p.clip(clip)
            if not want.w or not want.h:
                continue
            if want != clip_now:
                surface.set_clip(want)
                clip_now = want
            painter(surface, *args, **kw)
    return plan  # (operation, pieces painted) bottom up: tests and profiles look


def _covered(last: list[int], layers: list[tuple[int, int]]) -> bool:
    """This frame paints the last frame's scenes and, over them, more (an overlay opened)."""
    n = len(last)
    return 0 < n < len(layers) and [key for key, _start in layers[:n]] == last


class Canvas:
    """The last frame's list, and the window painted from the next one's differences."""

    def __init__(self) -> None:
        self._last: list[Op] | None = None
        self._surface: pygame.Surface | None = None
        self._size: tuple[int, int] = (0, 0)
        self._layers: list[int] = []  # the last frame's scenes, bottom up (Recorder.layer)

    @property
    def last(self) -> list[Op]:
        """The last frame's operations (tests look at what was drawn)."""
        return self._last or []

    def invalidate(self) -> None:
        """The window's pixels are not the last frame's (exposed, resized): paint it all."""
        self._last = None

    def recorder(self, surface: pygame.Surface) -> Recorder:
        return Recorder(surface.get_size())

    def _open_over(
        self, surface: pygame.Surface, rec: Recorder, start: int, full: pygame.Rect
    ) -> list[pygame.Rect]:
        """The frame a scene opens over the last frame's (an overlay over a table): what
        changed below it is painted as usual, then the new scene's operations whole on
        top, as a full draw paints them. An overlay's shade over a 4K table is then one
        darkening of the window's pixels, not the table painted again under it."""
        below = rec.ops[:start]
        rects = merge(changed(self._last, below), full)  # type: ignore[arg-type]
        self._last = rec.ops
        old_clip = surface.get_clip()
        try:
            boxes = [op[1] for op in below]
            for r in rects:
                _replay(surface, below, r.collidelistall(boxes), r)
            for _key, _box, clip, painter, args, kw in rec.ops[start:]:
                surface.set_clip(clip)
                painter(surface, *args, **kw)
        finally:
            surface.set_clip(old_clip)
        return merge(rects + [op[1] for op in rec.ops[start:]], full)

    def present(self, surface: pygame.Surface, rec: Recorder) -> list[pygame.Rect]:
        """Paint what changed since the last frame; returns the rectangles painted."""
        full = pygame.Rect((0, 0), surface.get_size())
        new = rec.ops
        fresh = self._last is None or surface is not self._surface or full.size != self._size
        layers, self._layers = self._layers, [key for key, _start in rec.layers]
        if not fresh and not rec.in_place and _covered(layers, rec.layers):
            return self._open_over(surface, rec, rec.layers[len(layers)][1], full)
        if fresh:
            rects = [full]
        else:
            rects = merge(changed(self._last, new) + _in_place(rec), full)  # type: ignore[arg-type]
        for _index, surf in rec.in_place:
            surf.painted.clear()
        self._last, self._surface, self._size = new, surface, full.size
        if not rects:
            return []
        boxes = [op[1] for op in new]
        old_clip = surface.get_clip()
        try:
            for r in rects:
                _replay(surface, new, r.collidelistall(boxes), r)
        finally:
            surface.set_clip(old_clip)
        return rects
