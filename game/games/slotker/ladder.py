"""SLOTKER's panels and words, drawn: the ranking ladder, the runs panel, captions, labels.

Plain functions of what they show (the set to beat, the rules game, the draw
options) and of the view scale; the scene caches the images and decides when
to repaint. Which row holds or beats the high set is the rules' answer
(``game.games.slotker.rank``), not this module's.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

import pygame

from game.engine import paint, theme, ui
from game.engine.strips import rows
from game.engine.theme import NO
from game.games.slotker.cabinet import GIVE_UP, HAND, HIGH, KEEP, Rects
from game.games.slotker.rank import (
    RANKS_HIGH_FIRST,
    SYMBOL_COUNT,
    SYMBOLS,
    category,
    describe,
    row_standing,
    set_kind,
    set_rank,
    symbol_key,
    symbol_name,
    trips_key,
)
from game.games.slotker.rules import Slotker
from game.games.slotker.symbols import icon, label_colour
from game.i18n import N_, _, ngettext, pgettext


class LadderRows(NamedTuple):
    """Where the ladder's rows lie (painting and strips share these numbers)."""

    ranks_top: int
    ranks: list[tuple[int, int]]  # each rank row's (top, height)
    symbols_top: int
    symbols: list[tuple[int, int]]  # each symbol row's (top, height)
    foot: int  # the top of the tie-break words
    headings: bool  # "Three of a rank" and "Three of a symbol" show
    px: int  # the rows' words, in pixels (draw them with exact=True)


def ladder_rows(s: float, height: int) -> LadderRows:
    """The ladder's rows at scale ``s`` in a panel ``height`` high. Where they do not fit
    (the smallest windows, large print), the rows close up to their words' own line and
    the headings go, and then the words shrink, never below the floor: each row still
    says "three Kings" or shows its symbol."""
    y = round(8 * s)
    y += max(round(28 * s), ui.text_px(22, s) + 2)
    px = ui.pixel_size(ui.text_px(19, s))
    head, gap = max(round(20 * s), ui.text_px(18, s)), round(6 * s)
    rank_h = max(round(20.5 * s), px)  # rows never closer than their words
    symbol_h = max(round(26 * s), px + 2)
    n_ranks, n_symbols = len(RANKS_HIGH_FIRST), len(SYMBOLS)
    headings = y + 2 * head + n_ranks * rank_h + n_symbols * symbol_h + 2 * gap <= height
    if not headings:
        room = (height - y - 2 * gap) // (n_ranks + n_symbols)
        while px > ui.MIN_TEXT and ui.sized_font(px).get_linesize() > room:
            px -= 1
        line = ui.sized_font(px).get_linesize()
        head, rank_h, symbol_h = 0, line, max(line, round(22 * s))
    y += head
    ranks_top = y
    ranks = [(ranks_top + i * rank_h, rank_h) for i in range(n_ranks)]
    y = ranks_top + n_ranks * rank_h + gap
    y += head
    symbols_top = y
    symbols = [(symbols_top + i * symbol_h, symbol_h) for i in range(n_symbols)]
    foot = symbols_top + n_symbols * symbol_h + gap
    return LadderRows(ranks_top, ranks, symbols_top, symbols, foot, headings, px)


def ladder_strips(
    size: tuple[int, int], s: float, shown_high: Sequence[str] | None, mark: str, early_aces: bool
) -> tuple[list[pygame.Rect], list[tuple]]:
    """The ladder cut into a strip per row (and its headings), with what each strip
    shows: a new high set changes the rows whose standing against it changes."""
    _, ranks, _, symbols, foot, _, _ = ladder_rows(s, size[1])
    high = set_rank(shown_high) if shown_high else None
    tag = (mark, tuple(shown_high or ()))
    edges, keys = [], [("title",)]
    for (top, _), rank in zip(ranks, RANKS_HIGH_FIRST, strict=True):
        marked, beats = row_standing(trips_key(rank), high)
        note = rank == "A" and early_aces and high != trips_key(rank)
        edges.append(top)
        keys.append((marked, beats, note, tag if marked else None))
    edges.append(ranks[-1][0] + ranks[-1][1])
    keys.append(("symbols",))
    for (top, _), symbol in zip(symbols, SYMBOLS, strict=True):
        marked, beats = row_standing(symbol_key(symbol), high)
        edges.append(top)
        keys.append((marked, beats, tag if marked else None))
    edges.append(foot)
    keys.append(("tie",))
    return rows(size, edges, keys)


def ladder_ground(img: pygame.Surface, s: float) -> None:
    """The ladder's translucent box, under all of it."""
    ui.panel(img, img.get_rect(), 170, round(14 * s))


