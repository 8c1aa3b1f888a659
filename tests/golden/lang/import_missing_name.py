from math import no_such_thing
# expect runtime error: ImportError: cannot import name 'no_such_thing' from 'math' (unknown location)
