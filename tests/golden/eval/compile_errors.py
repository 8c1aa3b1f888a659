# compile()'s argument checks and the SyntaxErrors it raises, with CPython's place in them.
def show(*args, **kw):
    try:
        compile(*args, **kw)
        print("compiled")
    except SyntaxError as e:
        print(type(e).__name__, e.args)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

show("x", "f", "run")
show("x", "f", 3)
show("x", "f")
show(3, "f", "exec")
show("x", 3, "exec")
show("x", "f", "exec", 0x10000000)
show("x", "f", "exec", optimize=7)
show("x", "f", "exec", "0")
show("a\0b", "f", "exec")
show("x = ", "f.py", "exec")
show("1 +", "f.py", "eval")
show("1 +\n", "f.py", "eval")
show("x = 1", "f.py", "eval")
show("", "f.py", "eval")
show("  x", "f.py", "eval")
show("", "f.py", "single")
show("a = 1\nb = 2\n", "f.py", "single")
show("a = 1; b = 2\n", "f.py", "single")
show("if a:\n    b\nc\n", "f.py", "single")
show("return 1", "f.py", "exec")
show("for x in y:\n    pass\nbreak\n", "f.py", "exec")
show("if x:\npass", "f.py", "exec")
show("x = 1\n  y = 2", "f.py", "exec")
show("1\n2", "f.py", "eval")
show("x = [1,\n2\n", "f.py", "exec")
show("del f()", "f.py", "exec")

# expect: ValueError compile() mode must be 'exec', 'eval' or 'single'
# expect: TypeError compile() argument 'mode' must be str, not int
# expect: TypeError compile() missing required argument 'mode' (pos 3)
# expect: TypeError compile() arg 1 must be a string, bytes or AST object
# expect: TypeError expected str, bytes or os.PathLike object, not int
# expect: ValueError compile(): unrecognised flags
# expect: ValueError compile(): invalid optimize value
# expect: TypeError 'str' object cannot be interpreted as an integer
# expect: ValueError source code string cannot contain null bytes
# expect: SyntaxError ('invalid syntax', ('f.py', 1, 5, 'x = \n', 1, 5))
# expect: SyntaxError ('invalid syntax', ('f.py', 1, 0, '1 +', 1, 0))
# expect: SyntaxError ('invalid syntax', ('f.py', 1, 4, '1 +\n', 1, 4))
# expect: SyntaxError ('invalid syntax', ('f.py', 1, 3, 'x = 1', 1, 4))
# expect: SyntaxError ('invalid syntax', ('f.py', 0, 0, '', 0, 0))
# expect: IndentationError ('unexpected indent', ('f.py', 1, 2, '  x', 1, -1))
# expect: SyntaxError ('invalid syntax', ('f.py', 0, 0, '', 0, 0))
# expect: SyntaxError ('multiple statements found while compiling a single statement', ('f.py', 1, 6, 'a = 1\n', 1, 6))
# expect: compiled
# expect: SyntaxError ('invalid syntax', ('f.py', 3, 1, 'c\n', 3, 2))
# expect: SyntaxError ("'return' outside function", ('f.py', 1, 1, None, 1, 9))
# expect: SyntaxError ("'break' outside loop", ('f.py', 3, 1, None, 3, 6))
# expect: IndentationError ("expected an indented block after 'if' statement on line 1", ('f.py', 2, 1, 'pass\n', 2, 5))
# expect: IndentationError ('unexpected indent', ('f.py', 2, 2, '  y = 2\n', 2, -1))
# expect: SyntaxError ('invalid syntax', ('f.py', 2, 1, '2', 2, 2))
# expect: SyntaxError ("'[' was never closed", ('f.py', 1, 5, 'x = [1,', 1, 0))
# expect: SyntaxError ('cannot delete function call', ('f.py', 1, 5, 'del f()\n', 1, 8))
