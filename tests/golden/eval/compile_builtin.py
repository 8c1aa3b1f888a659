# compile() makes a code object that exec() and eval() run, in each of its three modes.
code = compile("x = 6\ny = x * 7\n", "<prog>", "exec")
print(type(code).__name__, code.co_filename, code.co_name, code.co_firstlineno)
exec(code)
print(x, y)

ns = {}
exec(code, ns)
print(ns["y"], sorted(k for k in ns if k != "__builtins__"))

expr = compile("x + y", "<expr>", "eval")
print(eval(expr))
print(eval(expr, {"x": 1, "y": 2}))
print(exec(expr))  # exec of 'eval' code: the value is dropped

single = compile("x * 2", "<single>", "single")
exec(single)  # an expression statement in 'single' mode prints its repr
exec(compile("for i in range(2):\n    i + 100\n", "<s>", "single"))
exec(compile("None", "<s>", "single"))
print(eval(compile("z = 5", "<s>", "exec")), z)

def f(a):
    c = compile("a + 1", "<f>", "eval")
    return eval(c)
print(f(41))

exec(compile("def g(n):\n    return n * n\n", "<defs>", "exec"))
print(g(9))
print(compile(b"1 + 1", "<bytes>", "eval").co_filename)
print(compile("pass", b"name.py", "exec").co_filename)
print(compile("q = 1", "<k>", mode="exec", flags=0, dont_inherit=True, optimize=2).co_name)
print(compile("q = 1", "<k>", "exec").co_flags, compile("q", "<k>", "eval").co_flags)
print(repr(compile("q", "<k>", "eval")).startswith('<code object <module> at 0x'))
print(repr(compile("q", "<k>", "eval")).endswith(', file "<k>", line 1>'))
print(eval(compile("'''a\nb'''", "<k>", "eval")))
exec(compile("s = '''one\ntwo'''\nprint(repr(s))", "<k>", "exec"), {})

# expect: code <prog> <module> 1
# expect: 6 42
# expect: 42 ['x', 'y']
# expect: 48
# expect: 3
# expect: None
# expect: 12
# expect: 100
# expect: 101
# expect: None 5
# expect: 42
# expect: 81
# expect: <bytes>
# expect: name.py
# expect: <module>
# expect: 0 0
# expect: True
# expect: True
# expect: a
# expect: b
# expect: 'one\ntwo'