def paint_ladder(
    img: pygame.Surface,
    s: float,
    shown_high: Sequence[str] | None,
    mark: str,
    early_aces: bool,
    ground: bool = True,
) -> None:
    """Every kind of set, highest first; the high set marked ``mark``, what beats it
    bright; painted on ``img``, a clear panel-sized surface (only inside its clip), on
    the ladder's box unless ``ground`` is False (the strips copy the box in themselves).

    ``early_aces``: three Aces would lose if made now, and the Aces row says so.
    """
    w = img.get_width()
    if ground:
        ladder_ground(img, s)
    pad = round(12 * s)
    y = round(8 * s)
    title, px = ui.fit_words(
        (_("SETS, HIGHEST FIRST"), _("SETS")), ui.text_px(22, s), w - 2 * round(6 * s)
    )
    ui.blit_text(img, title, px, (w // 2, y), ui.GOLD, "midtop", bold=True, exact=True)
    y += max(round(28 * s), ui.text_px(22, s) + 2)
    high = set_rank(shown_high) if shown_high else None
    _top, ranks, symbols_top, symbols, foot, headings, text = ladder_rows(s, img.get_height())
    if headings:
        ui.blit_text(img, _("Three of a rank"), ui.text_px(18, s), (pad, y), ui.DIM, "topleft")
    for (y, row_h), rank in zip(ranks, RANKS_HIGH_FIRST, strict=True):
        key = trips_key(rank)
        cards = [rank + "S", rank + "H", rank + "D"]
        _row(img, s, y, row_h, describe(cards), key, high, text, pad, shown_high, mark)
        if rank == "A" and early_aces and high != key:
            note = min(text, ui.pixel_size(ui.text_px(15, s)))
            label_end = pad + ui.text_width(describe(cards), text) + round(8 * s)
            words = aces_note(w - pad - label_end, note)
            if ui.text_width(words, note) > w - pad - label_end:
                continue  # no room beside the label even for the short warning
            ui.blit_text(
                img,
                words,
                note,
                (w - pad, y + row_h // 2),
                NO,
                "midright",
                shadow=False,
                exact=True,
            )
    y = ranks[-1][0] + ranks[-1][1] + round(6 * s)
    if headings:
        ui.blit_text(img, _("Three of a symbol"), ui.text_px(18, s), (pad, y), ui.DIM, "topleft")
    for (y, row_h), symbol in zip(symbols, SYMBOLS, strict=True):
        iz = round(22 * s)
        _row(
            img,
            s,
            y,
            row_h,
            symbol_name(symbol),
            symbol_key(symbol),
            high,
            text,
            pad + iz + round(6 * s),
            shown_high,
            mark,
            colour=label_colour(symbol),
            note=ngettext("{n} card", "{n} cards", SYMBOL_COUNT[symbol]).format(
                n=SYMBOL_COUNT[symbol]
            ),
            symbol=(symbol, pad, iz),
        )
    y = foot
    tie = _("Same symbol: straight flush, flush, straight, pair, high card.")
    block = ui.text_block(tie, ui.text_px(16, s), w - 2 * pad, ui.DIM)
    if y + block.get_height() <= img.get_height():  # a small window has no room: Help says it
        ui.blit_block(img, tie, ui.text_px(16, s), (pad, y), w - 2 * pad, ui.DIM, shadow=False)


EDGE = theme.Ink("slotker.symbol_edge")  # a symbol's edge on a gold row, dark against its fill
ROW_BAND = theme.Ink("slotker.row_band")  # the marked row's fill
MARKED_INK = theme.Ink("slotker.marked_ink")  # the words on it

# the ladder's mark on the high set's row: the solo game's and a match's
MARKS = {"HIGH": N_("HIGH"), "BEST": N_("BEST")}


def aces_note(room: int, size: int) -> str:
    """The Aces row's warning in the words that fit ``room`` beside its label."""
    full = _("lose if made now")
    return full if ui.text_width(full, size) <= room else _("lose now")


def _row(
    img, s, y, row_h, label, key, high, size, x, shown_high, mark, colour=None, note="",
    symbol: tuple[str, int, int] | None = None,
) -> None:  # fmt: skip
    """One ladder row; ``key`` is the row's rank key (a prefix for symbol rows); its ink is
    the theme's (``colour`` a palette role or three numbers, the ink role when None),
    dimmed from the colour the theme draws, so high contrast dims its own ink.
    ``symbol``: a symbol row's (symbol, left, size), its icon drawn over the row's fill."""
    colour = theme.resolve(ui.INK if colour is None else colour)
    w = img.get_width()
    marked, beats = row_standing(key, high)
    row = pygame.Rect(round(6 * s), y, w - round(12 * s), row_h - 1)
    if marked:
        paint.rect(img, ROW_BAND, row, border_radius=round(6 * s))
        paint.rect(img, ui.GOLD, row, max(1, round(2 * s)), border_radius=round(6 * s))
    if symbol is not None:  # over the fill, never under it; on gold, edged in dark
        name, left, iz = symbol
        at = (left, y + (row_h - iz) // 2)
        shape = icon(name, iz)
        if marked:
            edge = pygame.mask.from_surface(shape, 96).to_surface(
                setcolor=theme.resolve(EDGE), unsetcolor=theme.CLEAR
            )
            for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
                img.blit(edge, (at[0] + dx, at[1] + dy))
        img.blit(shape, at)
    ink = colour if beats else tuple(int(c * 0.35 + 70) for c in colour)
    if marked:
        ink = theme.resolve(MARKED_INK)
    mid = (x, y + row_h // 2)
    ui.blit_text(img, label, size, mid, ink, "midleft", bold=marked, shadow=False, exact=True)
    right = w - round(12 * s)
    small = min(size, ui.pixel_size(ui.text_px(16, s)))  # ``size``: the row's pixels
    if marked:
        tag = _(MARKS.get(mark, mark))
        shown = shown_high or []
        cat = category(shown) if set_kind(shown) == "symbol" else None
        if cat:
            tag = _("{category} · {mark}").format(category=cat, mark=tag)
        ui.blit_text(
            img,
            tag,
            small,
            (right, y + row_h // 2),
            ui.GOLD,
            "midright",
            bold=True,
            shadow=False,
            exact=True,
        )
    elif note and _clears(label, size, note, small, right - x - round(8 * s)):
        ui.blit_text(
            img, note, small, (right, y + row_h // 2), ui.DIM, "midright", shadow=False, exact=True
        )


def _clears(label: str, size: int, note: str, small: int, room: int) -> bool:
    """Whether a row's note fits beside its label (a longer language may leave no room:
    the note goes, the label stays)."""
    return ui.text_width(label, size) + ui.text_width(note, small) <= room


def run_words(g: Slotker, run: int) -> tuple[str, tuple]:
    """What the runs panel says of ``run``: its high set, "playing now" or a dash."""
    if run <= len(g.run_highs):
        return describe(g.run_highs[run - 1]), ui.INK
    if run == g.run and g.status == "playing":
        return _("playing now"), ui.GOLD
    return "-", ui.DIM


def runs_rows(g: Slotker, size: tuple[int, int], s: float) -> tuple[list[pygame.Rect], list]:
    """The runs panel cut into strips (game.engine.strips): its heading, a strip per
    run and the note below, with what each shows, as ``paint_runs_panel`` lays it out."""
    y = round(10 * s) + round(34 * s)
    edges, keys = [y], [("title",)]
    for run in range(1, g.runs + 1):
        keys.append((run, *run_words(g, run)))
        px = ui.text_px(20, s)
        y += max(round(50 * s), 2 * px + 6)
        edges.append(y)
    keys.append(("note",))
    return rows(size, edges, keys)


def paint_runs_panel(g: Slotker, size: tuple[int, int], s: float) -> pygame.Surface:
    """Solo: each run and the high set it made."""
    w = size[0]
    img = pygame.Surface(size, pygame.SRCALPHA)
    ui.panel(img, img.get_rect(), 150, round(14 * s))
    pad = round(14 * s)
    y = round(10 * s)
    ui.blit_text(img, _("RUNS"), ui.text_px(22, s), (w // 2, y), ui.GOLD, "midtop", bold=True)
    y += round(34 * s)
    for run in range(1, g.runs + 1):
        text, colour = run_words(g, run)
        size = ui.text_px(20, s)
        ui.blit_text(
            img, _("Run {run}").format(run=run), size, (pad, y), ui.DIM, "topleft", shadow=False
        )
        ui.blit_text(img, text, size, (pad, y + max(round(20 * s), size)), colour, "topleft")
        y += max(round(50 * s), 2 * size + 6)
    y += round(6 * s)
    lines = _(
        "Run 1 ends at its first set. Each later run must beat it. Three Aces before the "
        "last run lose: nothing beats them."
    )
    size = ui.text_px(17, s)
    block = ui.text_block(lines, size, w - 2 * pad, ui.DIM)
    if y + block.get_height() <= img.get_height():
        ui.blit_block(img, lines, size, (pad, y), w - 2 * pad, ui.DIM, shadow=False)
    return img


def draw_captions(surface: pygame.Surface, options: list[dict], rect: Rects, s: float) -> None:
    """Under each reel: give it up for what (and how many outs), or keep it."""
    by_index = {o["index"]: o for o in options}
    size = ui.text_px(19, s)
    step = size * 0.82
    line = ui.font(size).get_linesize()
    floor = rect("button_deal").top - 2  # the captions stop short of the machine's buttons
    for i in range(3):
        r = rect(HAND[i])
        x, y = r.centerx, r.bottom + 13 * s
        o = by_index.get(i)
        if o is None:
            ui.blit_text(surface, _("keep"), size, (x, y), KEEP, "midtop", bold=True)
            continue
        give_up, px = ui.fit_words(
            (_("[{key}] give up for").format(key=i + 1), f"[{i + 1}]"), size, int(r.w * 1.06)
        )
        ui.blit_text(
            surface,
            give_up,
            px,
            (x, y),
            GIVE_UP,
            "midtop",
            bold=True,
            exact=True,
        )
        goal = ui.blit_block(
            surface,
            o["goal"],
            size,
            (x, y + step),
            int(r.w * 1.06),
            anchor="midtop",
            align="center",
            line_height=round(step),
        )
        y = goal.bottom
        outs = o["outs"]
        if o.get("loses"):
            ui.blit_text(surface, _("and lose the game"), size, (x, y), NO, "midtop", bold=True)
            continue
        # TRANSLATORS: an "out" is a card still to come that would make the set
        words = ngettext("{n} out left", "{n} outs left", outs).format(n=outs)
        if y + line <= floor:  # no room left (a small window in large print): the outs go
            ui.blit_text(surface, words, size, (x, y), ui.DIM if outs else NO, "midtop")


# --- the words on the machine ----------------------------------------------------------
def draw_run_label(
    surface: pygame.Surface,
    rect: Rects,
    s: float,
    run_text: str,
    short: str = "",
    clock: pygame.Rect | None = None,
) -> None:
    """The run under way, between the table's title and deal header (``short`` where the
    whole line has no room), clear of the header's ``clock`` line (where it last went)."""
    r = rect("run_label")
    wordings = (run_text, short) if short else (run_text,)
    # the slot's middle: at small windows the header's clock line comes in to its right end
    room = int(r.w * 0.85)
    if clock is not None and clock.colliderect(r.x, r.y, r.w, r.h):
        room = min(room, 2 * (clock.left - r.centerx) - int(16 * s))
    words, px = ui.fit_words(wordings, ui.text_px(32, s), room)
    ui.blit_text(surface, words, px, r.center, ui.INK, "center", bold=True, exact=True)


def draw_high_label(
    surface: pygame.Surface, rect: Rects, s: float, wordings: tuple[str, ...], set_held: bool
) -> None:
    """The line over the high-set tray: the set to beat, or how the first set becomes it
    (``wordings`` longest first, each a whole message: a cut one would lose its words)."""
    left, right = rect(HIGH[0]), rect(HIGH[2])
    y = left.y - 4 * s
    cx = (left.x + right.right) / 2
    colour = ui.GOLD if set_held else ui.DIM
    # over the trays, not past them onto the cabinet's lights: "HIGH SET: none yet" alone
    # where "- your first set becomes it" has no room
    words, px = ui.fit_words(wordings, ui.text_px(24, s), right.right - left.x)
    ui.blit_text(surface, words, px, (cx, y), colour, "midbottom", bold=set_held, exact=True)


def draw_tray_labels(surface: pygame.Surface, rect: Rects, s: float, to_deal: int) -> None:
    """Under the stock, the cards left to deal; under the discard pile, its name."""
    stock = rect("stock")
    where = (stock.centerx, stock.bottom + 4 * s)
    ui.blit_text(
        surface, _("{n} to deal").format(n=to_deal), ui.text_px(22, s), where, ui.INK, "midtop"
    )
    disc = rect("discard")
    where = (disc.centerx, disc.bottom + 4 * s)
    ui.blit_text(
        surface, pgettext("SLOTKER tray", "discard"), ui.text_px(22, s), where, ui.DIM, "midtop"
    )


def draw_prompt(surface: pygame.Surface, r: pygame.Rect, s: float, text: str, lit: bool) -> None:
    """What to do now, on the machine's little screen (gold while a choice is lit)."""
    if not text:
        return
    size = ui.text_px(21, s)
    colour = ui.GOLD if lit else ui.INK
    width = r.w - round(16 * s)
    ui.blit_block(
        surface, text, size, r.center, width, colour, "center", align="center", shadow=False,
        line_height=round(size * 0.9),
    )  # fmt: skip
