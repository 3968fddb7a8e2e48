"""A tour of every scene and overlay, with every text the UI draws written down.

``Recorder`` hooks the text and panel functions of ``game.engine.ui`` (every
scene draws its words through them), so a test sees each text as drawn: its
string, its font size, where it went and which panel it sits in. ``tour``
opens the menu, the statistics, every overlay, every help page and each game
fresh, after some moves (with the refusals a player meets by clicking
around), with a hint, and at its end, and draws one frame of each.
"""

from __future__ import annotations

import inspect
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

import pygame

from game import i18n
from game.engine import ui
from game.rules import GAMES, TITLES
from tests.driver import make_app, settle, step

# the smallest window, a tall and a wide one at that least side, the default, a big one
SIZES = [(800, 600), (800, 1200), (1920, 600), (1280, 720), (1920, 1080)]


SIZE_ARGS = ("size", "exact", "bold")  # what sets the font of a single line
BLOCK_ARGS = ("size", "bold", "line_height")  # and of a block


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


@dataclass
class Button:
    label: str
    rect: pygame.Rect
    panel: pygame.Rect | None  # the innermost panel drawn before it that holds its centre
    on: pygame.Rect  # the surface it was drawn on
    sid: int


@dataclass
class Frame:
    label: str
    window: pygame.Rect
    texts: list[Text] = field(default_factory=list)
    panels: list[tuple[int, pygame.Rect]] = field(default_factory=list)  # (surface id, box)
    buttons: list[Button] = field(default_factory=list)
    message: str = ""  # a table's message line, when one shows

    def holder(self, rect: pygame.Rect, surface_id: int) -> pygame.Rect | None:
        """The last panel drawn on the same surface holding ``rect``'s centre (the box
        the text belongs to)."""
        for sid, p in reversed(self.panels):
            if sid == surface_id and p.collidepoint(rect.center):
                return p
        return None


