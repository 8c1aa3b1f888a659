# Weft's deepcopy keeps its memo in a dict; another mapping is refused.
import copy
class Memo:
    def get(self, key, default=None):
        return default
copy.deepcopy([1], Memo())

# no-cross-check: CPython accepts any object with get and __setitem__ as the memo
# expect runtime error: TypeError: deepcopy() memo must be a dict in Weft, not Memo
