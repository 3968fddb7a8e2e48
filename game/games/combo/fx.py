"""Combo-bliterate's effects and panels, drawn: score pop-ups, strike flashes, the CHAIN
label, the move preview and the HUD's score panels.

The scene (``game.games.combo.scene``) stages the rules' events on its timeline
and keeps the chain's counters; these pieces only hold and draw what they are
handed (screen points, colours, counts, the view scale). Everything that
makes a surface caches it.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.engine import paint, theme, ui
from game.engine.cards import CardArt
from game.engine.effects import Effects
from game.engine.hud import Line, stacked_lines
from game.engine.input import LAST, pad_label
from game.engine.keymaps import built
from game.engine.lru import LRU
from game.engine.theme import NO
from game.games.combo.keys import LAYER
from game.games.combo.rules import Combo
from game.i18n import N_, _, language, ngettext, pgettext

# the strikes' colours: roles of the theme (its combo section), drawn in its colours
RUN_COLOUR = ui.GOLD
PAIR_COLOUR = theme.Ink("combo.pair")
PENALTY_COLOUR = theme.Ink("combo.penalty")
DUD_COLOUR = theme.Ink("combo.dud")
CHAIN_HOT, CHAIN_FIERCE = theme.Ink("combo.chain_hot"), theme.Ink("combo.chain_fierce")
FLASH_TIME = 0.3
POP_TIME = 1.1
FLASH_LEVELS = 8
COMBO_KEYS = built(LAYER)  # the scene's own keymap (the same one: built once)


def figure(v: float) -> str:
    """A score's size as the language writes it: '2.5' in English, '2,5' in Russian."""
    text = f"{abs(v):g}"
    return text.replace(".", ",") if language() == "ru" else text


def signed(v: float) -> str:
    """'+4', '+0.5', '−2': score deltas as the pop-ups and previews show them."""
    return ("−" if v < 0 else "+") + figure(v)


def plain(v: float) -> str:
    """A score: '2.5', '0', '−3'."""
    return ("−" if v < 0 else "") + figure(v)


# TRANSLATORS: Combo-bliterate's two scoring collisions, in previews ("run +2")
KIND_WORDS = {"run": N_("run"), "pair": N_("pair")}


