"""The game's words that reach a person inside other messages: the names of the animals,
plant kinds and colours, and a plant by colour and kind, each marked for the renature
catalogue (the client translates the same names with `t(name)`).

Given as a value of a message (a refusal, a review), such a word is a `Said`: it is
written in the language the message is said in.
"""

from __future__ import annotations

from server.i18n import N_, Said

# the animals in the game's order (components.json), the plant kinds and the colours
ANIMALS = (
    N_("butterfly"),
    N_("snail"),
    N_("turtle"),
    N_("badger"),
    N_("salamander"),
    N_("owl"),
    N_("woodpecker"),
    N_("hedgehog"),
    N_("frog"),
    N_("squirrel"),
)
KIND_NAMES = (N_("turf"), N_("bush"), N_("pine"), N_("oak"))
COLOURS = (N_("orange"), N_("blue"), N_("black"), N_("white"), N_("neutral"))

# a plant by colour and kind, as a name ("white bush") and with its article ("a white
# bush", as the object of a sentence: placed, planted, paid for)
PLANT_NAMES = (
    N_("orange turf"), N_("orange bush"), N_("orange pine"), N_("orange oak"),
    N_("blue turf"), N_("blue bush"), N_("blue pine"), N_("blue oak"),
    N_("black turf"), N_("black bush"), N_("black pine"), N_("black oak"),
    N_("white turf"), N_("white bush"), N_("white pine"), N_("white oak"),
    N_("neutral turf"), N_("neutral bush"), N_("neutral pine"), N_("neutral oak"),
)  # fmt: skip
A_PLANTS = (
    N_("an orange turf"), N_("an orange bush"), N_("an orange pine"), N_("an orange oak"),
    N_("a blue turf"), N_("a blue bush"), N_("a blue pine"), N_("a blue oak"),
    N_("a black turf"), N_("a black bush"), N_("a black pine"), N_("a black oak"),
    N_("a white turf"), N_("a white bush"), N_("a white pine"), N_("a white oak"),
    N_("a neutral turf"), N_("a neutral bush"), N_("a neutral pine"), N_("a neutral oak"),
)  # fmt: skip


def plant(colour: str, kind: str) -> Said:
    """The plant of `colour` and `kind` by name: "white bush"."""
    return Said(f"{colour} {kind}")


def a_plant(colour: str, kind: str) -> Said:
    """The plant of `colour` and `kind` with its article: "a white bush", "an orange oak"."""
    return Said(f"{'an' if colour == 'orange' else 'a'} {colour} {kind}")
