# ExceptionGroup construction error (base).
ExceptionGroup("m", [KeyboardInterrupt()])
# expect runtime error: TypeError: Cannot nest BaseExceptions in an ExceptionGroup
