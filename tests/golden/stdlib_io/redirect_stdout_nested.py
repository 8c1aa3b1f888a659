# Nested redirects restore the previous target on the way out; one manager can be re-entered.
import io
from contextlib import redirect_stdout
outer, inner = io.StringIO(), io.StringIO()
with redirect_stdout(outer):
    print("a")
    with redirect_stdout(inner):
        print("b")
    print("c")
r = redirect_stdout(outer)
with r:
    with r:
        print("d")
    print("e")
print(repr(outer.getvalue()), repr(inner.getvalue()))

# expect: 'a\nc\nd\ne\n' 'b\n'
