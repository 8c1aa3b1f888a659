# Signature.bind and bind_partial: BoundArguments with arguments, args, kwargs and
# apply_defaults, binding as a call would.
import inspect

def report(title, width=80, *rows, sep="-", **style): pass

sig = inspect.signature(report)
ba = sig.bind("T", 40, "r1", "r2", sep="=", color="red")
print(ba)
print(ba.arguments)
print(ba.args, ba.kwargs)
ba = sig.bind("T")
print(ba, ba.args, ba.kwargs)
ba.apply_defaults()
print(ba)
print(ba.arguments)
ba = sig.bind_partial(width=3)
print(ba, ba.args, ba.kwargs)

def po(a, b, /, c, *, d): pass
ba = inspect.signature(po).bind(1, 2, 3, d=4)
print(ba.args, ba.kwargs)
ba = inspect.signature(po).bind(1, 2, c=3, d=4)
print(ba.args, ba.kwargs)
print(report(*ba.args[:1]))
# expect: <BoundArguments (title='T', width=40, rows=('r1', 'r2'), sep='=', style={'color': 'red'})>
# expect: {'title': 'T', 'width': 40, 'rows': ('r1', 'r2'), 'sep': '=', 'style': {'color': 'red'}}
# expect: ('T', 40, 'r1', 'r2') {'sep': '=', 'color': 'red'}
# expect: <BoundArguments (title='T')> ('T',) {}
# expect: <BoundArguments (title='T', width=80, rows=(), sep='-', style={})>
# expect: {'title': 'T', 'width': 80, 'rows': (), 'sep': '-', 'style': {}}
# expect: <BoundArguments (width=3)> () {'width': 3}
# expect: (1, 2, 3) {'d': 4}
# expect: (1, 2, 3) {'d': 4}
# expect: None
