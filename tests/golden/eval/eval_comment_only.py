# eval of text with no expression (only blanks or a comment) is a SyntaxError, as in CPython.
for text in ["", "# just a comment\n", "  \n"]:
    try:
        eval(text)
    except SyntaxError as e:
        print(e)
# expect: invalid syntax (<string>, line 0)
# expect: invalid syntax (<string>, line 1)
# expect: invalid syntax (<string>, line 1)
