# ExceptionGroup construction error (args).
ExceptionGroup()
# expect runtime error: TypeError: BaseExceptionGroup.__new__() takes exactly 2 arguments (0 given)
