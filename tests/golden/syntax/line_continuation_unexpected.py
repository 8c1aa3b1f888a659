# The caret of an unexpected character after a line continuation is just past the backslash,
# on any line (CPython 3.11)
x = 1
if x:
    y = 2 \  z
# expect error: SyntaxError: unexpected character after line continuation character
