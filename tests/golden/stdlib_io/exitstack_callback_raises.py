# A callback that raises replaces the body's exception, which becomes its __context__.
from contextlib import ExitStack
def bad():
    raise KeyError("from callback")
try:
    with ExitStack() as stack:
        stack.callback(bad)
        stack.push(lambda *a: print("first exit sees", a[0].__name__))
        raise ValueError("body")
except Exception as e:
    print(type(e).__name__, e, repr(e.__context__))

# expect: first exit sees ValueError
# expect: KeyError 'from callback' ValueError('body')
