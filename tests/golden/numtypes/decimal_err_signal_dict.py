# A traps dict must name every signal.
from decimal import Context, Overflow
Context(traps={Overflow: True})

# expect runtime error: KeyError: 'invalid signal dict'
