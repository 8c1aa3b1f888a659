cmd = 1
match cmd:
    case 1:
        print("one")
# no-cross-check: Weft-specific compile error
# expect error: match_stmt.py:2:1: error: match statements are not supported in Weft
