# The parenthesized with-items of Python 3.10 (several managers over lines, a trailing comma);
# a parenthesized expression followed by 'as' is still one manager.
from contextlib import contextmanager
@contextmanager
def cm(name):
    print("enter", name)
    yield name.upper()
    print("exit", name)
with (cm("a") as a,
      cm("b") as b,):
    print("body", a, b)
with (cm("c") as c, cm("d")):
    print("body", c)
with (cm("e")) as e:
    print("body", e)
with (cm("f")):
    print("body f")
with (
    cm("g") as g
):
    print("body", g)
t = (cm("h"), cm("i"))
with t[0] as h, t[1] as i:
    print("body", h, i)
# expect: enter a
# expect: enter b
# expect: body A B
# expect: exit b
# expect: exit a
# expect: enter c
# expect: enter d
# expect: body C
# expect: exit d
# expect: exit c
# expect: enter e
# expect: body E
# expect: exit e
# expect: enter f
# expect: body f
# expect: exit f
# expect: enter g
# expect: body G
# expect: exit g
# expect: enter h
# expect: enter i
# expect: body H I
# expect: exit i
# expect: exit h
