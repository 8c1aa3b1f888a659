# ExceptionGroup construction error (message).
ExceptionGroup(1, [ValueError()])
# expect runtime error: TypeError: BaseExceptionGroup.__new__() argument 1 must be str, not int
