"""Statistics: per game and mode, a bar chart of win rates and the recent results; the
high-score tables of each game; the daily deal's streaks and days.

Tab (or a click on a page's name) turns the page; Left/Right or H switch the
mode; on the high scores, Up/Down pick the game."""

from __future__ import annotations

import pygame

from game import catalog
from game.ai.daily import today
from game.engine import paint, theme, ui
from game.engine.backdrop import make_felt
from game.engine.input import STATS_KEYS
from game.engine.scene import Scene
from game.engine.scores import (
    clock,
    daily_days,
    daily_streaks,
    entry_line,
    high_scores,
    kind_word,
    outcome_word,
)
from game.engine.spoken import sentences
from game.i18n import N_, _, ngettext, number, pgettext
from game.rules import TITLES
from game.scenes.stats_watch import Watcher
from game.session import RUN, run_board
from game.session import kinds as own_kinds
from game.store.records import win_rate


def fmt_time(seconds: float | None) -> str:
    if seconds is None:
        return "–"
    m, s = divmod(int(seconds), 60)
    return f"{m}:{s:02d}"


# the pages' names, marked here and translated when drawn
PAGES = (N_("Overview"), N_("High scores"), N_("Daily deal"), N_("Recent"), N_("Arcade runs"))
GAME_PAGES = (1, 3)  # the pages of one game at a time, chosen by its tab
TAB_MIN = 150  # the narrowest a game's tab on the high scores gets before they take two rows
TAB_GAP = 10
TAB_H = 34

# (heading, x in the 1180 px design): "Lost" counts deals the rules lost; "Given up"
# those given up or left for another deal (abandoned), which count as played, not won
COLUMNS = [
    (N_("Game"), 0),
    (N_("Played"), 215),
    (N_("Won"), 295),
    (N_("Lost"), 360),
    (N_("Given up"), 430),
    (N_("Win %"), 540),
    (N_("Streak"), 620),
    (N_("Best streak"), 700),
    (N_("Fastest"), 830),
    (N_("Best score / set / win kinds"), 925),
]
DAILY_COLUMNS = [
    (N_("Game"), 0),
    (N_("Today"), 220),
    (N_("Played in a row"), 420),
    (N_("Won in a row"), 600),
    (N_("Last days"), 780),
]

# a column's heading where its full words do not fit its room (small windows, large print)
SHORT = {
    "Won": N_("W"),
    "Lost": N_("L"),
    "Win %": N_("%"),
    "Fastest": N_("Time"),
    "Best score / set / win kinds": N_("Best"),
    "Best streak": N_("Best run"),
    "Given up": N_("Quit"),
    "Played in a row": N_("Played"),
    "Won in a row": N_("Won"),
}


def column_rooms(cols: list[tuple[str, int]], right: int) -> list[int]:
    """How wide each column's words may be: up to the next column, the last up to
    ``right`` (all measured from the table's left)."""
    edges = [dx for _name, dx in cols[1:]] + [right]
    return [edge - dx - 8 for (_name, dx), edge in zip(cols, edges, strict=True)]


def pushed_columns(cols: list[tuple[str, int]], needs: list[int]) -> list[tuple[str, int]]:
    """The columns moved right where the one before needs more than its design room:
    ``needs`` are the widths each column's words take at the smallest text (a longer
    language's), so no column's words run into the next one's."""
    out, edge = [], 0
    for (name, dx), need in zip(cols, needs, strict=True):
        left = max(dx, edge)
        out.append((name, left))
        edge = left + need + 8
    return out


def column_needs(
    cols: list[tuple[str, int]], rows: list[list[str]], head: int = 0, cell: int = 0
) -> list[int]:
    """How wide each column's words are at the headings' and cells' pixel sizes (the
    smallest text where not given): its shortest heading (the short name where one is
    given) and every row's cell in it (its first part: a best set without its detail)."""
    head, cell = head or ui.MIN_TEXT, cell or ui.MIN_TEXT
    needs = []
    for i, (name, _dx) in enumerate(cols):
        words = ui.text_width(_(SHORT.get(name, name)), head)
        cells = [ui.text_width(ui.shorter(row[i], ", ")[-1], cell, False) for row in rows]
        needs.append(max([words, *cells]))
    return needs


