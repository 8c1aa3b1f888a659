# traps must be a list or a dict.
from decimal import Context
Context(traps=5)

# expect runtime error: TypeError: argument must be a signal dict
