# ExceptionGroup construction error (sequence).
ExceptionGroup("m", 5)
# expect runtime error: TypeError: second argument (exceptions) must be a sequence
