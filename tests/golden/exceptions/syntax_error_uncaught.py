# An uncaught SyntaxError's last line shows its msg, not str(): no "(file, line N)".
try:
    exec("x = = 1")
except SyntaxError as e:
    print(e)
exec("a = 1\nb c\n")
# expect: invalid syntax (<string>, line 1)
# expect runtime error: SyntaxError: invalid syntax