def shadowed(text: str, size: int, colour) -> pygame.Surface:
    """Bold text over its drop shadow, in one surface, so it can be scaled as a whole."""
    front = ui.render(text, size, colour, True)
    off = max(2, size // 16)
    w, h = front.get_size()
    img = pygame.Surface((w + off, h + off), pygame.SRCALPHA)
    img.blit(ui.render_shadow(text, size, colour, True), (off, off))
    img.blit(front, (0, 0))
    return img


def preview_parts(events: list[dict]) -> tuple[list[tuple[str, tuple]], dict[str, tuple], float]:
    """A removal's preview from the rules' events: the parts as worded and coloured,
    the glow colour of each card concerned, and the total."""
    parts: list[tuple[str, tuple]] = []
    glow: dict[str, tuple] = {}
    total = 0.0
    for ev in events:
        if ev["type"] == "remove":
            total += ev["points"]
            parts.append((_("remove {points}").format(points=signed(ev["points"])), PENALTY_COLOUR))
            glow[ev["card"]] = NO
        elif ev["type"] == "collide" and ev["kind"] != "none":
            total += ev["points"]
            colour = RUN_COLOUR if ev["kind"] == "run" else PAIR_COLOUR
            kind = _(KIND_WORDS.get(ev["kind"], ev["kind"]))
            parts.append(
                (_("{kind} {points}").format(kind=kind, points=signed(ev["points"])), colour)
            )
            for c in ev["cards"]:
                glow[c] = colour
        elif ev["type"] == "collide":
            parts.append((_("no match"), ui.DIM))
    return parts, glow, total


QUARTERS = ((0, 0), (1, 0), (0, 1), (1, 1))  # top left, top right, bottom left, bottom right


def _parts_bytes(parts: tuple) -> int:
    return sum(ui.surface_bytes(p) for p in parts)


GLOW_RINGS = range(28, 0, -2)  # the small disc's rings, outermost first (of 32 pixels)


def _glow_quarter(key: tuple, i: int, made: list) -> pygame.Surface:
    """Quarter ``i`` of the glow ``key`` (colour, radius): the top left one drawn and
    scaled, the others its mirror images (``made`` holds the ones before).

    Only where light falls: the rings stop at 28 of 32 pixels (the next, at 30, had an
    alpha of 4 in 255, under 2% of the colour), and the clear margin round them is cut
    off. Each step of a flash's fade repaints its whole box, felt and cards under it:
    at 3840x2160 a four-strike chain's glow is 1,214 pixels across, and its clear margin
    was a quarter of that box (``tests/games/combo/test_combo_glow.py``)."""
    colour, radius = key
    if i == 0:
        small = pygame.Surface((32, 32), pygame.SRCALPHA)
        for r in GLOW_RINGS:
            k = (1 - r / 32) ** 1.6
            rgba = [min(255, int(c + 255 * k * 0.6)) for c in colour]
            paint.circle(small, (*rgba, min(255, int(255 * k * 1.4))), (32, 32), r)
        big = pygame.transform.smoothscale(small, (radius, radius))
        lit = big.get_bounding_rect()  # its bottom right corner is the disc's centre
        margin = min(lit.x, lit.y)
        return big.subsurface((margin, margin, radius - margin, radius - margin)).copy()
    dx, dy = QUARTERS[i]
    return pygame.transform.flip(made[0], bool(dx), bool(dy))


class Impacts:
    """Score pop-ups that rise and settle, and bursts of light where cards strike.

    What a move's strikes will show is known when the move is made: ``prepare`` queues
    its images and ``update`` makes one piece a frame, so a strike's frame only blits."""

    def __init__(self) -> None:
        self.pops: list[list] = []  # [image, x, y, age, {scale: image}, rises]: rendered once
        self.flashes: list[list] = []  # [x, y, colour, radius, age]
        # a few card sizes' worth; a burst at a 2400-pixel window weighs megabytes
        self._glows: LRU[tuple, tuple] = LRU(96, _parts_bytes, 8 * 2**20)
        self._making: dict[tuple, list] = {}  # glows prepared piece by piece, not shown yet
        self._texts: LRU[tuple, pygame.Surface] = LRU(24)
        self._todo: list[tuple[str, tuple]] = []  # ("text" | "glow", key), in strike order

    def clear(self) -> None:
        self.pops.clear()
        self.flashes.clear()
        self.new_plan()

    def text(self, text: str, size: int, colour) -> pygame.Surface:
        key = (text, size, theme.resolve(colour))  # a role keys by the colour drawn
        img = self._texts.get(key)
        if img is None:
            img = self._texts[key] = shadowed(text, size, colour)
        return img

    def prepare(self, kind: str, key: tuple) -> None:
        """Queue a "text" (``key`` as ``text`` takes it), a "label" (a ChainLabel and
        its ``image`` arguments), "ink" (``ui.render``'s text, size, colour in bold),
        "words" (the same with its shadow) or a
        "glow" (colour, radius)."""
        self._todo.append((kind, key))

    def popup(self, text: str, x: float, y: float, colour, size: int, rise: bool = True) -> None:
        """A pop-up of ``size`` screen pixels that settles from 1.3× to its size and rises
        (unless ``rise`` is False: a word placed where rising would cover something),
        lifted above the pop-ups still on show so that two never cover each other."""
        img = self.text(text, size, colour)
        w, h = round(img.get_width() * 1.3), round(img.get_height() * 1.3)
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (round(x), round(y))
        while rect.collidelist(self.pop_rects()) >= 0:
            rect.move_ip(0, -max(4, h // 2))
        self.pops.append([img, x, rect.centery, 0.0, {}, rise])

    def pop_rects(self) -> list[pygame.Rect]:
        """Where the pop-ups on show are, at their biggest (1.3×, as they start)."""
        out = []
        for img, x, y, *_rest in self.pops:
            r = pygame.Rect(0, 0, round(img.get_width() * 1.3), round(img.get_height() * 1.3))
            r.center = (round(x), round(y))
            out.append(r)
        return out

    def flash(self, x: float, y: float, colour, radius: float) -> None:
        """A burst of light at the point of impact (cheaper than a full-screen flash)."""
        self.flashes.append([x, y, theme.resolve(colour), int(radius), 0.0])

    def update(self, dt: float, scale: float) -> None:
        for f in self.flashes:
            f[4] += dt
        self.flashes = [f for f in self.flashes if f[4] < FLASH_TIME]
        for pop in self.pops:
            pop[3] += dt
            pop[2] -= 60 * scale * dt * pop[5]
        self.pops = [pop for pop in self.pops if pop[3] < POP_TIME]
        self._work()

    def _work(self) -> None:
        """One piece of what ``prepare`` queued: a text, or a quarter of the next glow
        (only the next: at 4K one glow weighs 9 MB)."""
        while self._todo:
            kind, key = self._todo[0]
            if kind != "glow":
                self._todo.pop(0)
                if kind == "text":
                    self.text(*key)
                elif kind == "label":
                    key[0].image(*key[1:])
                elif kind == "ink":  # ui text
                    ui.render(key[0], key[1], key[2], True)
                else:  # words: ui text with its shadow
                    ui.render_shadow(key[0], key[1], key[2], True)
                return
            if self._glows.get(key) is not None:
                self._todo.pop(0)
                continue
            parts = self._making.setdefault(key, [])
            if len(parts) < 4:
                parts.append(_glow_quarter(key, len(parts), parts))
            return  # made: the next glow waits until this one has been shown

    def new_plan(self) -> None:
        """A new move: what was prepared for the last one's strikes is not needed."""
        self._todo.clear()
        self._making.clear()

    def glow_parts(self, colour, radius: int) -> tuple:
        """A soft disc of light, white-hot at the centre, as four quarters (a 4K one is
        made a quarter a frame ahead): cached per colour and size, faded by its alpha
        (``set_alpha`` per brightness step), not one image per step."""
        key = (colour, radius)
        parts = self._glows.get(key)
        if parts is None:
            made = self._making.pop(key, [])
            while len(made) < 4:
                made.append(_glow_quarter(key, len(made), made))
            parts = self._glows[key] = tuple(made)
        if ("glow", key) in self._todo:  # shown: the glows planned before it are past
            del self._todo[: self._todo.index(("glow", key)) + 1]
        return parts

    def draw_flashes(self, surface: pygame.Surface) -> None:
        alphas: dict[int, int] = {}  # a frame blits a shared quarter at one alpha (its key)
        for x, y, colour, radius, age in self.flashes:
            level = round(FLASH_LEVELS * (1 - age / FLASH_TIME))
            if level <= 0:
                continue
            alpha = round(255 * level / FLASH_LEVELS)
            for img, (dx, dy) in zip(self.glow_parts(colour, radius), QUARTERS, strict=True):
                if alphas.setdefault(id(img), alpha) != alpha:
                    img = img.copy()  # two flashes of one disc at once: rare
                img.set_alpha(alpha)
                side = img.get_width()  # the quarter's corner at (x, y): its lit part
                surface.blit(img, (round(x) - side * (1 - dx), round(y) - side * (1 - dy)))

    def draw_pops(self, surface: pygame.Surface) -> None:
        for img, x, y, age, scaled, _rest in self.pops:
            k = 1.3 - 0.3 * min(1.0, age * 4 / POP_TIME)
            k = round(k * 20) / 20  # in twentieths: six sizes a pop-up, each scaled once
            if k > 1.001:
                big = scaled.get(k)
                if big is None:
                    size = (round(img.get_width() * k), round(img.get_height() * k))
                    big = scaled[k] = pygame.transform.smoothscale(img, size)
                img = big
            surface.blit(img, img.get_rect(center=(round(x), round(y))))


def strike_effects(
    impacts: Impacts,
    fx: Effects,
    play_sound: Callable[[str], None],
    at: tuple[float, float],
    ev: dict,
    n: int,
    art: CardArt,
    scale: float,
) -> None:
    """The moment two cards meet at ``at``: a dud puffs and says so above the line; a
    score flashes, bursts, shakes and sounds, harder the longer the chain (``n`` scoring
    strikes so far). A strike's points are the CHAIN label's (``ChainLabel``), not a
    pop-up over the cards, whose indices stay in sight."""
    x, y = at
    if ev["kind"] == "none":
        fx.burst(x, y, DUD_COLOUR, 8, 110)
        size = int(26 * scale)
        top = y - art.h / 2  # the line's top edge: the word sits above it, still
        impacts.popup(_("no match"), x, top - size * 0.8, ui.DIM, size, rise=False)
        play_sound("place")
        return
    colour = RUN_COLOUR if ev["kind"] == "run" else PAIR_COLOUR
    if not theme.current().reduce_motion:  # reduce motion: no burst of light
        impacts.flash(x, y, colour, art.w * (1.3 + 0.25 * min(n, 6)))
    fx.burst(x, y, colour, min(80, 18 + 10 * n), 220 + 35 * n)
    fx.burst(x, y, theme.FLASH, 6 + 2 * n, 140)
    fx.shake(min(18.0, 2.5 + 2.5 * n), 0.2 + 0.05 * n)
    play_sound(f"chain{min(12, n)}")


KICK_PLAIN = 0.1  # a strike's kick above this: the label's size changes every frame ...
PLAIN_PX = 200_000  # ... and a label this big is scaled plainly, a tenth of smoothscale's cost


class ChainLabel:
    """The CHAIN ×n label: it grows with the chain, pulses on each strike, then fades."""

    def __init__(self) -> None:
        self._img: tuple | None = None
        self._made: LRU[tuple, pygame.Surface] = LRU(8)  # this chain's texts, made ahead
        self._scaled: LRU[tuple, pygame.Surface] = LRU(16)  # the pulse's sizes, reused

    def image(self, text: str, size: int, colour) -> pygame.Surface:
        """The text, rendered once per text and size; frames only scale it."""
        key = (text, size, colour)
        if self._img is None or self._img[0] != key:
            self._img = (key, self._made.get_or_make(key, lambda: shadowed(text, size, colour)))
        return self._img[1]

    def prepare(self, n: int, scale: float) -> tuple[str, int, tuple]:
        """The label's text, size and colour at ``n`` scoring strikes (made by ``image``)."""
        text = _("CHAIN ×{n}").format(n=n) if n > 1 else ""
        colour = ui.GOLD if n < 4 else CHAIN_HOT if n < 6 else CHAIN_FIERCE
        # the colour drawn, not its role: the label's images are kept by it
        return text, int(min(96, 50 + 9 * n) * scale * 1.5), theme.resolve(colour)

    def draw(
        self,
        surface: pygame.Surface,
        r: pygame.Rect,
        n: int,
        kind: str,
        points: float,
        last: float,
        hold: float,
        pulse: float,
        age: float,
        scale: float,
    ) -> None:
        """``n`` scoring strikes so far (the first one's ``kind``), ``points`` won by them,
        ``last`` by the latest; ``hold``: seconds left on show, ``pulse``: the last
        strike's kick, fading. Beside the label: the latest strike's points, and from the
        second strike on the running total under them, each named ("+2 this strike",
        "+5 in all"), so a total never reads as one strike's."""
        if n < 1 or hold <= 0:
            return
        k = 1.0 + 0.45 * pulse**2 + 0.05 * math.sin(age * 9)
        if hold < 0.3:
            k *= hold / 0.3
        k = round(k * 100) / 100  # a hundredth apart: the pulse's sizes come round again
        text, full, colour = self.prepare(n, scale)
        if n == 1:
            text = strike_word(kind)
        img = self.image(text, full, colour)
        w, h = round(img.get_width() * k / 1.5), round(img.get_height() * k / 1.5)
        if w < 4 or h < 4:
            return
        big = img
        kicked = pulse > KICK_PLAIN and big.get_width() * big.get_height() > PLAIN_PX
        scaler = pygame.transform.scale if kicked else pygame.transform.smoothscale
        img = self._scaled.get_or_make((self._img[0], w, h, kicked), lambda: scaler(big, (w, h)))
        main = surface.blit(img, img.get_rect(center=r.center))
        if hold >= 0.3:
            for text, size, at in chain_points(n, points, last, main, scale):
                ui.blit_text(surface, text, size, at, ui.INK, "midleft", bold=True)


def strike_word(kind: str) -> str:
    """The word over a chain's first strike."""
    return _("RUN!") if kind == "run" else _("PAIR!")


def chain_points(
    n: int, points: float, last: float, label: pygame.Rect, scale: float
) -> list[tuple[str, int, tuple[float, float]]]:
    """The words beside the CHAIN label: (text, size, midleft point) each."""
    x = label.right + 10 * scale
    if n < 2:
        return [(signed(points), ui.text_px(42, scale), (x, label.centery))]
    big, small = ui.text_px(34, scale), ui.text_px(24, scale)
    return [
        (
            _("{points} this strike").format(points=signed(last)),
            big,
            (x, label.centery - big * 0.35),
        ),
        (
            _("{points} in all").format(points=signed(points)),
            small,
            (x, label.centery + big * 0.45),
        ),
    ]


class Panels:
    """Translucent label panels, one image per size and opacity."""

    def __init__(self) -> None:
        self._cache: LRU[tuple[int, int, int], pygame.Surface] = LRU(48)

    def panel(self, size: tuple[int, int], alpha: int = 150) -> pygame.Surface:
        key = (size[0], size[1], alpha, theme.version())
        img = self._cache.get(key)
        if img is None:
            img = pygame.Surface(size, pygame.SRCALPHA)
            radius = min(12, size[1] // 2)
            paint.rect(
                img, theme.current().rgba(ui.PANEL, alpha), img.get_rect(), border_radius=radius
            )
            paint.rect(img, ui.PANEL_EDGE, img.get_rect(), 2, border_radius=radius)
            self._cache[key] = img
        return img

    def label(
        self, surface: pygame.Surface, r: pygame.Rect, lines: list[tuple[Line, tuple]], scale: float
    ) -> None:
        """A figure over its caption on a cached panel (like the table's ``hud_text``)."""
        box = r.inflate(12, 8)
        surface.blit(self.panel(box.size), box)
        stacked_lines(surface, r, lines, scale, panel=False, small=21)


def draw_preview(
    surface: pygame.Surface,
    panels: Panels,
    row: pygame.Rect,
    centerx: int,
    parts: list[tuple[str, tuple]],
    total: float,
    size: int,
) -> None:
    """What a removal would score, part by part and in all, over the card at ``centerx``."""
    parts = parts + [(f"= {signed(total)}", ui.GOOD if total > 0 else NO if total < 0 else ui.INK)]
    imgs = [ui.render(t, size, c, True) for t, c in parts]
    gap = size // 2
    width = sum(i.get_width() for i in imgs) + gap * (len(imgs) - 1) + 24
    box = pygame.Rect(0, 0, width, row.h)
    box.centerx = centerx
    box.centery = row.centery
    box.clamp_ip(surface.get_rect().inflate(-8, 0))
    surface.blit(panels.panel(box.size, 190), box)
    x = box.x + 12
    for img in imgs:
        surface.blit(img, img.get_rect(midleft=(x, box.centery)))
        x += img.get_width() + gap


def relocate_words() -> str:
    """How to relocate, under the relocations left: the player's key for lifting a card
    ("drag or R"), or after a pad press the pad's button for it ("press LB"); a pad with
    no button for it is told the mouse's and the keyboard's way."""
    lift = COMBO_KEYS.buttons("lift")
    if LAST.pad and lift:
        # TRANSLATORS: under the relocations left, with a controller: its button lifts a card
        return _("press {button}").format(button=pad_label(lift[0]))
    key = COMBO_KEYS.key_label("lift")
    # TRANSLATORS: under the relocations left: drag a card, or lift it with this key
    return _("drag or {key}").format(key=key) if key else _("drag a card")


def draw_scoreboard(
    surface: pygame.Surface,
    panels: Panels,
    rect: Callable[[str], pygame.Rect | None],
    scale: float,
    g: Combo,
    shown: dict[str, list],
    score: float,
    hard: bool,
) -> None:
    """The score, the goal, the stock, relocations left and the three scoring piles.

    ``shown``/``score``: what the HUD shows, which follows the animation rather
    than the already-final state. ``rect`` gives None for a slot the level lacks.
    """

    def label(slot: str, lines: list[tuple[Line, tuple]]) -> None:
        r = rect(slot)
        if r is not None:
            panels.label(surface, r, lines, scale)

    reached = score >= g.goal
    colour = ui.GOOD if reached else ui.BAD if score < 0 else ui.INK
    label("score_panel", [(plain(score), colour), (pgettext("Combo panel", "score"), ui.DIM)])
    need = g.goal - score
    label(
        "goal_panel",
        [
            (_("goal {goal}").format(goal=g.goal), ui.ACCENT if hard else ui.INK),
            (
                _("reached") if reached else _("{points} to go").format(points=figure(need)),
                ui.GOOD if reached else ui.DIM,
            ),
        ],
    )
    stock = (
        _("stock · deal {n}").format(n=g.deals),
        # TRANSLATORS: the short form of "stock · deal {n}" where that has no room
        pgettext("Combo panel", "stock"),
    )
    label("stock_label", [(str(shown["stock"][0]), ui.INK), (stock, ui.DIM)])
    left = g.relocations_left
    # TRANSLATORS: under the figure of relocations left ("2" over "relocations left")
    word = ngettext("relocation left", "relocations left", left)
    # the least needed words last: a narrow label drops them first (ui.shorter)
    words = [word] + [_("bonus")] * bool(g.bonus)
    words += [relocate_words()] * bool(left and g.status == "playing")  # only while one can
    label(
        "relocations_label", [(str(left), ui.GOLD if left else ui.DIM), (" · ".join(words), ui.DIM)]
    )
    for slot, zone, text in (
        ("up_label", "face_up", N_("face up")),
        ("down_label", "face_down", N_("face down")),
        ("penalty_label", "penalty", N_("penalty")),
    ):
        count, pts = shown[zone]
        # TRANSLATORS: keep " · ": where the label has no room the points after it go
        sub = _("{pile} · {points}").format(pile=_(text), points=signed(pts)) if count else _(text)
        label(slot, [(str(count), ui.INK), (sub, ui.DIM)])


def prepare_strikes(
    impacts: Impacts, label: ChainLabel, events: list[dict], art: CardArt, scale: float
) -> None:
    """Queue what a move's strikes will show (as ``strike_effects`` and ``ChainLabel``
    make it), so each is made in a quiet frame before its strike: the pop-ups, the
    CHAIN label and its points, then the glows one after another."""
    impacts.new_plan()
    n, points, glows = 0, 0.0, []
    for ev in events:
        if ev["type"] == "remove":
            n, points = 0, 0.0
        if ev["type"] != "collide" or ev["kind"] == "none":
            continue
        n += 1
        points += ev["points"]
        colour = RUN_COLOUR if ev["kind"] == "run" else PAIR_COLOUR
        text, full, ink = label.prepare(n, scale)
        if n == 1:
            text = strike_word(ev["kind"])
        impacts.prepare("ink", (text, full, ink))  # a big text: in three frames
        impacts.prepare("words", (text, full, ink))
        impacts.prepare("label", (label, text, full, ink))
        for words, size, _at in chain_points(
            n, points, ev["points"], pygame.Rect(0, 0, 1, 1), scale
        ):
            impacts.prepare("words", (words, size, ui.INK))
        glows.append((theme.resolve(colour), int(art.w * (1.3 + 0.25 * min(n, 6)))))
    if not theme.current().reduce_motion:
        for key in glows:
            impacts.prepare("glow", key)
