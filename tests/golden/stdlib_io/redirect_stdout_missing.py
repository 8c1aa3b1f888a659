# redirect_stdout needs its target.
from contextlib import redirect_stdout
redirect_stdout()

# expect runtime error: TypeError: _RedirectStream.__init__() missing 1 required positional argument: 'new_target'
