"""SLOTKER for 2-4 seats at one machine: each seat plays one run, the best set takes the pot.

The machine is the solo scene's, driven by a ``SlotkerMatch``: ``self.game``
is the run on show (the seat playing, or the seat that just finished until
its last animation is over), and every move goes through the match, whose
events also say when a seat is done and when the round is settled.

Between two people a hand-off screen asks to pass the machine on. Computer
seats play on their own, visibly but briskly: a short pause before each
move and faster animations (Space hurries them more). Their moves come from
``game.ai.bot_for("slotker")`` when that bot exists, else from the tiny
rule of thumb in ``fallback_move``. After the last seat a results table
shows every seat's best set and the chips; Next round or Menu.
"""

from __future__ import annotations

import pygame

from game.ai import bot_for
from game.engine import paint, theme, ui
from game.engine.backdrop import shade
from game.engine.input import KEYS
from game.engine.keymaps import RESULT_KEYS, built
from game.engine.scene import Scene
from game.engine.spoken import sentences
from game.engine.tween import Wait
from game.games.slotker import spoken
from game.games.slotker.hud import SlotkerHud
from game.games.slotker.keys import LAYER
from game.games.slotker.match_rules import SeatRun, SlotkerMatch, pass_words, seat_name
from game.games.slotker.match_session import MatchSession, round_title
from game.games.slotker.match_watch import match_code
from game.games.slotker.rank import describe, rank_key
from game.games.slotker.scene import SlotkerMotion, SlotkerScene
from game.i18n import N_, _, ngettext, pgettext
from game.scenes.result import ResultOverlay

SLOTKER_KEYS = built(LAYER)
# the events of a seat's run (the match hands them on with the seat): the solo words say them
RUN_EVENTS = frozenset(
    {"deal", "draw", "discard", "set", "three_aces", "run_end", "new_run", "won", "lost"}
)


def fallback_move(run: SeatRun) -> tuple:
    """Deal; with a pair, draw for the option with most outs, or fold when none has any."""
    if not run.waiting_for_draw:
        return ("deal",)
    best = max((len(run.outs(i)), -i) for i, _, _ in run.draw_options())
    return ("draw", -best[1]) if best[0] > 0 else ("fold",)


def last_run(session: MatchSession) -> SeatRun:
    """The run that played the match's last move (the first seat's fresh run when none
    has been played), replayed from the session's moves: between rounds the match keeps
    no run, but the table still shows the one that ended the round."""
    m = SlotkerMatch.new(session.seats, seed=session.seed, ante=session.ante, chips=session.chips)
    run = m.run
    for move in session.history:
        if move == ("next_round",):
            m.start_round()
        else:
            run = m.run
            m.play(move)
    return m.run if m.run is not None else run


class MatchMotion(SlotkerMotion):
    """The match's animations: the solo machine's, and a seat's run ending."""

    def _anim_seat_done(self, ev: dict, rest: list[dict]) -> None:
        self.later(self.seat_done, ev)
        self.scene.timeline.add(Wait(0.9))

    def seat_done(self, ev: dict) -> None:
        sc = self.scene
        name = sc.seat_name(ev["seat"])
        best = ev["best"]
        if best:
            text = _("{seat}: best set {set}").format(seat=name, set=describe(best))
        else:
            text = _("{seat}: no set this run").format(seat=name)
        sc.say(text, ui.GOLD if best else ui.INK, 4.0)
        r = sc.slot_rect("hand_1")
        sc.banner(_("RUN OVER"), r.centerx, r.centery, ui.GOLD, max(18, int(44 * sc.vp.scale)))

    def won(self, ev: dict) -> None:
        self.scene.say(ev["why"], ui.GOLD, 4.0)