def laid_columns(
    cols: list[tuple[str, int]], rows: list[list[str]], sizes: tuple[int, int], right: int
) -> tuple[list[tuple[str, int]], tuple[int, int]]:
    """The columns pushed right as their words need (``pushed_columns``) at the headings'
    and cells' nominal ``sizes``, by ``ui.fit``'s rule for the table as a whole: at the
    sizes where every column but the last then starts short of ``right``, else one step
    smaller, else at the smallest text; and the pixel sizes chosen."""
    head, cell = (ui.pixel_size(size) for size in sizes)
    tries = [(head, cell), (ui.step_down(head), ui.step_down(cell))]
    for h, c in tries:
        pushed = pushed_columns(cols, column_needs(cols, rows, h, c))
        if pushed[-1][1] + column_needs(cols[-1:], [r[-1:] for r in rows], h, c)[0] <= right:
            return pushed, (h, c)
    return pushed_columns(cols, column_needs(cols, rows)), tries[-1]


def row_cells(title: str, rec: dict, extra: str) -> list[str]:
    """One game's figures, a cell per column; a game never played shows "–" rather than
    a 0 that reads like a result."""
    played = rec["played"]
    outcomes = rec.get("outcomes")
    lost = outcomes.get("lost", 0) if outcomes else played - rec["won"]
    quit_ = (outcomes.get("gave_up", 0) + outcomes.get("abandoned", 0)) if outcomes else 0
    return [
        title,
        number(played),
        number(rec["won"]) if played else "–",
        number(lost) if played else "–",
        number(quit_) if played else "–",
        f"{win_rate(rec):.0f}%" if played else "–",
        streak_mark(rec["streak"]),
        number(rec["best_streak"]) if played else "–",
        fmt_time(rec["fastest"]),
        (extra or "–") if played else "–",
    ]


def heading(name: str, size: int, room: int, exact: bool = False) -> tuple[str, int]:
    """A column's heading (``name`` as written in ``COLUMNS``) in the player's language and
    the pixel size (exact) at which it fits ``room``, by ``ui.fit``'s rule: its full
    words, else its short name, at the headings' size (pixels with ``exact``), then one
    step smaller."""
    wordings = (_(name), _(SHORT[name])) if name in SHORT else (_(name),)
    got = ui.fit(wordings, size, room, bold=True, exact=exact)  # bold: either weight fits
    return got.text, got.px


def streak_mark(streak: int) -> str:
    """A streak as the overview shows it: "W3" three won in a row, "L2" two lost."""
    if streak > 0:
        return pgettext("streak", "W{n}").format(n=streak)
    if streak < 0:
        return pgettext("streak", "L{n}").format(n=-streak)
    return "–"


