# ExceptionGroup construction error (empty).
ExceptionGroup("m", [])
# expect runtime error: ValueError: second argument (exceptions) must be a non-empty sequence
