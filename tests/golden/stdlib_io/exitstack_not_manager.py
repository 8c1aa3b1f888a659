# enter_context needs a context manager.
from contextlib import ExitStack
with ExitStack() as stack:
    stack.enter_context(42)

# expect runtime error: TypeError: 'builtins.int' object does not support the context manager protocol
