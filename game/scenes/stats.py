"""Statistics: per game and mode, a bar chart of win rates and the recent results; the
high-score tables of each game; the daily deal's streaks and days.

Tab (or a click on a page's name) turns the page; Left/Right or H switch the
mode; on the high scores, Up/Down pick the game."""

from __future__ import annotations

import pygame

from game.ai.daily import today
from game.engine import paint, ui
from game.engine.backdrop import make_felt
from game.engine.input import STATS_KEYS
from game.engine.scene import Scene
from game.engine.scores import clock, daily_days, daily_streaks, entry_line, high_scores
from game.rules import TITLES
from game.scenes.stats_watch import Watcher
from game.session import MATCH, RUN, plural, run_board
from game.store.records import win_rate


def fmt_time(seconds: float | None) -> str:
    if seconds is None:
        return "–"
    m, s = divmod(int(seconds), 60)
    return f"{m}:{s:02d}"


PAGES = ("Overview", "High scores", "Daily deal", "Recent", "Arcade runs")
GAME_PAGES = (1, 3)  # the pages of one game at a time, chosen by its tab
TAB_MIN = 150  # the narrowest a game's tab on the high scores gets before they take two rows
TAB_GAP = 10
TAB_H = 34

# (heading, x in the 1180 px design): "Lost" counts deals the rules lost; "Given up"
# those given up or left for another deal (abandoned), which count as played, not won
COLUMNS = [
    ("Game", 0),
    ("Played", 215),
    ("Won", 295),
    ("Lost", 360),
    ("Given up", 430),
    ("Win %", 540),
    ("Streak", 620),
    ("Best streak", 700),
    ("Fastest", 830),
    ("Best score / set / win kinds", 925),
]

# a column's heading where its full words do not fit its room (small windows, large print)
SHORT = {
    "Best score / set / win kinds": "Best",
    "Best streak": "Best run",
    "Given up": "Quit",
    "Played in a row": "Played",
    "Won in a row": "Won",
}


def column_rooms(cols: list[tuple[str, int]], right: int) -> list[int]:
    """How wide each column's words may be: up to the next column, the last up to
    ``right`` (all measured from the table's left)."""
    edges = [dx for _, dx in cols[1:]] + [right]
    return [edge - dx - 8 for (_, dx), edge in zip(cols, edges, strict=True)]


