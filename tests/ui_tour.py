"""A tour of every scene and overlay, with every text the UI draws written down.

``Recorder`` hooks the text and panel functions of ``game.engine.ui`` (every
scene draws its words through them), the buttons, the filled rounded boxes of
``game.engine.paint`` (tiles: menu items, list rows) and the focus ring, so a test
sees each text as drawn: its string, its size, where its glyphs went (on its surface
and, through the frame's drawing list, in the window), which panel or button holds
it, the layer it was declared in (``ui.layer``) and whether ``ui.fit`` had to
squeeze it. ``tour`` opens the screens by sections (``SECTIONS``): the first tours'
(the menu, the statistics, every overlay, every help page, each game fresh, after
some moves with the refusals a player meets by clicking around, and at its end, the
tutorials, a match) and the rest of every screen (round results and the match over,
the menu with a saved match, Settings and every Controls page, the full rules,
replays, an arcade run's result and total, questions, the code field, notices and
Statistics with deals in it), and draws one frame of each. tests/layout_check.py
holds the frames to the layout rules.
"""

from __future__ import annotations

import inspect
import random
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field, replace
from typing import Any

import pygame

from game import i18n
from game.engine import canvas, paint, ui
from game.engine.input import LAST
from game.engine.strips import StripPanel
from game.rules import GAMES, TITLES
from game.scenes.menu import MenuScene
from tests.driver import make_app, settle, step

# the smallest window, a tall and a wide one at that least side, the default, a big one
SIZES = [(800, 600), (800, 1200), (1920, 600), (1280, 720), (1920, 1080)]


SIZE_ARGS = ("size", "exact", "bold")  # what sets the font of a single line
BLOCK_ARGS = ("size", "bold", "line_height", "exact")  # and of a block


def arguments(fn: Callable, names: tuple[str, ...]) -> Callable[[tuple, dict], list]:
    """A getter of the values ``names`` take in a call of ``fn`` given its positional and
    keyword arguments (a default where left out). ``inspect.Signature.bind`` did the same
    for every text drawn, and was a tenth of a tour's time."""
    params = list(inspect.signature(fn).parameters.values())
    index = {p.name: i for i, p in enumerate(params)}
    spots = [(n, index[n], params[index[n]].default) for n in names]

    def get(args: tuple, kw: dict) -> list:
        return [kw[n] if n in kw else args[i] if i < len(args) else d for n, i, d in spots]

    return get


@dataclass
class Text:
    text: str
    size: int
    line: int  # the rendered line height (``Font.get_linesize()``) of the font it is drawn in
    rect: pygame.Rect | None  # None: rendered to a surface the scene places itself
    panel: pygame.Rect | None  # the innermost panel drawn before it that holds its centre
    on: pygame.Rect | None = None  # the surface it was drawn on: the window or an image
    sid: int = 0  # which surface that was
    px: int = 0  # the pixels it is drawn at
    ink: pygame.Rect | None = None  # where its glyphs are, on its surface (within ``rect``)
    layer: str = ""  # the layer declared over the scene's own (``ui.layer``), if any
    label_of: pygame.Rect | None = None  # the button it is the label of
    screen: pygame.Rect | None = None  # its ink in the window (after the frame; None: unknown)
    order: int = 0  # when in the frame it went on the window (with its image, if on one)
    drawn: int = 0  # when in the frame it was drawn on its surface (texts and boxes count)


@dataclass
class Button:
    label: str
    rect: pygame.Rect
    panel: pygame.Rect | None  # the innermost panel drawn before it that holds its centre
    on: pygame.Rect  # the surface it was drawn on
    sid: int
    shown: str = ""  # the words it shows (with its key, or a short form), at ``px``
    px: int = 0
    screen: pygame.Rect | None = None  # where in the window (after the frame)


@dataclass
class Frame:
    label: str
    window: pygame.Rect
    texts: list[Text] = field(default_factory=list)
    panels: list[tuple[int, pygame.Rect]] = field(default_factory=list)  # (surface id, box)
    buttons: list[Button] = field(default_factory=list)
    message: str = ""  # a table's message line, when one shows
    # (text, px) that ``ui.squeezed`` said while the frame's scene drew: then those drawn
    squeezed: set[tuple[str, int]] = field(default_factory=set)
    # the surfaces drawn on this frame, by id, until the frame is placed (``Recorder.place``)
    surfaces: dict[int, object] = field(default_factory=dict, repr=False)
    placed: dict[int, tuple[int, int]] = field(default_factory=dict)  # image id: its origin
    # the panels drawn on the window itself: (order, box, alpha, layer), what hides texts
    covers: list[tuple[int, pygame.Rect, int, str]] = field(default_factory=list)
    window_sid: int = 0  # the id of the surface the frame drew on (the canvas's recorder)
    blits: dict[int, int] = field(default_factory=dict)  # image id: when it first went on
    # the glyphs' boxes of the overlay under the top one (an overlay over an overlay: the
    # Controls page over Settings), drawn on the window: the top one must hide them
    below: list[tuple[str, pygame.Rect]] = field(default_factory=list)
    # every box a text may belong to, in drawing order: (surface id, box, order, kind), kind
    # "panel" (``ui.panel``), "tile" (a filled rounded rectangle: a menu item, a row),
    # "field" (a tile of ``theme.FIELD``: what the player types) or "button" (``ui.Button``)
    holders: list[tuple[int, pygame.Rect, int, str]] = field(default_factory=list)
    rings: list[tuple[int, pygame.Rect, pygame.Rect]] = field(default_factory=list)  # focus

    def holder(self, rect: pygame.Rect, surface_id: int) -> pygame.Rect | None:
        """The last panel drawn on the same surface holding ``rect``'s centre (the box
        the text belongs to)."""
        for sid, p in reversed(self.panels):
            if sid == surface_id and p.collidepoint(rect.center):
                return p
        return None