class StatsScene(Scene):
    def __init__(self, app, page: int = 0, game: str | None = None) -> None:
        super().__init__(app)
        self.hard = app.settings.hard
        self.page = int(page) % len(PAGES)
        self.game = game if game in TITLES else app.settings.last_game
        if self.game not in TITLES:
            self.game = next(iter(TITLES))
        self._bg: pygame.Surface | None = None
        self.watcher = Watcher(self)

    def update(self, dt: float) -> None:
        self.watcher.tick(dt)

    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN:
            action = STATS_KEYS.action(event)
            if action in ("next_page", "previous_page"):
                step = -1 if action == "previous_page" else 1
                self.turn_to(self.page + step)
            elif action in ("left", "right", "hard"):
                self.hard = not self.hard
            elif action in ("up", "down") and self.page == 3:
                self.watcher.step(1 if action == "down" else -1)
            elif action in ("select", "act") and self.page == 3:
                self.watcher.watch_chosen()
            elif action in ("up", "down") and self.page == 1:
                games = list(TITLES)
                i = games.index(self.game) + (1 if action == "down" else -1)
                self.game = games[i % len(games)]
            elif action in ("back", "select", "act"):
                self.back()
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            tab = next(
                (i for i, r in enumerate(self.tab_rects()) if r.collidepoint(event.pos)), None
            )
            game = next(
                (g for g, r in self.game_rects().items() if r.collidepoint(event.pos)), None
            )
            if self.toggle_rect().collidepoint(event.pos):
                self.hard = not self.hard
            elif tab is not None:
                self.turn_to(tab)
            elif game is not None and self.page in GAME_PAGES:
                self.game = game
            elif self.watcher.click(event.pos):
                pass
            else:
                self.back()

    def spoken_screen(self) -> str:
        return sentences([_("Statistics"), *self.spoken_focus()])

    def spoken_focus(self) -> list[str]:
        """The page, the mode, and on a game's page the game (each said as it changes)."""
        mode = _("Hard mode") if self.hard else _("Normal mode")
        game = self.tab_title(self.game) if self.page in GAME_PAGES else ""
        return [_(PAGES[self.page]), mode, game]

    def turn_to(self, page: int) -> None:
        """Another page; a game's own kind chosen on Recent gives way to a game on the
        pages that have no tab for it."""
        self.page = page % len(PAGES)
        if self.game not in self.tab_games():
            last = self.app.settings.last_game
            self.game = last if last in TITLES else next(iter(TITLES))

    def tab_games(self) -> list[str]:
        """The games with a tab on this page; on Recent, the games' own kinds too (SLOTKER's
        matches: their recent results are watched as a deal's are)."""
        games = list(TITLES)
        return games + list(own_kinds.classes()) if self.page == 3 else games

    @staticmethod
    def tab_title(game: str) -> str:
        """A tab's name: the game's title, or a kind's ("SLOTKER match")."""
        kind = own_kinds.find(game)
        if kind is None:
            return catalog.shown_title(game)
        title = _(kind.TITLE)
        return title[:1].upper() + title[1:]

    def title_size(self) -> int:
        """The title's nominal size: 60 from 1280×720 up, less in a smaller window."""
        return ui.text_px(60, min(1.0, ui.overlay_scale(self.app.size)))

    def title_room(self) -> int:
        """The width the title takes at least: its words one step smaller (``ui.fit``)."""
        least = ui.step_down(ui.pixel_size(self.title_size()))
        return ui.text_width(_("Statistics"), least, True)

    def tab_px(self) -> int:
        """The pages' tabs' one text size (pixels): 22, or one step smaller where their
        names at 22 leave the title no room (``ui.fit``'s rule across the row)."""
        w, _h = self.app.size
        title = self.title_room()
        room = w - 20 - (30 + title + 16) - 10 * (len(PAGES) - 1)
        px = ui.pixel_size(22)
        needs = sum(ui.text_width(_(p), px, False) + 16 for p in PAGES)
        return px if needs <= room else ui.step_down(px)

    def tab_rects(self) -> list[pygame.Rect]:
        """The pages' tabs at the top right, clear of the title: each as wide as its name
        needs (at ``tab_px``), grown towards a common width where the window has room."""
        w, _h = self.app.size
        n, px = len(PAGES), self.tab_px()
        base = max(90, min(160, (w - 360) // n - 10))
        needs = [ui.text_width(_(p), px, False) + 16 for p in PAGES]
        title = self.title_room()
        spare = w - 20 - (30 + title + 16) - 10 * (n - 1) - sum(needs)
        widths = [max(need, min(base, need + max(0, spare) // n)) for need in needs]
        x, out = w - 20, []
        for width in reversed(widths):
            x -= width
            out.append(pygame.Rect(x, 20, width, 34))
            x -= 10
        return out[::-1]

    def game_rects(self) -> dict[str, pygame.Rect]:
        """The high-score page's game names, to click: one tab per game of the catalog,
        sharing the table's width, in as many rows as keep each at least ``TAB_MIN``."""
        w, _h = self.app.size
        width = min(1180, w - 40)
        x0 = max(20, (w - 1180) // 2)
        games = self.tab_games()
        # no tab narrower than the longest name at the tabs' size needs (large print)
        least = max(ui.measure(self.tab_title(g), 22)[0] + 16 for g in games)
        least = min(max(TAB_MIN, least), width)
        per_row = max(1, min(len(games), (width + TAB_GAP) // (least + TAB_GAP)))
        rows = -(-len(games) // per_row)
        per_row = -(-len(games) // rows)  # rows as even as they go
        tab_w = (width - TAB_GAP * (per_row - 1)) // per_row
        out = {}
        for i, game in enumerate(games):
            row, col = divmod(i, per_row)
            x, y = x0 + col * (tab_w + TAB_GAP), 126 + row * (TAB_H + 8)
            out[game] = pygame.Rect(x, y, tab_w, TAB_H)
        return out

    def back(self) -> None:
        self.manager.replace("menu")

    def toggle_rect(self) -> pygame.Rect:
        w, _h = self.app.size
        return pygame.Rect(w // 2 - 150, 78, 300, 40)

    def resize(self, size) -> None:
        self._bg = None

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        if self._bg is None or self._bg.get_size() != (w, h):
            self._bg = make_felt((w, h), theme.FELT.stats)
        surface.blit(self._bg, (0, 0))
        self.watcher.spots.clear()
        room = self.tab_rects()[0].x - 46  # the title stops short of the page tabs
        words = _("Statistics")
        title = ui.fit_size(words, self.title_size(), room, bold=True)
        ui.blit_text(surface, words, title, (30, 44), ui.GOLD, "midleft", bold=True)
        for i, r in enumerate(self.tab_rects()):
            on = i == self.page
            paint.rect(surface, theme.TILE_LIT if on else theme.TILE, r, border_radius=8)
            name = _(PAGES[i])
            px = ui.fitting_size(name, self.tab_px(), r.w - 8, exact=True)
            colour = ui.GOLD if on else ui.INK
            ui.blit_text(surface, name, px, r.center, colour, "center", exact=True)
        if self.page == 0:
            self.draw_overview(surface)
        elif self.page == 1:
            self.draw_high_scores(surface)
        elif self.page == 4:
            self.draw_runs(surface)
        elif self.page == 2:
            self.draw_daily(surface)
        else:
            self.draw_mode_toggle(surface)
            top = self.draw_game_tabs(surface)
            self.watcher.draw_recent(surface, top)
        self.watcher.draw_note(surface)
        if self.page:  # the overview says its own keys, with its column notes
            self.draw_keys(surface, self.keys_line(), 22)

    def keys_line(self) -> list[str]:
        """The keys at the foot of a page, with the player's keys, a part per key (the
        last ones are left out where a longer language leaves no room)."""
        key, pair = STATS_KEYS.label, STATS_KEYS.pair
        tab = _("{key}: next page.").format(key=key("next_page"))
        back = _("{key}: back.").format(key=key("back"))
        if self.page == 1:
            return [
                tab,
                # TRANSLATORS: {keys} is a pair of keys ("Up/Down"); {key} a key
                _("{keys} or click: game.").format(keys=pair("up", "down")),
                _("{keys} or {key}: mode.").format(keys=pair("left", "right"), key=key("hard")),
                back,
                _("Click a row: watch it."),
            ]
        if self.page == 3:
            return [
                tab,
                _("Click a game."),
                _("{keys}, {key} or click: watch.").format(
                    keys=pair("up", "down"), key=key("select")
                ),
                back,
            ]
        mode = _("{keys} or {key}: switch mode.").format(
            keys=pair("left", "right"), key=key("hard")
        )
        return [tab, mode, back]

    def draw_keys(self, surface: pygame.Surface, parts: list[str], size: int) -> None:
        """A page's foot: as many of ``parts`` as its width holds, first ones first."""
        w, h = surface.get_size()
        words, px = ui.fit_words(ui.fewer(parts, "  "), size, w - 20)
        ui.blit_text(surface, words, px, (w // 2, h - 24), ui.DIM, "center", exact=True)

    def draw_mode_toggle(self, surface: pygame.Surface) -> None:
        t = self.toggle_rect()
        paint.rect(surface, theme.WELL, t, border_radius=10)
        colour = ui.ACCENT if self.hard else ui.INK
        label = ui.blit_text(
            surface,
            _("Hard mode") if self.hard else _("Normal mode"),
            28,
            t.center,
            colour,
            "center",
        )
        ui.arrow(surface, (label.x - 22, t.centery), 16, "left", colour)
        ui.arrow(surface, (label.right + 22, t.centery), 16, "right", colour)

    def draw_overview(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        self.draw_mode_toggle(surface)
        stats = self.app.stats
        s = self.scale
        x0 = max(20, (w - round(1180 * s)) // 2)
        chart, rows = [], []
        for game in TITLES:
            title = catalog.shown_title(game)
            rec = stats.record(game, self.hard)
            chart.append((title, win_rate(rec), rec))
            extra = ""
            if rec["best_score"] is not None:
                extra = _("score {score}").format(score=f"{rec['best_score']:g}")
            if rec["best_set"]:
                extra = f"{rec['best_set']}"
            if rec["kinds"]:
                kinds = sorted(rec["kinds"].items())
                extra = ", ".join(f"{kind_word(game, k)} {number(n)}" for k, n in kinds)
            rows.append(row_cells(title, rec, extra))
        rows += self.kind_rows()
        cols = [(name, round(dx * s)) for name, dx in COLUMNS]
        right = min(x0 + round(1180 * s), w - 10) - x0
        sizes = (ui.text_px(22, s), ui.text_px(26, s))  # the headings', the figures'
        cols, (head, cell) = laid_columns(cols, rows, sizes, right)
        y = 140
        rooms = column_rooms(cols, right)
        for (name, dx), room in zip(cols, rooms, strict=True):
            words, px = heading(name, head, room, exact=True)
            ui.blit_text(surface, words, px, (x0 + dx, y), ui.DIM, exact=True)
        y += head + 10
        for cells in rows:
            y = self.draw_row(surface, x0, y, cols, cells, cell)
        line = self.demo_line()
        size = ui.fit_size(line, ui.text_px(22, s), min(round(1180 * s), w - 40))
        ui.blit_text(surface, line, size, (x0, y + 4), ui.DIM)
        y += size + 14
        self.draw_chart(
            surface, chart, pygame.Rect(x0, y + 16, min(round(1180 * s), w - 40), h - y - 70)
        )
        key = STATS_KEYS.label
        parts = [
            _("Given up: given up, or left for another deal. "),
            _("{key}: next page.").format(key=key("next_page")),
            _("{keys} or {key}: mode.").format(
                keys=STATS_KEYS.pair("left", "right"), key=key("hard")
            ),
            _("{key}: back.").format(key=key("back")),
        ]
        self.draw_keys(surface, parts, ui.text_px(22, s))

    def draw_high_scores(self, surface: pygame.Surface) -> None:
        """The chosen game's tables (mode as toggled): ten best each, with date, deal
        number, hints and undos."""
        w, h = surface.get_size()
        self.draw_mode_toggle(surface)
        top = self.draw_game_tabs(surface)  # 180 with one row of tabs
        results = self.app.stats.record(self.game, self.hard)["results"]
        tables = high_scores(self.game, results)
        x0 = max(20, (w - 1180) // 2)
        col_w = min(1180, w - 40) // len(tables)
        for i, (table, best) in enumerate(tables):
            x, y = x0 + i * col_w, top
            ui.blit_text(surface, table.shown_title, 28, (x, y), ui.GOLD, bold=True)
            y += 40
            legend = _("figure · #deal · date · hints, undos")
            ui.blit_text(surface, legend, 16, (x, y - 12), ui.DIM)
            y += 10
            if not best:
                ui.blit_text(surface, _("none yet"), 20, (x, y), ui.DIM)
            for place, r in enumerate(best, 1):
                ui.blit_text(surface, entry_line(place, table, r), 18, (x, y), ui.INK)
                self.watcher.spots.append((pygame.Rect(x, y - 2, col_w - 10, 24), r))
                y += 26

    def draw_game_tabs(self, surface: pygame.Surface) -> int:
        """One tab per game, the chosen one lit; returns the top of what goes under them."""
        tabs = self.game_rects()
        for game, r in tabs.items():
            on = game == self.game
            paint.rect(surface, theme.TILE_LIT if on else theme.TILE, r, border_radius=8)
            title = self.tab_title(game)
            size = ui.fit_size(title, 22, r.w - 12)
            ui.blit_text(surface, title, size, r.center, ui.GOLD if on else ui.INK, "center")
        return max(r.bottom for r in tabs.values()) + 20

    def draw_runs(self, surface: pygame.Surface) -> None:
        """The ten best arcade runs of the mode toggled (total, time, date and the points
        of each game), and the daily run's days in a row."""
        w, _h = surface.get_size()
        self.draw_mode_toggle(surface)
        results = self.app.stats.record(RUN, self.hard)["results"]
        x, y = max(20, (w - 1180) // 2), 140
        now, longest = run_board.streak(results, today())
        played = len(run_board.days(results))
        daily = ngettext(
            "Daily run: {n} day played, {now} in a row now, best {best}",
            "Daily run: {n} days played, {now} in a row now, best {best}",
            played,
        ).format(n=played, now=now, best=longest)
        ui.blit_text(surface, daily, 22, (x, y), ui.INK)
        y += 44
        ui.blit_text(surface, _("Ten best runs"), 28, (x, y), ui.GOLD, bold=True)
        y += 40
        table = run_board.best(results)
        if not table:
            ui.blit_text(
                surface, _("none yet: a run played to its end enters here"), 20, (x, y), ui.DIM
            )
        for place, r in enumerate(table, 1):
            points = int(r.get("score") or 0)
            head = ngettext("{place}. {n} point", "{place}. {n} points", points).format(
                place=f"{place:>2}", n=number(points)
            )
            head += f" · {fmt_time(r.get('seconds'))} · {r.get('date', '')}"
            head += _(" · daily") if r.get("daily") else ""
            ui.blit_text(surface, head, 22, (x, y), ui.INK)
            line = run_board.breakdown(r, {g: catalog.shown_title(g) for g in TITLES})
            step = ui.font(20).get_linesize()  # a narrow window wraps it onto a second line
            said = ui.fit(line, 20, min(1180, w - 40) - 360, height=2 * step)
            went = ui.blit_fitted(surface, said, (x + 360, y + 2), ui.DIM)
            y += max(34, went.h + 12)

    def draw_daily(self, surface: pygame.Surface) -> None:
        """Per game, in the mode toggled: today's result, days played and won in a row
        (now and best), and the days before."""
        w, h = surface.get_size()
        self.draw_mode_toggle(surface)
        day = today()
        s = self.scale
        x0 = max(20, (w - round(1180 * s)) // 2)
        cols = [(name, round(dx * s)) for name, dx in DAILY_COLUMNS]
        rooms = column_rooms(cols, min(x0 + round(1180 * s), w - 10) - x0)
        y = 140
        size = ui.text_px(22, s)
        for (name, dx), room in zip(cols, rooms, strict=True):
            words, px = heading(name, size, room)
            ui.blit_text(surface, words, px, (x0 + dx, y), ui.DIM, exact=True)
        y += 34
        won, lost = pgettext("day mark", "W"), pgettext("day mark", "L")
        best = _("{n} (best {best})")
        for game in TITLES:
            title = catalog.shown_title(game)
            results = self.app.stats.record(game, self.hard)["results"]
            days = daily_days(results)
            streaks = daily_streaks(results, day)
            mine = days.get(day)
            today_text = _("not played")
            if mine is not None:
                outcome = outcome_word(str(mine.get("outcome", "")))
                today_text = f"{outcome} {clock(mine.get('seconds'))}"
            last = [d for d in days if d != day][-6:]
            marks = [f"{d[5:]} {won if days[d].get('outcome') == 'won' else lost}" for d in last]
            while len(marks) > 1 and ui.measure("  ".join(marks), size)[0] > rooms[-1]:
                marks.pop(0)  # the oldest days go first where the column has no room
            cells = [
                title,
                today_text,
                best.format(n=streaks["played_streak"], best=streaks["best_played_streak"]),
                best.format(n=streaks["won_streak"], best=streaks["best_won_streak"]),
                "  ".join(marks) or "–",
            ]
            for text, (_name, dx), room in zip(cells, cols, rooms, strict=True):
                ui.blit_text(surface, text, ui.fit_size(text, size, room), (x0 + dx, y), ui.INK)
            y += 36
        ui.blit_block(
            surface,
            _("The daily deal is the same for everyone on the same date: compare time and moves."),
            20,
            (w // 2, y + 10),
            w - 40,
            ui.DIM,
            "midtop",
            "center",
        )  # wrapped where a longer language needs two lines

    @property
    def scale(self) -> float:
        """The table's columns are laid out for 1180 px; a narrower window shrinks them."""
        return min(1.0, (self.app.size[0] - 40) / 1180)

    def draw_row(self, surface, x0: int, y: int, cols, cells: list[str], px: int) -> int:
        """One game's figures (``row_cells``) under the columns' headings, at ``px``."""
        right = min(x0 + round(1180 * self.scale), self.app.size[0] - 10)
        rooms = column_rooms(cols, right - x0)
        for text, (_name, dx), room in zip(cells, cols, rooms, strict=True):
            # a best set without its detail, a list its first items, where room is short
            said = ui.fit(ui.shorter(text, ", "), px, room, exact=True)
            ui.blit_fitted(surface, said, (x0 + dx, y), ui.INK)
        return y + px + 10

    def demo_line(self) -> str:
        """Deals the demo played in, per game in the mode shown: a line of their own, since
        they count in no column above (neither won nor lost, nor played)."""
        counts = [
            (catalog.shown_title(g), self.app.stats.record(g, self.hard)["demo"]) for g in TITLES
        ]
        shown = ", ".join(f"{title} {number(n)}" for title, n in counts if n)
        return _("Demo deals (neither won nor lost): {games}").format(
            games=shown or pgettext("demo deals", "none")
        )

    def kind_rows(self) -> list[list[str]]:
        """The games' own saved kinds (SLOTKER's matches), one row each: one record, no
        modes; won as its kind says (a match: a person won it), its best column in its
        own words (``game.session.kinds``)."""
        rows = []
        for name, kind in own_kinds.classes().items():
            rec = self.app.stats.record(name, False)
            title = _(kind.TITLE)
            rows.append(row_cells(title[:1].upper() + title[1:], rec, kind.best_words(rec)))
        return rows

    def draw_chart(self, surface, chart, area: pygame.Rect) -> None:
        """Win % per game as bars, each with its last results as W/L dots beneath."""
        if area.h < 110:
            return
        n = len(chart)
        bw = area.w // n
        base = area.bottom - 64
        top = area.y + 24
        for i, (title, rate, rec) in enumerate(chart):
            x = area.x + i * bw + bw // 2
            bar_h = int((base - top) * rate / 100)
            bar = pygame.Rect(x - bw // 4, base - bar_h, bw // 2, max(2, bar_h))
            paint.rect(surface, ui.GOLD if rec["played"] else theme.BAR, bar, border_radius=6)
            played = rec["played"]
            # one deal makes a full or an empty bar: the count says how little it means
            label = (
                ngettext("{rate} of {n} deal", "{rate} of {n} deals", played).format(
                    rate=f"{rate:.0f}%", n=number(played)
                )
                if played
                else _("not played")
            )
            rate_alone = (f"{rate:.0f}%",) if played else ()  # the count left out for room
            said = ui.fit((label, *rate_alone), ui.text_px(24, self.scale), bw - 6)
            ui.blit_fitted(surface, said, (x, bar.y - 14), ui.INK, "center")
            size = ui.fit_size(title, ui.text_px(22, self.scale), bw - 6)
            ui.blit_text(surface, title, size, (x, base + 12), ui.DIM, "center")
            recent = rec["recent"][-10:]
            for k, r in enumerate(recent):
                cx = x - (len(recent) - 1) * 7 + k * 14
                paint.circle(surface, ui.GOOD if r == "W" else ui.BAD, (cx, base + 32), 5)
            dated = [  # a demo watched is no deal played: it dates nothing here
                r.get("date")
                for r in rec.get("results", [])
                if r.get("date") and r.get("outcome") != "demo"
            ]
            if dated:
                last = _("last {date}").format(date=dated[-1])  # the date alone for room
                said = ui.fit((last, dated[-1]), ui.text_px(18, self.scale), bw - 6)
                ui.blit_fitted(surface, said, (x, base + 42), ui.DIM, "midtop", shadow=False)
        paint.line(surface, theme.AXIS, (area.x, base), (area.right, base), 2)
