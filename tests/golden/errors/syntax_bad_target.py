f() = 3
# no-cross-check: Weft-specific compile error
# expect error: syntax_bad_target.py:1:1: error: cannot assign to function call here. Maybe you meant '==' instead of '='?
