# A SyntaxError in eval's or exec's text is an exception the program can catch.
for text in ["1 +", "x = 1", "print(1))"]:
    try:
        eval(text)
    except SyntaxError as e:
        print(type(e).__name__, e)
try:
    exec("y = 1\nz = = 2")
except SyntaxError as e:
    print(e)
try:
    exec("x = 1\n  y = 2")
except SyntaxError as e:
    print(type(e).__name__, e)

# expect: SyntaxError invalid syntax (<string>, line 1)
# expect: SyntaxError invalid syntax (<string>, line 1)
# expect: SyntaxError unmatched ')' (<string>, line 1)
# expect: invalid syntax (<string>, line 2)
# expect: IndentationError unexpected indent (<string>, line 2)
