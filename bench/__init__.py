"""Benchmarks of Patience Arcade: not part of the game, not in the wheel or the standalone build.

    python -m bench [--help]     every table (what `python3 dev.py bench` runs)

``bench.suite`` runs them all: the headless frame table, the real-window tables
(``bench.window``), the store (``bench.store``), waiting (``bench.latency``), memory
while resizing (``bench.resize``), start-up (``bench.startup``) and reading deal codes
(``bench.codes``). Each of those runs alone too (``python -m bench.window`` …). The
scenes are driven through the game's public pieces (``App``, its scene manager, the
sessions); nothing in ``game/`` knows of this package.
"""
