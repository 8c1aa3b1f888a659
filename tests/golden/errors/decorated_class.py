@dataclass
class P:
    x = 1
# no-cross-check: Weft-specific compile error
# expect error: decorated_class.py:2:1: error: classes are not supported in Weft
