x = = 1
y = 2
z = (3 +)
print(y)
# no-cross-check: Weft-specific compile error
# expect error: syntax_two_errors.py:1:5: error: invalid syntax
# expect error: syntax_two_errors.py:3:9: error: invalid syntax