class Recorder:
    """Patches ``ui`` for the length of a ``with``; ``frame(label)`` starts a fresh page."""

    def __init__(self, monkeypatch) -> None:
        self.frames: list[Frame] = []
        self.strings: set[str] = set()
        self.sizes: set[tuple[str, int]] = set()
        self.lines: set[tuple[str, int]] = set()  # (text, rendered line height) of each
        self._depth = 0
        mp = monkeypatch
        render, text_block = ui.render, ui.text_block
        blit_text, blit_block, panel = ui.blit_text, ui.blit_block, ui.panel
        button_draw = ui.Button.draw
        render_args, text_args = arguments(render, SIZE_ARGS), arguments(blit_text, SIZE_ARGS)
        tblock_args = arguments(text_block, BLOCK_ARGS)
        block_args = arguments(blit_block, BLOCK_ARGS)
        ink_args = arguments(blit_block, ("width", "colour", "align", "bold", "line_height"))

        def text_line(get, *a, **kw) -> int:
            """The line height of the font a call to ``render`` or ``blit_text`` draws in."""
            size, exact, bold = get(a, kw)
            return ui.sized_font(ui.pixel_size(size, exact), bold).get_linesize()

        def block_line(get, *a, **kw) -> int:
            """A block's line: the font's own, or the step asked for if that is less."""
            size, bold, step = get(a, kw)
            line = ui.font(size, bold).get_linesize()
            return min(line, ui.line_step(size, step, bold)) if step else line

        def rec_render(text, size, *a, **kw):
            if self._depth == 0:
                self._note(text, size, None, line=text_line(render_args, text, size, *a, **kw))
            return render(text, size, *a, **kw)

        def rec_block(text, size, *a, **kw):
            if self._depth == 0:
                self._note(text, size, None, line=block_line(tblock_args, text, size, *a, **kw))
            return text_block(text, size, *a, **kw)

        def rec_blit_text(surface, text, size, *a, **kw):
            self._depth += 1
            try:
                rect = blit_text(surface, text, size, *a, **kw)
            finally:
                self._depth -= 1
            line = text_line(text_args, surface, text, size, *a, **kw)
            self._note(text, size, rect, surface, line)
            return rect

        def rec_blit_block(surface, text, size, *a, **kw):
            self._depth += 1
            try:
                rect = blit_block(surface, text, size, *a, **kw)
            finally:
                self._depth -= 1
            # the block's box is as wide as asked; the ink inside it is what must fit
            img = text_block(text, size, *ink_args((surface, text, size, *a), kw))
            ink = img.get_bounding_rect().move(rect.topleft)
            line = block_line(block_args, surface, text, size, *a, **kw)
            self._note(text, size, ink, surface, line)
            return rect

        def rec_panel(surface, rect, *a, **kw):
            if self.recording:
                self.frames[-1].panels.append((id(surface), pygame.Rect(rect)))
            return panel(surface, rect, *a, **kw)

        def rec_button(btn, surface, *a, **kw):
            if self.recording:
                frame, box = self.frames[-1], pygame.Rect(btn.rect)
                holder = frame.holder(box, id(surface))  # the panel the button sits in
                frame.buttons.append(
                    Button(btn.label, box, holder, surface.get_rect(), id(surface))
                )
                frame.panels.append((id(surface), box))
            return button_draw(btn, surface, *a, **kw)

        mp.setattr(ui, "render", rec_render)
        mp.setattr(ui, "text_block", rec_block)
        mp.setattr(ui, "blit_text", rec_blit_text)
        mp.setattr(ui, "blit_block", rec_blit_block)
        mp.setattr(ui, "panel", rec_panel)
        mp.setattr(ui.Button, "draw", rec_button)
        self.screen: pygame.Surface | None = None
        self.recording = False  # only the frames ``draw`` asks for are written down

    def _note(self, text: str, size: int, rect, surface=None, line: int = 0) -> None:
        self.strings.add(text)
        self.sizes.add((text, size))  # cached backgrounds too, drawn outside a recorded frame
        self.lines.add((text, line))
        if not self.recording:
            return
        frame = self.frames[-1]
        if rect is None:
            frame.texts.append(Text(text, size, line, None, None))
        else:  # the window, or an image the scene blits later: the text must fit it
            rect = pygame.Rect(rect)
            holder = frame.holder(rect, id(surface))
            on = surface.get_rect()
            frame.texts.append(Text(text, size, line, rect, holder, on, id(surface)))

    def draw(self, app, label: str) -> Frame:
        """One frame of ``app`` as it stands, recorded under ``label``."""
        self.screen = app.screen
        frame = Frame(label, app.screen.get_rect())
        self.frames.append(frame)
        top = app.scenes.top
        drawn = top.draw
        if getattr(top, "_background", None) is not None:
            top._background = None  # painted again inside the frame, so its words are seen

        def draw_top(surface: pygame.Surface) -> None:
            # only the top scene's words: an overlay's shade covers the ones below
            self.recording = True
            try:
                drawn(surface)
            finally:
                self.recording = False

        top.draw = draw_top
        try:
            step(app)
        finally:
            del top.draw
        if getattr(top, "message_time", 0) > 0:
            frame.message = top.message
        return frame


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


def tour(
    recorder: Recorder,
    size: tuple[int, int],
    deep: bool = True,
    large: bool = False,
    language: str = "en",
) -> Iterator[Frame]:
    """Every scene and overlay at ``size``; ``deep`` adds clicks, hints and ends;
    ``large``: in large print; ``language``: in that language ("ru", or "qps", the
    pseudo-language that marks every translated word)."""
    app = make_app(size=size)
    i18n.use(language)
    if large:
        app.settings.override("large_print", True)
        app.apply_theme()
    app.scenes.push("menu")
    settle(app)
    yield recorder.draw(app, "menu")
    for game in TITLES:  # the menu's line about the game under the pointer
        menu = app.scenes.top
        menu.pointed_game = game
        yield recorder.draw(app, f"menu on {game}")
    for page in range(3):  # the overview, the high scores, the daily deals
        app.scenes.push("stats", page=page)
        settle(app)
        yield recorder.draw(app, f"stats {page}")
        app.scenes.pop()
    app.scenes.push("slotker_setup")
    settle(app)
    yield recorder.draw(app, "slotker_setup")
    app.scenes.pop()
    for name, kw in overlays(i18n._ if language != "en" else lambda text: text).items():
        app.scenes.push(name, **kw)
        settle(app)
        yield recorder.draw(app, name)
        app.scenes.pop()
    for game in [*TITLES, "slotker_match"]:
        app.scenes.push("help", game=game)
        settle(app)
        yield recorder.draw(app, f"help {game}")
        app.scenes.pop()
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
    app.scenes.push("slotker_match", seats=[("Annabelle", False), ("Computer", True)], seed=2)
    for i in range(4):
        settle(app)
        step(app, 60)
        yield recorder.draw(app, f"slotker_match {i}")