def heading(name: str, size: int, room: int) -> tuple[str, int]:
    """A column's heading and the pixel size (exact) at which it fits ``room``: its full
    words made smaller down to the floor, else its short name."""
    px = ui.fitting_size(name, size, room)
    if ui.sized_font(px).size(name)[0] > room and name in SHORT:
        name = SHORT[name]
        px = ui.fitting_size(name, size, room)
    return name, px


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
                self.page = (self.page + step) % len(PAGES)
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
                self.page = tab
            elif game is not None and self.page in GAME_PAGES:
                self.game = game
            elif self.watcher.click(event.pos):
                pass
            else:
                self.back()

    def tab_rects(self) -> list[pygame.Rect]:
        w, _ = self.app.size
        n = len(PAGES)
        tab = max(90, min(160, (w - 360) // n - 10))  # clear of the title in a small window
        return [pygame.Rect(w - 20 - (tab + 10) * (n - i), 20, tab, 34) for i in range(n)]

    def game_rects(self) -> dict[str, pygame.Rect]:
        """The high-score page's game names, to click: one tab per game of the catalog,
        sharing the table's width, in as many rows as keep each at least ``TAB_MIN``."""
        w, _ = self.app.size
        width = min(1180, w - 40)
        x0 = max(20, (w - 1180) // 2)
        games = list(TITLES)
        per_row = max(1, min(len(games), (width + TAB_GAP) // (TAB_MIN + TAB_GAP)))
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
        w, _ = self.app.size
        return pygame.Rect(w // 2 - 150, 78, 300, 40)

    def resize(self, size) -> None:
        self._bg = None

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        if self._bg is None or self._bg.get_size() != (w, h):
            self._bg = make_felt((w, h), (22, 80, 58))
        surface.blit(self._bg, (0, 0))
        self.watcher.spots.clear()
        room = self.tab_rects()[0].x - 50  # the title stops short of the page tabs
        title = ui.fit_size("Statistics", 60, room, bold=True)
        ui.blit_text(surface, "Statistics", title, (30, 44), ui.GOLD, "midleft", bold=True)
        for i, r in enumerate(self.tab_rects()):
            on = i == self.page
            paint.rect(surface, (70, 140, 100) if on else (30, 70, 50), r, border_radius=8)
            size = ui.fit_size(PAGES[i], 22, r.w - 8)
            ui.blit_text(surface, PAGES[i], size, r.center, ui.GOLD if on else ui.INK, "center")
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
        keys = "Tab: next page.  Left/Right or H: switch mode.  Esc: back."
        if self.page == 1:
            keys = "Tab: next page.  Up/Down or click: game.  Left/Right or H: mode.  Esc: back."
            keys += "  Click a row: watch it."
        if self.page == 3:
            keys = "Tab: next page.  Click a game.  Up/Down, Enter or click: watch.  Esc: back."
        if self.page:  # the overview says its own keys, with its column notes
            size = ui.fit_size(keys, 22, w - 20)
            ui.blit_text(surface, keys, size, (w // 2, h - 24), ui.DIM, "center")

    def draw_mode_toggle(self, surface: pygame.Surface) -> None:
        t = self.toggle_rect()
        paint.rect(surface, (40, 90, 66), t, border_radius=10)
        colour = ui.ACCENT if self.hard else ui.INK
        label = ui.blit_text(
            surface, f"{'Hard' if self.hard else 'Normal'} mode", 28, t.center, colour, "center"
        )
        ui.arrow(surface, (label.x - 22, t.centery), 16, "left", colour)
        ui.arrow(surface, (label.right + 22, t.centery), 16, "right", colour)

    def draw_overview(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        self.draw_mode_toggle(surface)
        stats = self.app.stats
        s = self.scale
        cols = [(name, round(dx * s)) for name, dx in COLUMNS]
        x0 = max(20, (w - round(1180 * s)) // 2)
        y = 140
        head = ui.text_px(22, s)
        rooms = column_rooms(cols, min(x0 + round(1180 * s), w - 10) - x0)
        for (name, dx), room in zip(cols, rooms, strict=True):
            words, px = heading(name, head, room)
            ui.blit_text(surface, words, px, (x0 + dx, y), ui.DIM, exact=True)
        y += head + 10
        chart = []
        for game, title in TITLES.items():
            rec = stats.record(game, self.hard)
            chart.append((title, win_rate(rec), rec))
            extra = ""
            if rec["best_score"] is not None:
                extra = f"score {rec['best_score']:g}"
            if rec["best_set"]:
                extra = f"{rec['best_set']}"
            if rec["kinds"]:
                extra = ", ".join(f"{k} {n}" for k, n in sorted(rec["kinds"].items()))
            y = self.draw_row(surface, x0, y, cols, title, rec, extra)
        y = self.draw_match_row(surface, x0, y, cols)
        line = self.demo_line()
        size = ui.fit_size(line, ui.text_px(22, s), min(round(1180 * s), w - 40))
        ui.blit_text(surface, line, size, (x0, y + 4), ui.DIM)
        y += size + 14
        self.draw_chart(
            surface, chart, pygame.Rect(x0, y + 16, min(round(1180 * s), w - 40), h - y - 70)
        )
        ui.blit_text(
            surface,
            "Given up: given up, or left for another deal.   Tab: next page.  Left/Right or H: "
            "mode.  Esc: back.",
            ui.text_px(22, s),
            (w // 2, h - 24),
            ui.DIM,
            "center",
        )

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
            ui.blit_text(surface, table.title, 28, (x, y), ui.GOLD, bold=True)
            y += 40
            ui.blit_text(surface, "figure · #deal · date · hints, undos", 16, (x, y - 12), ui.DIM)
            y += 10
            if not best:
                ui.blit_text(surface, "none yet", 20, (x, y), ui.DIM)
            for place, r in enumerate(best, 1):
                ui.blit_text(surface, entry_line(place, table, r), 18, (x, y), ui.INK)
                self.watcher.spots.append((pygame.Rect(x, y - 2, col_w - 10, 24), r))
                y += 26

    def draw_game_tabs(self, surface: pygame.Surface) -> int:
        """One tab per game, the chosen one lit; returns the top of what goes under them."""
        tabs = self.game_rects()
        for game, r in tabs.items():
            on = game == self.game
            paint.rect(surface, (70, 140, 100) if on else (30, 70, 50), r, border_radius=8)
            title = TITLES[game]
            size = ui.fit_size(title, 22, r.w - 12)
            ui.blit_text(surface, title, size, r.center, ui.GOLD if on else ui.INK, "center")
        return max(r.bottom for r in tabs.values()) + 20

    def draw_runs(self, surface: pygame.Surface) -> None:
        """The ten best arcade runs of the mode toggled (total, time, date and the points
        of each game), and the daily run's days in a row."""
        w, _ = surface.get_size()
        self.draw_mode_toggle(surface)
        results = self.app.stats.record(RUN, self.hard)["results"]
        x, y = max(20, (w - 1180) // 2), 140
        now, longest = run_board.streak(results, today())
        played = len(run_board.days(results))
        daily = f"Daily run: {played} days played, {now} in a row now, best {longest}"
        ui.blit_text(surface, daily, 22, (x, y), ui.INK)
        y += 44
        ui.blit_text(surface, "Ten best runs", 28, (x, y), ui.GOLD, bold=True)
        y += 40
        table = run_board.best(results)
        if not table:
            ui.blit_text(
                surface, "none yet: a run played to its end enters here", 20, (x, y), ui.DIM
            )
        for place, r in enumerate(table, 1):
            head = f"{place:>2}. {int(r.get('score') or 0)} points · {fmt_time(r.get('seconds'))}"
            head += f" · {r.get('date', '')}" + (" · daily" if r.get("daily") else "")
            ui.blit_text(surface, head, 22, (x, y), ui.INK)
            line = run_board.breakdown(r, dict(TITLES))
            size = ui.fit_size(line, 20, min(1180, w - 40) - 360)
            ui.blit_text(surface, line, size, (x + 360, y + 2), ui.DIM)
            y += 34

    def draw_daily(self, surface: pygame.Surface) -> None:
        """Per game, in the mode toggled: today's result, days played and won in a row
        (now and best), and the days before."""
        w, h = surface.get_size()
        self.draw_mode_toggle(surface)
        day = today()
        s = self.scale
        x0 = max(20, (w - round(1180 * s)) // 2)
        cols = [("Game", 0), ("Today", 220), ("Played in a row", 420), ("Won in a row", 600)]
        cols.append(("Last days", 780))
        cols = [(name, round(dx * s)) for name, dx in cols]
        rooms = column_rooms(cols, min(x0 + round(1180 * s), w - 10) - x0)
        y = 140
        size = ui.text_px(22, s)
        for (name, dx), room in zip(cols, rooms, strict=True):
            words, px = heading(name, size, room)
            ui.blit_text(surface, words, px, (x0 + dx, y), ui.DIM, exact=True)
        y += 34
        for game, title in TITLES.items():
            results = self.app.stats.record(game, self.hard)["results"]
            days = daily_days(results)
            streaks = daily_streaks(results, day)
            mine = days.get(day)
            today_text = "not played"
            if mine is not None:
                outcome = str(mine.get("outcome", "")).replace("_", " ")
                today_text = f"{outcome} {clock(mine.get('seconds'))}"
            last = [d for d in days if d != day][-6:]
            marks = [f"{d[5:]} {'W' if days[d].get('outcome') == 'won' else 'L'}" for d in last]
            while len(marks) > 1 and ui.measure("  ".join(marks), size)[0] > rooms[-1]:
                marks.pop(0)  # the oldest days go first where the column has no room
            cells = [
                title,
                today_text,
                f"{streaks['played_streak']} (best {streaks['best_played_streak']})",
                f"{streaks['won_streak']} (best {streaks['best_won_streak']})",
                "  ".join(marks) or "–",
            ]
            for text, (_, dx), room in zip(cells, cols, rooms, strict=True):
                ui.blit_text(surface, text, ui.fit_size(text, size, room), (x0 + dx, y), ui.INK)
            y += 36
        ui.blit_text(
            surface,
            "The daily deal is the same for everyone on the same date: compare time and moves.",
            20,
            (w // 2, y + 20),
            ui.DIM,
            "center",
        )

    @property
    def scale(self) -> float:
        """The table's columns are laid out for 1180 px; a narrower window shrinks them."""
        return min(1.0, (self.app.size[0] - 40) / 1180)

    def draw_row(self, surface, x0: int, y: int, cols, title: str, rec: dict, extra: str) -> int:
        """One game's figures; a game never played shows "–" rather than a 0 that reads
        like a result."""
        played = rec["played"]
        streak = rec["streak"]
        outcomes = rec.get("outcomes")
        lost = outcomes.get("lost", 0) if outcomes else played - rec["won"]
        quit_ = (outcomes.get("gave_up", 0) + outcomes.get("abandoned", 0)) if outcomes else 0
        cells = [
            title,
            str(played),
            str(rec["won"]) if played else "–",
            str(lost) if played else "–",
            str(quit_) if played else "–",
            f"{win_rate(rec):.0f}%" if played else "–",
            (f"W{streak}" if streak > 0 else f"L{-streak}" if streak < 0 else "–"),
            str(rec["best_streak"]) if played else "–",
            fmt_time(rec["fastest"]),
            (extra or "–") if played else "–",
        ]
        size = ui.text_px(26, self.scale)
        right = min(x0 + round(1180 * self.scale), self.app.size[0] - 10)
        for text, (_, dx), room in zip(cells, cols, column_rooms(cols, right - x0), strict=True):
            ui.blit_text(surface, text, ui.fit_size(text, size, room), (x0 + dx, y), ui.INK)
        return y + size + 10

    def demo_line(self) -> str:
        """Deals the demo played in, per game in the mode shown: a line of their own, since
        they count in no column above (neither won nor lost, nor played)."""
        counts = [
            (title, self.app.stats.record(g, self.hard)["demo"]) for g, title in TITLES.items()
        ]
        shown = ", ".join(f"{title} {n}" for title, n in counts if n)
        return f"Demo deals (neither won nor lost): {shown or 'none'}"

    def draw_match_row(self, surface, x0: int, y: int, cols) -> int:
        """SLOTKER matches (one record, no modes): won means a person won the match."""
        rec = self.app.stats.record(MATCH, False)
        chips = rec.get("chips_won", 0)
        extra = f"{rec['best_set'] or 'no set'}, chips {chips:+d}"
        return self.draw_row(surface, x0, y, cols, "SLOTKER match", rec, extra)

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
            paint.rect(surface, ui.GOLD if rec["played"] else (70, 90, 80), bar, border_radius=6)
            played = rec["played"]
            # one deal makes a full or an empty bar: the count says how little it means
            label = f"{rate:.0f}% of {plural(played, 'deal')}" if played else "not played"
            size = ui.fit_size(label, ui.text_px(24, self.scale), bw - 6)
            ui.blit_text(surface, label, size, (x, bar.y - 14), ui.INK, "center")
            size = ui.fit_size(title, ui.text_px(22, self.scale), bw - 6)
            ui.blit_text(surface, title, size, (x, base + 12), ui.DIM, "center")
            recent = rec["recent"][-10:]
            for k, r in enumerate(recent):
                cx = x - (len(recent) - 1) * 7 + k * 14
                paint.circle(surface, ui.GOOD if r == "W" else ui.BAD, (cx, base + 32), 5)
            dated = [r.get("date") for r in rec.get("results", []) if r.get("date")]
            if dated:
                last = f"last {dated[-1]}"
                size = ui.fit_size(last, ui.text_px(18, self.scale), bw - 6)
                ui.blit_text(surface, last, size, (x, base + 42), ui.DIM, "midtop", shadow=False)
        paint.line(surface, (200, 200, 200), (area.x, base), (area.right, base), 2)
