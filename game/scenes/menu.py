"""The title menu: pick a game (or continue one), hard mode, deal numbers, stats, help, settings.

Items sit in rows: one row per game (a game's catalog entry may add a second
item, ``extra_menu``: SLOTKER's Multiplayer), a hard-mode row, and a row of smaller
tools. Up/Down change row, Left/Right move within a row, Enter chooses; the mouse
hovers and clicks the same items. However many games are installed, the list shows
``SHOWN`` game rows at a time and scrolls: the focus moving past its end, the mouse
wheel over it, Page Up/Down, or a click on the arrows beside it.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game import catalog
from game.engine import paint, theme, ui
from game.engine.input import MENU_KEYS
from game.engine.scene import Scene
from game.engine.spoken import sentences
from game.i18n import _, ngettext, pgettext
from game.rules import TITLES
from game.scenes import menu_words
from game.scenes.menu_backdrop import Backdrop, bob_step, menu_scale
from game.scenes.menu_codes import CodeOpener
from game.session import RUN, ArcadeRun, ending_words, mode_word, restore

ARCADE = "arcade"  # the help page of the whole collection (game/scenes/help_arcade.py)
SHOWN = 5  # game rows the list shows at once: the room the layout has above the hard row


@dataclass
class Item:
    key: str
    label: str
    rect: pygame.Rect | None = None
    short: str = ""  # the catalog's short form of the label, where it has one


class MenuScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.row = 0
        self.col = 0
        self.age = 0.0
        self.rows: list[list[Item]] = []
        self.first = 0  # the first game row the list shows
        self.tool_px = ui.MIN_TEXT  # the tools row's one size of label (layout_tools)
        self.arrows: dict[int, pygame.Rect] = {}  # -1/+1: the list's arrows, where drawn
        self.backdrop = Backdrop()  # the felt, the title and the fanned cards
        self.toast = ""
        self.toast_time = 0.0
        self.saved: dict[str, dict] = {}
        self._notes: dict[tuple, tuple[str, int]] = {}  # see _fitted_note
        # the game Deal # acts on: the last one played, unless it was left out this run
        last = app.settings.last_game
        self.pointed_game = last if last in TITLES else next(iter(TITLES))
        # the games' second items, by item key and by the key their saved game has
        extras = [info.extra_menu for info in catalog.games().values() if info.extra_menu]
        self.extras = {e.key: e for e in extras}
        self.extra_saves = {e.save: e for e in extras}
        self.codes = CodeOpener(self)
        self.build()

    # --- items -----------------------------------------------------------
    def build(self) -> None:
        self.saved = {}
        for game in (*TITLES, *self.extra_saves, RUN):
            data = self.app.saves.load(game)
            if data is not None:
                self.saved[game] = data
        self.app.take_problems()
        self.continues = {}  # an extra item's saved game, in words ("match #12, round 2")
        for extra in self.extras.values():
            if extra.save in self.saved:
                try:
                    self.continues[extra.key] = restore(
                        self.saved[extra.save], self.app.ledger
                    ).label
                except ValueError:  # a broken save: its item says Continue, the scene says why
                    pass
        self.rows = []
        for game in TITLES:
            row = [Item(game, catalog.shown_title(game))]
            extra = catalog.get(game).extra_menu
            if extra is not None:
                label = extra.continue_label if extra.save in self.saved else extra.label
                row.append(Item(extra.key, _(label)))
            self.rows.append(row)
        run = self.saved.get(RUN)
        run_label = (
            _("Continue run {game}/{games}").format(
                game=len(run["parts"]) + 1, games=len(run["order"])
            )
            if run
            else ""
        )
        self.rows.append(
            [
                Item("hard", ""),
                # TRANSLATORS: the short form of "Arcade run" on the menu's narrow item
                Item("run", run_label or _("Arcade run"), short=pgettext("menu", "Run")),
                Item("daily_run", _("Daily run")),
            ]
        )
        self.rows.append(
            [
                Item("deal", _("Deal #…")),
                Item("daily", pgettext("menu", "Daily")),
                Item("code", _("Open code")),
                Item("stats", _("Statistics")),
                Item("help", _("Help")),
                Item("settings", _("Settings")),
                Item("quit", _("Quit")),
            ]
        )
        last = self.app.settings.last_game
        for r, row in enumerate(self.rows):
            if row[0].key == last:
                self.row = r
        self.reveal()
        self.layout()

    @property
    def focused(self) -> Item:
        row = self.rows[self.row]
        return row[min(self.col, len(row) - 1)]

    @property
    def game_in_focus(self) -> str:
        """The game that Deal # acts on: the focused game row, or the game row focused
        last while the focus is elsewhere; that row is drawn marked, so the target shows."""
        key = self.rows[self.row][0].key
        return key if key in TITLES else self.pointed_game

    @property
    def on_game_row(self) -> bool:
        return self.rows[self.row][0].key in TITLES

    def help_page(self) -> str:
        """F1 on a game row opens that game's page; anywhere else (the Help item, the
        hard-mode row) the collection's page, from which Left/Right reach every game."""
        return self.rows[self.row][0].key if self.on_game_row else ARCADE

    def remember_game(self) -> None:
        """Called whenever the focus moves: keep the last game row pointed at."""
        key = self.rows[self.row][0].key
        if key in TITLES:
            self.pointed_game = key

    def layout(self) -> None:
        w, h = self.app.size
        s = menu_scale((w, h))  # a 4:3 window's menu is larger: it has the height
        self.scale = s
        top = (h - 720 * s) / 2
        bw, bh, gap = int(620 * s), int(48 * s), int(9 * s)  # nine rows, the line and the keys
        y = top + 178 * s
        x0 = w // 2 - bw // 2
        games = len(TITLES)
        # a game's second item (Multiplayer, Continue match) as wide as its words, to 2/5
        extras = [row[1] for row in self.rows[:games] if len(row) == 2]
        pad = max(8, round(14 * s))
        want = max((ui.measure(i.label, ui.text_px(26, s))[0] + 2 * pad for i in extras), default=0)
        side = min(max(bw - int(bw * 0.72) - gap, want), int(bw * 0.4))
        for r, row in enumerate(self.rows):
            if r < games and not self.first <= r < self.first + SHOWN:
                for item in row:  # scrolled out of the list: neither drawn nor hit
                    item.rect = None
                continue
            if r == games:
                y += 10 * s
            if r == len(self.rows) - 1:
                y += 8 * s
                y = self.layout_tools(row, x0, y, bw, bh, gap)
            elif len(row) == 3:  # hard mode, and the arcade runs played in that mode
                x = float(x0)
                for item, width in zip(row, self.hard_row_widths(row, bw, gap), strict=True):
                    item.rect = pygame.Rect(round(x), int(y), width, bh)
                    x += width + gap
            elif len(row) == 2:
                main_w = bw - side - gap
                row[0].rect = pygame.Rect(x0, int(y), main_w, bh)
                row[1].rect = pygame.Rect(x0 + main_w + gap, int(y), bw - main_w - gap, bh)
            else:
                row[0].rect = pygame.Rect(x0, int(y), bw, bh)
            y += bh + gap
        self.place_arrows()

    # --- the list of games, SHOWN rows at a time ----------------------------
    def scroll(self, by: int) -> None:
        """Show the list ``by`` rows further down (up when negative), as far as it goes; a
        focus on a game it scrolls away moves with it, so Enter never picks a hidden game."""
        first = max(0, min(self.first + by, len(TITLES) - SHOWN))
        if first == self.first:
            return
        self.first = first
        if self.row < len(TITLES) and not first <= self.row < first + SHOWN:
            self.row, self.col = min(max(self.row, first), first + SHOWN - 1), 0
            self.remember_game()
        self.layout()

    def reveal(self) -> None:
        """The list scrolled just enough to show the game row in focus."""
        if self.row < len(TITLES):
            self.scroll(min(0, self.row - self.first) or max(0, self.row - self.first - SHOWN + 1))

    def page(self, by: int) -> None:
        """Page Up/Down: the focus a list's height up or down the games (from a row below
        them, the last game)."""
        games = len(TITLES)
        here = min(self.row, games - 1)
        self.row, self.col = max(0, min(here + by * SHOWN, games - 1)), 0
        self.reveal()
        self.remember_game()

    def hard_row_widths(self, row: list[Item], bw: int, gap: int) -> list[int]:
        """Hard mode takes two fifths of the row and the two runs share the rest; where a
        label cannot fit its share at the row's text size (a longer language, large
        print), each item is as wide as its words need at that size, then one step
        smaller, then the smallest, and the rest is shared out."""
        first = int(bw * 0.40)
        rest = (bw - first - 2 * gap) // 2
        widths = [first, rest, rest]
        px = ui.pixel_size(ui.text_px(26, self.scale))
        for at in dict.fromkeys((px, ui.step_down(px), ui.MIN_TEXT)):
            needs = [ui.text_width(min(self.hard_labels(), key=len), at) + round(30 * self.scale)]
            needs += [ui.text_width(i.short or i.label, at) + 16 for i in row[1:]]
            if all(n <= w for n, w in zip(needs, widths, strict=True)):
                return widths
            if sum(needs) + 2 * gap <= bw:
                spare = (bw - 2 * gap - sum(needs)) // 3
                return [n + spare for n in needs]
        return widths

    def hard_labels(self) -> tuple[str, str]:
        """The hard-mode button's words and its short wording, for a narrow button."""
        if self.hard:
            return _("Hard mode: ON"), _("Hard: ON")
        return _("Hard mode: off"), _("Hard: off")

    def layout_tools(self, row: list[Item], x0: int, y: float, bw: int, bh: int, gap: int):
        """The tools row (Deal #, Daily, Statistics …): each button as wide as its label
        needs, the rest of the row shared out, every label one size (``tool_px``): by
        ``ui.fit``'s rule, one row at the labels' size, else one step smaller, else two
        rows (large print in a small window) at the size, then one step smaller; where
        even that cannot hold them, two rows at the smallest text. Returns the bottom of
        the last."""
        s = self.scale
        pad = max(8, round(14 * s))
        px = ui.pixel_size(ui.text_px(26, s))
        tries = [(lines, at) for lines in (1, 2) for at in dict.fromkeys((px, ui.step_down(px)))]
        tries.append((2, ui.MIN_TEXT))
        for tried, (lines, at) in enumerate(tries):
            per = -(-len(row) // lines)
            words = [ui.text_width(i.label, at) for i in row]
            parts = [row[k : k + per] for k in range(0, len(row), per)]
            needs = [[words[row.index(i)] + 2 * pad for i in part] for part in parts]
            last = tried == len(tries) - 1
            if all(sum(n) + gap * (len(n) - 1) <= bw for n in needs) or last:
                self.tool_px = at
                for part, need in zip(parts, needs, strict=True):
                    spare = (bw - sum(need) - gap * (len(need) - 1)) / len(need)
                    x = float(x0)
                    for item, n in zip(part, need, strict=True):
                        item.rect = pygame.Rect(round(x), int(y), round(n + spare), bh)
                        x += n + spare + gap
                    y += bh + gap
                return y - bh - gap
        return y

    def resume(self, choice=None) -> None:
        """Back from an overlay: saved games may have changed; ``("deal", n)`` from the
        deal-number prompt starts that deal of the game in focus."""
        row, col = self.row, self.col
        self.build()
        self.row, self.col = row, col
        if isinstance(choice, tuple) and choice[:1] == ("code",):
            self.codes.open(choice[1])
        elif self.codes.choose(choice):
            pass
        elif isinstance(choice, tuple) and choice[:1] == ("deal",):
            self.start(self.game_in_focus, seed=int(choice[1]))
        elif isinstance(choice, tuple) and choice[:1] == ("confirmed_deal",):
            self.discard(choice[1])
            self.start(choice[1], seed=int(choice[2]))
        elif isinstance(choice, tuple) and choice[:1] == ("confirmed_demo",):
            self.discard(choice[1])
            self.manager.replace(choice[1], hard=self.hard, demo=True)
        elif isinstance(choice, tuple) and choice[:1] == ("tutorial",):
            self.start_tutorial(choice[1])
        elif isinstance(choice, tuple) and choice[:1] == ("confirmed_daily",):
            self.discard(choice[1])
            self.start_daily(choice[1])
        elif isinstance(choice, tuple) and choice[:1] == ("confirmed_run",):
            self.discard(RUN)
            self.start_run(daily=choice[1])
        elif isinstance(choice, tuple) and choice[:1] == ("discard",):
            self.discard(choice[1])
            self.build()
        elif choice == ("quit",):
            self.app.quit()

    def show_toast(self, text: str) -> None:
        self.toast, self.toast_time = text, 6.0
        self.app.speak(text)  # heard with speech on (nothing is done with it off)

    def spoken_screen(self) -> str:
        return sentences([_("Patience Arcade"), pgettext("screen", "Menu"), *self.spoken_focus()])

    def spoken_focus(self) -> list[str]:
        """The focused item: a game with its saved deal or what it is, hard mode and what
        it changes, Deal # and Daily with the game they play, a saved game to continue."""
        item = self.focused
        saved = self.saved.get(item.key)
        if item.key in TITLES:
            key = MENU_KEYS.label("discard")
            note = menu_words.deal_notes(saved, key)[0] if saved else _(catalog.get(item.key).blurb)
            return [sentences([item.label, note])]
        if item.key in ("hard", "deal", "daily") or item.key in self.continues:
            label = self.hard_labels()[0] if item.key == "hard" else item.label
            return [sentences([label, self.target_words()])]
        return [item.label]

    def resize(self, size) -> None:
        self.backdrop = Backdrop()  # the theme may have changed (the app resizes on that too)
        self._notes = {}  # measured for the old size
        self.layout()

    @property
    def hard(self) -> bool:
        return self.app.settings.hard

    def toggle_hard(self) -> None:
        self.app.settings.set("hard", not self.hard)
        self.app.play_sound("click")

    # --- actions ---------------------------------------------------------
    def activate(self, item: Item) -> None:
        self.app.play_sound("click")
        key = item.key
        if key == "hard":
            self.toggle_hard()
        elif key == "quit":
            self.app.quit()
        elif key == "stats":
            self.manager.replace("stats")
        elif key == "settings":
            self.manager.push("settings")
        elif key == "help":
            self.manager.push("help", game=self.help_page(), browse=True)
        elif key == "deal":
            self.ask_deal_number()
        elif key == "code":
            self.codes.ask()
        elif key == "daily":
            self.start_daily(self.game_in_focus)
        elif key in ("run", "daily_run"):
            self.start_run(daily=key == "daily_run")
        elif key in self.extras and self.extras[key].save in self.saved:
            self.resume_saved(self.extras[key].save, self.extras[key].save)
        elif key in self.extras:
            self.manager.replace(self.extras[key].opens)
        else:
            self.start(key)

    def ask_quit(self) -> None:
        """The pad's B at the menu: asked first (B is how a pad player backs out of every
        screen, so a press too many would end the game); Esc on the keyboard quits."""
        self.manager.push(
            "confirm",
            question=_("Quit Patience Arcade?"),
            choice=("quit",),
            yes=pgettext("action", "Quit"),
        )

    def launch(self, game: str, seed: int | None, daily: bool, demo: bool) -> None:
        """The command line's ``--game`` over a saved deal of that game: continue it, or
        (a deal number, the daily deal, the demo) ask before it counts as abandoned."""
        if daily:
            self.start_daily(game)
        elif demo:
            question = _("Watch the demo? {leaving}").format(leaving=self.leaving_words(game))
            self.manager.push("confirm", question=question, choice=("confirmed_demo", game))
        else:
            self.start(game, seed)

    def ask_deal_number(self) -> None:
        """The prompt hands back ``("deal", n)``; ``resume`` starts it."""
        self.manager.push("deal_number", title=catalog.shown_title(self.game_in_focus))

    def start(self, game: str, seed: int | None = None) -> None:
        """Start a game: continue its saved deal unless a deal number was asked for; a
        deal number over a saved game asks first, since that game then counts as
        abandoned."""
        self.app.settings.set("last_game", game)
        if game in self.saved and seed is None:
            if self.resume_saved(game, game):
                return
        elif game in self.saved:
            if self.app.settings.confirm:
                question = _("Play deal #{number}? {leaving}").format(
                    number=seed, leaving=self.leaving_words(game)
                )
                self.manager.push(
                    "confirm", question=question, choice=("confirmed_deal", game, seed)
                )
                return
            self.discard(game)
        self.manager.replace(game, seed=seed, hard=self.hard)

    def start_tutorial(self, game: str) -> None:
        """The game's tutorial (its saved deal, if any, stays saved for later)."""
        info = catalog.find(game)
        if info is not None and info.has_tutorial:
            self.app.settings.set("last_game", game)
            self.manager.replace(game, tutorial=True)
        elif info is not None:
            self.show_toast(_("{game} has no tutorial").format(game=catalog.shown_title(game)))

    def start_daily(self, game: str) -> None:
        """Today's deal of ``game`` in the current mode; today's saved daily deal is
        continued, another saved deal is abandoned for it after asking."""
        from game.ai.daily import today

        self.app.settings.set("last_game", game)
        saved = self.saved.get(game)
        if (
            saved is not None
            and saved.get("daily") == today()
            and bool(saved.get("hard")) == (self.hard)
        ):
            if self.resume_saved(game, game):
                return
        elif saved is not None and self.app.settings.confirm:
            question = _("Play today's daily deal? {leaving}").format(
                leaving=self.leaving_words(game)
            )
            self.manager.push("confirm", question=question, choice=("confirmed_daily", game))
            return
        elif saved is not None:
            self.discard(game)
        self.manager.replace(game, hard=self.hard, daily=True)

    def start_run(self, daily: bool) -> None:
        """An arcade run in the current mode (a daily run: today's five deals). A saved run
        is continued when it is the one asked for; leaving it for another asks first."""
        from game.ai.daily import today

        saved = self.saved.get(RUN)
        day = today() if daily else None
        if saved is not None and (
            not daily or (saved.get("daily") == day and bool(saved.get("hard")) == self.hard)
        ):
            try:
                run = restore(saved, self.app.ledger)
            except (ValueError, TypeError, KeyError) as exc:
                self.app.report(
                    _("the saved arcade run could not be restored ({reason}); kept aside").format(
                        reason=exc
                    )
                )
                self.app.ledger.keep_aside(RUN, str(exc)[:160])
                self.saved.pop(RUN, None)
            else:
                self.manager.replace(run.game, run=run)
                return
        if saved is not None and RUN in self.saved:
            question = _("Play today's daily run? {leaving}").format(
                leaving=self.leaving_words(RUN)
            )
            self.manager.push("confirm", question=question, choice=("confirmed_run", daily))
            return
        run = ArcadeRun(self.app.ledger, self.hard, daily=day)
        self.manager.replace(run.game, run=run)

    def resume_saved(self, key: str, scene: str) -> bool:
        """Open the saved game ``key``; a save that cannot be restored is reported and
        kept aside whole (never deleted), and the game starts anew."""
        try:
            table = self.manager.replace(scene, resume=self.saved[key])
        except (ValueError, TypeError, KeyError) as exc:
            self.app.report(
                _("the saved {game} could not be restored ({reason}); kept aside, starting anew")
                .format(game=self.title(key), reason=exc)
            )  # fmt: skip
            self.app.ledger.keep_aside(key, str(exc)[:160])
            self.saved.pop(key, None)
            return False
        s = table.session
        moves = ngettext("{n} move", "{n} moves", s.moves).format(n=s.moves)
        table.say(
            _("Welcome back: {deal} ({mode}), {moves}").format(
                deal=s.label, mode=mode_word(s.mode), moves=moves
            ),
            ui.GOLD,
        )
        return True

    def discard(self, key: str) -> None:
        """Throw a saved game away: it is abandoned, and counts once as such."""
        saved = self.saved.pop(key, None)
        if saved is None:
            return
        try:
            restore(saved, self.app.ledger).abandon()
        except (ValueError, TypeError, KeyError) as exc:
            self.app.ledger.keep_aside(key, str(exc)[:160])

    def ask_discard(self) -> None:
        """Delete on a row with a saved game: throw it away, after asking."""
        item = self.focused
        key = self.extras[item.key].save if item.key in self.extras else item.key
        key = RUN if key == "run" else key
        if key not in self.saved:
            return
        question = _("Throw away {saved}? {leaving}").format(
            saved=self.saved_words(key), leaving=self.leaving_words(key, "It")
        )
        self.manager.push("confirm", question=question, choice=("discard", key))

    def title(self, key: str) -> str:
        return menu_words.saved_title(key, self.extra_saves)

    def leaving_words(self, key: str, subject: str = "") -> str:
        """What leaving the saved game ``key`` records, said of it ("Your Maze game (saved
        deal #4) counts as abandoned."; a deal the demo played in is a demo deal)."""
        if not subject:
            return menu_words.leaving_words(key, self.saved[key], self.extra_saves)
        demo = bool(self.saved[key].get("demo"))
        return ending_words("abandoned", demo, False, subject)

    def saved_words(self, key: str) -> str:
        return menu_words.saved_words(key, self.saved[key], self.extra_saves)

    # --- input -----------------------------------------------------------
    def move(self, dr: int, dc: int) -> None:
        if dr:
            self.row = (self.row + dr) % len(self.rows)
            self.col = min(self.col, len(self.rows[self.row]) - 1) if dc == 0 else self.col
            if len(self.rows[self.row]) < 3:
                self.col = 0
        if dc:
            self.col = (self.col + dc) % len(self.rows[self.row])
        self.reveal()
        self.remember_game()

    def item_at(self, pos) -> tuple[int, int] | None:
        for r, row in enumerate(self.rows):
            for c, item in enumerate(row):
                if item.rect and item.rect.collidepoint(pos):
                    return r, c
        return None

    def handle_event(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            hit = self.item_at(event.pos)
            if hit:
                self.row, self.col = hit
                self.remember_game()
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            arrow = next((d for d, r in self.arrows.items() if r.collidepoint(event.pos)), 0)
            hit = self.item_at(event.pos)
            if arrow:
                self.scroll(arrow * SHOWN)
            elif hit:
                self.row, self.col = hit
                self.activate(self.focused)
        elif event.type == pygame.KEYDOWN:
            action = MENU_KEYS.action(event)
            if action == "up":
                self.move(-1, 0)
            elif action == "down":
                self.move(1, 0)
            elif action == "left":
                self.move(0, -1)
            elif action == "right":
                self.move(0, 1)
            elif action in ("select", "act"):
                self.activate(self.focused)
            elif action == "back" and getattr(event, "pad", None):
                self.ask_quit()  # B backs out of every screen: one press too many asks
            elif action == "back":
                self.app.quit()
            elif action == "hard":
                self.toggle_hard()
            elif action == "help":
                self.activate(Item("help", ""))
            elif action == "mute":
                on = self.app.toggle_sound()
                said = _("Sound on ({key})") if on else _("Sound off ({key})")
                self.show_toast(said.format(key=MENU_KEYS.label("mute")))
            elif action == "deal_number":
                self.ask_deal_number()
            elif action == "open_code":
                self.codes.ask()
            elif action == "tutorial":
                self.start_tutorial(self.game_in_focus)
            elif action == "discard":
                self.ask_discard()
            elif action in ("page_up", "page_down"):
                self.page(-1 if action == "page_up" else 1)

    def update(self, dt: float) -> None:
        self.age += dt
        self.toast_time = max(0.0, self.toast_time - dt)

    def due_in(self) -> float:
        """Seconds until the menu at rest looks different by itself: the title's next step
        of its bob (found 5 ms at a time, half a second ahead at most), or the toast's
        end. The loop waits no longer than this for input (game.app.App.rest_wait)."""
        now = bob_step(self.age)
        due = next((k * 0.005 for k in range(1, 101) if bob_step(self.age + k * 0.005) != now), 0.5)
        return min(due, self.toast_time) if self.toast_time > 0 else due

    # --- drawing ---------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = self.scale
        top = (h - 720 * s) / 2
        self.backdrop.draw(surface, s, top, self.age)
        ui.blit_text(
            surface,
            _("unusual solitaires"),  # no count: as many as are installed
            ui.text_px(30, s),
            (w // 2, int(140 * s + top)),
            ui.INK,
            "center",
        )
        focused = self.focused
        for row in self.rows:
            for item in row:
                if item.rect is not None:
                    self.draw_item(surface, item, item is focused)
        self.draw_arrows(surface)
        self.draw_target(surface)
        # a longer language: smaller, and where even that cannot hold it, fewer keys
        keys, px = ui.fit_words(ui.fewer(self.keys_line()), ui.text_px(21, s), w - 16)
        ui.blit_text(surface, keys, px, (w // 2, h - 22 * s), ui.DIM, "center", exact=True)
        if self.toast_time > 0:
            r = pygame.Rect(0, 0, min(w - 40, ui.font(24).size(self.toast)[0] + 40), 40)
            r.midbottom = (w // 2, h - 46 * s)
            ui.panel(surface, r, 225, 12)
            ui.blit_text(surface, self.toast, 24, r.center, ui.GOLD, "center")

    def place_arrows(self) -> None:
        """Beside the list, where more games lie above or below it, an arrow's place: a
        click there turns the list a page that way."""
        self.arrows = {}
        games, s = len(TITLES), self.scale
        shown = [row[0].rect for row in self.rows[:games] if row[0].rect is not None]
        if games <= SHOWN or not shown:
            return
        below = games - self.first - SHOWN
        for way, rect, more in ((-1, shown[0], self.first), (1, shown[-1], below)):
            if more > 0:
                self.arrows[way] = pygame.Rect(0, 0, round(42 * s), round(42 * s))
                self.arrows[way].center = (round(rect.right + 30 * s), rect.centery)

    def draw_arrows(self, surface: pygame.Surface) -> None:
        """The list's arrows, drawn as shapes (the UI font has no arrow glyph), pointing
        the way the list scrolls."""
        size = 14 * self.scale
        for way, box in self.arrows.items():
            cx, cy = box.center
            tip, base = cy + way * size * 0.7, cy - way * size * 0.7
            paint.polygon(surface, ui.GOLD, [(cx, tip), (cx - size, base), (cx + size, base)])

    def keys_line(self) -> tuple[str, ...]:
        """The keys line at the foot, with the player's keys, a part per key."""
        label = MENU_KEYS.label
        return (
            _("Arrows + {key}, or click.").format(key=label("select")),
            _("{key}: hard mode.").format(key=label("hard")),
            _("{key}: deal number.").format(key=label("deal_number")),
            _("{key}: tutorial.").format(key=label("tutorial")),
            _("{key}: help.").format(key=label("help")),
            _("{key}: sound.").format(key=label("mute")),
            _("{key}: quit.").format(key=label("back")),
        )

    def draw_target(self, surface: pygame.Surface) -> None:
        """While the focus is off the game rows, the game Deal # would play is marked: a
        gold frame and a pointer on its row, and its name under the tools row."""
        s = self.scale
        tools = self.rows[-1][-1].rect  # the last tool: the lower row where they fold
        game = self.game_in_focus
        words = self.target_words()
        colour = ui.GOLD if not self.on_game_row else ui.DIM
        at = (self.app.size[0] // 2, tools.bottom + 16 * s)
        size = max(ui.MIN_TEXT, int(22 * s))
        keys_line = ui.font(theme.text_size(ui.text_px(21, s))).get_linesize()
        footer = self.app.size[1] - 22 * s - keys_line / 2
        if at[1] + ui.font(theme.text_size(size)).get_linesize() < footer:
            ui.blit_text(surface, words, size, at, colour, "midtop")
        # else (large print in a small window, the tools in two rows) the frame and the
        # pointer below mark the game alone: the words would run into the keys line
        if self.on_game_row:
            return
        row = next(r for r in self.rows if r[0].key == game)
        r = row[0].rect
        if r is None:  # the list was scrolled away from it (the wheel): no frame to draw
            return
        paint.rect(surface, ui.GOLD, r.inflate(8 * s, 8 * s), 2, border_radius=14)
        tip = (r.x - 6 * s, r.centery)
        size = 12 * s
        paint.polygon(
            surface,
            ui.GOLD,
            [tip, (tip[0] - size, tip[1] - size * 0.8), (tip[0] - size, tip[1] + size * 0.8)],
        )

    def target_words(self) -> str:
        """The line under the tools row: on a game row or Hard mode, what hard mode changes
        in that game (beside the arcade runs the hard button has no room to say it); on
        Daily the game (and mode) today's daily deal is of; else the game Deal # plays."""
        extra = self.extras.get(self.focused.key)
        where = self.continues.get(self.focused.key)
        return menu_words.target_words(
            self.game_in_focus, self.focused.key, self.on_game_row, self.hard, extra, where
        )

    def draw_item(self, surface: pygame.Surface, item: Item, focused: bool) -> None:
        r, s = item.rect, self.scale
        colour = theme.TILE_LIT if focused else theme.TILE
        paint.rect(surface, colour, r, border_radius=12)
        paint.rect(
            surface,
            ui.GOLD if focused else theme.QUIET,
            r,
            3 if focused else 1,
            border_radius=12,
        )
        size = ui.text_px(32, s)
        if item.key == "hard":
            # the long wording if it fits at the smallest text, as large as the row allows
            room = int(r.w - 30 * s)
            label, size = self._fitted_note(self.hard_labels(), ui.text_px(26, s), room)
            ui.blit_text(
                surface,
                label,
                size,
                (r.x + 22 * s, r.centery),
                ui.ACCENT if self.hard else ui.INK,
                "midleft",
                exact=True,
            )
            notes = menu_words.hard_notes(self.game_in_focus, MENU_KEYS.label("hard"))
            room = int(r.w - 40 * s - ui.text_width(label, size))
            least = ui.step_down(ui.pixel_size(ui.text_px(21, s)))
            if ui.text_width(notes[-1], least) > room:  # beside the arcade runs: no room
                return
            note, fitted = self._fitted_note(notes, ui.text_px(21, s), room)
            ui.blit_text(
                surface, note, fitted, (r.right - 18 * s, r.centery), ui.DIM, "midright",
                exact=True,
            )  # fmt: skip
            return
        if item.key not in TITLES:
            size = self.tool_px if item in self.rows[-1] else ui.pixel_size(ui.text_px(26, s))
            shown = ui.fit((item.label, item.short or item.label), size, r.w - 8, exact=True)
            label, fitted = shown.text, shown.px
            where = self.continues.get(item.key)
            if where is not None:  # which match, and its round, as room allows
                notes = menu_words.continue_notes(where, item.label)
                label, fitted = self._fitted_note(notes, ui.text_px(26, s), int(r.w - 16 * s))
            ui.blit_text(surface, label, fitted, r.center, ui.INK, "center", exact=True)
            return
        title = ui.blit_text(
            surface,
            item.label,
            size,
            (r.x + 22 * s, r.centery),
            ui.INK,
            "midleft",
        )
        saved = self.saved.get(item.key)
        if saved is not None:
            notes, colour = menu_words.deal_notes(saved, MENU_KEYS.label("discard")), ui.GOLD
        else:
            info = catalog.get(item.key)
            notes, colour = [_(info.blurb), _(info.short_blurb), ""], ui.DIM
        note_size = ui.text_px(18, s)
        room = int(r.right - 16 * s - title.right - 12 * s)
        # the longest wording that fits beside the title (a small window or large print
        # gets a short one), then made smaller only as far as it must
        note, fitted = self._fitted_note(tuple(notes), note_size, room)
        ui.blit_text(
            surface,
            note,
            fitted,
            (r.right - 16 * s, r.centery),
            colour,
            "midright",
            shadow=False,
            exact=True,
        )

    def _fitted_note(self, notes: tuple[str, ...], size: int, room: int) -> tuple[str, int]:
        """The longest wording that fits ``room`` and the size it is drawn at, worked out
        once per wording, room and theme, and again after a resize (measuring text every
        frame was a tenth of the menu's frame)."""
        key = (notes, size, room, theme.version())
        fitted = self._notes.get(key)
        if fitted is None:  # by ui.fit's rule: each wording at the size, then a step smaller
            got = ui.fit(notes, size, room)
            fitted = self._notes[key] = (got.text, got.px)
        return fitted
