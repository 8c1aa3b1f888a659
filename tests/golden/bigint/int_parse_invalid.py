# A bad digit after a long run of good ones is still an invalid literal.
print(int("9" * 30))
print(int("9" * 30 + "x"))
# expect: 999999999999999999999999999999
# expect runtime error: ValueError: invalid literal for int() with base 10: '999999999999999999999999999999x'
