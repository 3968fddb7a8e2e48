"""The table's contract with a game: the hooks a game scene fills in (``HOOKS``), what
the table offers it in turn (``SERVICES``), and ``Home``, what a card's hook answers.

``TableScene`` calls these and nothing else of a game's: a game scene
overrides only the names listed here (and its own ``_anim_<event>`` methods),
never the table's machinery (a test holds every game to that). Their
defaults live at the end of ``TableScene``.

A game reads and calls only the services (and the hooks, and what every scene has:
``app``, ``manager``), never the parts the table owns (its painter, pointer, hints,
result flow...): a service says what a game may rely on, so those parts can change
behind it. tests/test_table_services.py walks every game's modules to hold them to it.
"""

from __future__ import annotations


class Home:
    """Where a card rests in the current state: design position, face, stacking order."""

    __slots__ = ("x", "y", "face_up", "z", "shadow")

    def __init__(
        self, x: float, y: float, face_up: bool = True, z: int = 0, shadow: bool = True
    ) -> None:
        self.x, self.y, self.face_up, self.z, self.shadow = x, y, face_up, z, shadow


HOOKS = frozenset(
    {
        # what a game declares
        "GAME", "REQUIRED", "IGNORED_EVENTS", "HELP", "RESULT_OVERLAY",
        "DEMO", "ANIMATIONS", "HINT_CARRIES",
        # the state, the cards and the table
        "game", "card_art", "home", "make_sprite", "game_buttons", "targets", "pick",
        "deal_animation", "animate", "after_sync",
        # input
        "click", "drop", "can_drag", "drag_cards", "on_key", "on_input", "fast_forward",
        "cancel_selection", "refocus", "can_act", "explain_wait", "on_choice",
        # speech (heard only with speech on): the focus, a move, the table, the status
        "focus_words", "move_words", "table_words", "status_words",
        # the frame
        "draw_table", "draw_hud", "before_draw", "paint_background", "on_tick", "on_resize",
        "next_change",
        # the deal's life
        "on_reset", "on_state_changed", "before_move", "after_move", "on_result",
        "result_text", "gave_up_text", "pause_menu",
        # hints
        "hint_bot", "hint_game", "describe_move", "describe_hint", "hint_targets", "clicks_for",
    }
)  # fmt: skip

SERVICES = frozenset(
    {
        # the session on show and the table it is laid on
        "session", "rules", "seed", "hard", "history", "level", "vp", "card_w", "covered",
        "watching",
        # cards: their faces, sprites and where slots put them
        "art", "sprite", "sprites", "sync_sprites", "glide_home", "fly", "slot_pos", "slot_rect",
        # moves and what shows them
        "try_move", "play_move", "refuse", "animate_events", "motion", "timeline", "fx",
        "clear_hint",
        # words and panels (the message line's words and time left; where the clock's
        # words went last frame)
        "say", "banner", "draw_header", "draw_lines", "background", "message", "message_time",
        "clock_words",
        # input: buttons, the focus cursor and the mouse
        "add_button", "buttons", "cursor", "refresh_targets", "pointer_pos", "dragged",
        "drag_offset",
    }
)  # fmt: skip
