"""Forest Shuffle: the card data (cards.json, cards.py) and final scoring (scoring.py).

A pure library. Importing this package registers nothing; the engine that plays the game
is written beside these modules and registers itself separately.
"""
