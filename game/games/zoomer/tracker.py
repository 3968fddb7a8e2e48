"""Zoomer Matrix's drawing pieces: dimmed Matrix cards, empty spots, the tracker, banners.

The scene (``game.games.zoomer.scene``) keeps input, selection and animation; these
pieces draw what they are handed: the rules game or its tracker, the card art,
screen points and the view scale. How many cards a rank still needs comes from
the rules (``next_clear_needed``), not from arithmetic here.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable

import pygame

from game.engine import canvas, paint, theme, ui
from game.engine.cards import CardArt
from game.engine.lru import LRU
from game.engine.sprites import CardSprite
from game.engine.strips import Strip, StripPanel, cut
from game.engine.theme import NO, OK
from game.engine.tween import ease
from game.games.zoomer.rules import (
    MIN_CLEAR,
    PENT,
    SPOTS,
    ZOOMER_RANKS,
    Spot,
    Zoomer,
    next_clear_needed,
)
from game.i18n import N_, _, pgettext
from game.rules import cards as C

# TRANSLATORS: Zoomer Matrix's clear sizes, on small chips in the tracker and over a clear
GROUP_WORDS = {2: N_("PAIR"), 3: N_("TRIO"), 4: N_("FOUR"), PENT: N_("PENT")}
# what a rank's next clear must be, beside its tracker row
NEXT_WORDS = {2: N_("pair next"), 3: N_("trio next"), 4: N_("four next"), PENT: N_("pent next")}
# TRANSLATORS: the short forms of "pair next", "trio next"... and "lone card!" beside a
# tracker row's chips where the panel is narrow (the row's colour says it is next)
SHORT_NOTES = {
    N_("pair next"): N_("pair"),
    N_("trio next"): N_("trio"),
    N_("four next"): N_("four"),
    N_("pent next"): N_("pent"),
    N_("lone card!"): N_("lone"),
}
# a tracker row's colour: its rank's next clear due, all out, a lone card left
ROW_PAIR, ROW_DONE, ROW_LONE = ui.GOLD, ui.GOOD, theme.Ink("zoomer.lone")
DIM_VEIL = theme.Ink("zoomer.veil")  # over a card that cannot be played
HAND_BAND = theme.Ink("zoomer.hand_band")  # behind the hand card's rank
CLEAR_CHIPS = {
    2: theme.Ink("zoomer.pair_chip"),
    3: theme.Ink("zoomer.trio_chip"),
    4: theme.Ink("zoomer.four_chip"),
}  # a clear's chip in a row, by its size (a bigger one as a four's)
BANNER_EDGE = theme.Ink("gold", 220)
BANNERS = {"trap": N_("WIN BY TRAP"), "pent": N_("WIN BY PENT"), "slam": N_("SLAM!")}


def row_note(removed: int) -> tuple[tuple[int, int, int], str]:
    """A tracker row's colour and note for a rank with ``removed`` cards gone this round."""
    need = next_clear_needed(removed)
    if removed <= 0:
        return ui.INK, ""
    if need is None:
        return ROW_DONE, _("all out")
    if need < MIN_CLEAR:
        return ROW_LONE, _("lone card!")
    return ROW_PAIR, _(NEXT_WORDS[need])


# --- Matrix cards and spots ---------------------------------------------------------
class MatrixSprite(CardSprite):
    """A card sprite that can be dimmed (a covered Matrix card) under its glow ring."""

    __slots__ = ("dim",)

    def __init__(self, *a, **kw) -> None:
        super().__init__(*a, **kw)
        self.dim = False

    def draw(self, surface, vp, art: CardArt, offset=(0, 0)) -> pygame.Rect:
        glow, self.glow = self.glow, None
        rect = super().draw(surface, vp, art, offset)
        self.glow = glow
        if self.dim and self.face_up and self.sx == 1.0:
            surface.blit(_dim_veil(art), rect)
        if glow is not None:
            ring = art.outline(glow, 4)
            surface.blit(ring, ring.get_rect(center=rect.center))
        return rect


_VEILS: LRU[tuple[object, ...], pygame.Surface] = LRU(4)


