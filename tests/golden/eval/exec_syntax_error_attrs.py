# The SyntaxError that exec() and eval() raise for bad text has msg, filename and lineno as
# CPython's, at module level, in a function and with a namespace dict (eval("") has all of its
# place in the line too: syntax_error_place.py checks the others).
def show(f):
    try:
        f()
    except SyntaxError as e:
        print(type(e).__name__, repr(e.msg), e.filename, e.lineno, e.print_file_and_line, e.args[0] == e.msg)
        print(str(e))
show(lambda: exec("x = (\n"))
show(lambda: exec("a = 1\nb = = 2\n"))
show(lambda: eval("1 +"))
show(lambda: exec("if 1:\nx = 1\n"))
show(lambda: exec("x = 1\n  y = 2"))
def f():
    show(lambda: exec("for in x: pass"))
    d = {}
    show(lambda: exec("a = 1\nb c\n", d))
    show(lambda: eval("x +", {"x": 1}))
f()
for text in ["", "# c", "\n", "  "]:
    try:
        eval(text)
    except SyntaxError as e:
        print(repr(text), str(e), e.args, e.offset, repr(e.text), e.end_lineno, e.end_offset)
try:
    exec("x = = 1")
except SyntaxError as e:
    print(e.msg)
# expect: SyntaxError "'(' was never closed" <string> 1 None True
# expect: '(' was never closed (<string>, line 1)
# expect: SyntaxError 'invalid syntax' <string> 2 None True
# expect: invalid syntax (<string>, line 2)
# expect: SyntaxError 'invalid syntax' <string> 1 None True
# expect: invalid syntax (<string>, line 1)
# expect: IndentationError "expected an indented block after 'if' statement on line 1" <string> 2 None True
# expect: expected an indented block after 'if' statement on line 1 (<string>, line 2)
# expect: IndentationError 'unexpected indent' <string> 2 None True
# expect: unexpected indent (<string>, line 2)
# expect: SyntaxError 'invalid syntax' <string> 1 None True
# expect: invalid syntax (<string>, line 1)
# expect: SyntaxError 'invalid syntax' <string> 2 None True
# expect: invalid syntax (<string>, line 2)
# expect: SyntaxError 'invalid syntax' <string> 1 None True
# expect: invalid syntax (<string>, line 1)
# expect: '' invalid syntax (<string>, line 0) ('invalid syntax', ('<string>', 0, 0, '', 0, 0)) 0 '' 0 0
# expect: '# c' invalid syntax (<string>, line 1) ('invalid syntax', ('<string>', 1, 0, '# c', 1, 0)) 0 '# c' 1 0
# expect: '\n' invalid syntax (<string>, line 1) ('invalid syntax', ('<string>', 1, 0, '\n', 1, 0)) 0 '\n' 1 0
# expect: '  ' invalid syntax (<string>, line 0) ('invalid syntax', ('<string>', 0, 0, '', 0, 0)) 0 '' 0 0
# expect: invalid syntax
