# no-cross-check: a Weft restriction (CPython runs this program)
cmd = 1
match cmd:
    case 1:
        print("one")
# expect error: SyntaxError: match statements are not supported in Weft
