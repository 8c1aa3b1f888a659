# Storing a float into a ListType[int64] is Numba's TypingError (it casts only safely).
# no-cross-check: Numba's TypingError message spans many lines; its reason is this last line here
from numba.typed import List
l = List([1])
l.append(2.0 + 1)
# expect runtime error: numba.core.errors.TypingError: cannot safely cast float64 to int64. Please cast explicitly.
