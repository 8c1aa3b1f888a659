# ExceptionGroup construction error (split).
ExceptionGroup("m", [ValueError()]).split(5)
# expect runtime error: TypeError: expected a function, exception type or tuple of exception types
