"""Words said aloud (play by ear): how the screens' words are put into one utterance.

Speech itself is game.speech (the Speaker, its voices); what each screen says is its
own (``Scene.spoken_screen``, ``Scene.spoken_focus``), and the scene stack says it as
screens come up and the focus moves (game.engine.scene.SceneManager). Only asked while
speech is on: with speech off no screen's words are built.
"""

from __future__ import annotations

from collections.abc import Iterable

from game.i18n import N_

ENDS = ".!?…:;"  # a part ending with one of these is a sentence already
# the first words of a finished deal's result screen, said kept before its title: a
# player who cannot see the screen hears that the deal is over, whatever its title says
# (a game's own result screen opens with them too; tests/listening.py listens for them)
OVER = N_("The deal is over.")


def sentences(parts: Iterable[str]) -> str:
    """``parts`` as one utterance: each a sentence of its own (a full stop after a part
    that has no end mark), empty parts left out, spaces folded, a drawn " · " said as a
    comma. ``["Paused", "Resume"]`` reads "Paused. Resume"."""
    said = [" ".join(p.replace(" · ", ", ").split()) for p in parts]  # a dot is drawn, not said
    said = [p for p in said if p]
    out = []
    for i, part in enumerate(said):
        last = i == len(said) - 1
        out.append(part if last or part[-1] in ENDS else f"{part}.")
    return " ".join(out)


def changed(before: list[str], now: list[str]) -> list[str]:
    """The parts of ``now`` that differ from ``before`` at the same place (or are new):
    what is said when a screen's focus words change (the row moved to, a line that
    changed), not what it said already."""
    return [p for i, p in enumerate(now) if i >= len(before) or before[i] != p]
