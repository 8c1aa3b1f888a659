d = {"a": 1}
# no-cross-check: Weft-specific compile error
# expect error: dict_literal.py:1:5: error: dict literals are not supported in Weft