class Recorder:
    """Patches ``ui`` for the length of a ``with``; ``frame(label)`` starts a fresh page.

    Each text is written down with the surface it went on; after the frame, the
    window's drawing list (``game.engine.canvas``) says where each image with words on
    it and each text image the scene placed itself went, so every text is known in the
    window too (``Text.screen``) where it can be (an image blitted into another image is
    not followed). A text that did not fit by ``ui.fit``'s rule (``ui.squeezed``) is
    noted, and the fitting caches start empty so each tour meets every fit afresh."""

    def __init__(self, monkeypatch) -> None:
        self.frames: list[Frame] = []
        self.strings: set[str] = set()
        self.sizes: set[tuple[str, int]] = set()
        self.lines: set[tuple[str, int]] = set()  # (text, rendered line height) of each
        self.squeezed: set[tuple[str, int]] = set()  # (text, px) squeezed, this tour
        self._depth = 0
        self._below = False  # drawing the overlay under the top one (``Frame.below``)
        self._images: dict[int, object] = {}  # a text image the scene places itself: by id
        mp = monkeypatch
        render, text_block = ui.render, ui.text_block
        blit_text, blit_block, panel = ui.blit_text, ui.blit_block, ui.panel
        button_draw = ui.Button.draw
        squeezed = ui.squeezed
        render_args, text_args = arguments(render, SIZE_ARGS), arguments(blit_text, SIZE_ARGS)
        tblock_args = arguments(text_block, BLOCK_ARGS)
        block_args = arguments(blit_block, BLOCK_ARGS)
        ink_args = arguments(
            blit_block, ("width", "colour", "align", "bold", "line_height", "exact")
        )
        panel_args = arguments(panel, ("alpha",))
        self._order = 0
        for cache in (ui._fits, ui._fit_sizes, ui._labels, ui._fitted):
            cache.clear()  # a squeeze is said when it is worked out: this tour works all out

        def text_line(get, *a, **kw) -> tuple[int, int, bool]:
            """The line height, pixel size and boldness of the font a call to ``render``
            or ``blit_text`` draws in."""
            size, exact, bold = get(a, kw)
            px = ui.pixel_size(size, exact)
            return ui.sized_font(px, bold).get_linesize(), px, bold

        def block_line(get, *a, **kw) -> tuple[int, int]:
            """A block's line: the font's own, or the step asked for if that is less."""
            size, bold, step, exact = get(a, kw)
            px = ui.pixel_size(size, exact)
            line = ui.sized_font(px, bold).get_linesize()
            line = min(line, ui.line_step(size, step, bold)) if step else line
            return line, px

        def rec_render(text, size, *a, **kw):
            img = render(text, size, *a, **kw)
            if self._depth == 0:
                line, px, _bold = text_line(render_args, text, size, *a, **kw)
                self._note(text, size, None, line=line, px=px, image=img)
            return img

        def rec_block(text, size, *a, **kw):
            img = text_block(text, size, *a, **kw)
            if self._depth == 0:
                line, px = block_line(tblock_args, text, size, *a, **kw)
                self._note(text, size, None, line=line, px=px, image=img)
            return img

        def rec_blit_text(surface, text, size, *a, **kw):
            self._depth += 1
            try:
                rect = blit_text(surface, text, size, *a, **kw)
            finally:
                self._depth -= 1
            if self._depth:  # a button's label: the button notes it
                return rect
            line, px, bold = text_line(text_args, surface, text, size, *a, **kw)
            ink = render(text, px, bold=bold, exact=True).get_bounding_rect().move(rect.topleft)
            self._note(text, size, rect, surface, line, px, ink)
            return rect

        def rec_blit_block(surface, text, size, *a, **kw):
            self._depth += 1
            try:
                rect = blit_block(surface, text, size, *a, **kw)
            finally:
                self._depth -= 1
            if self._depth:
                return rect
            # the block's box is as wide as asked; the ink inside it is what must fit
            img = text_block(text, size, *ink_args((surface, text, size, *a), kw))
            ink = img.get_bounding_rect().move(rect.topleft)
            line, px = block_line(block_args, surface, text, size, *a, **kw)
            self._note(text, size, ink, surface, line, px, ink)
            return rect

        def rec_panel(surface, rect, *a, **kw):
            if self.recording:
                frame = self.frames[-1]
                frame.panels.append((id(surface), pygame.Rect(rect)))
                frame.surfaces[id(surface)] = surface
                self._order += 1
                frame.holders.append((id(surface), pygame.Rect(rect), self._order, "panel"))
                if type(surface) is canvas.Recorder:
                    (alpha,) = panel_args((surface, rect, *a), kw)
                    if ui.theme.current().high_contrast:
                        alpha = max(alpha, 236)
                    self._order += 1
                    frame.covers.append((self._order, pygame.Rect(rect), alpha, ui.current_layer()))
            return panel(surface, rect, *a, **kw)

        def rec_button(btn, surface, *a, **kw):
            self._depth += 1
            try:
                button_draw(btn, surface, *a, **kw)
            finally:
                self._depth -= 1
            shown, px = btn.shown_label()
            box = pygame.Rect(btn.rect)
            words = render(shown, px, exact=True)
            rect = words.get_rect(center=box.center)
            ink = words.get_bounding_rect().move(rect.topleft)
            line = ui.sized_font(px, False).get_linesize()
            if self.recording:
                frame = self.frames[-1]
                holder = frame.holder(box, id(surface))  # the panel the button sits in
                frame.buttons.append(
                    Button(btn.label, box, holder, surface.get_rect(), id(surface), shown, px)
                )
                frame.panels.append((id(surface), box))
                frame.surfaces[id(surface)] = surface
                self._order += 1
                frame.holders.append((id(surface), box, self._order, "button"))
            self._note(shown, px, rect, surface, line, px, ink, label_of=box)

        def rec_squeezed(text, px, at, width):
            self.squeezed.add((text, at))
            if self.recording:  # worked out for the frame's own scene (not one under it)
                self.frames[-1].squeezed.add((text, at))
            return squeezed(text, px, at, width)

        mp.setattr(ui, "render", rec_render)
        mp.setattr(ui, "text_block", rec_block)
        mp.setattr(ui, "blit_text", rec_blit_text)
        mp.setattr(ui, "blit_block", rec_blit_block)
        mp.setattr(ui, "panel", rec_panel)
        mp.setattr(ui.Button, "draw", rec_button)
        mp.setattr(ui, "squeezed", rec_squeezed)
        paint_rect, focus_ring = paint.rect, ui.focus_ring

        def rec_rect(surface, colour, rect, width=0, border_radius=0, *a, **kw):
            if self.recording and width == 0 and border_radius > 0:  # a tile: a box of words
                self._order += 1
                frame = self.frames[-1]
                kind = "field" if colour == getattr(ui.theme, "FIELD", ()) else "tile"
                frame.holders.append((id(surface), pygame.Rect(rect), self._order, kind))
                frame.surfaces[id(surface)] = surface
            return paint_rect(surface, colour, rect, width, border_radius, *a, **kw)

        def rec_ring(surface, rect, *a, **kw):
            ring = focus_ring(surface, rect, *a, **kw)
            if self.recording:
                self.frames[-1].rings.append((id(surface), pygame.Rect(ring), pygame.Rect(rect)))
            return ring

        mp.setattr(paint, "rect", rec_rect)
        mp.setattr(ui, "focus_ring", rec_ring)
        canvas_blit = canvas.Recorder.blit

        def rec_canvas_blit(window, source, dest, *a, **kw):
            if self.recording:  # when each image went on the window, among texts and panels
                self._order += 1
                self.frames[-1].blits.setdefault(id(source), self._order)
            return canvas_blit(window, source, dest, *a, **kw)

        mp.setattr(canvas.Recorder, "blit", rec_canvas_blit)
        self.screen: pygame.Surface | None = None
        self.recording = False  # only the frames ``draw`` asks for are written down

    def _note(
        self,
        text: str,
        size: int,
        rect,
        surface=None,
        line: int = 0,
        px: int = 0,
        ink=None,
        image=None,
        label_of=None,
    ) -> None:
        self.strings.add(text)
        self.sizes.add((text, size))  # cached backgrounds too, drawn outside a recorded frame
        self.lines.add((text, line))
        if self._below and rect is not None and ink is not None and self.frames:
            if type(surface) is canvas.Recorder:
                self.frames[-1].below.append((text, pygame.Rect(ink)))
            return
        if not self.recording:
            return
        frame = self.frames[-1]
        layer = ui.current_layer()
        self._order += 1
        if rect is None:
            frame.texts.append(
                Text(
                    text,
                    size,
                    line,
                    None,
                    None,
                    px=px,
                    layer=layer,
                    order=self._order,
                    drawn=self._order,
                )  # fmt: skip
            )
            if image is not None:
                self._images[len(frame.texts) - 1] = image
        else:  # the window, or an image the scene blits later: the text must fit it
            rect = pygame.Rect(rect)
            clip = surface.get_clip() if hasattr(surface, "get_clip") else None
            if ink is not None and clip is not None and not clip.colliderect(ink):
                return  # drawn where nothing shows (a panel painted strip by strip)
            holder = label_of if label_of is not None else frame.holder(rect, id(surface))
            on = surface.get_rect()
            frame.surfaces[id(surface)] = surface
            shape = dict(px=px, ink=ink, layer=layer, label_of=label_of)
            shape |= dict(order=self._order, drawn=self._order)
            frame.texts.append(Text(text, size, line, rect, holder, on, id(surface), **shape))

    def place(self, frame: Frame, ops: list, window) -> None:
        """Each text and button of ``frame`` in the window: those drawn on the window
        (``window``, the frame's drawing list) where they are, those on an image where
        the image (or a part of it) was blitted by the frame's own operations (``ops``),
        and each text image the scene placed itself where it went (one text each time)."""
        origin: dict[int, tuple[int, int]] = {id(window): (0, 0)}
        shows: dict[int, list[pygame.Rect]] = {id(window): [frame.window]}  # where each shows
        blits: dict[int, list[tuple[int, int]]] = {}
        sources: dict[int, pygame.Surface] = {}  # every image blitted whole or in part
        for op in ops:
            key, clip, args = op[0], op[2], op[4]
            if key[0] != "b":
                continue
            source, dest, area = args[0], args[1], args[2]
            x, y = int(dest[0]), int(dest[1])
            seen = pygame.Rect((x, y), area[2:] if area is not None else source.get_size())
            seen = seen.clip(clip) if clip is not None else seen
            if area is not None:
                x, y = x - int(area[0]), y - int(area[1])
            blits.setdefault(id(source), []).append((x, y))
            parent = source.get_abs_parent() if hasattr(source, "get_abs_parent") else source
            sources[id(parent)] = parent
            if parent is not source:  # a part of an image: the image's origin is further up
                ox, oy = source.get_abs_offset()
                if id(source) in frame.blits:
                    frame.blits.setdefault(id(parent), frame.blits[id(source)])
                origin.setdefault(id(parent), (x - ox, y - oy))
                shows.setdefault(id(parent), []).append(seen)
            origin.setdefault(id(source), (x, y))
            shows.setdefault(id(source), []).append(seen)
        # an image painted into another one (a panel blended into its strips' surface) is
        # not followed: it goes where the one image of its size drawn here went, if one did
        sizes: dict[tuple[int, int], list[int]] = {}
        for sid, surf in sources.items():
            sizes.setdefault(surf.get_size(), []).append(sid)
        for sid, surf in frame.surfaces.items():
            same = sizes.get(surf.get_size(), []) if sid not in origin else []
            if len(same) == 1:
                origin[sid], shows[sid] = origin[same[0]], shows[same[0]]
                if same[0] in frame.blits:
                    frame.blits.setdefault(sid, frame.blits[same[0]])
        frame.placed = origin
        frame.window_sid = id(window)
        placed: list[Text] = []
        drawn = {(t.text, tuple(t.ink)) for t in frame.texts if t.rect is not None and t.ink}
        for i, t in enumerate(frame.texts):
            if t.rect is not None:
                at = origin.get(t.sid)
                if at is not None and t.ink is not None:
                    ink = t.ink.move(at)
                    where = [r for r in shows[t.sid] if r.colliderect(ink)]
                    if where:
                        t.screen = ink.clip(where[0].unionall(where[1:]))
                        t.order = frame.blits.get(t.sid, t.order)  # on the window when its image
                    else:
                        t.ink = None  # blitted where none of it shows
                continue
            image = self._images.get(i)
            spots = blits.get(id(image), []) if image is not None else []
            inks = [image.get_bounding_rect().move(x, y) for x, y in spots]
            # a text measured first and then drawn by ``ui`` is the drawn one, not twice
            spots = [
                xy for xy, ink in zip(spots, inks, strict=True) if (t.text, tuple(ink)) not in drawn
            ]
            for n, (x, y) in enumerate(spots):
                ink = image.get_bounding_rect().move(x, y)
                whole = image.get_rect(topleft=(x, y))
                if n == 0:
                    t.rect, t.ink, t.screen, t.on, t.sid = whole, ink, ink, frame.window, id(window)
                    t.order = frame.blits.get(id(image), t.order)
                else:
                    where = dict(rect=whole, on=frame.window, sid=id(window), ink=ink, screen=ink)
                    placed.append(replace(t, **where))
        frame.texts += placed
        for b in frame.buttons:
            at = origin.get(b.sid)
            if at is not None:
                b.screen = b.rect.move(at)
        self._images.clear()
        frame.surfaces.clear()

    def draw(self, app, label: str) -> Frame:
        """One frame of ``app`` as it stands, recorded under ``label``: the top scene's
        words, and the notice bar's over them."""
        self.screen = app.screen
        frame = Frame(label, app.screen.get_rect())
        self.frames.append(frame)
        top = app.scenes.top
        drawn = top.draw
        notice = app.scenes.notice
        notice_draw = notice.draw
        if getattr(top, "_background", None) is not None:
            top._background = None  # painted again inside the frame, so its words are seen
        forget_kept(top)
        for cache in (ui._fits, ui._fit_sizes, ui._labels, ui._fitted):
            cache.clear()  # each fit of the frame worked out in it: a squeeze is seen there
        seen: dict = {}

        def draw_top(surface: pygame.Surface) -> None:
            # only the top scene's words: an overlay's shade covers the ones below
            self.recording = True
            seen["surface"], seen["start"] = surface, len(getattr(surface, "ops", ()))
            try:
                drawn(surface)
            finally:
                self.recording = False

        def draw_notice(surface: pygame.Surface) -> None:
            self.recording = "surface" in seen
            try:
                notice_draw(surface)
            finally:
                self.recording = False

        stack = app.scenes.stack
        under = stack[-2] if len(stack) > 1 and not top.opaque and not stack[-2].opaque else None
        under_draw = under.draw if under is not None else None

        def draw_under(surface: pygame.Surface) -> None:
            self._below = True
            try:
                under_draw(surface)
            finally:
                self._below = False

        top.draw = draw_top
        notice.draw = draw_notice
        if under is not None:
            under.draw = draw_under
        try:
            step(app)
        finally:
            del top.draw
            del notice.draw
            if under is not None:
                del under.draw
        frame.squeezed = {(t.text, t.px) for t in frame.texts if (t.text, t.px) in frame.squeezed}
        window = seen.get("surface")
        ops = getattr(window, "ops", None)
        if window is not None and ops is not None:
            self.place(frame, ops[seen["start"] :], window)
        else:
            self._images.clear()
            frame.surfaces.clear()
        if getattr(top, "message_time", 0) > 0:
            frame.message = top.message
        return frame


