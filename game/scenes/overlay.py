"""Overlays drawn over the scene below; each hands back a choice instead of calling it.

An overlay closes with ``manager.pop(choice=...)`` and the scene below reads
the choice in its ``resume`` hook; what an overlay shows (title, lines, which
buttons) comes in as constructor keywords, never as the scene below itself.

Two shapes are shared: ``ListOverlay``, a titled box with a column of choices
(pause, settings, the deal-number prompt), and ``ButtonRowOverlay``, a box
with a row of buttons (results, the confirmation). Arrows or the mouse move
the focus, Enter or a click chooses, Esc backs out.
"""

from __future__ import annotations

from abc import ABCMeta, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import pygame

from game import catalog, i18n
from game.engine import paint, theme, ui
from game.engine.backdrop import make_felt, shade
from game.engine.cards import TICK, CardArtCache
from game.engine.input import CONFIRM_KEYS, FIELD_KEYS, KEYS, LAST, Keymap, typed
from game.engine.scene import Scene
from game.engine.spoken import sentences
from game.i18n import N_, _

Choice = tuple[str, Callable[[], str] | str, Callable[[], None]]  # name, label, action


class ListOverlay(Scene):
    opaque = False
    WIDTH = 520  # design pixels at 1280×720
    FIELD = 0  # design height of a field between the lines and the choices

    def __init__(
        self, app, title: Callable[[], str] | str, choices: list[Choice], lines: list[str] = ()
    ) -> None:
        super().__init__(app)
        self.titled = title  # a callable is asked each frame (the language may change)
        self.choices = choices
        self.lines = list(lines)
        self.focus = 0
        self.line_colour = ui.INK
        self.rects: list[pygame.Rect] = []
        self.layout()

    def label(self, i: int) -> str:
        lab = self.choices[i][1]
        return lab() if callable(lab) else lab

    @property
    def title(self) -> str:
        return self.titled() if callable(self.titled) else self.titled

    def spoken_screen(self) -> str:
        """Its title, its lines and the focused row, said as it comes up."""
        focused = [self.label(self.focus)] if self.choices else []
        return sentences([self.title, *self.lines, *focused])

    def spoken_focus(self) -> list[str]:
        """The focused row's label (a setting's with its value)."""
        return [self.label(self.focus)] if self.choices else []

    def layout(self) -> None:
        """Box and buttons in design pixels (1280×720) times the overlay scale, so the box
        keeps its share of the window from 800×600 to full HD and beyond."""
        w, h = self.app.size
        s = self.scale = ui.overlay_scale((w, h))
        bh, gap = ui.px(46, s), ui.px(10, s)
        # as wide as the title at its size needs ("Combo-bliterate: deal #" in Russian)
        title = ui.measure(self.title, ui.px(54, s, ui.MIN_TEXT), True)[0] + ui.px(40, s)
        width = min(max(ui.px(self.WIDTH, s), title), w - 30)
        body = sum(self.line_rooms(width - ui.px(40, s))) + ui.px(self.FIELD, s)
        height = ui.px(130, s) + body + len(self.choices) * (bh + gap)
        self.box = pygame.Rect(0, 0, width, min(height, h - 20))
        self.box.center = (w // 2, h // 2)
        y = self.box.y + ui.px(100, s) + body
        self.rects = []
        for _choice in self.choices:
            r = pygame.Rect(self.box.x + ui.px(30, s), y, self.box.w - ui.px(60, s), bh)
            self.rects.append(r)
            y += bh + gap

    def resize(self, size) -> None:
        self.layout()

    def line_size(self, line: str, inner: int) -> tuple[int, bool]:
        """A line's text size under the title, and whether it wraps: by ``ui.fit``'s rule,
        a line too long for one line (a longer language's) is broken, at its size."""
        size = ui.px(26, self.scale, ui.MIN_TEXT)
        return size, ui.measure(line, size)[0] > inner

    def line_rooms(self, inner: int) -> list[int]:
        """The height each line takes: one line's step, a wrapped one its block's."""
        step, rooms = ui.px(40, self.scale), []
        for line in self.lines:
            size, wraps = self.line_size(line, inner)
            block = ui.text_block(line, size, inner, align="center").get_height() if wraps else 0
            rooms.append(max(step, block + step - ui.pixel_size(size)))
        return rooms

    def close(self, choice: Any = None) -> None:
        """Leave, handing ``choice`` to the scene below."""
        self.manager.pop(choice=choice)

    def choose(self, i: int) -> None:
        self.app.play_sound("click")
        self.choices[i][2]()

    def handle_event(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            for i, r in enumerate(self.rects):
                if r.collidepoint(event.pos):
                    self.focus = i
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, r in enumerate(self.rects):
                if r.collidepoint(event.pos):
                    self.focus = i
                    self.choose(i)
                    return
            if not self.box.collidepoint(event.pos):
                self.close()
        elif event.type == pygame.KEYDOWN:
            action = KEYS.action(event)
            if action in ("up", "left", "previous_page"):  # a pad's shoulders walk rows too
                self.focus = (self.focus - 1) % len(self.choices)
            elif action in ("down", "right", "next_page"):
                self.focus = (self.focus + 1) % len(self.choices)
            elif action in ("select", "act"):
                self.choose(self.focus)
            elif action == "back":
                self.close()
            elif action == "mute":
                self.app.toggle_sound()  # M, as the Settings row and the help say
            else:
                self.on_key(event)

    def on_key(self, event) -> None:
        """Shortcut keys of a particular overlay."""

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        shade(surface, theme.current().veil(140))
        ui.panel(surface, self.box, 238, ui.px(20, s))
        inner = self.box.w - ui.px(40, s)
        size = ui.fit_size(self.title, ui.px(54, s, ui.MIN_TEXT), inner, bold=True)
        at = (self.box.centerx, self.box.y + ui.px(50, s))
        ui.blit_text(surface, self.title, size, at, ui.GOLD, "center", bold=True)
        y = self.box.y + ui.px(96, s)
        for line, room in zip(self.lines, self.line_rooms(inner), strict=True):
            size, wraps = self.line_size(line, inner)
            at, colour = (self.box.centerx, y), self.line_colour
            if wraps:
                ui.blit_block(surface, line, size, at, inner, colour, "midtop", "center")
            else:
                ui.blit_text(surface, line, size, at, colour, "midtop")
            y += room
        for i, r in enumerate(self.rects):
            focused = i == self.focus
            radius = ui.px(10, s)
            fill = theme.BUTTON_LIT if focused else theme.CHIP
            paint.rect(surface, fill, r, border_radius=radius)
            paint.rect(
                surface,
                ui.GOLD if focused else theme.QUIET,
                r,
                3 if focused else 1,
                border_radius=radius,
            )
            label = self.label(i)
            px = ui.fitting_size(label, ui.px(30, s, ui.MIN_TEXT), r.w - ui.px(16, s))
            ui.blit_text(surface, label, px, r.center, ui.INK, "center", exact=True)
        if self.rects:
            ui.focus_ring(surface, self.rects[self.focus], room=ui.row_gap(self.rects))


class ButtonRowOverlay(Scene):
    """A box over the table with a row of buttons: arrows or hover focus, Enter or click
    chooses, Esc backs out. Result screens and the confirmation share this behaviour."""

    opaque = False
    keys: Keymap = KEYS

    def __init__(self, app) -> None:
        super().__init__(app)
        self.focus = 0
        self.age = 0.0
        self.buttons: list[ui.Button] = []

    def close(self, choice: Any = None) -> None:
        """Leave, handing ``choice`` to the scene below."""
        self.manager.pop(choice=choice)

    def spoken_screen(self) -> str:
        return sentences(self.spoken_focus())

    def spoken_focus(self) -> list[str]:
        """The focused button's label."""
        return [self.buttons[self.focus].label] if self.buttons else []

    def on_back(self) -> None:
        """Esc."""

    def on_key(self, event, action: str | None) -> None:
        """Keys other than arrows, Enter and Esc."""

    def is_select(self, event, action: str | None) -> bool:
        """Does this key press choose the focused button? Enter only: Space hurries the
        computer or deals, so a press meant for the table never skips a results screen."""
        return action == "select"

    def handle_event(self, event) -> None:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for btn in self.buttons:
                if btn.hit(event.pos):
                    self.app.play_sound("click")
                    btn.action()
                    return
        elif event.type == pygame.MOUSEMOTION:
            for i, btn in enumerate(self.buttons):
                if btn.rect.collidepoint(event.pos):
                    self.focus = i
        elif event.type == pygame.KEYDOWN:
            action = self.keys.action(event)
            if action in ("left", "up"):
                self.focus = (self.focus - 1) % len(self.buttons)
            elif action in ("right", "down"):
                self.focus = (self.focus + 1) % len(self.buttons)
            elif self.is_select(event, action):
                self.buttons[self.focus].action()
            elif action == "back":
                self.on_back()
            else:
                self.on_key(event, action)

    def update(self, dt: float) -> None:
        self.age += dt

    def shade(self, surface: pygame.Surface, alpha: int = 130) -> None:
        """Darken the table under the box."""
        shade(surface, theme.current().veil(alpha))


class ConfirmScene(ButtonRowOverlay):
    """ "Start a new deal? This one counts as lost." Yes / No, before anything is thrown
    away. Yes (its button, Y, or Enter while it has the focus, as it has at first)
    closes with the ``choice`` it was given; No (its button, N, Esc) closes with None.
    Space does nothing here, so a stray press cannot confirm."""

    keys = CONFIRM_KEYS

    def __init__(
        self,
        app,
        question: str,
        choice: Any,
        title: str = "",
        yes: str = "",
        no: str = "",
    ) -> None:
        super().__init__(app)
        self.question = question  # in the player's language, as the caller words it
        self.choice = choice
        self.title = title or _("Are you sure?")
        self.labels = (yes or _("Yes"), no or _("No"))
        self.layout()

    def layout(self) -> None:
        w, h = self.app.size
        s = self.scale = ui.overlay_scale((w, h))
        width = min(ui.px(640, s), w - 40)
        self.text_size = ui.px(28, s, ui.MIN_TEXT)
        question = ui.text_block(
            self.question, self.text_size, width - ui.px(60, s), align="center"
        ).get_height()
        height = ui.px(92, s) + question + ui.px(40, s) + ui.px(50, s) + ui.px(24, s)
        box = self.box = pygame.Rect(0, 0, width, min(max(height, ui.px(230, s)), h - 40))
        box.center = (w // 2, h // 2)
        bw, gap, bh = ui.px(210, s), ui.px(24, s), ui.px(50, s)
        x = box.centerx - bw - gap // 2
        y = box.bottom - ui.px(24, s) - bh
        self.buttons = [
            ui.Button(
                "yes",
                self.labels[0],
                pygame.Rect(x, y, bw, bh),
                self.yes,
                key_hint=self.keys.hint("yes"),
            ),
            ui.Button(
                "no",
                self.labels[1],
                pygame.Rect(x + bw + gap, y, bw, bh),
                self.no,
                key_hint=self.keys.hint("no"),
            ),
        ]
        # as wide as the longer answer wants ("Quit anyway  [N]"), where the box has room
        bw = min(max(bw, *(b.wants() for b in self.buttons)), (box.w - ui.px(40, s) - gap) // 2)
        for i, btn in enumerate(self.buttons):
            btn.rect = pygame.Rect(box.centerx - bw - gap // 2 + i * (bw + gap), y, bw, bh)

    def resize(self, size) -> None:
        self.layout()

    def spoken_screen(self) -> str:
        """The title, the question and the focused answer."""
        return sentences([self.title, self.question, *self.spoken_focus()])

    def yes(self) -> None:
        self.close(self.choice)

    def no(self) -> None:
        self.close(None)

    def on_back(self) -> None:
        self.no()

    def on_key(self, event, action: str | None) -> None:
        if action == "yes":
            self.yes()
        elif action == "no":
            self.no()

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        self.shade(surface, 150)
        ui.panel(surface, self.box, 238, ui.px(20, s))
        size = ui.fit_size(self.title, ui.px(44, s, ui.MIN_TEXT), self.box.w - ui.px(40, s), True)
        at = (self.box.centerx, self.box.y + ui.px(48, s))
        ui.blit_text(surface, self.title, size, at, ui.GOLD, "center", bold=True)
        where = (self.box.centerx, self.box.y + ui.px(92, s))
        width = self.box.w - ui.px(60, s)
        ui.blit_block(
            surface, self.question, self.text_size, where, width, anchor="midtop", align="center"
        )
        for i, btn in enumerate(self.buttons):
            btn.draw(surface, focused=i == self.focus)


class PauseScene(ListOverlay):
    """Esc in a game. Help and Settings open over the pause; every other item closes it
    with its name as the choice ("resume", "restart", "new", "menu", or whatever
    ``items`` a game adds, e.g. "give_up"). Esc or a click outside chooses "resume".
    ``labels`` words items otherwise where they do another thing (in an arcade run,
    "restart" restarts the run: "Restart this run"), so the item says what the question
    after it asks; marked ``N_`` as the items are."""

    # labels marked where written and translated when drawn (so are a game's ``items``)
    ITEMS: tuple[tuple[str, str], ...] = (
        ("resume", N_("Resume")),
        ("restart", N_("Restart this deal")),
        ("new", N_("New deal")),
        ("give_up", N_("Give up")),
        ("copy_code", N_("Copy deal code")),
        ("help", N_("Help")),
        ("settings", N_("Settings")),
        ("menu", N_("Menu")),
    )

    def __init__(
        self,
        app,
        game: str,
        lines: Sequence[str] = (),
        items: Sequence[tuple[str, str]] = ITEMS,
        title: str = "",
        labels: Mapping[str, str] | None = None,
    ) -> None:
        self.game = game
        choices: list[Choice] = []
        relabelled = dict(labels or {})
        for name, marked in items:
            label = relabelled.get(name, marked)
            if name == "help":
                action = self.help
            elif name == "settings":
                action = self.settings
            else:
                action = self._choose(name)
            choices.append((name, shown(label), action))
        super().__init__(app, title or (lambda: _("Paused")), choices, list(lines))

    def _choose(self, name: str) -> Callable[[], None]:
        return lambda: self.close(name)

    def on_key(self, event) -> None:
        if KEYS.action(event) == "pause_menu":  # a pad's Start again: back to the game
            self.close("resume")

    def close(self, choice: Any = "resume") -> None:
        super().close(choice)

    def help(self) -> None:
        self.manager.push("help", game=self.game)

    def settings(self) -> None:
        self.manager.push("settings")


def shown(label: str) -> Callable[[], str]:
    """A label marked ``N_`` where written, looked up each time it is drawn."""
    return lambda: _(label)


def on_off(setting: str, on: bool, key: str = "") -> str:
    """A settings row: "Sound: on  [M]" (the key, when given, is the player's)."""
    said = (_("{setting}: on") if on else _("{setting}: off")).format(setting=setting)
    return f"{said}  [{key}]" if key else said


SPEEDS = [(1.0, N_("normal")), (2.0, N_("fast")), (0.0, N_("instant")), (0.5, N_("slow"))]
SPEECH_MODES = ("auto", "on", "off")  # the Speech row, in its order
SPEECH_PACES = ("slow", "normal", "fast")  # the Speech rate row (the words: SPEEDS')
PREVIEW_FELT = theme.FELT.game  # the preview's table when each game keeps its own green
PREVIEW_CARDS = ("7C", "QD", "AH")  # clubs and diamonds show the four-colour deck
COMFORT = (
    ("four_colour", N_("Four-colour deck")),
    ("large_print", N_("Large print")),
    ("high_contrast", N_("High contrast")),
    ("reduce_motion", N_("Reduce motion")),
)


# the games whose scenes search for a deal the solver proves (their catalog entries'
# winnable_search), both modes
def winnable_note() -> str:
    """The line under Settings' title: which games "winnable deals only" changes."""
    searching = [
        catalog.shown_title(g) for g in catalog.with_(lambda info: info.winnable_search is not None)
    ]
    if len(searching) > 1:
        return _("Winnable deals only: {games} and {last}, both modes").format(
            games=", ".join(searching[:-1]), last=searching[-1]
        )
    return _("Winnable deals only: {games}, both modes").format(games="".join(searching))


class SettingsScene(ListOverlay):
    """Animation speed, sound, full screen, deals, the look and the comfort options; each
    change is saved at once and takes effect at once, in the preview beside the list and
    on the table below. Up and Down choose a row; Enter, Left and Right change it."""

    WIDTH = 880

    def __init__(self, app) -> None:
        settings = app.settings
        self.preview_art = CardArtCache()

        def onoff(title: str, key: str, hint: str = "") -> Callable[[], str]:
            return lambda: on_off(
                _(title), getattr(settings, key), KEYS.label(hint) if hint else ""
            )

        super().__init__(
            app,
            lambda: _("Settings"),
            [
                ("speed", self._speed_label, self.cycle_speed),
                ("sound", onoff(N_("Sound"), "sound", "mute"), self.toggle_sound),
                ("speech", self._speech_label, lambda: self.cycle_speech(1)),
                ("speech_rate", self._speech_rate_label, lambda: self.cycle_speech_rate(1)),
                (
                    "fullscreen",
                    lambda: on_off(_("Full screen"), app.fullscreen, KEYS.label("fullscreen")),
                    app.toggle_fullscreen,
                ),
                (
                    "winnable",
                    onoff(N_("Winnable deals only"), "winnable_only"),
                    self.toggle_winnable,
                ),
                ("confirm", onoff(N_("Ask before ending a deal"), "confirm"), self.toggle_confirm),
                ("card_back", self._back_label, lambda: self.cycle_look("card_back", 1)),
                ("table", self._table_label, lambda: self.cycle_look("table", 1)),
                *[(key, onoff(title, key), self._flip(key)) for key, title in COMFORT],
                ("demo_speed", self._demo_speed_label, self.cycle_demo_speed),
                ("language", self._language_label, self.cycle_language),
                ("controls", lambda: _("Controls…"), lambda: self.manager.push("controls")),
                ("back", shown(N_("Back")), self.close),
            ],
            [winnable_note()],
        )

    def _demo_speed_label(self) -> str:
        pace = self.app.settings.demo_speed
        return _("Demo speed: {pace}  [{key} in a game]").format(
            pace=_(pace), key=KEYS.label("demo")
        )

    def cycle_demo_speed(self) -> None:
        """How fast the bot plays when a player watches the demo."""
        paces = ["normal", "fast", "slow"]
        now = self.app.settings.demo_speed
        self.app.settings.set(
            "demo_speed", paces[(paces.index(now) + 1) % 3 if now in paces else 0]
        )

    # --- layout: the list on the left, the preview on the right -------------------------
    def layout(self) -> None:
        w, h = self.app.size
        s = self.scale = ui.overlay_scale((w, h))  # grows with the window, as the menu does
        n = len(self.choices)
        # the line under the rows when there is no voice to speak with (see draw_note)
        self.noted = self.app.voice_note() is not None
        head, foot = ui.px(90, s), ui.px(16 + (30 if self.noted else 0), s)
        self.box = pygame.Rect(0, 0, min(ui.px(self.WIDTH, s), w - 20), h - 20)
        row_space = self.box.h - head - foot
        gap = ui.px(6, s) if row_space / n > 36 * s else 3
        bh = max(18, min(ui.px(44, s), int(row_space / n) - gap))
        self.box.h = head + n * (bh + gap) + foot
        self.box.center = (w // 2, h // 2)
        wide = self.box.w >= 620
        list_w = int(self.box.w * 0.6) if wide else self.box.w - 40
        if wide:  # the rows as wide as their words at their size, the preview the rest
            px = ui.pixel_size(min(ui.px(30, s), int(bh * 0.72)))
            need = max(ui.text_width(self.label(i), px) for i in range(n)) * 11 // 10 + 22
            list_w = max(list_w, need)
            if self.box.w - list_w - 60 < self.box.w // 4:  # too narrow a preview: none
                wide, list_w = False, self.box.w - 40
        self.preview = (
            pygame.Rect(self.box.x + list_w + 40, self.box.y + head, self.box.w - list_w - 60, 0)
            if wide
            else None
        )
        if self.preview is not None:
            self.preview.h = self.box.bottom - foot - self.preview.y
        y = self.box.y + head
        self.rects = []
        for _choice in self.choices:
            self.rects.append(pygame.Rect(self.box.x + 20, y, list_w, bh))
            y += bh + gap

    def draw(self, surface: pygame.Surface) -> None:
        self.lines = [winnable_note()]  # in the language in force, chosen on this overlay
        note = self.app.voice_note()
        if (note is not None) != self.noted:  # a voice failed to start since the last layout
            self.layout()
        shade(surface, theme.current().veil(140))
        ui.panel(surface, self.box, 238, 20)
        ui.blit_text(
            surface, self.title, ui.px(50, self.scale, ui.MIN_TEXT),
            (self.box.centerx, self.box.y + ui.px(44, self.scale)), ui.GOLD, "center", bold=True,
        )  # fmt: skip
        for i, r in enumerate(self.rects):
            focused = i == self.focus
            paint.rect(surface, theme.BUTTON_LIT if focused else theme.CHIP, r, border_radius=8)
            paint.rect(surface, theme.QUIET, r, 1, border_radius=8)
            label = self.label(i)
            px = ui.fitting_size(label, min(ui.px(30, self.scale), int(r.h * 0.72)), r.w - 16)
            ui.blit_text(surface, label, px, r.center, ui.INK, "center", exact=True)
        ui.focus_ring(surface, self.rects[self.focus], 8, room=ui.row_gap(self.rects))
        if note is not None:
            self.draw_note(surface, note)
        if self.preview is not None:
            self.draw_preview(surface, self.preview)

    def draw_note(self, surface: pygame.Surface, note: str) -> None:
        """No voice: the one line under the rows saying how to get one."""
        width = self.box.w - 40
        px = ui.fitting_size(note, ui.px(22, self.scale, ui.MIN_TEXT), width)
        at = (self.box.centerx, self.rects[-1].bottom + ui.px(8, self.scale))
        ui.blit_text(surface, note, px, at, ui.INK, "midtop", exact=True)

    def draw_preview(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The chosen table with a back, a club, a diamond and a heart on it, one card
        glowing as a target does and one under the focus cursor, as they will look."""
        felt = self._felt(area.size)
        surface.blit(felt, area)
        paint.rect(surface, theme.QUIET, area, 1)
        ui.blit_text(
            surface,
            _("Preview"),
            ui.px(22, self.scale, ui.MIN_TEXT),
            (area.centerx, area.y + 6),
            ui.INK,
            "midtop",
        )
        card_w = max(24, min(int(area.w * 0.36), int(area.h * 0.3)))
        art = self.preview_art.at(card_w)
        gap = (area.w - 2 * art.w) // 3
        down = art.h + max(12, gap // 2)
        top = area.y + max(30, (area.h - art.h - down) // 2)
        spots = [
            (area.x + gap, top),
            (area.x + 2 * gap + art.w, top),
            (area.x + gap, top + down),
            (area.x + 2 * gap + art.w, top + down),
        ]
        cards = [art.back(), *(art.face(c) for c in PREVIEW_CARDS)]
        for (x, y), img in zip(spots, cards, strict=True):
            surface.blit(art.shadow(), (x + 3, y + 4))
            surface.blit(img, (x, y))
        glowing = pygame.Rect(*spots[1], art.w, art.h)
        ring = art.outline(TICK, 4)
        surface.blit(ring, ring.get_rect(center=glowing.center))
        ui.focus_ring(surface, pygame.Rect(*spots[3], art.w, art.h))

    def _felt(self, size: tuple[int, int]) -> pygame.Surface:
        key = (size, theme.version())
        if getattr(self, "_felt_key", None) != key:
            self._felt_key, self._felt_img = key, make_felt(size, PREVIEW_FELT)
        return self._felt_img

    # --- keys: Left and Right change the focused row too --------------------------------
    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN:
            action = KEYS.action(event)
            name = self.choices[self.focus][0]
            if action in ("left", "right") and name not in ("back", "controls"):
                self.app.play_sound("click")
                step = -1 if action == "left" else 1
                if name in ("card_back", "table"):
                    self.cycle_look(name, step)
                elif name == "speed":
                    self.cycle_speed(step)
                elif name == "language":
                    self.cycle_language(step)
                elif name == "speech":
                    self.cycle_speech(step)
                elif name == "speech_rate":
                    self.cycle_speech_rate(step)
                else:
                    self.choices[self.focus][2]()
                return
            if action == "left" or action == "right":
                return
        super().handle_event(event)

    # --- the rows -------------------------------------------------------------------------
    def _speech_label(self) -> str:
        """Speech: off, on, or automatic (on while a screen reader runs: which it is now)."""
        mode = self.app.settings.speech
        if mode == "auto":
            if self.app.speech_wanted():
                return _("Speech: automatic (on)")
            return _("Speech: automatic (off)")
        return on_off(_("Speech"), mode == "on")

    def cycle_speech(self, step: int = 1) -> None:
        """Automatic, on, off: saved, and speech starts or stops at once."""
        now = self.app.settings.speech
        nxt = SPEECH_MODES[(SPEECH_MODES.index(now) + step) % 3] if now in SPEECH_MODES else "on"
        self.app.set_speech(nxt)

    def _speech_rate_label(self) -> str:
        return _("Speech rate: {pace}").format(pace=_(self.app.settings.speech_rate))

    def cycle_speech_rate(self, step: int = 1) -> None:
        """Slow, normal, fast: saved, and the next words are said at it."""
        now = self.app.settings.speech_rate
        nxt = (
            SPEECH_PACES[(SPEECH_PACES.index(now) + step) % 3] if now in SPEECH_PACES else "normal"
        )
        self.app.settings.set("speech_rate", nxt)

    def _language_label(self) -> str:
        choice = self.app.settings.language
        if choice == "system":  # which language the system's locale gives, too
            # TRANSLATORS: the Language row when it follows the system; {name} is a language
            # named in itself ("English", "Русский")
            name = _("System ({name})").format(name=i18n.LANGUAGES[i18n.system_language()])
        else:
            name = i18n.LANGUAGES[choice]  # each language named in itself, never translated
        return _("Language: {name}").format(name=name)

    def cycle_language(self, step: int = 1) -> None:
        """System, English, Русский: saved, and the words change on the next frame."""
        choices = list(i18n.CHOICES)
        now = self.app.settings.language
        self.app.set_language(choices[(choices.index(now) + step) % len(choices)])

    def toggle_confirm(self) -> None:
        """New deal, Restart, Give up and Deal # over a started deal ask first (or not)."""
        self.app.settings.set("confirm", not self.app.settings.confirm)

    def _speed_label(self) -> str:
        speed = self.app.settings.anim_speed
        name = next((_(n) for s, n in SPEEDS if s == speed), f"×{speed:g}")
        return _("Animation: {speed}").format(speed=name)

    def cycle_speed(self, step: int = 1) -> None:
        speed = self.app.settings.anim_speed
        values = [s for s, _name in SPEEDS]
        nxt = values[(values.index(speed) + step) % len(values)] if speed in values else 1.0
        self.app.settings.set("anim_speed", nxt)

    def toggle_sound(self) -> None:
        self.app.toggle_sound()

    def toggle_winnable(self) -> None:
        """Monte Carlo and Maze in normal mode deal only what the solver proves winnable."""
        self.app.settings.set("winnable_only", not self.app.settings.winnable_only)

    def _back_label(self) -> str:
        return _("Card back: {look}").format(look=_(theme.CARD_BACKS[theme.current().card_back]))

    def _table_label(self) -> str:
        return _("Table: {look}").format(look=_(theme.TABLES[theme.current().table][0]))

    def cycle_look(self, key: str, step: int) -> None:
        """The next card back or table colour, saved and shown at once."""
        options = list(theme.CARD_BACKS if key == "card_back" else theme.TABLES)
        self.set_look(key, theme.cycle(options, getattr(theme.current(), key), step))

    def _flip(self, key: str) -> Callable[[], None]:
        return lambda: self.set_look(key, not getattr(self.app.settings, key))

    def set_look(self, key: str, value) -> None:
        self.app.settings.set(key, value)
        self.app.apply_theme()


class FieldOverlay(ListOverlay, metaclass=ABCMeta):
    """A dialog with a text field above its buttons (a deal number, a deal code): while
    the field has the focus every key is text; only the real arrow keys and Tab move
    between the buttons, Enter acts (``enter``), Backspace takes one out (``erase``),
    Ctrl+V pastes where the field takes it (``paste``)."""

    FIELD = 56

    def tell(self, line: str, colour=None) -> None:
        """The line under the title: ``line`` in ``colour`` (the theme's ink unless given)."""
        self.lines, self.line_colour = [line], ui.INK if colour is None else colour

    def spoken_focus(self) -> list[str]:
        """The line under the title (said when it changes: a refusal, reading...) and
        the focused button (the Play button says the number typed)."""
        return [*self.lines[:1], *super().spoken_focus()]

    def enter_key(self) -> None:
        """Enter (or a pad's A): the focused button. (Not ``enter``: that is the scene's
        hook, called when it is pushed, and pressed the button at once.)"""
        self.choose(self.focus)

    @abstractmethod
    def erase(self) -> None:
        """Backspace: the field's last character out (each field keeps its own text)."""

    @abstractmethod
    def type_key(self, event) -> None:
        """A key typed while the field has the focus: the field takes what it accepts."""

    def paste(self) -> None:
        """Ctrl+V: a field that takes no paste ignores it."""

    def pad_digit(self, action: str) -> None:
        """A pad's D-pad (``digit_up``...): a field that takes no digits moves the focus."""
        step = 1 if action in ("digit_down", "digit_right") else -1
        self.focus = (self.focus + step) % len(self.choices)

    def handle_event(self, event) -> None:
        if event.type != pygame.KEYDOWN:
            super().handle_event(event)
            return
        action = FIELD_KEYS.action(event)
        step = {"up": -1, "left": -1, "down": 1, "right": 1, "next": 1}
        if action == "select":
            self.app.play_sound("click")
            self.enter_key()
        elif action == "back":
            self.close()
        elif action in step:
            self.focus = (self.focus + step[action]) % len(self.choices)
        elif action == "erase":
            self.erase()
        elif action == "paste":
            self.paste()
        elif action in ("digit_up", "digit_down", "digit_left", "digit_right"):
            self.pad_digit(action)
        else:
            self.type_key(event)

    def draw_field(self, surface: pygame.Surface, shown: str, size: int) -> pygame.Rect:
        """The field's box under the lines, ``shown`` centred in it; returns the box."""
        s = self.scale
        r = pygame.Rect(0, 0, self.box.w - ui.px(60, s), ui.px(46, s))
        lines = sum(self.line_rooms(self.box.w - ui.px(40, s)))
        r.midtop = (self.box.centerx, self.box.y + ui.px(98, s) + lines)
        paint.rect(surface, theme.FIELD, r, border_radius=ui.px(8, s))
        paint.rect(surface, ui.GOLD, r, 2, border_radius=ui.px(8, s))
        ui.blit_text(surface, shown, size, r.center, ui.INK, "center")
        return r


class DealNumberScene(FieldOverlay):
    """Type a deal number; Enter closes with the choice ``("deal", number)``, Cancel or
    Esc with None. The scene below starts the deal.

    While the field has the focus every key is text: digits go in, Backspace takes one
    out, any other letter is refused with a word (so W/A/S/D never move the focus, and
    "12a" cannot cancel the dialog); only the real arrow keys and Tab move between the
    buttons, and Enter plays the number whichever button has the focus."""

    HELLO = N_("Type the number (0–999999999)")

    def __init__(self, app, title: str) -> None:
        self.digits = ""
        self.at = 0  # the pad's cursor: the digit its Up and Down change (len: a new one)
        super().__init__(
            app,
            _("{game}: deal #").format(game=title),
            [
                ("go", lambda: _("Play deal #{number}").format(number=self.digits or "…"), self.go),
                ("cancel", shown(N_("Cancel")), self.close),
            ],
            [self.hello()],
        )

    def go(self) -> None:
        if not self.digits:
            self.tell(_("Type a number first"), ui.BAD)
            self.app.play_sound("error")
            return
        self.close(("deal", int(self.digits)))

    def erase(self) -> None:
        """Backspace: the last digit out (a pad's Y: the digit under its cursor)."""
        if LAST.pad and self.at < len(self.digits):
            self.digits = self.digits[: self.at] + self.digits[self.at + 1 :]
        else:
            self.digits = self.digits[:-1]
        self.at = min(self.at, len(self.digits))
        self.tell(self.hello())

    def hello(self) -> str:
        """The line under the title: how to enter a number with what was used last."""
        if not LAST.pad:
            return _(self.HELLO)
        return _("{turn}: change the digit, {move}: move, {ok}: play, {cancel}: cancel").format(
            turn=FIELD_KEYS.pair("digit_up", "digit_down"),
            move=FIELD_KEYS.pair("digit_left", "digit_right"),
            ok=KEYS.label("select"),
            cancel=KEYS.label("back"),
        )

    def pad_digit(self, action: str) -> None:
        """Up and Down turn the digit under the cursor (the slot after the last starts a
        new one, 0 up or 9 down); Left and Right move the cursor, never past the slot
        after the last digit nor beyond nine digits."""
        d = self.digits
        if action in ("digit_left", "digit_right"):
            step = 1 if action == "digit_right" else -1
            self.at = max(0, min(self.at + step, len(d), 8))
        else:
            step = 1 if action == "digit_up" else -1
            now = int(d[self.at]) if self.at < len(d) else (-1 if step > 0 else 10)
            digit = str((now + step) % 10)
            self.digits = d[: self.at] + digit + d[self.at + 1 :]
        self.tell(self.hello())

    def shown(self) -> str:
        """The field's text: the digits and a caret, or with a pad the digit under its
        cursor in brackets."""
        if not LAST.pad:
            return self.digits + "_"
        d = self.digits
        under = d[self.at] if self.at < len(d) else "_"
        return f"{d[: self.at]}[{under}]{d[self.at + 1 :]}"

    def type_key(self, event) -> None:
        """One key typed into the field."""
        text = typed(event)
        if text.isdigit() and text.isascii():
            if len(self.digits) < 9:
                self.digits += text
                self.tell(_(self.HELLO))
            else:
                self.tell(_("Nine digits at most"), ui.BAD)
                self.app.play_sound("error")
        elif text.isprintable() and text.strip():
            self.tell(_("Digits only: “{key}” is not a digit").format(key=text), ui.BAD)
            self.app.play_sound("error")

    def enter_key(self) -> None:
        """Enter plays the number whichever button has the focus (Cancel with nothing
        typed cancels)."""
        if self.focus == 1 and not self.digits:
            self.close()
        else:
            self.go()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.draw_field(surface, self.shown(), ui.px(34, self.scale, ui.MIN_TEXT))
