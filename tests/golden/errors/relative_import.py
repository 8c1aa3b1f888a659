from . import thing
# expect error: SyntaxError: relative imports are not supported in Weft