class MatchHud(SlotkerHud):
    """The machine's words in a match: the seat playing, its best set, every seat's chips."""

    def high_words(self) -> tuple[tuple[str, ...], bool]:
        """The set to beat this round and whose it is, or that nobody has made one yet."""
        beat = self.set_to_beat()
        if beat is None:
            # TRANSLATORS: the short form of "No set made yet this round"
            return (_("No set made yet this round"), _("No set yet")), False
        seat, cards = beat
        name = self.scene.seat_name(seat)
        to_beat = _("Set to beat: {seat}'s {set}")
        return (
            to_beat.format(seat=name, set=describe(cards)),
            to_beat.format(seat=name, set=describe(cards, detail=False)),
            # TRANSLATORS: the short form of "Set to beat: {seat}'s {set}"
            _("To beat: {set}").format(set=describe(cards, detail=False)),
        ), True

    def set_to_beat(self) -> tuple[int, list[str]] | None:
        """(seat, set): the highest set of this round as the table has shown it, from the
        seats done and the seat on show so far (an equal set does not take it over); None
        while nobody has made one."""
        sc = self.scene
        m = sc.match
        seat = sc.shown_seat
        done = m.order[: m.order.index(seat)] if seat in m.order else list(m.order)
        made = [(s, best) for s in done if (best := m.best[s])]
        if seat is not None and sc.shown_high:
            made.append((seat, list(sc.shown_high)))
        return max(made, key=lambda made: rank_key(made[1])) if made else None

    def ladder_mark(self) -> str:
        return "BEST"

    def run_text(self) -> str:
        return _("Round {round}: {seat}").format(
            round=self.scene.match.round, seat=self.scene.seat_name(self.scene.shown_seat)
        )

    def short_run_text(self) -> str:
        return self.scene.seat_name(self.scene.shown_seat)

    def deal_text(self) -> tuple[str, str]:
        """The header's words and their short form where they have no room: each a
        whole message (a cut one would lose its words' order)."""
        n, ante = self.scene.seed, self.scene.session.ante
        if ante:
            return (
                _("Match #{number}   Ante {ante}").format(number=n, ante=ante),
                # TRANSLATORS: the short form of "Match #{number}   Ante {ante}"
                _("#{number}   Ante {ante}").format(number=n, ante=ante),
            )
        return (
            _("Match #{number}   No ante").format(number=n),
            # TRANSLATORS: the short form of "Match #{number}   No ante"
            _("#{number}   No ante").format(number=n),
        )

    def idle_prompt(self) -> str:
        sc = self.scene
        if sc.turns.computer_playing():
            return _("{seat} is playing ({key} hurries it)").format(
                seat=sc.seat_name(sc.match.current_seat), key=SLOTKER_KEYS.label("act")
            )
        return super().idle_prompt()

    def prompt(self) -> str:
        if self.scene.turns.computer_playing() and not self.scene.timeline.busy:
            return self.idle_prompt()
        if not self.scene.on_show():
            return ""
        return super().prompt()

    def panel_key(self) -> tuple:
        m = self.scene.match
        return (
            self.scene.slot_rect("seats").size,
            m.round,
            m.pot,
            self.scene.shown_seat,
            tuple(m.chips()),
            tuple(tuple(b) if b else () for b in m.best),
            tuple(self.scene.shown_high or ()),
            m.status,
            self.unsettled() is not None,
        )

    def unsettled(self) -> dict | None:
        """The round's record while the run that ended it is still on show, else None:
        the rules pay a round out on its last move, the table shows that run to its end
        (then the round's results), and until then the panel shows the round unpaid."""
        m = self.scene.match
        if m.status == "playing" or not m.history or not self.scene.timeline.busy:
            return None
        return m.history[-1]

    def seen(self) -> tuple[int, list[int], list[int]]:
        """The pot, each seat's chips and each seat's wins as the player has seen them
        (``unsettled``: as they stood before the round was paid out)."""
        m = self.scene.match
        pot, chips, wins = m.pot, m.chips(), [s["wins"] for s in m.seats]
        record = self.unsettled()
        if record is not None:
            pot = record["pot"]
            chips = [c - paid for c, paid in zip(chips, record["payout"], strict=True)]
            if not record["no_set"]:
                for seat in record["winners"]:
                    wins[seat] -= 1
        return pot, chips, wins

    def panel_rows(self, size: tuple[int, int]) -> tuple[list[pygame.Rect], list]:
        """One strip: the seats' rows all change together as a round goes on."""
        return [pygame.Rect((0, 0), size)], [self.panel_key()]

    def paint_panel(self) -> pygame.Surface:
        """Every seat: name, chips, and its best set this round; the seat playing marked."""
        m = self.scene.match
        r = self.scene.slot_rect("seats")
        s = self.scene.vp.scale
        img = pygame.Surface(r.size, pygame.SRCALPHA)
        ui.panel(img, img.get_rect(), 150, round(14 * s))
        pad = round(12 * s)
        y = round(10 * s)
        pot, chips_seen, wins_seen = self.seen()  # the round unpaid while its last run shows
        playing = m.status == "playing" or self.unsettled() is not None
        heads = (_("ROUND {round}").format(round=m.round),)  # the pot left out for room
        if m.ante:
            heads = (_("ROUND {round}   POT {pot}").format(round=m.round, pot=pot), *heads)
        said = ui.fit(heads, self.px(22), r.w - 2 * pad, bold=True)
        ui.blit_fitted(img, said, (r.w // 2, y), ui.GOLD, "midtop", bold=True)
        y += round(34 * s)
        block = round(68 * s)
        for seat, info in enumerate(m.seats):
            box = pygame.Rect(
                round(6 * s), y - round(4 * s), r.w - round(12 * s), block - round(6 * s)
            )
            if seat == self.scene.shown_seat and playing:
                paint.rect(img, theme.BAND, box, border_radius=round(8 * s))
                paint.rect(img, ui.GOLD, box, max(1, round(2 * s)), border_radius=round(8 * s))
            names = (cpu_name(info, "  "), seat_name(info))  # the mark left out for room
            right = r.w - pad  # chips and wins sit at the right; the words beside fit the rest
            room = r.w - 2 * pad
            if m.ante:  # the chips' figure alone where the name has no room beside the words
                n = chips_seen[seat]
                chips = ngettext("{n} chip", "{n} chips", n).format(n=n)
                least = ui.step_down(ui.pixel_size(self.px(21)))
                beside = room - ui.measure(chips, self.px(19))[0] - round(8 * s)
                if ui.text_width(names[-1], least) > beside:
                    chips = str(n)
                at = ui.blit_text(img, chips, self.px(19), (right, y), ui.GOLD, "topright")
                room = at.x - pad - round(8 * s)
            said = ui.fit(names, self.px(21), room, bold=True)
            ui.blit_fitted(img, said, (pad, y), ui.INK, "topleft", bold=True)
            y2 = y + max(round(24 * s), self.px(21) + 2)
            room = r.w - 2 * pad
            if wins_seen[seat]:
                n = wins_seen[seat]
                wins = ngettext("{n} win", "{n} wins", n).format(n=n)
                at = ui.blit_text(img, wins, self.px(17), (right, y2), ui.DIM, "topright")
                room = at.x - pad - round(8 * s)
            line = ui.fit(self._seat_line(seat, playing), self.px(19), room)
            ui.blit_fitted(img, line, (pad, y2), ui.DIM)
            y += block
        return img

    def _seat_line(self, seat: int, playing: bool) -> tuple[str, ...]:
        """A seat's words under its name, longest first (a set without its poker detail
        where the panel is narrow); ``playing``: the seat on show is still playing as far
        as the table has shown it."""
        m = self.scene.match
        if seat not in m.order:
            return (_("sits out this round"),)
        if seat == self.scene.shown_seat and playing:
            high = self.scene.shown_high
            if high:
                said = _("playing: {set}")
                return (
                    said.format(set=describe(high)),
                    said.format(set=describe(high, detail=False)),
                    describe(high, detail=False),
                )
            return (_("playing now"),)
        if m.best[seat]:
            return describe(m.best[seat]), describe(m.best[seat], detail=False)
        done = m.order.index(seat) < m.turn if m.status == "playing" else True
        return (_("no set"),) if done else (_("waits its turn"),)


class MatchTurns:
    """Whose turn it is at the machine, for one match scene: the computer seats' moves
    (visible but brisk; Space hurries them), the hand-off between people, the next
    seat's run, the round's results and the next round."""

    THINK = 0.35  # seconds a computer seat pauses before each move
    BOOST = 2.5  # computer turns animate this many times faster
    HURRY = 6.0  # ... and this much after Space

    def __init__(self, scene) -> None:  # the MatchScene that owns it
        self.scene = scene
        self.think = 0.0
        self.hurry = False
        self.bot = bot_for("slotker", seed=scene.seed or 0)

    def reset(self) -> None:
        self.think, self.hurry = 0.0, False

    def computer_playing(self) -> bool:
        """A computer seat plays now (never in a watched match: its line plays it)."""
        sc = self.scene
        return not sc.watching and sc.on_show() and sc.match.is_computer_turn

    def choose_move(self) -> tuple:
        """The computer seat's move: the shared bot if there is one (asked about the whole
        match: the sets made and the seats still to play), else the rule of thumb."""
        run = self.scene.match.run
        if self.bot is not None:
            move = tuple(self.bot.choose(self.scene.match))
            if move in run.legal_moves():
                return move
        return fallback_move(run)

    def hurry_up(self) -> None:
        sc = self.scene
        self.hurry = True
        sc.say(_("Hurrying {seat}").format(seat=sc.seat_name(sc.match.current_seat)), ui.DIM, 1.5)

    def tick(self, dt: float) -> None:
        """Each frame of a computer seat's turn: its animation runs faster, and after a
        short think it plays its next move."""
        sc = self.scene
        if not self.computer_playing():
            return
        boost = self.HURRY if self.hurry else self.BOOST
        if sc.timeline.busy:
            sc.timeline.update(dt * (boost - 1))
            return
        if sc.covered:
            return
        speed = sc.app.settings.anim_speed
        self.think += dt
        wait = 0.0 if self.hurry or speed <= 0 else self.THINK / speed
        if self.think >= wait:
            self.think = 0.0
            sc.play_move(self.choose_move())

    def next_run(self) -> None:
        """The finished run's animation is over: show the next seat's run, or the results."""
        m = self.scene.match
        if m.run is not None and self.scene.game is not m.run:
            self.show_run(m.run)
            self.offer_handoff()
        elif m.status != "playing":
            self.show_round()

    def show_run(self, run: SeatRun) -> None:
        """Gather every card into the stock for the next seat's fresh shuffle."""
        sc = self.scene
        sc.shown = run
        sc.clear_hint()  # a hint is for the turn it was asked in
        sc.reels.clear()
        sc.arrival.clear()
        self.reset()
        sc.shown_seat = sc.match.current_seat
        sc.motion.gather(list(reversed(run.pool)), 0.006)
        sc.timeline.call(sc.sync_sprites)
        sc.refresh_targets()
        who = sc.seat_name(sc.shown_seat)
        sc.say(
            _("Round {round}: {seat}'s run").format(round=sc.match.round, seat=who), ui.GOLD, 3.0
        )
        sc.app.play_sound("shuffle")

    def offer_handoff(self) -> None:
        """Between people, the machine is passed on: a screen says to whom."""
        sc = self.scene
        m = sc.match
        people = sum(1 for seat in m.seats if not seat["is_computer"])
        if m.status == "playing" and not m.is_computer_turn and people >= 2 and not sc.watching:
            sc.manager.push(
                "handoff",
                name=sc.seat_name(m.current_seat),
                round_no=m.round,
                seat=m.seats[m.current_seat],
            )

    def show_round(self) -> None:
        """The round's results over the table; its choice comes back to ``resume``. (A
        watched match says its rounds' results on the replay's line, and plays on.)"""
        sc = self.scene
        if sc.watching:
            return
        m, session = sc.match, sc.session
        pot = ""
        if m.ante:
            last = m.history[-1]
            if len(last["winners"]) > 1:
                pot = _("Pot {pot}: shared").format(pot=last["pot"])
            else:
                pot = _("Pot {pot}").format(pot=last["pot"])
        minutes, seconds = divmod(int(session.elapsed), 60)
        figures = ngettext(
            "{time}  ·  {n} move in the match", "{time}  ·  {n} moves in the match", session.moves
        ).format(time=f"{minutes}:{seconds:02d}", n=session.moves)
        pot = f"{pot}   ·   {figures}" if pot else figures
        sc.manager.push(
            "round_result",
            title=round_title(m),
            rows=round_rows(m),
            over=m.status == "over",
            chips=bool(m.ante),
            pot=pot,
            code=match_code(session) if m.status == "over" else None,
            watch=m.status == "over",  # its moves are kept: it can be watched again
        )

    def next_round(self) -> None:
        """Antes in, the next round's first seat up."""
        sc = self.scene
        m = sc.match
        if m.status != "round_over":
            return
        sc.timeline.finish()
        events = sc.session.next_round()
        ante = next((e for e in events if e["type"] == "ante"), None)
        self.show_run(m.run)
        if ante:
            text = _("Round {round}: ante {ante} each, pot {pot}")
            sc.say(text.format(round=m.round, ante=ante["ante"], pot=ante["pot"]), ui.GOLD, 4.0)
        self.offer_handoff()


class MatchScene(SlotkerScene):
    # the table changes over once the animation gets there (turns.next_run); a round's start
    # (round_start, ante, seat_start) is shown by the handoff screen, not animated
    IGNORED_EVENTS = frozenset({"round_start", "ante", "seat_start", "round_over", "match_over"})
    ANIMATIONS = MatchMotion
    HUD = MatchHud
    HELP = "slotker_match"
    KEPT_SET = N_("the seat's best set so far")  # the run goes on and keeps its highest set
    RESULT_OVERLAY = False  # the round results table says how the match ended
    DEMO = False  # seats take turns: there is no one deal for the bot to play on

    def __init__(
        self,
        app,
        seats: list[tuple[str, bool]] | None = None,
        ante: int = 0,
        seed: int | None = None,
        chips: int = 100,
        resume: dict | None = None,
        replay: dict | None = None,
    ) -> None:
        self.seat_specs = [(str(name), bool(cpu)) for name, cpu in seats or []]
        self.start_ante, self.start_chips = int(ante), int(chips)
        self.shown: SeatRun | None = None  # the run on the machine (see ``game``)
        # ``replay``: a kept match watched (Statistics, Watch again, a match code), step by
        # step with the replay's controls, recording nothing and touching no save
        super().__init__(app, seed=seed, hard=False, resume=resume, replay=replay)
        self.shown_seat: int | None = self.match.current_seat
        self.turns = MatchTurns(self)

    def new_session(self, seed: int | None, deck: list[str] | None, hard: bool) -> MatchSession:
        """A match for the same seats (New match: a fresh seed)."""
        seats = self.seat_specs or self.session.seats
        return MatchSession(self.app.ledger, seats, seed, self.start_ante, self.start_chips)

    def restore(self, saved: dict) -> MatchSession:
        return MatchSession.from_dict(saved, self.app.ledger)

    @property
    def game(self) -> SeatRun:
        """The run on show: the seat playing, or the seat that just finished until its last
        animation is over, and between rounds the round's last run. A match continued on
        its round results (or over) has no run on the machine: its last one is replayed."""
        if self.shown is None:
            run = self.session.match.run
            self.shown = run if run is not None else last_run(self.session)
        return self.shown

    @property
    def match(self) -> SlotkerMatch:
        return self.session.match

    # --- who is playing ----------------------------------------------------------------
    def seat_name(self, seat: int | None) -> str:
        return seat_name(self.match.seats[seat]) if seat is not None else ""

    def on_show(self) -> bool:
        """Is the run on the table the one the match is playing?"""
        m = self.match
        return m.status == "playing" and self.game is m.run

    def can_act(self) -> bool:
        return self.on_show() and not self.match.is_computer_turn

    def show_options(self) -> bool:
        return self.on_show()

    def explain_wait(self) -> None:
        m = self.match
        if self.turns.computer_playing():
            text = _("{seat} is playing: {key} hurries it")
            seat = self.seat_name(m.current_seat)
            self.say(text.format(seat=seat, key=SLOTKER_KEYS.label("act")), ui.DIM, 2.5)
        elif m.status != "playing":
            self.say(_("The round is over"), ui.DIM, 2.5)

    # --- moves ------------------------------------------------------------------------
    def after_move(self) -> None:
        if not self.on_show():
            self.timeline.call(self.turns.next_run)

    # --- whole-match actions --------------------------------------------------------------
    def game_buttons(self) -> None:
        super().game_buttons()
        for btn in self.buttons:
            if btn.name == "button_new":
                btn.label = _("New match")
                # TRANSLATORS: the short form of "New match" on a narrow button
                btn.short = (pgettext("new match button", "New"),)

    def on_reset(self, new_deal: bool) -> None:
        """Undo, restart or a new match: the table shows the match's run as it now is."""
        super().on_reset(new_deal)
        self.shown = None  # the match's run as it now is (see ``game``)
        self.shown_seat = self.match.current_seat
        self.turns.reset()

    def deal_animation(self) -> None:
        super().deal_animation()
        if self.match.status == "playing":
            who = self.seat_name(self.match.current_seat)
            text = _("Round {round}: {seat}'s run").format(round=self.match.round, seat=who)
            self.say(text, ui.GOLD, 3.0)
            self.turns.offer_handoff()
        else:  # continued between rounds or when over: its results table again
            self.timeline.call(self.turns.show_round)

    def pause_menu(self) -> tuple[str, list[tuple[str, str]]]:
        title = _("SLOTKER match #{number}, round {round}")
        return title.format(number=self.seed, round=self.match.round), [
            ("resume", N_("Resume")),
            ("restart", N_("Restart this match")),
            ("new", N_("New match (same seats)")),
            ("help", N_("Help")),
            ("settings", N_("Settings")),
            ("menu", N_("Menu")),
        ]

    def on_choice(self, choice) -> None:
        """Choices of the match's overlays: "ready" (hand-off), "next_round" (results)."""
        if choice == "ready":
            who = self.seat_name(self.match.current_seat)
            text = _("{seat}: pull the lever or press {key}")
            self.say(text.format(seat=who, key=SLOTKER_KEYS.label("act")), ui.GOLD, 3.0)
        elif choice == "next_round":
            self.turns.next_round()

    def hint_bot(self):
        return self.turns.bot if self.can_act() else None

    def hint_game(self):
        """The hint weighs the match, not the seat's run alone."""
        return self.match.clone()

    # --- words for the ear (play by ear): game.games.slotker.spoken says them ----------
    def focus_words(self, name: str) -> str:
        """The ladder against the round's set to beat; the seats panel: every seat; the
        rest as the solo machine says them."""
        if name == "ladder":
            beat = self.hud.set_to_beat()
            return spoken.ladder_focus(self.game, beat[1] if beat else None)
        if name == "seats":
            return " ".join(seat_lines(self))
        return super().focus_words(name)

    def move_words(self, events: list[dict]) -> list[str]:
        """A seat's move in sentences (a computer seat named first), then the match's own:
        the seat's run over, the next seat's turn, the round's result."""
        m = self.match
        run = [e for e in events if e["type"] in RUN_EVENTS]
        seat = next((e["seat"] for e in run if "seat" in e), None)
        out = []
        computer = seat is not None and m.seats[seat]["is_computer"]
        if computer:
            out.append(_("{seat} plays.").format(seat=self.seat_name(seat)))
        had = self.before.get("high") or []
        out += spoken.move_words(
            self.game, run, had, self.KEPT_SET, solo=False, choices=not computer
        )
        return out + spoken.match_words(m, events)

    def table_words(self) -> list[str]:
        """Whose turn, the reels, the set to beat, every seat, the ladder against it."""
        g, m = self.game, self.match
        beat = self.hud.set_to_beat()
        return [
            spoken.match_status(m, g),
            *spoken.reels_words(g),
            self.hud.high_words()[0][0],
            *seat_lines(self),
            *spoken.ladder_words(g, beat[1] if beat else None),
        ]

    def status_words(self) -> str:
        """Whose turn it is, the cards left and the seat's best set (between rounds, the
        round's result)."""
        return spoken.match_status(self.match, self.game)

    # --- input and frame ------------------------------------------------------------------
    def space(self) -> bool:
        if self.turns.computer_playing():
            self.turns.hurry_up()
            return True
        return super().space()

    def on_tick(self, dt: float) -> None:
        super().on_tick(dt)
        self.turns.tick(dt)


def round_rows(m: SlotkerMatch) -> list[tuple[str, str, str, str, bool]]:
    """(place, seat, best set, chips, won) for every seat, best first; sitters-out last."""
    last = m.history[-1]
    won = set(last["winners"]) if not last["no_set"] else set()
    out = []
    for seat, place in m.places():
        delta = last["payout"][seat] - m.ante
        chips = f"{m.seats[seat]['chips']}"
        if m.ante:
            chips += f"  ({'+' if delta >= 0 else ''}{delta})"
        info = m.seats[seat]
        name = cpu_name(info)
        out.append((str(place) if place else "-", name, m.best_name(seat), chips, seat in won))
    for seat, info in enumerate(m.seats):
        if seat not in m.order:
            out.append(("-", seat_name(info), _("sat out"), str(info["chips"]), False))
    return out


def cpu_name(info: dict, gap: str = " ") -> str:
    """A seat's name, marked when the computer plays it."""
    if not info["is_computer"]:
        return seat_name(info)
    # TRANSLATORS: a seat the computer plays: "Computer 2 (CPU)"
    return _("{seat}{gap}(CPU)").format(seat=seat_name(info), gap=gap)


# --- overlays -------------------------------------------------------------------------------
class HandoffScene(Scene):
    """'Pass to Player 2': the next person takes the machine and presses Enter."""

    opaque = False
    spoken_kept = True  # whose turn it is: never cut off by what is said next

    def __init__(self, app, name: str, round_no: int, seat: dict | None = None) -> None:
        super().__init__(app)
        self.name = name
        self.round_no = round_no
        self.seat = seat  # the seat's record: its headline said whole (``pass_words``)

    def spoken_screen(self) -> str:
        """Its three lines, aloud as it comes up (play by ear)."""
        return sentences(self.words())

    def words(self) -> list[str]:
        """The hand-off's three lines: to whom, whose run, and how to go on."""
        return [
            pass_words(self.seat) if self.seat else _("Pass to {seat}").format(seat=self.name),
            _("Round {round}: {seat}'s run at the machine").format(
                round=self.round_no, seat=self.name
            ),
            _("Press {key} or click when ready").format(key=KEYS.label("select")),
        ]

    def handle_event(self, event) -> None:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.go()
        elif event.type == pygame.KEYDOWN:
            action = KEYS.action(event)
            if action in ("select", "act"):
                self.go()
            elif action == "back":
                self.manager.pop(choice="menu")

    def go(self) -> None:
        self.app.play_sound("click")
        self.manager.pop(choice="ready")

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        shade(surface, theme.current().section("slotker").handoff)
        s = min(w / 1280, h / 720)
        ui.blit_text(
            surface,
            pass_words(self.seat) if self.seat else _("Pass to {seat}").format(seat=self.name),
            int(72 * s),
            (w // 2, h * 0.4),
            ui.GOLD,
            "center",
            bold=True,
        )
        ui.blit_text(
            surface,
            _("Round {round}: {seat}'s run at the machine").format(
                round=self.round_no, seat=self.name
            ),
            int(32 * s),
            (w // 2, h * 0.52),
            ui.INK,
            "center",
        )
        ui.blit_text(
            surface,
            _("Press {key} or click when ready").format(key=KEYS.label("select")),
            int(28 * s),
            (w // 2, h * 0.6),
            ui.DIM,
            "center",
        )


class RoundResultScene(ResultOverlay):
    """The round's table: every seat's best set, who won, the chips. Closes with
    "next_round", or when the match is over "new" (N) for a new match or "watch" (W) to
    watch it again, and Copy code (C) puts the match's code on the clipboard, the screen
    staying; Esc or Menu close with "menu"."""

    keys = RESULT_KEYS
    spoken_kept = True  # the round's result is never cut off by what is said next

    def __init__(
        self,
        app,
        title: str,
        rows: list[tuple[str, str, str, str, bool]],
        over: bool = False,
        chips: bool = False,
        pot: str = "",
        code: str | None = None,
        watch: bool = False,
    ) -> None:
        super().__init__(app)
        self.title = title
        self.rows = rows
        self.over = over
        self.chips = chips
        self.pot = pot
        self.code = code  # the match's code, every step in it (over: Copy code)
        self.watch = watch and over  # over: Watch again
        self.said = ""  # the code copied, or to copy by hand
        self.layout()

    def layout(self) -> None:
        w, h = self.app.size
        s = min(w / 1280, h / 720)
        self.s = s
        bh, gap = int(50 * s), max(int(20 * s), 2 * ui.ring_reach())  # clear of the ring
        between = max(int(12 * s), 2 * ui.ring_reach())  # the two rows of buttons apart
        second = [("watch", _("Watch again"), "")] if self.watch else []
        if self.over and self.code is not None:
            second.append(("copy_code", _("Copy code"), ""))
        self.lay_columns(w - 20)
        said = self._said_block().get_height() + int(10 * s) if self.said else 0
        self.lift = (bh + between if second else 0) + said  # the box grows upwards by it
        rows = int(232 * s) + sum(row[-1] for row in self.fitted)  # heads, rows, pot, buttons
        height = min(max(int(520 * s), rows) + self.lift, h - 20)
        box = self.box = pygame.Rect(0, 0, self.width, height)
        box.center = (w // 2, h // 2)
        if self.over:
            actions = [("new", _("New match"), "N"), ("menu", _("Menu"), "Esc")]
        else:
            actions = [
                ("next_round", _("Next round"), KEYS.hint("select")),
                ("menu", _("Menu"), "Esc"),
            ]
        buttons: list[ui.Button] = []  # the match's choices first: Enter still means them
        y = box.bottom - int(74 * s)
        for row in (actions, second):
            if row:  # as wide as the widest label wants, where the box has room for it
                self.button_row(row, 0, y, (int(230 * s), bh), gap)
                room = (box.w - int(40 * s) - (len(row) - 1) * gap) // len(row)
                bw = min(room, max(int(230 * s), *(b.wants() for b in self.buttons)))
                x = box.centerx - (len(row) * bw + (len(row) - 1) * gap) // 2
                self.button_row(row, x, y, (bw, bh), gap)
                buttons += self.buttons
            y -= bh + between
        self.buttons = buttons
        for btn in self.buttons:
            if btn.name == "copy_code":
                btn.action = self.copy_code

    def lay_columns(self, most: int) -> None:
        """The columns as wide as their words: the box grows from its design width up to
        ``most`` to hold them, and a best set still too long wraps onto a second line
        (the row grows), by ``ui.fit``'s rule."""
        s = self.s
        size, head = ui.text_px(28, s), ui.text_px(22, s)
        pad, gap, place = int(40 * s), int(24 * s), int(50 * s)
        heads = (_("Seat"), _("Best set"), _("Chips") if self.chips else "")
        names = max(ui.measure(t, size, True)[0] for t in [r[1] for r in self.rows])
        names = max(names, ui.measure(heads[0], head)[0])
        chips = 0
        if self.chips:
            chips = max(ui.measure(t, size)[0] for t in [r[3] for r in self.rows])
            chips = gap + max(chips, ui.measure(heads[2], head)[0])
        best = max(ui.measure(t, size)[0] for t in [r[2] for r in self.rows])
        best = max(best, ui.measure(heads[1], head)[0])
        fixed = 2 * pad + place + gap + chips
        title = ui.measure(self.title, int(48 * s), True)[0] + int(40 * s)  # the title too
        self.width = min(max(int(760 * s), fixed + names + best, title), most)
        over = fixed + names + best - self.width  # the window is too narrow for all of it
        if over > 0:  # a name as long as they come gives way to the sets, to a third
            names = max(min(names, (self.width - fixed) // 3), names - over)
        room = self.width - fixed - names
        x = [0, place, place + names + gap, place + names + gap + room + gap]
        self.cols = [pad + c for c in x]
        self.rooms = (names, room, chips - gap)
        line = ui.sized_font(ui.pixel_size(size)).get_linesize()
        self.fitted = []
        for place_no, name, best_set, chip_words, won in self.rows:
            who = ui.fit(name, size, names, bold=True)
            said = ui.fit(best_set, size, room, height=2 * line)
            tall = max(int(46 * s), said.lines * line + int(18 * s))
            self.fitted.append((place_no, who, said, chip_words, won, tall))

    def _said_block(self) -> pygame.Surface:
        size = ui.text_px(22, self.s)
        width = self.width - int(60 * self.s)
        return ui.text_block(self.said, size, width, align="center", line_height=size)

    def spoken_screen(self) -> str:
        """The round's result aloud as it comes up: the title, every seat's best set (and
        chips), the pot, the focused button (play by ear)."""
        rows = []
        for _place, name, best, chips, _won in self.rows:
            if self.chips:
                rows.append(
                    _("{seat}: {set}, chips {chips}.").format(seat=name, set=best, chips=chips)
                )
            else:
                rows.append(_("{seat}: {words}.").format(seat=name, words=best))
        pot = " ".join(self.pot.split())  # its drawn dots said as commas
        return sentences([self.title, *rows, pot, *self.spoken_focus()])

    def copy_code(self) -> None:
        """The match's code goes on the clipboard (or is shown to copy by hand); the
        screen stays."""
        if self.code is None:
            return
        from game.engine import clipboard

        copied, by_hand = _("Code copied: {code}"), _("Copy this code by hand: {code}")
        self.said = (copied if clipboard.put(self.code) else by_hand).format(code=self.code)
        self.layout()

    def on_key(self, event, action: str | None) -> None:
        if action == "new" and self.over:
            self.close("new")
        elif action == "watch" and self.watch:
            self.close("watch")
        elif action == "copy_code" and self.over:
            self.copy_code()

    def draw(self, surface: pygame.Surface) -> None:
        self.shade(surface, 140)
        s = self.s
        box = self.box
        ui.panel(surface, box, 238, int(22 * s), border=theme.Ink("gold", 180))
        k = min(1.0, self.age / 0.25)
        title = ui.fit(self.title, int(48 * s), box.w - int(40 * s), bold=True)
        ui.blit_text(
            surface,
            title.text,
            round(title.px * (0.7 + 0.3 * k)),
            (box.centerx, box.y + int(50 * s)),
            ui.GOLD,
            "center",
            bold=True,
            exact=True,
            passing=k < 1,
        )
        cols = [box.x + c for c in self.cols]
        y = box.y + int(100 * s)
        heads = ("", _("Seat"), _("Best set"), _("Chips") if self.chips else "")
        for x, text in zip(cols, heads, strict=True):
            ui.blit_text(surface, text, ui.text_px(22, s), (x, y), ui.DIM, "topleft")
        y += int(32 * s)
        for place, name, best, chips, won, tall in self.fitted:
            if won:
                band = pygame.Rect(
                    box.x + int(24 * s), y - int(6 * s), box.w - int(48 * s), tall - int(6 * s)
                )
                paint.rect(surface, theme.BAND, band, border_radius=int(8 * s))
            colour = ui.GOLD if won else ui.INK
            size = ui.text_px(28, s)
            ui.blit_text(surface, place, size, (cols[0], y), colour, "topleft", bold=True)
            ui.blit_fitted(surface, name, (cols[1], y), colour, "topleft", bold=won)
            dim = best.text == _("no set")
            ui.blit_fitted(surface, best, (cols[2], y), ui.DIM if dim else colour, "topleft")
            if self.chips:
                ui.blit_text(surface, chips, size, (cols[3], y), colour, "topleft")
            y += tall
        if self.pot:
            pot = ui.fit(ui.shorter(self.pot, "   ·   "), ui.text_px(24, s), box.w - int(40 * s))
            at = (box.centerx, box.bottom - int(100 * s) - self.lift)
            ui.blit_fitted(surface, pot, at, ui.DIM, "center")
        if self.said:
            block = self._said_block()
            top = box.bottom - int(74 * s) - self.lift  # over the second row
            surface.blit(block, block.get_rect(midtop=(box.centerx, top)))
        for i, btn in enumerate(self.buttons):
            btn.draw(surface, focused=i == self.focus)


__all__ = [
    "MatchScene",
    "HandoffScene",
    "RoundResultScene",
    "fallback_move",
    "round_rows",
    "round_title",
]


def seat_lines(scene: MatchScene) -> list[str]:
    """Every seat read out: its name, chips with an ante, and its best set or what it is
    doing (as the seats panel shows it)."""
    m = scene.match
    playing = m.status == "playing"
    return [spoken.seat_line(m, s, scene.hud._seat_line(s, playing)) for s in range(len(m.seats))]
