# callback() needs the function.
from contextlib import ExitStack
ExitStack().callback()

# expect runtime error: TypeError: _BaseExitStack.callback() missing 1 required positional argument: 'callback'
