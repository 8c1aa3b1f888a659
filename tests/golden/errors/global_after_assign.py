def f():
    x = 1
    global x
    return x
# no-cross-check: Weft-specific compile error
# expect error: global_after_assign.py:3:12: error: name 'x' is assigned to before global declaration
