"""SLOTKER's own colours: a role each, with its normal and its high-contrast value.

Declared in the game's catalog entry (``colours=f"{__name__}.colours:LOOKS"``) and read
through the theme, never from here while drawing: a role is named as an Ink
(``Ink("slotker.<role>")``) or read from the section in the look in force
(``theme.current().section("slotker")``), so high contrast reaches it. Pure data: the
catalog checks it when it admits the game.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.engine.theme import Colour, Rgba


@dataclass(frozen=True)
class SlotkerColours:
    """SLOTKER's machine and its screens."""

    cabinet: Colour  # the machine's body
    cabinet_dark: Colour  # its inner line
    trim: Colour  # the gold trim round the cabinet, the glass, the windows; the DRAW word
    reel: Colour  # a reel window's ground
    reel_edge: Colour
    tray: Colour  # the tray of the set to beat
    tray_edge: Colour
    glass: Colour  # behind the hand's reels
    plate: Colour  # under the hand's reels
    lcd: Colour  # the prompt's screen
    lever_box: Colour
    lever_box_edge: Colour
    rod: Colour
    rod_edge: Colour
    pivot: Colour
    ball: Colour  # the lever's red ball
    ball_edge: Colour
    ball_shine: Colour
    glow_dim: Colour  # the ball's pulsing ring, from this ...
    glow_lit: Colour  # ... to this
    bulb_on: Colour  # the chasing lights
    bulb_off: Colour
    give_up: Colour  # a card that may be given up: its halo and word
    keep: Colour  # the cards kept
    row_band: Colour  # the ladder's marked row
    symbol_edge: Rgba  # a symbol's edge on a gold row, dark against its fill
    marked_ink: Colour  # the words on a marked row
    start: Colour  # the match setup's Start row
    start_lit: Colour
    row_edge: Colour  # the edge of a setup row not chosen
    stepper: Colour  # a setup row's - and + boxes
    handoff: Rgba  # the shade over the table while the seat is passed on
    high_set: Colour  # the sparks of a new high set
    jackpot: Colour  # the sparks of a game won
    bust: Colour  # the flash of a set that fails


NORMAL = SlotkerColours(
    cabinet=(118, 22, 34),
    cabinet_dark=(70, 10, 20),
    trim=(222, 178, 74),
    reel=(24, 16, 20),
    reel_edge=(90, 60, 50),
    tray=(60, 8, 16),
    tray_edge=(160, 110, 50),
    glass=(30, 10, 12),
    plate=(40, 8, 14),
    lcd=(14, 22, 18),
    lever_box=(60, 60, 70),
    lever_box_edge=(170, 170, 185),
    rod=(215, 215, 228),
    rod_edge=(90, 90, 100),
    pivot=(60, 60, 70),
    ball=(226, 30, 44),
    ball_edge=(120, 10, 20),
    ball_shine=(255, 170, 170),
    glow_dim=(200, 160, 60),
    glow_lit=(255, 220, 60),
    bulb_on=(255, 236, 150),
    bulb_off=(120, 80, 40),
    give_up=(255, 150, 60),
    keep=(110, 235, 140),
    row_band=(120, 90, 20),
    symbol_edge=(44, 30, 6, 255),
    marked_ink=(255, 250, 235),
    start=(110, 80, 24),
    start_lit=(150, 110, 30),
    row_edge=(90, 120, 100),
    stepper=(20, 50, 36),
    handoff=(4, 14, 10, 225),
    high_set=(255, 220, 110),
    jackpot=(255, 210, 90),
    bust=(255, 60, 60),
)
HIGH_CONTRAST = replace(
    NORMAL,
    cabinet=(96, 0, 16),
    cabinet_dark=(40, 0, 8),
    trim=(255, 214, 40),
    reel=(0, 0, 0),
    reel_edge=(200, 150, 100),
    tray=(36, 0, 6),
    tray_edge=(255, 200, 80),
    glass=(0, 0, 0),
    plate=(20, 0, 6),
    lcd=(0, 0, 0),
    lever_box=(36, 36, 44),
    lever_box_edge=(235, 235, 245),
    rod=(245, 245, 255),
    rod_edge=(40, 40, 48),
    ball=(255, 24, 40),
    glow_dim=(255, 200, 0),
    glow_lit=(255, 255, 80),
    bulb_on=(255, 255, 120),
    bulb_off=(80, 44, 10),
    give_up=(255, 160, 40),
    keep=(150, 255, 170),
    row_band=(96, 72, 0),
    marked_ink=(255, 255, 255),
    start=(90, 60, 0),
    start_lit=(140, 100, 0),
    row_edge=(220, 226, 222),
    stepper=(0, 30, 16),
    handoff=(0, 0, 0, 240),
    high_set=(255, 236, 60),
    jackpot=(255, 220, 40),
    bust=(255, 30, 30),
)

# (normal, high contrast): what the catalog entry's ``colours`` names
LOOKS = (NORMAL, HIGH_CONTRAST)
