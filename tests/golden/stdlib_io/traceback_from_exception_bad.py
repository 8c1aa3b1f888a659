# TracebackException.from_exception needs an exception.
import traceback

traceback.TracebackException.from_exception(5)
# expect runtime error: AttributeError: 'int' object has no attribute '__traceback__'
