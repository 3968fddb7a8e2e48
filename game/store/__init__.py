"""What the game keeps between launches, and the door everything read from disk passes.

- ``database``: the one SQLite database (results, saved deals and matches, what was
  kept aside), one transaction per change a player makes, a versioned schema;
- ``migrations``: its tables, each data version's step, and the repair of a table or
  column lost; ``memory``: the database read into memory when it cannot be written now;
- ``ledger``: the sessions' Ledger on that database, and the statistics and saves
  the scenes read; ``reading``: its rows read at start, each through the door alone;
- ``schema``: the typed, bounded shapes of every record (msgspec), checked on the way in;
- ``settings``: the player's settings, a readable file behind one typed object;
- ``legacy``: the one-off import of the JSON files earlier versions wrote;
- ``lock``: one copy of the game per data folder.

Pure Python (no pygame): tested without a window, and the kill tests drive it in a
subprocess of their own.
"""
