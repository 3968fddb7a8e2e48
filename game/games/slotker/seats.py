"""The seats chosen last for a SLOTKER match: a setting of the game's own (its entry's
``settings={"slotker_setup": ...}``), checked at the door as every setting is (its type
and bounds; a bad value falls back to none, the file kept aside)."""

from __future__ import annotations

from typing import Annotated

import msgspec


class SlotkerSetup(msgspec.Struct):
    """The seats chosen last for a SLOTKER match (its setup screen starts from these)."""

    count: Annotated[int, msgspec.Meta(ge=2, le=4)] = 2
    computer: Annotated[list[bool], msgspec.Meta(min_length=4, max_length=4)] = msgspec.field(
        default_factory=lambda: [False, True, True, True]
    )
    ante_on: bool = False
    ante: Annotated[int, msgspec.Meta(ge=1, le=25)] = 5
