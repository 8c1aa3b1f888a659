for src in ["x = = 1", "if x\n  pass", "print 'a'", "f(1 2)", "(", "x = 1\n  y = 2"]:
    try:
        exec(src)
    except SyntaxError as e:
        print(type(e).__name__, e)
# expect: SyntaxError invalid syntax (<string>, line 1)
# expect: SyntaxError expected ':' (<string>, line 1)
# expect: SyntaxError Missing parentheses in call to 'print'. Did you mean print(...)? (<string>, line 1)
# expect: SyntaxError invalid syntax. Perhaps you forgot a comma? (<string>, line 1)
# expect: SyntaxError '(' was never closed (<string>, line 1)
# expect: IndentationError unexpected indent (<string>, line 2)
