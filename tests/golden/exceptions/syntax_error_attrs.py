# SyntaxError(msg, (filename, lineno, offset, text[, end_lineno, end_offset])) sets its
# attributes; str() is the message with the file's base name and the line, as CPython's.
e = SyntaxError("bad", ("dir/f.py", 3, 4, "abc\n", 3, 5))
print(e.msg, e.filename, e.lineno, e.offset, repr(e.text), e.end_lineno, e.end_offset, e.print_file_and_line)
print(str(e))
print(repr(e))
print(e.args)
e = SyntaxError("bad", ("f.py", 3, 4, "abc"))
print(e.msg, e.filename, e.lineno, e.offset, repr(e.text), e.end_lineno, e.end_offset)
print(str(e), e.args)
e = SyntaxError("bad")
print(e.msg, e.filename, e.lineno, e.offset, e.text, str(e), e.args)
e = SyntaxError()
print(e.msg, e.filename, str(e), repr(e), e.args)
e = SyntaxError("a", "b", "c")
print(e.msg, e.filename, str(e), e.args)
print(str(SyntaxError("m", (None, 2, None, None))))
print(str(SyntaxError("m", ("f.py", None, None, None))))
print(str(SyntaxError("m", (None, None, None, None))))
print(str(SyntaxError(5, ("/a/b/c.py", 7, 1, "x"))))
print(str(SyntaxError("m", (b"x.py", 2, 1, "x"))))
print(str(SyntaxError("m", ("x.py", 2.0, 1, "x"))))
print(str(SyntaxError("m", ("x.py", True, 1, "x"))))
print(str(SyntaxError("m", ["l.py", 1, 2, "y"])))
e = IndentationError("ind", ("g.py", 1, 2, "  x", 1, 3))
print(e.msg, e.offset, e.end_offset, str(e), isinstance(e, SyntaxError))
e = TabError("tab", ("g.py", 1, 2, "  x"))
print(e.msg, e.lineno, str(e), isinstance(e, IndentationError))
print(SyntaxError("m", "abcd").lineno, SyntaxError("m", iter(["i.py", 2, 3, "t"])).filename)
for info in [(1, 2, 3), 5, (1, 2, 3, 4, 5, 6, 7), (1, 2, 3, 4, 5), "ab"]:
    try:
        SyntaxError("m", info)
    except TypeError as x:
        print("TypeError", x)
try:
    raise SyntaxError("oops", ("f.py", 3, 4, "abc\n"))
except SyntaxError as e:
    print(e.msg, e.lineno, e.filename)
e = SyntaxError("m", ("f.py", 1, 1, "x"))
e.msg = "new"
e.lineno = 9
print(str(e))
e.filename = None
print(str(e))
# expect: bad dir/f.py 3 4 'abc\n' 3 5 None
# expect: bad (f.py, line 3)
# expect: SyntaxError('bad', ('dir/f.py', 3, 4, 'abc\n', 3, 5))
# expect: ('bad', ('dir/f.py', 3, 4, 'abc\n', 3, 5))
# expect: bad f.py 3 4 'abc' None None
# expect: bad (f.py, line 3) ('bad', ('f.py', 3, 4, 'abc'))
# expect: bad None None None None bad ('bad',)
# expect: None None None SyntaxError() ()
# expect: a None a ('a', 'b', 'c')
# expect: m (line 2)
# expect: m (f.py)
# expect: m
# expect: 5 (c.py, line 7)
# expect: m (line 2)
# expect: m (x.py)
# expect: m (x.py)
# expect: m (l.py, line 1)
# expect: ind 2 3 ind (g.py, line 1) True
# expect: tab 1 tab (g.py, line 1) True
# expect: b i.py
# expect: TypeError function takes at least 4 arguments (3 given)
# expect: TypeError 'int' object is not iterable
# expect: TypeError function takes at most 6 arguments (7 given)
# expect: TypeError end_offset must be provided when end_lineno is provided
# expect: TypeError function takes at least 4 arguments (2 given)
# expect: oops 3 f.py
# expect: new (f.py, line 9)
# expect: new (line 9)
