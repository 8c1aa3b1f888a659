# An invalid escape sequence in a string or bytes literal is CPython 3.11's compile-time
# DeprecationWarning (the first of each literal, at its first line); "error" makes it a SyntaxError.
import warnings
with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("always")
    exec('s = "\\d"\nt = "\\e\\k"\nu = b"\\u00"\nv = """a\n\\z"""\n')
    eval('"\\p"')
    c = compile('"\\%" + f"{1}\\y"', "fn", "exec")
    exec("def f():\n    return '\\['\n")
for w in log:
    print(w.category.__name__, w.filename, w.lineno, w.message)
with warnings.catch_warnings():
    warnings.simplefilter("error")
    try:
        exec('x = 1\ny = "a\\sb"\n')
    except SyntaxError as e:
        print(type(e).__name__, e.args)

# expect: DeprecationWarning <string> 1 invalid escape sequence '\d'
# expect: DeprecationWarning <string> 2 invalid escape sequence '\e'
# expect: DeprecationWarning <string> 3 invalid escape sequence '\u'
# expect: DeprecationWarning <string> 4 invalid escape sequence '\z'
# expect: DeprecationWarning <string> 1 invalid escape sequence '\p'
# expect: DeprecationWarning fn 1 invalid escape sequence '\%'
# expect: DeprecationWarning fn 1 invalid escape sequence '\y'
# expect: DeprecationWarning <string> 2 invalid escape sequence '\['
# expect: SyntaxError ("invalid escape sequence '\\s'", ('<string>', 2, 5, 'y = "a\\sb"\n', 2, 11))