def forget_kept(scene) -> None:
    """A scene's kept pictures (its felt, HUD panels kept as strips, the message line's
    layout) made again in the frame recorded, so their words are seen in every frame
    and not only in the one that first painted them: each part of the scene (and of its
    parts, three deep) with a ``forget`` is told to."""
    seen: set[int] = {id(scene)}
    parts = [(scene, 0)]
    while parts:
        part, depth = parts.pop()
        if part is not scene and (
            isinstance(part, StripPanel) or callable(getattr(part, "forget", None))
        ):
            part.forget()
            if isinstance(part, StripPanel):
                part._layout = None  # every strip painted again, not only the stale ones
        if isinstance(getattr(part, "_notes", None), dict):
            part._notes.clear()  # a scene's own fitted wordings (the menu's)
        if depth < 3 and hasattr(part, "__dict__"):
            for v in vars(part).values():
                if id(v) not in seen and type(v).__module__.startswith("game."):
                    seen.add(id(v))
                    parts.append((v, depth + 1))


def playout(game: str, seed: int, hard: bool = False, limit: int = 400) -> list[tuple]:
    """Random legal moves from deal ``seed`` until the game ends (or ``limit``)."""
    rules = GAMES[game].new(seed=seed, hard=hard)
    rng = random.Random(seed)
    moves: list[tuple] = []
    while rules.status == "playing" and len(moves) < limit:
        legal = rules.legal_moves()
        if not legal:
            break
        move = rng.choice(legal)
        rules.play(move)
        moves.append(tuple(move))
    return moves


