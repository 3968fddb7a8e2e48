"""A panel kept as horizontal strips, each made again only when what it shows changes.

A HUD panel (Zoomer's tracker, SLOTKER's ladder) is a tall translucent image
whose rows change one or two at a time. Made whole, every change is a new
surface and the window is painted again under all of it (game.engine.canvas);
kept as strips (parts of one panel surface), a strip whose rows changed is
painted again in place and noted for the canvas (``touched``), the others are
left alone, and the window is painted again under the noted ones only. A strip's
pixels are those of the whole panel painted at once: the caller's ``paint`` draws
the whole panel and the strip is cut from it, painted clipped to the stale strips
only. A strip's key holds its
neighbours' keys too, so a glyph spilling over a row's edge is made again with it.

A translucent strip over the table's felt costs the felt and a blend wherever it is
painted again; ``Backing`` paints it onto the felt once, as an opaque copy of the
same pixels, wherever nothing else has been drawn between the felt and the strip.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

import pygame

from game import i18n
from game.engine import theme
from game.engine.canvas import Kept, Recorder, part, touched

Strip = tuple[tuple[int, int], pygame.Surface]  # (offset in the panel, image)


def cut(size: tuple[int, int], edges: Sequence[int]) -> list[pygame.Rect]:
    """Strips across a panel of ``size`` between the heights ``edges`` (0 and the
    panel's height are added); empty strips are left out."""
    w, h = size
    ys = sorted({0, h, *(min(h, max(0, e)) for e in edges)})
    return [pygame.Rect(0, a, w, b - a) for a, b in zip(ys, ys[1:], strict=False) if b > a]


def rows(
    size: tuple[int, int], edges: Sequence[int], keys: Sequence[Hashable]
) -> tuple[list[pygame.Rect], list[Hashable]]:
    """``cut`` with one key per strip; a panel too small for its rows (some strips
    empty) is one strip, all of it, keyed by every row's key."""
    rects = cut(size, edges)
    if len(rects) != len(keys):
        return [pygame.Rect((0, 0), size)], [tuple(keys)]
    return rects, list(keys)


class StripPanel:
    """The strips of one panel at one size (a new size or layout starts afresh)."""

    def __init__(self) -> None:
        self._layout: tuple | None = None
        self._strips: list[tuple[Hashable, pygame.Surface | None]] = []
        # the whole panel, painted strip-wise; the strips are parts of it (subsurfaces),
        # painted again in place and noted for the canvas, never copied out: at 4K a
        # reshuffle's fifteen new tracker strips cost 4 ms of fresh memory faulted in
        self._scratch: Kept | None = None
        self._ground: pygame.Surface | None = None  # the panel's backdrop on the clear
        self._kept: tuple | None = None  # (what the panel showed, in which look, its strips)

    def kept(self, shows: Hashable, make: Callable[[], list[Strip]]) -> list[Strip]:
        """The last strips while the panel ``shows`` the same in the same look and
        language, else ``make()`` (which lays the panel out and calls ``strips``): a
        frame of a still panel makes no strip's key at all, and a new language or look
        remakes the panel whatever the caller's key holds."""
        full = (shows, theme.version(), i18n.language())
        if self._kept is None or self._kept[0] != full:
            self._kept = (full, make())
        return self._kept[1]

    def forget(self) -> None:
        """The window changed size: the next ``kept`` makes the panel again."""
        self._kept = None

    def strips(
        self,
        size: tuple[int, int],
        rects: list[pygame.Rect],
        keys: Sequence[Hashable],
        paint: Callable[[pygame.Surface], None],
        ground: Callable[[pygame.Surface], None] | None = None,
    ) -> list[Strip]:
        """(offset, image) per rect, remade where its key or a neighbour's changed.

        ``paint(surface)`` draws the whole panel on a clear panel-sized surface; it
        is called (clipped) only when some strip is stale. ``ground(surface)``, if
        given, draws what lies under everything ``paint`` draws and never changes (the
        translucent box): it is painted once per layout and copied in under ``paint``,
        which costs half as much at 4K as blending the box onto the clear each time."""
        if len(keys) != len(rects):
            raise ValueError(f"{len(rects)} strips need as many keys, not {len(keys)}")
        # a new look or language: every strip anew (the words in a strip are in its key
        # only as the figures they show)
        layout = (size, tuple(tuple(r) for r in rects), theme.version(), i18n.language())
        if layout != self._layout:
            self._layout = layout
            self._strips = [((), None)] * len(rects)
            self._scratch = Kept(size, pygame.SRCALPHA)
            self._ground = None
        near = [tuple(keys[max(0, i - 1) : i + 2]) for i in range(len(rects))]
        stale = [i for i, key in enumerate(near) if self._strips[i][0] != key]
        if stale:  # one painting for them all (strips between come out the same)
            whole = self._scratch
            assert whole is not None
            clip = rects[stale[0]].union(rects[stale[-1]])
            whole.set_clip(clip)
            whole.fill(theme.CLEAR)  # as clear as a new surface
            if ground is not None:
                if self._ground is None:
                    self._ground = pygame.Surface(size, pygame.SRCALPHA)
                    ground(self._ground)
                # the very pixels: a per-channel max onto the clear copies them
                whole.blit(self._ground, clip, clip, special_flags=pygame.BLEND_RGBA_MAX)
            paint(whole)
            whole.set_clip(None)
            for i in stale:
                img = self._strips[i][1]
                if img is None:  # the layout's first: a new surface tells the canvas itself
                    img = part(whole, rects[i])
                else:
                    touched(img, img.get_rect())
                self._strips[i] = (near[i], img)
        return [(r.topleft, img) for r, (_, img) in zip(rects, self._strips, strict=True)]  # type: ignore[misc]


BACKED_FROM = 2560 * 1440  # window pixels from which panels are backed by the felt


class Backing:
    """A panel's strips painted onto the background under them, each once: opaque images
    with the pixels the translucent strip gives over the background, so the window is
    painted there with one copy and the felt below is left out (game.engine.canvas).

    Only while the frame is recorded (the dirty-rectangle canvas) and only for the strips
    nothing has been drawn over since the background: elsewhere, and in a full redraw,
    the strip itself is blitted, with the same pixels."""

    def __init__(self) -> None:
        self._made: dict[tuple, pygame.Surface] = {}

    def strips(
        self,
        surface: pygame.Surface | Recorder,
        strips: list[Strip],
        at: tuple[int, int],
        background: pygame.Surface,
    ) -> list[Strip]:
        """``strips`` of a panel at ``at`` in the window, backed where that is exact.

        Only in a big window (BACKED_FROM pixels and up): there the felt left out under a
        panel is worth asking the Recorder what was drawn since it; in a small one the
        asking costs more than the pixels it saves (a SLOTKER frame at 1280×720 took a
        sixth longer), and the strips are blitted as they are, with the same pixels."""
        w, h = background.get_size()
        if w * h < BACKED_FROM:
            return strips
        boxes = surface.boxes_since(background) if type(surface) is Recorder else None
        if boxes is None:
            return strips
        bounds = background.get_rect()
        made: dict[tuple, Kept] = {}
        out: list[Strip] = []
        for (x, y), img in strips:
            r = pygame.Rect((at[0] + x, at[1] + y), img.get_size())
            if r.collidelist(boxes) >= 0 or not bounds.contains(r):
                out.append(((x, y), img))
                continue
            key = (img, background, r.topleft)
            backed = self._made.get(key)
            if backed is None:  # new here: a new surface, which the canvas sees as new
                backed = Kept(r.size, background.get_flags() & pygame.SRCALPHA, background)
                _back(backed, background, r, img)
            elif getattr(img, "painted", None):  # the strip was painted in place
                _back(backed, background, r, img)
                touched(backed, backed.get_rect())
            if type(img) is Kept:
                img.painted.clear()  # its news is in the backed copy, shown instead of it
            made[key] = backed
            out.append(((x, y), backed))
        self._made = made  # only the strips on show are kept
        return out


def _back(backed: pygame.Surface, background: pygame.Surface, r: pygame.Rect, img) -> None:
    """``img`` over the ``r`` of ``background``, painted into ``backed`` in place."""
    if backed.get_flags() & pygame.SRCALPHA:  # a translucent background: copy, not blend
        backed.fill(theme.CLEAR)
        backed.blit(background, (0, 0), r, special_flags=pygame.BLEND_RGBA_MAX)
    else:
        backed.blit(background, (0, 0), r)
    backed.blit(img, (0, 0))
