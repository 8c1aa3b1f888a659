x = 1
print(max(x, 2)
y = 2
# no-cross-check: Weft-specific compile error
# expect error: syntax_never_closed.py:2:6: error: '(' was never closed