def overlays(say=lambda text: text) -> dict[str, dict]:
    """Each overlay's keywords, as the scenes hand them over: their words already in the
    player's language (``say``: the tour in another language passes ``i18n._``, which the
    pseudo-language marks; a player's name is never translated)."""
    return {
        "settings": {},
        "controls": {},
        "pause": {"game": "combo", "lines": [say("Combo-bliterate, deal #123456 (hard)")]},
        "deal_number": {"title": say("Combo-bliterate")},
        "confirm": {
            "question": say("Start a new deal? This one counts as abandoned."),
            "choice": "new",
        },
        "result": {
            "title": say("No moves left"),
            "lines": [say("Deal #591673"), say("In 41 moves, 2 undos, 3:12")],
            "won": False,
            "buttons": ("new", "undo", "restart", "menu"),
        },
        "handoff": {"name": "Annabelle", "round_no": 12},
        "round_result": {
            "title": say("Round 12: Annabelle wins"),
            "rows": [
                ("1", "Annabelle", say("three Aces, Ace high"), "1000", True),
                ("2", say("Computer 2"), say("no set"), "40", False),
            ],
            "pot": say("Pot 120"),
        },
    }


OVERLAYS = overlays()


def click_around(recorder: Recorder, app, scene, label: str, tries: int = 6) -> None:
    """Activate some table targets as a player clicking about would; draw each answer."""
    names = [t.name for t in scene.cursor.targets if not t.name.startswith(("button", "toolbar"))]
    rng = random.Random(label)
    for name in rng.sample(names, min(tries, len(names))):
        if app.scenes.top is not scene:
            return
        scene.controls.activate(name)
        settle(app)
        recorder.draw(app, f"{label} click {name}")


