def f():
    x = 1
    def g():
        nonlocal x
        x = 2
    g()
# no-cross-check: Weft-specific compile error
# expect error: nonlocal_stmt.py:4:9: error: nonlocal declarations are not supported in Weft
