"""The Deal # field takes ASCII digits only, as the command line's ``--seed`` does
(issue 46): a digit of another script or an underscore, which ``int`` would read, is
refused with a word and never reaches the deal's number."""

import pygame

from tests.driver import key
from tests.test_keys_on_screen import deal_prompt


def test_digits_of_other_scripts_and_underscores_are_refused_in_the_deal_field():
    app, _menu, _row, prompt = deal_prompt()
    for ch in ("٣", "３", "_", "²"):  # Arabic-Indic and full-width threes, a superscript
        key(app, pygame.K_UNKNOWN, unicode=ch)
        assert prompt.lines == [f"Digits only: “{ch}” is not a digit"], ch
    assert prompt.digits == ""
    key(app, pygame.K_7, unicode="7")
    key(app, pygame.K_UNKNOWN, unicode="٣")
    assert prompt.digits == "7"