@dataclass
class Tour:
    """What one tour is made in: the window's size, the language, the print, the device."""

    size: tuple[int, int]
    deep: bool = True
    large: bool = False
    language: str = "en"
    pad: bool = False

    def say(self, text: str) -> str:
        """A word of the tour's own made as the scenes make theirs (the pseudo-language
        marks it)."""
        return i18n._(text) if self.language != "en" else text


Section = Callable[[Recorder, Any, Tour], Iterator[Frame]]


def menu_screens(recorder: Recorder, app, t: Tour) -> Iterator[Frame]:
    app.scenes.push("menu")
    settle(app)
    yield recorder.draw(app, "menu")
    for game in TITLES:  # the menu's line about the game under the pointer
        menu = app.scenes.top
        menu.pointed_game = game
        yield recorder.draw(app, f"menu on {game}")


def stats_screens(
    recorder: Recorder, app, t: Tour, pages: int = 3, tag: str = ""
) -> Iterator[Frame]:
    for page in range(pages):  # the overview, the high scores, the daily deals ...
        app.scenes.push("stats", page=page)
        settle(app)
        yield recorder.draw(app, f"stats{tag} {page}")
        app.scenes.pop()


def setup_screens(recorder: Recorder, app, t: Tour) -> Iterator[Frame]:
    app.scenes.push("slotker_setup")
    settle(app)
    yield recorder.draw(app, "slotker_setup")
    app.scenes.pop()


