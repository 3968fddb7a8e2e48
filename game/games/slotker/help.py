"""SLOTKER's help pages (the game's and its match's) and the booklet's sentences about it,
written from its rules' constants when asked for (its catalog entry names them: ``help=``,
its page's ``help``, ``booklet_sentences=``), so a changed constant changes the words and
they are in the language in force."""

from __future__ import annotations

from game.engine.input import Keymap
from game.engine.keymaps import built
from game.engine.words import words
from game.games.slotker import match_rules as SM
from game.games.slotker import rank as SR
from game.games.slotker import rules as SK
from game.games.slotker.keys import LAYER
from game.i18n import _, ngettext
from game.scenes.help_text import Page, cap, counted, key_label


def _choose(keys: Keymap) -> str:
    """SLOTKER's three draw keys: "1–3" while they are the digits in a row, else each."""
    labels = [key_label(f"choose_{n}", keys=keys) for n in (1, 2, 3)]
    if labels == ["1", "2", "3"]:
        return "1–3"
    return ", ".join(labels)


def page() -> Page:
    """SLOTKER's help page, made now: in the language in force, from the rules' constants
    and the player's keys."""
    keys = built(LAYER)
    hand, runs, hard = SK.HAND, SK.NORMAL_RUNS, SK.HARD_RUNS
    symbols = ", ".join(SR.symbol_name(s) for s in SR.SYMBOLS)
    return {
        "what": counted(
            ngettext(
                "Poker meets the slot machine: deal {count} card and make a set of ranks or slot "
                "symbols, then beat your first set in the runs that follow.",
                "Poker meets the slot machine: deal {count} cards and make a set of ranks or slot "
                "symbols, then beat your first set in the runs that follow.",
                hand,
            ),
            hand,
        ),
        "rules": [
            counted(
                ngettext(
                    "Each card has a rank and a slot symbol. Deal {count} card: {count} of a rank "
                    "or of a symbol is a set. Poker trips beat symbol trips, Ace high; symbols "
                    "from the scarcest: {symbols}.",
                    "Each card has a rank and a slot symbol. Deal {count} cards: {count} of a rank "
                    "or of a symbol is a set. Poker trips beat symbol trips, Ace high; symbols "
                    "from the scarcest: {symbols}.",
                    hand,
                ),
                hand,
                symbols=symbols,
            ),
            _(
                "Two symbol sets of one symbol compare as poker hands: straight flush, flush, "
                "straight, pair, high card."
            ),
            _(
                "A pair is two cards of one rank or of one symbol; a hand can hold two pairs at "
                "once. With a pair, give up the odd card to draw one more, or fold."
            ),
            _(
                "Run 1 ends at your first set: your high set. Each later run reshuffles and must "
                "make a set that beats it; equal does not beat, and sets that do not beat it are "
                "discarded. Beat it in the last run to win."
            ),
            _("A run that runs out of cards first loses the game."),
            _(
                "Three Aces before the last run can never be beaten: an automatic loss. A draw "
                "for three Aces then says so."
            ),
        ],
        "controls": [
            _(
                "{act} or the lever deals. Click a card (or {choose}) to give it up and draw; "
                "{fold} folds."
            ).format(
                act=key_label("act", keys=keys),
                choose=_choose(keys),
                fold=key_label("fold", keys=keys),
            ),
        ],
        "hard": cap(
            ngettext(
                "{count} run instead of {normal}.", "{count} runs instead of {normal}.", hard
            ).format(count=words(hard), normal=words(runs))
        ),
        "hard_short": ngettext(
            "{count} run, not {normal}", "{count} runs, not {normal}", hard
        ).format(count=words(hard), normal=words(runs)),
    }


def match_page() -> Page:
    """The SLOTKER match's help page (the game's own page ``slotker_match``), made now."""
    keys = built(LAYER)
    fewest, most = SM.MIN_SEATS, SM.MAX_SEATS
    return {
        "title": _("a SLOTKER match"),
        "rules": [
            cap(
                ngettext(
                    "{fewest} to {most} seat share one machine, each a person or the computer. "
                    "Every seat starts with the same chips.",
                    "{fewest} to {most} seats share one machine, each a person or the computer. "
                    "Every seat starts with the same chips.",
                    most,
                ).format(fewest=words(fewest), most=words(most))
            ),
            _(
                "A round: each seat in turn plays one run of SLOTKER on its own shuffle of a "
                "fresh deck, to the last card, keeping the highest set it makes: its best set. A "
                "lower set is discarded; three Aces end the run at once, since nothing beats "
                "them."
            ),
            _(
                "The best set of the round takes the pot (equal best sets share it); nobody "
                "with a set: the antes go back."
            ),
            counted(
                ngettext(
                    "With an ante, every seat pays it into the pot at the start of each round; a "
                    "seat that cannot pay sits out. The match is over when fewer than {count} seat "
                    "can pay: the most chips wins.",
                    "With an ante, every seat pays it into the pot at the start of each round; a "
                    "seat that cannot pay sits out. The match is over when fewer than {count} "
                    "seats can pay: the most chips wins.",
                    fewest,
                ),
                fewest,
            ),
            _("Without an ante the match goes on round after round until you leave it."),
        ],
        "controls": [
            _(
                "{act} or the lever deals; click a card (or {choose}) to give it up and draw; "
                "{fold} folds."
            ).format(
                act=key_label("act", keys=keys),
                choose=_choose(keys),
                fold=key_label("fold", keys=keys),
            ),
            _(
                "Between people a screen asks to pass the machine on. {act} hurries a computer "
                "seat."
            ).format(act=key_label("act", keys=keys)),
            _("Undo takes back moves of your own run only, before it ends."),
            _(
                "The match is saved after every move; Restart replays it from round 1 (asked "
                "first)."
            ),
        ],
        "hard": _("A match always plays the normal rules."),
    }


def booklet_sentences() -> dict[str, str]:
    """The booklet's sentences about SLOTKER, by the name of their mark in it."""
    return {
        "slotker_hard": cap(
            ngettext(
                "**Hard mode.** {count} run instead of {normal}.",
                "**Hard mode.** {count} runs instead of {normal}.",
                SK.HARD_RUNS,
            ).format(count=words(SK.HARD_RUNS), normal=words(SK.NORMAL_RUNS))
        ),
    }
