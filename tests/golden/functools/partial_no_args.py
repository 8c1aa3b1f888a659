# partial needs a function.
from functools import partial
partial()

# expect runtime error: TypeError: type 'partial' takes at least one argument