def _dim_veil(art: CardArt) -> pygame.Surface:
    """A translucent shade in the card's shape, one per card size."""
    colour = theme.resolve(DIM_VEIL)
    key = (art.w, art.h, art.radius, colour)
    veil = _VEILS.get(key)
    if veil is None:
        veil = _VEILS[key] = pygame.Surface(art.size, pygame.SRCALPHA)
        paint.rect(veil, colour, veil.get_rect(), border_radius=art.radius)
    return veil


_RINGS: LRU[tuple, pygame.Surface] = LRU(16)


def _faint_ring(art: CardArt, colour: tuple[int, int, int], alpha: int) -> pygame.Surface:
    """A see-through outline of a card: an empty spot drawn over the cards below it."""
    colour = theme.resolve(colour)
    key = (art.w, art.h, colour, alpha)
    ring = _RINGS.get(key)
    if ring is None:
        ring = pygame.Surface(art.size, pygame.SRCALPHA)
        paint.rect(ring, (*colour, alpha), ring.get_rect(), 2, border_radius=art.radius)
        ring = _RINGS[key] = canvas.mark_frame(ring, 3, art.radius + 1)
    return ring


def draw_spots(
    surface: pygame.Surface,
    art: CardArt,
    g: Zoomer,
    place: list[Spot],
    centre: Callable[[Spot], tuple[int, int]],
    pointed: Spot | None,
    clock: float,
    free_area: Callable[[Spot], list[pygame.Rect]],
) -> None:
    """Empty spots over the cards (an empty spot always lies above what shows there):
    green where the hand card may go (``place``), faint red where it may not. A green
    spot is filled only over its free area, the part no card shows through, which is
    where a click places; a card seen inside the ring is still that card."""
    holding = g.hand is not None and g.status == "playing"
    pulse = 0.5 + 0.5 * math.sin(clock * 5.0)
    for spot in SPOTS:
        if g.card_at(spot) is not None:
            continue
        at = centre(spot)
        if holding and spot in place:
            for r in free_area(spot):
                surface.blit(ui.tint(r.size, theme.current().rgba(OK, 60 + int(40 * pulse))), r)
            ring = art.outline(OK, 3 if pulse < 0.5 else 5)
            surface.blit(ring, ring.get_rect(center=at))
        elif holding and spot == pointed:
            ring = art.outline(NO, 4)
            surface.blit(ring, ring.get_rect(center=at))
        elif holding:
            img = _faint_ring(art, NO, 110)
            surface.blit(img, img.get_rect(center=at))
        elif g.supported(spot):
            img = _faint_ring(art, theme.RIM, 70)
            surface.blit(img, img.get_rect(center=at))


