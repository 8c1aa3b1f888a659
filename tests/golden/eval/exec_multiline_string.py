# exec's text in a function keeps the lines of its triple-quoted and continued strings as they are.
def f():
    exec("s = '''one\n  two\nthree'''\nprint(repr(s))\nt = 'a\\\nb'\nprint(repr(t))")
f()
exec("u = '''x\ny'''\nprint(repr(u))", {})
# expect: 'one\n  two\nthree'
# expect: 'ab'
# expect: 'x\ny'
