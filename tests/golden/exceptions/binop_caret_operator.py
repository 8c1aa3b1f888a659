# A failing binary operation's carets, as CPython 3.11 draws them: '^' under the operator
# (two characters when the next one before the right operand is no blank), '~' under the
# operands; printed here through traceback.format_exc.
import traceback
x, y, s = 1, 0, "s"
cases = [lambda: x/y, lambda: x%y, lambda: x+s, lambda: x /y, lambda: x/ y, lambda: x//y,
         lambda: x**s, lambda: x/(y), lambda: x/ (y), lambda: (x)/y, lambda: x/-y, lambda: x/[y]]
for case in cases:
    try:
        case()
    except Exception:
        print(traceback.format_exc().splitlines()[-2])
# expect:                      ~^~
# expect:                                   ~^~
# expect:                                                ~^~
# expect:                                                             ~~^~
# expect:                                                                           ~^~~
# expect:                                                                                         ~^^~
# expect:             ~^^~
# expect:                           ~^^~~
# expect:                                          ~^~~~~
# expect:                                                          ~~^^~
# expect:                                                                         ~^~~
# expect:                                                                                       ~^~~~
