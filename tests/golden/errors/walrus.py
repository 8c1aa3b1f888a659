# no-cross-check: a Weft restriction (CPython runs this program)
if (n := 10) > 5:
    print(n)
# expect error: SyntaxError: assignment expressions (:=) are not supported in Weft
