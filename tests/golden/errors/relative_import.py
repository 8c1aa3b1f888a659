# no-cross-check: a Weft restriction (CPython runs this program)
from . import thing
# expect error: SyntaxError: relative imports are not supported in Weft
