"""Where each arrow goes on the Zoomer table, by what the eye sees.

A stop shows in pieces: a full card in four quarters, a half-covered card in the
quarters no higher card hides (on a full Matrix an inner card shows one corner,
beside the Trap), an empty spot in its free quarters. An arrow goes to the stop
nearest that way measured between pieces: for each pair within 45° of the arrow,
the distance squared over the distance ahead (straight ahead that is the distance;
aside it grows with the angle), the least pair counting. So a card seen right
against a stop's side is the arrow's stop (its pieces touch: half a card away, dead
ahead), a column of cards stays a column (the inner corner beside it lies aside),
and no press jumps past a neighbour. Up and down the buttons round the table are
measured too (Down from the stock is the Draw button); with nothing that way,
sideways wraps round the table and up or down leave it (the table's own walk then).

Two stops as near are decided by the nearer middle, then turned clockwise from the
arrow (Up: the right one; Right: the lower one ...); but where that would leave a
stop no arrow reaches (empty spots round the Trap overlap each other's free parts,
so ties abound), the choice goes to the stop left out: every stop is reached from
every other.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

Point = tuple[float, float]
Pieces = Sequence[Point]  # the middles of what shows of a stop
Arrow = tuple[str, str]  # (stop, direction)

DIRS = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}
AHEAD = 4  # pixels: less is level with the stop, not ahead of it
AS_NEAR = 2.0  # pixels: two stops this close in nearness are as near
WRAP_ASIDE = 2.5  # the wrap's weight on the distance aside (as the shared focus cursor's)


def middle(pieces: Pieces) -> Point:
    return (sum(p[0] for p in pieces) / len(pieces), sum(p[1] for p in pieces) / len(pieces))


def nearness(here: Pieces, there: Pieces, direction: str) -> float | None:
    """How near ``there`` lies to ``here`` the arrow's way (None: not that way)."""
    dx, dy = DIRS[direction]
    (hx, hy), (tx, ty) = middle(here), middle(there)
    if (tx - hx) * dx + (ty - hy) * dy <= AHEAD:
        return None  # as a whole it lies elsewhere
    best = None
    for ax, ay in here:
        for bx, by in there:
            vx, vy = bx - ax, by - ay
            along, aside = vx * dx + vy * dy, abs(vx * dy) + abs(vy * dx)
            if along > AHEAD and aside <= along + AHEAD:
                d = (vx * vx + vy * vy) / along
                best = d if best is None or d < best else best
    return best


def _ranked(
    name: str, direction: str, stops: Mapping[str, Pieces], others: Mapping[str, Pieces]
) -> list[str]:
    """The stops (and ``others``) that way as near as the nearest, the usual choice first."""
    here = stops[name]
    hx, hy = middle(here)
    dx, dy = DIRS[direction]
    found = []
    for other, pieces in [*stops.items(), *others.items()]:
        if other == name:
            continue
        near = nearness(here, pieces, direction)
        if near is None:
            continue
        tx, ty = middle(pieces)
        vx, vy = tx - hx, ty - hy
        clockwise = dx * vy - dy * vx
        found.append((near, round(math.hypot(vx, vy)), -clockwise, other))
    if not found:
        return []
    least = min(f[0] for f in found)
    return [f[3] for f in sorted(f for f in found if f[0] <= least + AS_NEAR)]


def _wrap(name: str, direction: str, stops: Mapping[str, Pieces]) -> str | None:
    """Sideways off the table: round it, to the farthest stop on the other side."""
    dx, dy = DIRS[direction]
    hx, hy = middle(stops[name])
    best, best_cost = None, math.inf
    for other, pieces in stops.items():
        tx, ty = middle(pieces)
        back = -((tx - hx) * dx + (ty - hy) * dy)
        if back > AHEAD:
            cost = -back + WRAP_ASIDE * (abs((tx - hx) * dy) + abs((ty - hy) * dx))
            if cost < best_cost:
                best, best_cost = other, cost
    return best


def arrow_map(
    stops: Mapping[str, Pieces], buttons: Mapping[str, Pieces] | None = None
) -> dict[Arrow, str | None]:
    """Where each arrow goes from each stop (None: up or down off the table). ``stops``
    in the order the focus starts from; ``buttons`` compete for up and down only."""
    buttons = buttons or {}
    options: dict[Arrow, list[str]] = {}
    for name in stops:
        for direction in DIRS:
            others = buttons if direction in ("up", "down") else {}
            ranked = _ranked(name, direction, stops, others)
            if not ranked and direction in ("left", "right"):
                wrapped = _wrap(name, direction, stops)
                ranked = [wrapped] if wrapped is not None else []
            options[name, direction] = ranked
    choice = {arrow: 0 for arrow, ranked in options.items() if ranked}
    _reach_every_stop(list(stops), options, choice)
    return {arrow: (ranked[choice[arrow]] if ranked else None) for arrow, ranked in options.items()}


def _reach_every_stop(
    names: list[str], options: dict[Arrow, list[str]], choice: dict[Arrow, int]
) -> None:
    """Switch ties until every stop is reached from every other (the first stop reaches
    all, all reach it), each switch widening what is reached and narrowing nothing."""
    if not names:
        return
    root, every = names[0], set(names)

    def edges(ch: dict[Arrow, int]) -> dict[str, set[str]]:
        out: dict[str, set[str]] = {n: set() for n in names}
        for (name, _direction), i in ch.items():
            target = options[name, _direction][i]
            if target in every:
                out[name].add(target)
        return out

    def closure(graph: dict[str, set[str]]) -> set[str]:
        seen, todo = {root}, [root]
        while todo:
            for n in graph[todo.pop()]:
                if n not in seen:
                    seen.add(n)
                    todo.append(n)
        return seen

    def reversed_(graph: dict[str, set[str]]) -> dict[str, set[str]]:
        out: dict[str, set[str]] = {n: set() for n in names}
        for n, targets in graph.items():
            for t in targets:
                out[t].add(n)
        return out

    for _ in range(4 * len(names)):
        graph = edges(choice)
        forward, backward = closure(graph), closure(reversed_(graph))
        if forward == every and backward == every:
            return
        widened = False
        for arrow, ranked in options.items():
            name = arrow[0]
            for i, target in enumerate(ranked):
                if i == choice.get(arrow):
                    continue
                if forward != every:  # a reached stop's tie pointing at one not reached
                    if name not in forward or target in forward or target not in every:
                        continue
                elif name in backward or target not in backward:
                    continue  # one that cannot get back, its tie pointing at one that can
                trial = {**choice, arrow: i}
                graph = edges(trial)
                f, b = closure(graph), closure(reversed_(graph))
                if f >= forward and b >= backward and (f, b) != (forward, backward):
                    choice[arrow] = i
                    widened = True
                    break
            if widened:
                break
        if not widened:
            return  # no tie left to switch: as good as the ties allow
