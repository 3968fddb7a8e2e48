"""The tutorials: a set deal per game, played step by step, each step a rule at work.

A tutorial is a deal (a seed) and a line of moves recorded once by
``tools/tutorial_lines.py`` into the game's folder. Replaying the line through the
rules tells which rule each move shows (the lesson's ``classify``): the first move that
shows a rule is the player's to make, with a line saying what to do and, once done,
what happened and why; the moves in between are played by the tutorial itself; the
game's own moves (a compaction) play as usual. The tutorial ends after the last rule it
has to show. Nothing here draws: the table scene presents it, so the same steps drive
the tests.

Each game's lesson is its own, named by its catalog entry (``tutorial=``): this module
is only the machinery, the same for a game of the collection and one from another
package, and names none.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from game import catalog
from game.i18n import _
from game.rules import GAMES
from game.rules.base import Game, Move


@dataclass(frozen=True)
class Step:
    move: Move
    concept: str | None  # the rule this move shows first, or None
    do: str  # what the player is asked to do (player steps)
    why: str  # what happened and why, said after the move
    by: str  # "player", "tutorial" (played for the player) or "game" (the game's own move)
    first: bool = False  # the first move in the line to show its rule
    after: str = ""  # where the deal stands after the move, in words ("deal 6"), or ""


@dataclass(frozen=True)
class Lesson:
    """What a game's tutorial teaches: which rule each move shows (``classify(before,
    move, events)``), the words per rule (what to do, what happened and why), the
    opening and closing lines, and its recorded line (``{"seed": n, "moves": [...]}``,
    given as ``line`` or kept in ``line_file``, which tools/tutorial_lines.py writes).

    Its words are marked ``N_`` and may name ``{placeholders}``: the rules' numbers
    (``facts()``, read when a tutorial is made, so a changed constant changes the words)
    and the player's keys (``keys``: placeholder -> (an action of the game's keymap, the
    words for its key where no keymap is at hand)); the table fills the keys from the
    game's own keymap, rebound keys too."""

    classify: Callable[[Game, Move, list[dict]], str | None]
    text: dict[str, tuple[str, str]]
    intro: str
    outro: str
    line: dict | None = None
    place: Callable[[Game, Move], str] | None = None  # a wording by where the move is
    where: Callable[[Game], str] | None = None  # where a deal stands ("deal 6")
    line_file: Path | None = None  # the recorded line's file, where ``line`` is None
    facts: Callable[[], Mapping[str, str]] | None = None  # the rules' numbers, by placeholder
    keys: Mapping[str, tuple[str, str]] = field(default_factory=dict)  # see above
    # rules a recorded line must show, each a set of concepts any one of which does (what
    # tools/tutorial_lines.py asks of a deal before it may be the tutorial's)
    required: tuple[frozenset[str], ...] = ()

    def recorded(self) -> dict:
        """Its recorded line: ``line``, else the one kept in ``line_file``."""
        if self.line is not None:
            return self.line
        if self.line_file is None:
            raise ValueError("the lesson has no recorded line")
        return json.loads(Path(self.line_file).read_text(encoding="utf-8"))

    def known(self, keys: Mapping[str, str] | None = None) -> dict[str, str]:
        """What its words' placeholders stand for: the rules' numbers, and the keys as
        ``keys`` names them (the player's, from the scene's keymap) or as written."""
        said = {word: default for word, (_action, default) in self.keys.items()}
        return {**said, **(self.facts() if self.facts else {}), **(keys or {})}


@dataclass
class Tutorial:
    game: str
    seed: int
    intro: str
    outro: str
    steps: list[Step] = field(default_factory=list)
    start: str = ""  # where the deal stands before the first move ("deal 1")

    def step(self, index: int) -> Step | None:
        return self.steps[index] if 0 <= index < len(self.steps) else None

    def played_for_you(self, index: int) -> tuple[int, str, str]:
        """The moves the tutorial plays itself from step ``index`` on, before the player's
        next step: how many, and where the deal stands before and after them ("deal 2",
        "deal 6"; "" where the game has no such words), so the table can say so."""
        end = index
        while end < len(self.steps) and self.steps[end].by == "tutorial":
            end += 1
        if end == index:
            return 0, "", ""
        start = self.steps[index - 1].after if index > 0 else self.start
        return end - index, start, self.steps[end - 1].after

    @property
    def concepts(self) -> list[str]:
        return [s.concept for s in self.steps if s.first and s.concept]


def _fill(text: str, known: Mapping[str, str]) -> str:
    """``text`` (marked ``N_`` where written) in the player's language, its numbers put in."""
    said = _(text)
    return said.format_map(known) if "{" in said else said


NEXT = "Next: the outlined move."


def lesson_for(name: str) -> Lesson | None:
    """The lesson a game's catalog entry names, or None (no tutorial, or no such game)."""
    info = catalog.find(name)
    return None if info is None or info.tutorial is None else catalog.load(info.tutorial)


def games() -> tuple[str, ...]:
    """The games that have a tutorial."""
    return catalog.with_(lambda info: info.tutorial is not None)


def load_lines() -> dict[str, dict]:
    """Every tutorial's recorded line, by game, each read from its lesson."""
    return {name: lesson.recorded() for name in games() if (lesson := lesson_for(name))}


def tutorial_for(
    name: str, lines: dict[str, dict] | None = None, keys: Mapping[str, str] | None = None
) -> Tutorial:
    """The tutorial of ``name``: its recorded line (or ``lines[name]``) replayed and cut
    after the last rule it shows first; a recorded line the rules refuse raises
    ValueError. ``keys``: the player's keys the sentences name (the lesson's ``keys``),
    from the scene's keymap (this module draws nothing, so it reads no key table)."""
    lesson = lesson_for(name)
    if lesson is None:
        raise ValueError(f"no tutorial for {name!r}")
    data = lines[name] if lines and name in lines else lesson.recorded()
    rules = GAMES[name]
    known = lesson.known(keys)
    game = rules.new(seed=int(data["seed"]))
    seen: set[str] = set()
    steps: list[Step] = []
    last_new = 0
    start = lesson.where(game) if lesson.where else ""
    for raw in data["moves"]:
        move = tuple(raw)
        before = game.clone()
        try:
            events = game.play(move)
        except Exception as exc:
            raise ValueError(f"{name} tutorial: recorded move {move} refused: {exc}") from exc
        concept = lesson.classify(before, move, events)
        text = lesson.text.get(concept or "")
        place = lesson.place(before, move) if lesson.place and text else ""
        text = lesson.text.get(f"{concept}@{place}", text) if place else text
        if move[0] in rules.AUTO_MOVES:
            by = "game"
        elif concept is not None and text is not None and concept not in seen:
            by = "player"
        else:
            by = "tutorial"
        first = concept is not None and text is not None and concept not in seen
        if first:
            seen.add(concept)
            last_new = len(steps) + 1
        do, why = (_fill(t, known) for t in text) if text else ("", "")
        after = lesson.where(game) if lesson.where else ""
        steps.append(Step(move, concept, do, why, by, first, after))
    intro, outro = _fill(lesson.intro, known), _fill(lesson.outro, known)
    return Tutorial(name, int(data["seed"]), intro, outro, steps[:last_new], start)