def draw_reshuffle(surface: pygame.Surface, r: pygame.Rect, clock: float) -> None:
    """Two chasing arrows in the empty stock's place: in normal mode a draw from an empty
    stock reshuffles the cleared cards, and the sign says so before anyone hovers."""
    radius = max(8, int(min(r.w, r.h) * 0.28))
    centre = r.center
    width = max(3, radius // 5)
    turn = clock * 1.5
    for half in (0, math.pi):
        start = turn + half
        box = pygame.Rect(0, 0, radius * 2, radius * 2)
        box.center = centre
        paint.arc(surface, ui.GOLD, box, start, start + math.pi * 0.75, width)
        end = start + math.pi * 0.75
        tip = (centre[0] + radius * math.cos(end), centre[1] - radius * math.sin(end))
        # the arrowhead points along the arc (counter-clockwise on screen)
        dx, dy = -math.sin(end), -math.cos(end)
        size = width * 2.2
        side = (-dy * size * 0.6, dx * size * 0.6)
        paint.polygon(
            surface,
            ui.GOLD,
            [
                (tip[0] + dx * size, tip[1] + dy * size),
                (tip[0] + side[0], tip[1] + side[1]),
                (tip[0] - side[0], tip[1] - side[1]),
            ],
        )


# --- the words round the table -----------------------------------------------------------
def draw_labels(
    surface: pygame.Surface,
    rect: Callable[[str], pygame.Rect],
    scale: float,
    g: Zoomer,
    hard: bool,
) -> None:
    """What lies in the stock, discard pile, hand and Trap (the header is the table's)."""
    small = max(ui.MIN_TEXT, int(22 * scale))
    at = rect("stock_label").center
    if g.stock:
        stock_text, stock_colour = _("{n} in stock").format(n=len(g.stock)), ui.INK
    elif not hard and g.discard:
        stock_text = _("Empty: D reshuffles {n}").format(n=len(g.discard))
        stock_colour = ui.GOLD
    else:
        stock_text, stock_colour = _("Stock empty"), ui.BAD
    _centred(surface, stock_text, small, at, stock_colour)
    at = rect("discard_label").center
    _centred(surface, _("{n} discarded").format(n=len(g.discard)), small, at, ui.DIM)
    holding = g.hand is not None
    if holding:
        card = C.name(g.hand)  # type: ignore[arg-type]
        text: str | tuple[str, ...] = (_("In hand: {card}").format(card=card), card)
    else:
        text = _("Hand empty")
    colour = ui.GOLD if holding else ui.DIM
    at, hand = rect("hand_label").center, rect("hand").inflate(24, 24)  # and its focus ring
    tall = None
    if hand.top <= at[1] <= hand.bottom and hand.right <= at[0]:  # beside the hand: clear of it
        tall = 2 * (at[0] - hand.right) - 8
    _centred(surface, text, small, at, colour, bold=holding, tall=tall)
    if g.trap_card is not None:
        card = C.name(g.trap_card)
        text = (_("Trap card: {card}").format(card=card), card)
        _centred(surface, text, small, rect("trap_label").center, ui.GOLD)


def _centred(
    surface,
    text: str | tuple[str, ...],
    size: int,
    at,
    colour,
    bold: bool = False,
    room: int | None = None,
    tall: int | None = None,
):
    """A label centred on ``at``, smaller (not below the floor) where it would run off
    the window's nearer edge (or leave ``room``): "In hand: Queen of Diamonds" in large
    print; ``text`` may be wordings longest first, the card's name alone where the whole
    line has no room; ``tall``: a label beside the hand, that narrow, on up to three
    lines."""
    edge = 2 * min(at[0], surface.get_width() - at[0]) - 8
    room = edge if room is None else min(room, edge)
    tall = None if tall is None else min(tall, edge)
    # not even the card's name on a line: two lines (three beside the hand, room below)
    lines = (2 if tall is None else 3) * ui.sized_font(ui.pixel_size(size), bold).get_linesize()
    said = ui.fit(text, size, room if tall is None else tall, height=lines, bold=bold)
    ui.blit_fitted(surface, said, at, colour, "center", bold=bold)


# --- the tracker ---------------------------------------------------------------------------
def _tracker_rows(h: int) -> tuple[int, int]:
    """(top of the first rank row, row height) in a tracker ``h`` pixels high."""
    k = h / 528
    return int(66 * k), int(41 * k)


def tracker_strips(size: tuple[int, int]) -> list[pygame.Rect]:
    """The tracker cut across into the heading, one strip per rank and the foot: a
    move changes a row or two, so only those strips are made and painted again."""
    top, row_h = _tracker_rows(size[1])
    return cut(size, [top + i * row_h for i in range(len(ZOOMER_RANKS) + 1)])


def _row_key(tracker: dict, rank: str, hand_rank: str | None) -> tuple:
    row = tracker[rank]
    return (rank == hand_rank, row["removed"], tuple(row["clears"]), row["in_stock"],
            row["in_discard"])  # fmt: skip


class TrackerPanel:
    """The tracker as strips (``tracker_strips``, game.engine.strips), each kept while
    its rows show the same."""

    def __init__(self) -> None:
        self._panel = StripPanel()

    def strips(
        self,
        size: tuple[int, int],
        tracker: dict,
        round_no: int | None,
        hand_rank: str | None,
        state: Hashable = None,
    ) -> list[Strip]:
        """(offset in the panel, image) per strip, made again only where rows changed.
        ``state`` names the position ``tracker`` was asked of (the scene's view key):
        while it is the same, the last frame's strips are given without a row's key made;
        None makes the keys every time."""
        if state is None:
            return self._strips(size, tracker, round_no, hand_rank)
        shows = (tuple(size), state, round_no, hand_rank)
        return self._panel.kept(shows, lambda: self._strips(size, tracker, round_no, hand_rank))

    def _strips(
        self, size: tuple[int, int], tracker: dict, round_no: int | None, hand_rank: str | None
    ) -> list[Strip]:
        rects = tracker_strips(size)
        keys = [("head", round_no)]
        keys += [_row_key(tracker, rank, hand_rank) for rank in ZOOMER_RANKS]
        keys.append(("foot",))
        keys = keys[: len(rects)]  # a tiny panel may have no room for the foot

        def redraw(surf: pygame.Surface) -> None:
            render_tracker(surf, tracker, round_no, hand_rank, ground=False)

        return self._panel.strips(size, rects, keys, redraw, tracker_ground)


def tracker_ground(surf: pygame.Surface) -> None:
    """The tracker's translucent box, under all of it."""
    ui.panel(surf, surf.get_rect(), 170, int(14 * surf.get_height() / 528))


def render_tracker(
    surf: pygame.Surface,
    tracker: dict,
    round_no: int | None,
    hand_rank: str | None,
    ground: bool = True,
) -> None:
    """Per rank: this round's clears as PAIR/TRIO chips and where the rest lie, painted
    on ``surf`` (a clear, panel-sized surface; only inside its clip), on the tracker's
    box unless ``ground`` is False (the strips copy the box in themselves).

    ``tracker`` is the rules' ``Zoomer.tracker()``; the rank of the card in
    hand (``hand_rank``) is banded.
    """
    w, h = surf.get_size()
    k = h / 528
    if ground:
        tracker_ground(surf)
    pad = int(14 * k)
    # hard mode has no reshuffle, so no rounds: its tracker counts the whole deal
    title = _("Tracker") if round_no is None else _("Tracker — round {n}").format(n=round_no)
    ui.blit_text(surf, title, ui.text_px(28, k), (pad, int(10 * k)), ui.GOLD, bold=True)
    head = ui.text_px(17, k)
    # TRANSLATORS: the tracker's column heads, over narrow columns of figures
    stock = pgettext("tracker column", "stock")
    disc = pgettext("tracker column: the discard pile", "disc.")
    # the figures' columns at the right, each as wide as its head: clear of each other
    stock_w = ui.measure(stock, head)[0]
    disc_w = max(ui.measure(disc, head)[0], int(32 * k))
    stock_x = min(int(272 * k), w - pad - disc_w - int(10 * k) - stock_w // 2)
    cols = {"rank": int(30 * k), "chips": int(62 * k), "stock": stock_x, "disc": w - pad}
    y0 = int(44 * k)
    # "cleared this round" ends short of the stock column's head: where the panel is
    # small (a small window, a 4:3 table) it says "cleared", not the two run together
    room = cols["stock"] - ui.text_width(stock, ui.pixel_size(head)) // 2 - cols["chips"] - 6
    wordings = (_("cleared"),) if round_no is None else (_("cleared this round"), _("cleared"))
    words, px = ui.fit_words(wordings, head, room)
    ui.blit_text(surf, words, px, (cols["chips"], y0), ui.DIM, exact=True)
    ui.blit_text(surf, stock, head, (cols["stock"], y0), ui.DIM, "midtop")
    ui.blit_text(surf, disc, head, (cols["disc"], y0), ui.DIM, "topright")
    top, row_h = _tracker_rows(h)
    chip_w, chip_h = int(50 * k), min(row_h - 4, max(int(26 * k), 20))
    clip = surf.get_clip()
    for i, rank in enumerate(ZOOMER_RANKS):
        row = tracker[rank]
        y = top + i * row_h
        if not clip.colliderect(0, y - row_h // 2, w, 2 * row_h):
            continue  # painted outside the strips being made (glyphs spill a little)
        mid = y + row_h // 2
        if rank == hand_rank:
            band = pygame.Rect(int(6 * k), y + 2, w - int(12 * k), row_h - 4)
            paint.rect(surf, HAND_BAND, band, border_radius=int(8 * k))
        colour, note = row_note(row["removed"])
        label = "10" if rank == "T" else rank
        ui.blit_text(surf, label, ui.text_px(28, k), (cols["rank"], mid), colour, "center", True)
        x = cols["chips"]
        words = [_(GROUP_WORDS[n]) if n in GROUP_WORDS else str(n) for n in row["clears"]]
        chip_px = ui.text_px(18, k)
        wides = [max(chip_w, ui.measure(w, chip_px)[0] + int(10 * k) + 4) for w in words]
        end = cols["stock"] - stock_w // 2 - int(8 * k)  # the chips keep off the figures
        if len(set(words)) == 1 and len(words) > 1 and x + sum(wides) > end:
            words = [f"{len(words)}×{words[0]}"]  # two PAIRs as one chip: "2×PAIR"
        clears = list(zip(row["clears"], words, strict=False))
        for n, word in clears:
            wide = max(chip_w, ui.measure(word, chip_px)[0] + int(10 * k) + 4)
            chip = pygame.Rect(x, mid - chip_h // 2, wide, chip_h)
            fill = CLEAR_CHIPS.get(n, CLEAR_CHIPS[4])
            paint.rect(surf, fill, chip, border_radius=int(6 * k))
            ui.blit_text(surf, word, chip_px, chip.center, ui.INK, "center", shadow=False)
            x += wide + int(5 * k)
        if note:  # up to the stock's figures, said shorter where it must
            room = cols["stock"] - stock_w // 2 - int(8 * k) - (x + int(4 * k))
            short = {_(long): _(brief) for long, brief in SHORT_NOTES.items()}
            notes = (note, short.get(note, note))
            least = ui.step_down(ui.pixel_size(ui.text_px(18, k)))
            if ui.text_width(notes[-1], least, False) <= room:  # else the row's colour says it
                fitted = ui.fit(notes, ui.text_px(18, k), room)
                ui.blit_fitted(surf, fitted, (x + int(4 * k), mid), colour, "midleft")
        stock_col = ui.INK if row["in_stock"] else ui.DIM
        ui.blit_text(
            surf, str(row["in_stock"]), int(24 * k), (cols["stock"], mid), stock_col, "center"
        )
        disc_col = ui.INK if row["in_discard"] else ui.DIM
        ui.blit_text(
            surf,
            str(row["in_discard"]),
            ui.text_px(24, k),
            (cols["disc"] - int(16 * k), mid),
            disc_col,
            "center",
        )
    foot = top + 10 * row_h + int(8 * k)
    lines = (_("A pair, then a trio, clears a rank;"), _("two pairs leave a lone fifth card."))
    size, room = ui.text_px(18, k), w - 2 * pad
    least = ui.step_down(ui.pixel_size(size))
    if any(ui.text_width(line, least, False) > room for line in lines):
        return  # a panel too narrow for the rule's two lines (a small window): left out
    for j, line in enumerate(lines):
        step = max(int(19 * k), size)
        fitted = ui.fit(line, size, room)
        ui.blit_fitted(surf, fitted, (w // 2, foot + j * step), ui.DIM, "midtop")


def draw_banner(
    surface: pygame.Surface,
    banner: str,
    age: float,
    centre: tuple[int, int],
    scale: float,
    length: Callable[[float], float],
) -> None:
    """The win banner over the Trap: it springs open (out-back) in under half a second.

    ``length`` turns a level length into screen pixels (the viewport's).
    """
    t = min(1.0, age / 0.45)
    grow = ease("out_back", t)
    big = banner == "slam"
    size = max(20, int((110 if big else 76) * scale * max(0.2, grow)))
    width = int(length(560 if big else 520) * min(1.0, t * 1.5))
    if width > 8:
        band = pygame.Rect(0, 0, width, int(length(130 if big else 100)))
        band.center = centre
        ui.panel(surface, band, 215, band.h // 2, border=BANNER_EDGE)
    ui.blit_text(surface, _(BANNERS[banner]), size, centre, ui.GOLD, "center", bold=True)