def overlay_screens(recorder: Recorder, app, t: Tour) -> Iterator[Frame]:
    for name, kw in overlays(t.say).items():
        app.scenes.push(name, **kw)
        settle(app)
        yield recorder.draw(app, name)
        app.scenes.pop()


def help_screens(recorder: Recorder, app, t: Tour) -> Iterator[Frame]:
    for game in [*TITLES, "slotker_match"]:
        app.scenes.push("help", game=game)
        settle(app)
        yield recorder.draw(app, f"help {game}")
        app.scenes.pop()


def game_screens(recorder: Recorder, app, t: Tour) -> Iterator[Frame]:
    deep = t.deep
    for game in TITLES:
        for hard in (False, True):
            seed = 7 if game != "slotker" else 1394
            moves = playout(game, seed, hard)
            for label, played in (("fresh", []), ("middle", moves[: len(moves) // 2])):
                app.scenes.clear_to("menu", fade=False)
                scene = app.scenes.push(game, seed=seed, hard=hard, moves=played)
                settle(app)
                tag = f"{game}{' hard' if hard else ''} {label}"
                yield recorder.draw(app, tag)
                if deep and label == "middle":
                    click_around(recorder, app, scene, tag)
                    yield recorder.frames[-1]
            app.scenes.clear_to("menu", fade=False)  # a deal number as long as they come
            app.scenes.push(game, seed=912444, hard=hard)
            settle(app)
            yield recorder.draw(app, f"{game}{' hard' if hard else ''} long deal number")
            if deep and game != "maze":
                app.scenes.clear_to("menu", fade=False)
                scene = app.scenes.push(game, seed=seed, hard=hard, moves=moves)
                settle(app)
                step(app, 90)
                settle(app)
                yield recorder.draw(app, f"{game}{' hard' if hard else ''} ended")
    app.scenes.clear_to("menu", fade=False)


def tutorial_screens(recorder: Recorder, app, t: Tour) -> Iterator[Frame]:
    for game in TITLES:  # each tutorial: its first words, and a step or two on
        app.scenes.clear_to("menu", fade=False)
        scene = app.scenes.push(game, tutorial=True)
        settle(app)
        yield recorder.draw(app, f"{game} tutorial")
        if scene.tutor.tutorial is None:
            continue
        for n in range(2):
            step_now = scene.tutor.step()
            if step_now is None:
                break
            scene.try_move(tuple(step_now.move))
            settle(app)
            step(app, 30)
            settle(app)
            yield recorder.draw(app, f"{game} tutorial step {n + 1}")
    app.scenes.clear_to("menu", fade=False)


def match_screens(recorder: Recorder, app, t: Tour) -> Iterator[Frame]:
    app.scenes.clear_to("menu", fade=False)
    app.scenes.push("slotker_match", seats=[("Annabelle", False), ("Computer", True)], seed=2)
    for i in range(4):
        settle(app)
        step(app, 60)
        yield recorder.draw(app, f"slotker_match {i}")
    if t.deep:  # four seats of the default names, with chips, in their second round
        app.scenes.clear_to("menu", fade=False)
        session = played_match(app, SEATS, ROUND_SEED, 10, 100, rounds=2, moves=5)
        app.scenes.push("slotker_match", resume=session.to_dict())
        for i in range(4):
            settle(app)
            step(app, 45)
            yield recorder.draw(app, f"slotker_match four seats {i}")
    app.scenes.clear_to("menu", fade=False)


# --- the screens the first tours did not reach --------------------------------------------
# four seats of the default names (a person, three computers), and two named
SEATS = [("", False), ("", True), ("", True), ("", True)]
ROUND_SEED = 12  # its first round's sets are as long as they come (three Bells, King high)


def played_match(app, seats, seed: int, ante: int, chips: int, rounds: int = 1, moves: int = 10**6):
    """A match of ``seats`` played by the bot on the app's ledger (saved as a player's
    would be) to the end of round ``rounds``, or to its end; ``moves``: only so many moves
    of round ``rounds``."""
    from game.ai import bot_for
    from game.games.slotker.match_scene import fallback_move
    from game.games.slotker.match_session import MatchSession

    session = MatchSession(app.ledger, seats, seed, ante, chips)
    bot = bot_for("slotker", seed=seed)
    for _ in range(4000):
        m = session.match
        if m.status == "playing" and m.round == rounds and moves <= 0:
            break
        if m.status == "playing":
            moves -= m.round == rounds
            move = tuple(bot.choose(m)) if bot is not None else fallback_move(m.run)
            if move not in m.run.legal_moves():
                move = fallback_move(m.run)
            session.play(move)
        elif m.status == "round_over" and m.round < rounds:
            session.next_round()
        else:
            break
    return session


def result_screens(recorder: Recorder, app, t: Tour) -> Iterator[Frame]:
    """A match's round results (four seats with chips; two named seats without), its
    table at the end of a round, the match over, and watching it again."""
    for label, seats, ante, rounds in (
        ("four seats", SEATS, 10, 1),
        ("named", [("Annabelle", False), ("Computer", True)], 0, 2),
    ):
        app.scenes.clear_to("menu", fade=False)
        session = played_match(app, seats, ROUND_SEED, ante, 100, rounds)
        app.scenes.push("slotker_match", resume=session.to_dict())
        settle(app)
        step(app, 30)
        settle(app)
        yield recorder.draw(app, f"round results {label}")
    app.scenes.clear_to("menu", fade=False)
    session = played_match(app, SEATS[:2], 3, 50, 100, rounds=99)
    app.scenes.push("slotker_match", resume=session.to_dict())
    settle(app)
    step(app, 30)
    settle(app)
    yield recorder.draw(app, "match over")
    top = app.scenes.top
    if hasattr(top, "copy_code"):
        top.copy_code()
        yield recorder.draw(app, "match over code copied")
        top.close("watch")
        settle(app)
        step(app, 40)
        settle(app)
        yield recorder.draw(app, "match watched")
    app.scenes.clear_to("menu", fade=False)


def saved_match_screens(recorder: Recorder, app, t: Tour) -> Iterator[Frame]:
    """The menu with a match saved: its item says Continue match."""
    app.scenes.clear_to("menu", fade=False)
    played_match(app, SEATS[:2], 5, 10, 100)
    app.scenes.clear_to("menu", fade=False)
    app.scenes.top.build()
    settle(app)
    yield recorder.draw(app, "menu with a saved match")
    app.scenes.top.pointed_game = "slotker"
    yield recorder.draw(app, "menu with a saved match on slotker")


def controls_screens(recorder: Recorder, app, t: Tour) -> Iterator[Frame]:
    """Settings, and every page of the Controls page over them."""
    app.scenes.clear_to("menu", fade=False)
    settings = app.scenes.push("settings")
    settle(app)
    for i in range(len(settings.rects)):
        settings.focus = i
        yield recorder.draw(app, f"settings focus {i}")
    page = app.scenes.push("controls")
    settle(app)
    for n in range(page.pages):
        page.focus = next(i for _layer, i in page.paged[n] if i is not None)
        yield recorder.draw(app, f"controls page {n + 1}")
    page.focus = len(page.actions)  # the buttons under the rows: the last page
    yield recorder.draw(app, "controls buttons")
    app.scenes.clear_to("menu", fade=False)


def full_rules_screens(recorder: Recorder, app, t: Tour) -> Iterator[Frame]:
    for game in [*TITLES, "slotker_match"]:
        scene = app.scenes.push("help", game=game)
        settle(app)
        scene.full = True
        scene._page = None
        scene.layout_buttons()
        yield recorder.draw(app, f"full rules {game}")
        app.scenes.pop()
    app.scenes.push("help", game="arcade", browse=True)
    settle(app)
    yield recorder.draw(app, "help from the menu")
    app.scenes.clear_to("menu", fade=False)


def replay_screens(recorder: Recorder, app, t: Tour) -> Iterator[Frame]:
    """Each game's deal watched again: playing, and paused."""
    from game.session import Session
    from game.store.ledger import MemoryLedger

    for game in TITLES:
        moves = playout(game, 17)
        session = Session(game, MemoryLedger(), seed=17)
        for move in moves[:8]:
            session.play(move)
        line = {**session.to_dict(), "redo": [], "elapsed": 38.0}
        app.scenes.clear_to("menu", fade=False)
        scene = app.scenes.push(game, replay=line)
        settle(app)
        step(app, 40)
        yield recorder.draw(app, f"{game} replay")
        scene.replayer.toggle()  # paused: its line says how to play on
        settle(app)
        yield recorder.draw(app, f"{game} replay paused")
    app.scenes.clear_to("menu", fade=False)


def run_screens(recorder: Recorder, app, t: Tour) -> Iterator[Frame]:
    """An arcade run: a game of it on the table, its result, the run's total, and the
    runs' board in Statistics."""
    from game.session import ArcadeRun

    app.scenes.clear_to("menu", fade=False)
    run = ArcadeRun(app.ledger)
    table = app.scenes.push(run.game, run=run)
    settle(app)
    yield recorder.draw(app, "run table")
    table.show_pause()
    settle(app)
    yield recorder.draw(app, "run pause")
    app.scenes.pop()
    give_up(app, table)
    yield recorder.draw(app, "run game result")
    while len(run.parts) < len(run.order) - 1:  # the rest but the last, given up at once
        deal = run.start_deal()
        if deal.playing:
            deal.give_up()
        else:
            deal.shown()
    app.scenes.clear_to("menu", fade=False)
    table = app.scenes.push(run.game, run=run)
    settle(app)
    give_up(app, table)
    yield recorder.draw(app, "run last game result")
    app.scenes.top.close("total")
    settle(app)
    yield recorder.draw(app, "run total")
    app.scenes.clear_to("menu", fade=False)


def give_up(app, table) -> None:
    """A move on ``table`` if there is one, then give the deal up: its result shows."""
    moves = table.game.legal_moves() if table.session.playing else []
    if moves:
        table.play_move(moves[0])
        settle(app)
    if table.session.playing:
        table.perform("give_up")
    for _ in range(600):
        if app.scenes.top is not table:
            break
        step(app, draw=False)
    settle(app)


def records_screens(recorder: Recorder, app, t: Tour) -> Iterator[Frame]:
    """Statistics with something in them, every page (Recent's rows, the runs' board):
    each game won or lost to its end and one given up, a finished arcade run and a
    finished match, then the pages."""
    from game.scenes.stats import PAGES
    from game.session import ArcadeRun, Session

    for game in TITLES:
        for seed in (7, 8):
            session = Session(game, app.ledger, seed=seed)
            for move in playout(game, seed)[: 10**6 if seed == 7 else 3]:
                if session.playing:
                    session.play(move)
            if session.playing and session.can_give_up:
                session.give_up()
    run = ArcadeRun(app.ledger)
    while not run.over:
        deal = run.start_deal()
        if deal.playing:
            deal.give_up()
        else:
            deal.shown()
    played_match(app, SEATS[:2], 3, 50, 100, rounds=99)
    yield from stats_screens(recorder, app, t, len(PAGES), " played")


def confirm_screens(recorder: Recorder, app, t: Tour) -> Iterator[Frame]:
    """The questions a table asks, the quit question, the code field, a notice."""
    app.scenes.clear_to("menu", fade=False)
    table = app.scenes.push("monte_carlo", seed=7)
    settle(app)
    table.play_move(table.game.legal_moves()[0])
    settle(app)
    for action in ("new", "restart", "give_up"):
        table.request(action)
        settle(app)
        if app.scenes.top is not table:
            yield recorder.draw(app, f"confirm {action}")
            app.scenes.pop()
            settle(app)
    table.show_pause()
    settle(app)
    yield recorder.draw(app, "pause")
    app.scenes.clear_to("menu", fade=False)
    app.scenes.push("quit_pending")
    settle(app)
    yield recorder.draw(app, "quit question")
    app.scenes.pop()
    app.scenes.push("open_code")
    settle(app)
    yield recorder.draw(app, "code field")
    field = app.scenes.top
    field.text = "PA2-" + "7QX3" * 12
    yield recorder.draw(app, "code field typed")
    app.scenes.pop()
    app.report(t.say("could not write {file}: {why}").format(file="patience.db", why="disk full"))
    yield recorder.draw(app, "notice over the menu")
    app.scenes.push("zoomer", seed=7)
    settle(app)
    app.report(
        t.say("cannot open the data folder {folder}: {why}").format(
            folder="/home/player/.local/share/patience-arcade", why="Permission denied"
        )
    )
    yield recorder.draw(app, "notice over a table")
    app.scenes.notice.update(60.0)  # gone: the screens after are seen without it
    app.scenes.clear_to("menu", fade=False)


# the first tours' screens (tests/test_ui_words_fit.py, tests/test_i18n_fit.py), in order
FIRST: dict[str, Section] = {
    "menu": menu_screens,
    "stats": stats_screens,
    "setup": setup_screens,
    "overlays": overlay_screens,
    "help": help_screens,
    "games": game_screens,
    "tutorials": tutorial_screens,
    "match": match_screens,
}
# and the rest of every screen (tests/test_layout_matrix.py tours them all)
MORE: dict[str, Section] = {
    "results": result_screens,
    "saved match": saved_match_screens,
    "controls": controls_screens,
    "full rules": full_rules_screens,
    "replay": replay_screens,
    "run": run_screens,
    "confirm": confirm_screens,
    "records": records_screens,
}
SECTIONS: dict[str, Section] = {**FIRST, **MORE}


def tour(
    recorder: Recorder,
    size: tuple[int, int],
    deep: bool = True,
    large: bool = False,
    language: str = "en",
    pad: bool = False,
    sections: Iterable[str] = tuple(FIRST),
) -> Iterator[Frame]:
    """Every scene and overlay at ``size``; ``deep`` adds clicks, hints and ends;
    ``large``: in large print; ``language``: in that language ("ru", or "qps", the
    pseudo-language that marks every translated word); ``pad``: the words of a game
    pad (the device last used); ``sections``: which parts of the tour (SECTIONS), the
    first tours' by default. The caller sets the language and the device back."""
    app = make_app(size=size)
    i18n.use(language)
    LAST.pad = pad
    if large:
        app.settings.override("large_print", True)
        app.apply_theme()
    t = Tour(size, deep, large, language, pad)
    for name in sections:
        if name != "menu" and not (app.scenes.stack and isinstance(app.scenes.top, MenuScene)):
            app.scenes.clear_to("menu", fade=False)
            settle(app)
        yield from SECTIONS[name](recorder, app, t)
