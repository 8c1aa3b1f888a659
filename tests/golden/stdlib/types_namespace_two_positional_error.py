# SimpleNamespace refuses any positional argument with the one 3.11 message.
from types import SimpleNamespace

SimpleNamespace(1, 2)
# expect runtime error: TypeError: no positional arguments expected
