"""Statistics: per game and mode, a bar chart of win rates and the recent results."""

from __future__ import annotations

import pygame

from game.engine import ui
from game.engine.backdrop import make_felt
from game.engine.input import key_action
from game.engine.records import win_rate
from game.engine.scene import Scene
from game.rules import TITLES
from game.session import MATCH


def fmt_time(seconds: float | None) -> str:
    if seconds is None:
        return "–"
    m, s = divmod(int(seconds), 60)
    return f"{m}:{s:02d}"


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
        ui.blit_text(
            surface,
            f"◄  {'Hard' if self.hard else 'Normal'} mode  ►".replace("◄", "<").replace("►", ">"),
            28,
            t.center,
            ui.ACCENT if self.hard else ui.INK,
            "center",
        )
        stats = self.app.stats
        cols = [
            ("Game", 0),
            ("Played", 250),
            ("Won", 340),
            ("Win %", 420),
            ("Streak", 510),
            ("Best", 600),
            ("Fastest", 680),
            ("Best score / set / kinds", 790),
        ]
        x0 = max(20, (w - 1180) // 2)
        y = 140
        for name, dx in cols:
            ui.blit_text(surface, name, 24, (x0 + dx, y), ui.DIM)
        y += 34
        chart = []
        for game, title in TITLES.items():
            rec = stats.record(game, self.hard)
            rate = win_rate(rec)
            chart.append((title, rate, rec))
            extra = ""
            if rec["best_score"] is not None:
                extra = f"score {rec['best_score']:g}"
            if rec["best_set"]:
                extra = f"{rec['best_set']}"
            if rec["kinds"]:
                extra = ", ".join(f"{k} {n}" for k, n in sorted(rec["kinds"].items()))
            streak = rec["streak"]
            cells = [
                title,
                str(rec["played"]),
                str(rec["won"]),
                f"{rate:.0f}%",
                (f"W{streak}" if streak > 0 else f"L{-streak}" if streak < 0 else "–"),
                str(rec["best_streak"]),
                fmt_time(rec["fastest"]),
                extra or "–",
            ]
            for text, (_, dx) in zip(cells, cols, strict=True):
                ui.blit_text(surface, text, 26, (x0 + dx, y), ui.INK)
            y += 36
        y = self.draw_match_row(surface, x0, y, cols)
        self.draw_chart(surface, chart, pygame.Rect(x0, y + 20, min(1180, w - 40), h - y - 80))
        ui.blit_text(
            surface,
            "Left/Right or H: switch mode.  Esc or click: back.",
            22,
            (w // 2, h - 24),
            ui.DIM,
            "center",
        )

    def draw_match_row(self, surface, x0: int, y: int, cols) -> int:
        """SLOTKER matches (one record, no modes): won means a person won the match."""
        rec = self.app.stats.record(MATCH, False)
        chips = rec.get("chips_won", 0)
        streak = rec["streak"]
        cells = [
            "SLOTKER match",
            str(rec["played"]),
            str(rec["won"]),
            f"{win_rate(rec):.0f}%" if rec["played"] else "–",
            (f"W{streak}" if streak > 0 else f"L{-streak}" if streak < 0 else "–"),
            str(rec["best_streak"]),
            "–",
            f"{rec['best_set'] or 'no set'}, chips {chips:+d}" if rec["played"] else "–",
        ]
        for text, (_, dx) in zip(cells, cols, strict=True):
            ui.blit_text(surface, text, 26, (x0 + dx, y), ui.INK)
        return y + 36

    def draw_chart(self, surface, chart, area: pygame.Rect) -> None:
        """Win % per game as bars, each with its last results as W/L dots beneath."""
        if area.h < 80:
            return
        n = len(chart)
        bw = area.w // n
        base = area.bottom - 50
        top = area.y + 10
        for i, (title, rate, rec) in enumerate(chart):
            x = area.x + i * bw + bw // 2
            bar_h = int((base - top) * rate / 100)
            bar = pygame.Rect(x - bw // 4, base - bar_h, bw // 2, max(2, bar_h))
            pygame.draw.rect(
                surface, ui.GOLD if rec["played"] else (70, 90, 80), bar, border_radius=6
            )
            ui.blit_text(surface, f"{rate:.0f}%", 24, (x, bar.y - 22), ui.INK, "center")
            ui.blit_text(surface, title, 22, (x, base + 14), ui.DIM, "center")
            recent = rec["recent"][-10:]
            for k, r in enumerate(recent):
                cx = x - (len(recent) - 1) * 7 + k * 14
                pygame.draw.circle(surface, ui.GOOD if r == "W" else ui.BAD, (cx, base + 36), 5)
        pygame.draw.line(surface, (200, 200, 200), (area.x, base), (area.right, base), 2)
