# The compiler's SyntaxWarnings go through the warnings filters: exec'd code is compiled while the
# program runs, so catch_warnings records them (in CPython 3.11's compile order and number),
# "ignore" hides them and "error" makes them a SyntaxError.
import warnings

SOURCE = '''
def f(x):
    try:
        pass
    finally:
        x is 1
    while x is not "two":
        break
    class C(x is 3 or object):
        y = 4()
    d = {}
    d[x is 5] = [6, 7][8, 9]
    assert (x, "eight")
    return [y is 10 for y in [x is 11] if y is 12]
'''

with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("always")
    exec(SOURCE)
    exec("def g(): return (1, 2)(3)", {}, {})
for w in log:
    print(w.category.__name__, w.lineno, w.filename, w.message)
print(callable(f))

exec("n = 5\nprint(n is 5)")
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    exec("print(n is not 5)")
with warnings.catch_warnings():
    warnings.filterwarnings("error", category=SyntaxWarning)
    try:
        exec("n = 1\ndef h(): return 'abc'[1, 2]")
    except SyntaxError as e:
        print(type(e).__name__, e)
for i in range(2):
    exec("assert (i, 'always true')")
# expect: SyntaxWarning 6 <string> "is" with a literal. Did you mean "=="?
# expect: SyntaxWarning 6 <string> "is" with a literal. Did you mean "=="?
# expect: SyntaxWarning 7 <string> "is not" with a literal. Did you mean "!="?
# expect: SyntaxWarning 7 <string> "is not" with a literal. Did you mean "!="?
# expect: SyntaxWarning 10 <string> 'int' object is not callable; perhaps you missed a comma?
# expect: SyntaxWarning 9 <string> "is" with a literal. Did you mean "=="?
# expect: SyntaxWarning 12 <string> list indices must be integers or slices, not tuple; perhaps you missed a comma?
# expect: SyntaxWarning 12 <string> "is" with a literal. Did you mean "=="?
# expect: SyntaxWarning 13 <string> assertion is always true, perhaps remove parentheses?
# expect: SyntaxWarning 14 <string> "is" with a literal. Did you mean "=="?
# expect: SyntaxWarning 14 <string> "is" with a literal. Did you mean "=="?
# expect: SyntaxWarning 14 <string> "is" with a literal. Did you mean "=="?
# expect: SyntaxWarning 1 <string> 'tuple' object is not callable; perhaps you missed a comma?
# expect: True
# expect: True
# expect: False
# expect: SyntaxError str indices must be integers or slices, not tuple; perhaps you missed a comma? (<string>, line 2)
# expect stderr: <string>:2: SyntaxWarning: "is" with a literal. Did you mean "=="?
# expect stderr: <string>:1: SyntaxWarning: assertion is always true, perhaps remove parentheses?
