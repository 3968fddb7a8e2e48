"""Statistics: per game and mode, a bar chart of win rates and the recent results."""

from __future__ import annotations

import pygame

from game.engine import ui
from game.engine.backdrop import make_felt
from game.engine.input import key_action
from game.engine.records import win_rate
from game.engine.scene import Scene
from game.rules import TITLES
from game.session import MATCH, plural


def fmt_time(seconds: float | None) -> str:
    if seconds is None:
        return "–"
    m, s = divmod(int(seconds), 60)
    return f"{m}:{s:02d}"


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


class StatsScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.hard = bool(app.settings["hard"])
        self._bg: pygame.Surface | None = None

    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN:
            action = key_action(event)
            if action in ("left", "right") or event.key == pygame.K_h:
                self.hard = not self.hard
            elif action in ("back", "select"):
                self.back()
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.toggle_rect().collidepoint(event.pos):
                self.hard = not self.hard
            else:
                self.back()

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
        ui.blit_text(surface, "Statistics", 60, (w // 2, 44), ui.GOLD, "center", bold=True)
        t = self.toggle_rect()
        pygame.draw.rect(surface, (40, 90, 66), t, border_radius=10)
        colour = ui.ACCENT if self.hard else ui.INK
        label = ui.blit_text(
            surface, f"{'Hard' if self.hard else 'Normal'} mode", 28, t.center, colour, "center"
        )
        ui.arrow(surface, (label.x - 22, t.centery), 16, "left", colour)
        ui.arrow(surface, (label.right + 22, t.centery), 16, "right", colour)
        stats = self.app.stats
        s = self.scale
        cols = [(name, round(dx * s)) for name, dx in COLUMNS]
        x0 = max(20, (w - round(1180 * s)) // 2)
        y = 140
        head = ui.text_px(22, s)
        for name, dx in cols:
            ui.blit_text(surface, name, head, (x0 + dx, y), ui.DIM)
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
        self.draw_chart(
            surface, chart, pygame.Rect(x0, y + 16, min(round(1180 * s), w - 40), h - y - 70)
        )
        ui.blit_text(
            surface,
            "Given up: given up, or left for another deal.   Left/Right or H: switch mode.  "
            "Esc or click: back.",
            ui.text_px(22, s),
            (w // 2, h - 24),
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
        right = x0 + round(1180 * self.scale)
        for i, (text, (_, dx)) in enumerate(zip(cells, cols, strict=True)):
            room = (cols[i + 1][1] if i + 1 < len(cols) else right - x0) - dx - 8
            ui.blit_text(surface, text, ui.fit_size(text, size, room), (x0 + dx, y), ui.INK)
        return y + size + 10

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
            pygame.draw.rect(
                surface, ui.GOLD if rec["played"] else (70, 90, 80), bar, border_radius=6
            )
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
                pygame.draw.circle(surface, ui.GOOD if r == "W" else ui.BAD, (cx, base + 32), 5)
            dated = [r.get("date") for r in rec.get("results", []) if r.get("date")]
            if dated:
                last = f"last {dated[-1]}"
                size = ui.fit_size(last, ui.text_px(18, self.scale), bw - 6)
                ui.blit_text(surface, last, size, (x, base + 42), ui.DIM, "midtop", shadow=False)
        pygame.draw.line(surface, (200, 200, 200), (area.x, base), (area.right, base), 2)
