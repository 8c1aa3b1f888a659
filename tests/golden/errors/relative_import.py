# A relative import in the program itself (it is __main__, in no package): CPython's ImportError
from . import thing
# expect runtime error: ImportError: attempted relative import with no known parent package
