with open("f") as fh:
    print(fh)
# no-cross-check: Weft-specific compile error
# expect error: with_stmt.py:1:1: error: with statements are not supported in Weft
