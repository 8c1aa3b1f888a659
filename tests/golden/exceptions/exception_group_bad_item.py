# ExceptionGroup construction error (item).
ExceptionGroup("m", [ValueError(), 3])
# expect runtime error: ValueError: Item 1 of second argument (exceptions) is not an exception
