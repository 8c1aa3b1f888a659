# except* cannot name an exception group class.
try:
    raise ExceptionGroup("g", [ValueError()])
except* ExceptionGroup:
    pass
# expect runtime error: TypeError: catching ExceptionGroup with except* is not allowed. Use except instead.
