"""The layout check: what a recorded frame (``tests/ui_tour.py``) breaks, as violations.

A frame's texts, panels and buttons, as the tour's recorder wrote them down, are held
to five rules:

- ``outside``: every text's glyphs lie inside what holds them: the button it labels
  (clear of the button's edge), else the innermost panel drawn before it around its
  centre (inside the panel's edge), else the surface it was drawn on; and inside the
  window wherever the frame put it.
- ``overlap``: no two texts meet anywhere in the window (their glyphs' boxes, each shrunk
  by 1 px), nor a text a button it is not the label of, unless one of them is declared
  to lie over the other (``ui.layer``: texts of different layers may meet).
- ``small``: no rendered line is under ``ui.MIN_LINE`` (14 px).
- ``label size``: the labels of one row or column of like buttons (one surface, one
  panel, one height) are drawn within one size step of each other: none more than
  max(2 px, 10%) below the largest.
- ``squeezed``: no text is drawn smaller than ``ui.fit``'s rule allows (more than one step
  under its size, ``ui.squeezed`` said it).

``check(frame)`` returns the frame's violations; ``Known`` matches those listed as known
issues (tests/test_layout_matrix.py keeps that list, each entry justified).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, replace

import pygame

from game.engine import ui
from tests.ui_tour import Button, Frame, Text

EDGE = ui.EDGE  # a panel's edge: text stays inside it
BUTTON_MARGIN = (3, 2)  # a label keeps this clear of its button's sides, and top and bottom


@dataclass(frozen=True)
class Violation:
    screen: str  # where: the tour's tag and the frame's label
    rule: str
    text: str
    rect: tuple[int, int, int, int]
    other: str = ""  # the text, button or box it meets or leaves
    other_rect: tuple[int, int, int, int] | None = None

    def __str__(self) -> str:
        other = f" | {self.other!r} {self.other_rect}" if self.other or self.other_rect else ""
        return f"{self.screen}: {self.rule}: {self.text!r} {self.rect}{other}"


def _t(r: pygame.Rect | None) -> tuple[int, int, int, int] | None:
    return None if r is None else (r.x, r.y, r.w, r.h)


def shown(t: Text) -> bool:
    return t.rect is not None and t.ink is not None and bool(t.text.strip())


def holder(frame: Frame, t: Text) -> tuple[pygame.Rect | None, str]:
    """What holds ``t``: the button it labels, else the last box drawn before it on its
    surface around its centre (a panel, a tile, a button), else None (its surface)."""
    if t.label_of is not None:
        return t.label_of, "button"
    assert t.ink is not None
    centre = t.ink.center
    for sid, box, order, kind in reversed(frame.holders):
        if sid == t.sid and order < t.drawn and box.collidepoint(centre):
            return box, kind
    return None, "surface"


MARGINS = {"button": BUTTON_MARGIN, "tile": BUTTON_MARGIN, "field": BUTTON_MARGIN}
MARGINS["panel"] = (EDGE, EDGE)


def outside(frame: Frame, where: str) -> list[Violation]:
    out = []
    for t in frame.texts:
        if not shown(t):
            continue
        assert t.ink is not None
        box, what = holder(frame, t)
        if box is not None:
            dx, dy = MARGINS[what]
            box = box.inflate(-2 * dx, -2 * dy)
        else:
            box = t.on
        if box is not None and not box.contains(t.ink):
            out.append(Violation(where, "outside", t.text, _t(t.ink), f"its {what}", _t(box)))
        elif t.screen is not None and not frame.window.contains(t.screen):
            out.append(
                Violation(where, "outside", t.text, _t(t.screen), "the window", _t(frame.window))
            )
    return out


OPAQUE = 235  # a panel this opaque drawn over a text hides it


def covered(frame: Frame) -> tuple[set[int], list[Violation]]:
    """The texts in the window that a panel drawn on it after them (after their image)
    hides (by index), and those it cuts: a line half under a box is a fault, a line
    wholly under it is not seen."""
    hidden: set[int] = set()
    cut = []
    covers = [(order, box, layer) for order, box, alpha, layer in frame.covers if alpha >= OPAQUE]
    for i, t in enumerate(frame.texts):
        if t.screen is None or not shown(t):
            continue
        for order, box, layer in covers:
            if order <= t.order or layer != t.layer:  # a layer over the scene is declared
                continue
            if box.contains(t.screen):
                hidden.add(i)
                break
            if box.colliderect(t.screen.inflate(-2, -2)):
                cut.append((i, box))
    return hidden, [
        Violation(
            "", "overlap", frame.texts[i].text, _t(frame.texts[i].screen), "a box over it", _t(box)
        )  # fmt: skip
        for i, box in cut
        if i not in hidden
    ]


def _spaces(frame: Frame) -> dict[object, list[tuple[pygame.Rect, Text]]]:
    """The texts by where they can be compared: the window (placed ones), else their own
    surface; texts hidden under a box drawn over them left out."""
    spaces: dict[object, list[tuple[pygame.Rect, Text]]] = {}
    hidden, _cut = covered(frame)
    for i, t in enumerate(frame.texts):
        if not shown(t) or i in hidden:
            continue
        assert t.ink is not None
        if t.screen is not None:
            spaces.setdefault("window", []).append((t.screen, t))
        else:
            spaces.setdefault(t.sid, []).append((t.ink, t))
    return spaces


def _button_spaces(frame: Frame) -> dict[object, list[Button]]:
    spaces: dict[object, list[Button]] = {}
    for b in frame.buttons:
        spaces.setdefault("window" if b.screen is not None else b.sid, []).append(b)
    return spaces


def rings(frame: Frame, where: str) -> list[Violation]:
    """The focus ring drawn round a thing runs over no text outside that thing."""
    out = []
    for sid, ring, inner in frame.rings:
        for t in frame.texts:
            if t.sid != sid or not shown(t) or t.layer:
                continue
            assert t.ink is not None
            if inner.contains(t.ink) or not ring.colliderect(t.ink.inflate(-2, -2)):
                continue
            if inner.inflate(-2, -2).colliderect(t.ink) and t.label_of == inner:
                continue
            out.append(Violation(where, "overlap", t.text, _t(t.ink), "the focus ring", _t(ring)))
        for s, box, _order, kind in frame.holders:  # nor the rows and buttons beside it
            if s != sid or kind not in ("tile", "button") or box.contains(inner):
                continue
            if inner.contains(box) or not ring.colliderect(box.inflate(-2, -2)):
                continue
            out.append(Violation(where, "overlap", "the focus ring", _t(ring), kind, _t(box)))
    return out


HIDES = 250  # an overlay's box over another overlay's words hides them only this opaque


def shows_through(frame: Frame, where: str) -> list[Violation]:
    """An overlay over another (the Controls page over Settings) hides the words of the
    one under it wherever its box lies over them: none may show through."""
    out = []
    for text, ink in frame.below:
        for _order, box, alpha, _layer in frame.covers:
            if alpha < HIDES and box.colliderect(ink.inflate(-2, -2)):
                out.append(Violation(where, "overlap", text, _t(ink), "shows through", _t(box)))
                break
    return out


def overlaps(frame: Frame, where: str) -> list[Violation]:
    out = [replace(v, screen=where) for v in covered(frame)[1]] + rings(frame, where)
    out += shows_through(frame, where)
    buttons = _button_spaces(frame)
    for space, items in _spaces(frame).items():
        rects = [r.inflate(-2, -2) for r, _t_ in items]
        seen: set[tuple] = set()
        for i, (r, a) in enumerate(items):
            for j in rects[i].collidelistall(rects):
                if j <= i:
                    continue
                b = items[j][1]
                if a.layer != b.layer or (a.text == b.text and r == items[j][0]):
                    continue
                pair = (a.text, _t(r), b.text, _t(items[j][0]))
                if pair not in seen:
                    seen.add(pair)
                    out.append(Violation(where, "overlap", a.text, _t(r), b.text, _t(items[j][0])))
        for r, t in items:
            if t.label_of is not None or t.layer:
                continue
            for btn in buttons.get(space, []):
                box = btn.screen if space == "window" else btn.rect
                if box is not None and r.inflate(-2, -2).colliderect(box):
                    out.append(
                        Violation(where, "overlap", t.text, _t(r), f"button {btn.label}", _t(box))
                    )
    return out


def small(frame: Frame, where: str) -> list[Violation]:
    return [
        Violation(where, "small", t.text, _t(t.ink) or (0, 0, 0, 0), f"line {t.line} px")
        for t in frame.texts
        if t.text.strip() and 0 < t.line < ui.MIN_LINE
    ]


@dataclass(frozen=True)
class Label:
    """A button's label, or the one text of a tile (a menu item, a list's row), with the
    panel the button or tile lies in (None: none but the surface)."""

    shown: str
    px: int
    rect: pygame.Rect
    sid: int
    panel: tuple | None = None


def panel_of(frame: Frame, sid: int, box: pygame.Rect, before: int) -> tuple | None:
    """The last panel drawn on ``sid`` before ``before`` that holds ``box``."""
    for s, p, order, kind in reversed(frame.holders):
        if s == sid and kind == "panel" and order < before and p.contains(box):
            return tuple(p)
    return None


def labels(frame: Frame) -> list[Label]:
    orders = {(s, tuple(b)): o for s, b, o, k in frame.holders if k in ("button", "tile")}
    out = [
        Label(
            b.shown,
            b.px,
            b.rect,
            b.sid,
            panel_of(frame, b.sid, b.rect, orders.get((b.sid, tuple(b.rect)), 0)),
        )
        for b in frame.buttons
        if b.px and b.shown.strip()
    ]
    words: dict[tuple, list[Text]] = {}
    for t in frame.texts:
        if shown(t) and t.label_of is None:
            box, kind = holder(frame, t)
            if kind == "tile" and box is not None:
                words.setdefault((t.sid, tuple(box)), []).append(t)
    for (sid, box), texts in words.items():
        if len(texts) == 1:
            rect = pygame.Rect(box)
            within = panel_of(frame, sid, rect, orders.get((sid, box), 0))
            out.append(Label(texts[0].text, texts[0].px, rect, sid, within))
    return out


def label_sizes(frame: Frame, where: str) -> list[Violation]:
    """Buttons (and one-text tiles) of one surface and one height (within 2 px), in one
    row, or in one panel, are one group (joined through each other); each group's
    labels within one step of its largest."""
    items = labels(frame)
    group = list(range(len(items)))

    def root(i: int) -> int:
        while group[i] != i:
            group[i] = group[group[i]]
            i = group[i]
        return i

    for i, a in enumerate(items):
        for j in range(i + 1, len(items)):
            b = items[j]
            if a.sid != b.sid or abs(a.rect.h - b.rect.h) > 2:
                continue
            row = abs(a.rect.centery - b.rect.centery) <= a.rect.h // 2
            if row or (a.panel is not None and a.panel == b.panel):
                group[root(j)] = root(i)
    groups: dict[int, list[Label]] = {}
    for i, b in enumerate(items):
        groups.setdefault(root(i), []).append(b)
    out = []
    for members in groups.values():
        top = max(members, key=lambda b: b.px)
        for b in members:
            if top.px - b.px > max(2, top.px / 10):
                out.append(
                    Violation(
                        where,
                        "label size",
                        b.shown,
                        _t(b.rect),
                        f"{top.shown} at {top.px} px, this at {b.px} px",
                        _t(top.rect),
                    )
                )
    return out


def squeezes(frame: Frame, where: str) -> list[Violation]:
    return [
        Violation(where, "squeezed", t.text, _t(t.ink) or (0, 0, 0, 0), f"{t.px} px")
        for t in frame.texts
        if (t.text, t.px) in frame.squeezed and t.text.strip()
    ]


RULES = (outside, overlaps, small, label_sizes, squeezes)


def check(frame: Frame, tag: str = "") -> list[Violation]:
    """Every rule's violations in ``frame``; ``tag`` (the tour's language, size, print
    and device) is written before the frame's label."""
    where = f"{tag} {frame.label}".strip()
    return [v for rule in RULES for v in rule(frame, where)]


def check_all(frames: Iterable[Frame], tag: str = "") -> list[Violation]:
    return [v for frame in frames for v in check(frame, tag)]


@dataclass(frozen=True)
class Known:
    """A known issue: violations of ``rule`` in the cases whose id (the tag before the
    screen's label: "ru-800x600-large-games") ``cases`` matches whole, on a screen whose
    label ``screen`` matches and of a text ``text`` matches (regular expressions,
    searched), and why it is left as it is. Each case ``cases`` names shows it: where
    one no longer does, the entry is out of date."""

    rule: str
    cases: str
    text: str
    why: str
    screen: str = ""

    def covers(self, tag: str) -> bool:
        return re.fullmatch(self.cases, tag) is not None

    def matches(self, v: Violation) -> bool:
        tag, _sep, label = v.screen.partition(" ")
        return (
            v.rule == self.rule
            and self.covers(tag)
            and re.search(self.screen, label) is not None
            and re.search(self.text, v.text) is not None
        )
