# star tuple display
x = (*True,)
# expect runtime error: TypeError: Value after * must be an iterable, not bool
